import type { Happening } from '@sync/domain/child-happenings';
import { Icon } from '../../ui/icon';
import { useDoneByNames } from '../household/use-done-by-names';
import { happeningLine } from './happening-words';

/** What the child did today, latest first (D-HAPPEN-1…4): routines, rewards, alarms and jobs. */
export function TodayHappenings({
  childId,
  childName,
  happenings,
  timeZone,
}: {
  childId: string;
  childName: string;
  happenings: readonly Happening[];
  timeZone: string;
}) {
  const headingId = `child-${childId}-happenings`;
  const names = useDoneByNames(childName);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-1 text-sm font-bold tracking-wide text-ink-soft uppercase">
        {childName}'s day so far
      </h3>
      {happenings.length === 0 ? (
        <p className="text-ink-soft">Nothing yet today.</p>
      ) : (
        <ol className="grid gap-1" data-testid="happenings">
          {happenings.map((happening) => {
            const line = happeningLine(happening, timeZone, names);
            return (
              <li key={`${happening.kind}/${happening.id}`} className="flex items-start gap-3 py-1">
                <span className="grid size-8 shrink-0 place-items-center rounded-xl bg-cream text-sunrise-700">
                  <Icon name={line.icon} className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-bold break-words">{line.text}</span>
                  {line.detail && <span className="block text-sm text-ink-soft">{line.detail}</span>}
                </span>
                <span className="shrink-0 pt-0.5 text-sm text-ink-soft tabular-nums">{line.time}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
