// How much a child used their boards (ADR 0038), for the parent's list of the child's boards: today and
// the last seven days, a small bar per day, and when the board was last used.
import { useQuery } from '@tanstack/react-query';
import { boardUsageSummarySchema, type BoardUsageSummary as Summary } from '@sync/protocol/board-usage';
import { apiRequest } from '../../lib/http-client';
import { usageDuration, usageDurationSpoken } from './usage-duration';

const DAYS = 7;

/** The query key of a child's board use, for screens that refresh it. */
export const boardUsageKey = (childId: string) => ['/api/children', childId, 'board-usage', DAYS] as const;

function weekday(date: string, style: 'short' | 'long'): string {
  // A calendar date has no zone: read at noon UTC and written in UTC, it is always its own day.
  return new Intl.DateTimeFormat(undefined, { weekday: style, timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

function lastUsed(summary: Summary): string | null {
  const session = summary.lastSession;
  if (session === null) return null;
  const at = new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: summary.timeZone,
  }).format(new Date(session.sessionStart));
  return `Last used ${at} for ${usageDuration(session.minutes)}`;
}

function UsageDays({ summary }: { summary: Summary }) {
  const longest = Math.max(1, ...summary.days.map((day) => day.minutes));
  return (
    <ul aria-label={`Board use, last ${summary.days.length} days`} className="mt-3 flex items-end gap-2">
      {summary.days.map((day) => (
        <li
          key={day.date}
          aria-label={`${weekday(day.date, 'long')}: ${usageDurationSpoken(day.minutes)}`}
          className="flex flex-1 flex-col items-center gap-1"
        >
          <span aria-hidden="true" className="flex h-12 w-full items-end rounded-lg bg-cream">
            <span
              className="w-full rounded-lg bg-sky-400"
              style={{ height: `${Math.max(day.minutes > 0 ? 8 : 0, (day.minutes / longest) * 100)}%` }}
            />
          </span>
          <span aria-hidden="true" className="text-xs font-bold text-ink-soft">
            {weekday(day.date, 'short')}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** "Used 23 min today · 2 h 10 min this week", with a bar per day and the last use. */
export function BoardUsageSummary({ childId }: { childId: string }) {
  const query = useQuery({
    queryKey: boardUsageKey(childId),
    queryFn: ({ signal }) =>
      apiRequest<unknown>(
        'GET',
        `/api/children/${encodeURIComponent(childId)}/board-usage?days=${DAYS}`,
        undefined,
        {
          signal,
        },
      ),
    select: (answer) => boardUsageSummarySchema.parse(answer),
    staleTime: 60_000,
  });

  if (query.isError) {
    return <p className="text-sm text-ink-soft">Board use shows here when you&apos;re back online.</p>;
  }
  const summary = query.data;
  if (summary === undefined)
    return <div aria-hidden="true" className="h-20 animate-pulse rounded-2xl bg-cream" />;
  const last = lastUsed(summary);
  return (
    <section aria-label="Board use">
      <p className="font-bold">
        {summary.totalMinutes === 0
          ? 'Not used this week yet'
          : `Used ${usageDuration(summary.todayMinutes)} today · ${usageDuration(summary.totalMinutes)} this week`}
      </p>
      {summary.totalMinutes > 0 && <UsageDays summary={summary} />}
      {last !== null && <p className="mt-2 text-sm text-ink-soft">{last}</p>}
    </section>
  );
}
