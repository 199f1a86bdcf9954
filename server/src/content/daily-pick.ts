// Which built-in joke or saying a band gets on a date (ADR 0044): the band's items in a fixed shuffled
// order, walked one a day. With N items an item comes back only after N days, and every band has at least
// 120, so none repeats within 90 days; the order is the same on every server and every run.
import type { AgeGroup } from '@sync/domain/age-group';
import { libraryFor, type DailyKind } from './daily-library/daily-library';

/** A 32-bit seed from text (FNV-1a). */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A small seeded random number generator (mulberry32): the same seed, the same sequence. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const orders = new Map<string, string[]>();

/** The band's items of `kind` in their fixed shuffled order. */
function orderFor(kind: DailyKind, band: AgeGroup): string[] {
  const key = `${kind}/${band}`;
  const known = orders.get(key);
  if (known) return known;
  const items = libraryFor(kind, band);
  const next = random(seedOf(key));
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [items[index], items[other]] = [items[other] as string, items[index] as string];
  }
  orders.set(key, items);
  return items;
}

/** Days since 1970-01-01 of a calendar date (YYYY-MM-DD). */
function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

/** The built-in joke or saying of `kind` for `band` on `date`. */
export function dailyPick(kind: DailyKind, band: AgeGroup, date: string): string {
  const order = orderFor(kind, band);
  const day = dayNumber(date);
  const text = order[((day % order.length) + order.length) % order.length];
  if (text === undefined) throw new RangeError(`No ${kind} for ages ${band}`);
  return text;
}
