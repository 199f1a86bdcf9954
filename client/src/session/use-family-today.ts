// "Today" as the family's wall calendar says it (ADR 0020): every parent screen that asks what is due,
// done or earned today reads it here, so that a parent travelling in another zone sees the family's day.
import { useEffect, useState } from 'react';
import { familyDate, type CalendarDate } from '@sync/domain/family-date';
import { useCurrentUser } from './current-user';

/** The browser's own IANA zone; the fallback while the family has none set. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The family's IANA time zone (set in the profile, ADR 0032). */
export function useFamilyTimeZone(): string {
  // Until the account carries the family's zone (a copy remembered by an older version), the browser's
  // zone stands in.
  return useCurrentUser().user?.family?.timeZone ?? browserTimeZone();
}

const CHECK_EVERY_MS = 30_000;

/** Today's family-local date, which turns over at the family's midnight while a screen stays open. */
export function useFamilyToday(): CalendarDate {
  const timeZone = useFamilyTimeZone();
  const [seen, setSeen] = useState(() => ({ timeZone, date: familyDate(new Date(), timeZone) }));
  useEffect(() => {
    // A coarse check rather than a timer aimed at midnight: a sleeping phone's timers drift, this does not.
    // Setting an equal date re-renders nothing, so the check costs no render on an ordinary day.
    const interval = setInterval(() => {
      const date = familyDate(new Date(), timeZone);
      setSeen((previous) =>
        previous.timeZone === timeZone && previous.date === date ? previous : { timeZone, date },
      );
    }, CHECK_EVERY_MS);
    return () => clearInterval(interval);
  }, [timeZone]);
  return seen.timeZone === timeZone ? seen.date : familyDate(new Date(), timeZone);
}
