// A routine's start time as the parent's phone writes times ("7:00 AM" or "07:00"). The stored value is
// the family's wall-clock HH:MM (ADR 0020), so it is formatted as a time of no zone at all.

/** "07:05" in the browser's own style; the text as it is when it is not HH:MM. */
export function formatStartTime(time: string, locale?: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const date = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    date,
  );
}
