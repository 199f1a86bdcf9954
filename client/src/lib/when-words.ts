// When something happened, in the words a parent reads beside a board's last report or a conversation.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** When something happened, as a parent says it: "just now", "5 minutes ago", "3 hours ago", "Mar 4". */
export function whenWords(iso: string | null, now: Date, never = 'Never'): string {
  if (iso === null) return never;
  const then = new Date(iso);
  const ago = now.getTime() - then.getTime();
  if (ago < MINUTE) return 'Just now';
  if (ago < HOUR) {
    const minutes = Math.floor(ago / MINUTE);
    return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  }
  if (ago < 24 * HOUR) {
    const hours = Math.floor(ago / HOUR);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  }
  const sameYear = then.getFullYear() === now.getFullYear();
  return then.toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}
