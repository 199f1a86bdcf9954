import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import type { CompletionDay } from '@sync/domain/completion-week';
import { dayOfWeek } from '@sync/domain/family-date';

const WIDTH = 280;
const HEIGHT = 112;
const LABELS = 20;
const SHORT_DAYS = ['S', 'M', 'T', 'W', 'T', 'F', 'S'];
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function dayName(date: string, today: string): string {
  return date === today ? 'Today' : (DAY_NAMES[dayOfWeek(date)] ?? date);
}

function describeDay(day: CompletionDay): string {
  if (day.scheduled === 0) return 'no routines';
  return `${day.completed} of ${day.scheduled} routines (${day.percent ?? 0}%)`;
}

/** One sentence a screen reader says for the whole week. */
export function weekSummary(name: string, week: readonly CompletionDay[], today: string): string {
  const planned = week.filter((day) => day.scheduled > 0);
  const scheduled = planned.reduce((sum, day) => sum + day.scheduled, 0);
  const completed = planned.reduce((sum, day) => sum + day.completed, 0);
  const todayDay = week.find((day) => day.date === today);
  return (
    `${name}'s last 7 days: ${completed} of ${scheduled} routines completed` +
    (todayDay ? `; today ${describeDay(todayDay)}.` : '.')
  );
}

/**
 * A child's last seven days as bars of the share of routines completed, today picked out, with the numbers
 * in a table for screen readers (the picture is one labelled image).
 */
export function WeekChart({
  name,
  week,
  today,
}: {
  name: string;
  week: readonly CompletionDay[];
  today: string;
}) {
  const titleId = useId();
  const x = scaleBand({ domain: week.map((day) => day.date), range: [0, WIDTH], padding: 0.28 });
  const y = scaleLinear({ domain: [0, 100], range: [HEIGHT - LABELS, 4] });
  const summary = weekSummary(name, week, today);
  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        className="block h-28 w-full"
      >
        <title id={titleId}>{summary}</title>
        <Group>
          {week.map((day) => {
            const left = x(day.date) ?? 0;
            const isToday = day.date === today;
            const top = y(day.percent ?? 0);
            return (
              <Group key={day.date}>
                {/* The full height, faint: a day with nothing done still shows it was a day. */}
                <Bar
                  x={left}
                  y={y(100)}
                  width={x.bandwidth()}
                  height={y(0) - y(100)}
                  rx={6}
                  className={
                    isToday
                      ? 'fill-sunrise-100'
                      : day.scheduled === 0
                        ? 'fill-cream-deep/60'
                        : 'fill-cream-deep'
                  }
                />
                {day.percent !== null && day.percent > 0 && (
                  <Bar
                    x={left}
                    y={top}
                    width={x.bandwidth()}
                    height={y(0) - top}
                    rx={6}
                    className={isToday ? 'fill-sunrise-500' : 'fill-leaf-400'}
                  />
                )}
                <text
                  x={left + x.bandwidth() / 2}
                  y={HEIGHT - 5}
                  textAnchor="middle"
                  className={`text-[11px] ${isToday ? 'fill-ink font-extrabold' : 'fill-ink-soft font-semibold'}`}
                >
                  {SHORT_DAYS[dayOfWeek(day.date)]}
                </text>
                {isToday && (
                  <rect
                    x={left + x.bandwidth() / 2 - 8}
                    y={HEIGHT - 1.5}
                    width={16}
                    height={1.5}
                    rx={0.75}
                    className="fill-sunrise-700"
                  />
                )}
              </Group>
            );
          })}
        </Group>
      </svg>
      <table className="sr-only">
        <caption>{`${name}'s routines, last 7 days`}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Completed</th>
            <th scope="col">Routines</th>
            <th scope="col">Percent</th>
          </tr>
        </thead>
        <tbody>
          {week.map((day) => (
            <tr key={day.date}>
              <th scope="row">{dayName(day.date, today)}</th>
              <td>{day.completed}</td>
              <td>{day.scheduled}</td>
              <td>{day.percent === null ? '–' : `${day.percent}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
