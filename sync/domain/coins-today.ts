// Coins a child earned on one family-local day, for the parent's "today" view (ADR 0018, ADR 0033).
import type { CalendarDate } from './family-date';
import { familyDate } from './family-date';
import type { LedgerEntry } from './rewards-projection';
import { liveLedgerEntries } from './rewards-projection';

/**
 * Coins earned on `date` in `timeZone` (D-COINS-1): the sum of that day's live entries other than
 * redemptions, so a reversal (negative, D-LEDGER-4) takes back the credit it cancels while spending coins on
 * a reward does not count as earning fewer. Never below zero.
 */
export function coinsEarnedOn(entries: Iterable<LedgerEntry>, date: CalendarDate, timeZone: string): number {
  let sum = 0;
  for (const entry of liveLedgerEntries(entries)) {
    if (entry.activityType === 'redemption') continue;
    if (familyDate(new Date(entry.createdAt), timeZone) === date) sum += entry.points;
  }
  return Math.max(0, sum);
}
