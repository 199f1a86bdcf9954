import { AGE_GROUP_LABELS, ageGroupLabel } from '@sync/domain/age-group';
import type { RoutineTemplate } from '@sync/domain/routine-template';
import { templateMinutes } from '@sync/domain/routine-templates';
import { describeDays } from '@sync/domain/days-of-week';
import { describeMinutes } from '@sync/domain/routine-editing';
import { formatStartTime } from '../../lib/format-start-time';
import { StepPictures } from '../../routine-editor/step-pictures';
import { useWeekStart } from '../../session/use-week-start';

interface TemplateCardsProps {
  templates: readonly RoutineTemplate[];
  /** Labels the list, e.g. "Routines for ages 3–4". */
  label: string;
  busy: boolean;
  onPick: (template: RoutineTemplate) => void;
}

/** Ready-made routines, each one tap away from being the child's own. */
export function TemplateCards({ templates, label, busy, onPick }: TemplateCardsProps) {
  const weekStart = useWeekStart();
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {templates.map((template) => {
        const band = AGE_GROUP_LABELS[template.ageGroup];
        return (
          <li
            key={template.id}
            className="relative flex flex-col gap-2 rounded-3xl bg-white p-5 shadow-soft ring-2 ring-transparent transition hover:-translate-y-0.5 hover:ring-sunrise-400"
          >
            <p className="flex items-baseline justify-between gap-2">
              <span className="text-lg font-extrabold">{template.name}</span>
              <span className="shrink-0 text-sm font-bold text-ink-soft">{band}</span>
            </p>
            <p className="text-ink-soft">{template.summary}</p>
            <StepPictures tasks={template.tasks} />
            <p className="text-sm font-semibold text-ink-soft">
              {formatStartTime(template.startTime)} · {describeDays(template.daysOfWeek, weekStart)} ·{' '}
              {template.tasks.length} steps · {describeMinutes(templateMinutes(template))}
            </p>
            {/* One tap anywhere on the card adds it: the button's area is stretched over the card. */}
            <button
              type="button"
              disabled={busy}
              aria-busy={busy || undefined}
              aria-label={`Add ${template.name} (${ageGroupLabel(template.ageGroup)})`}
              onClick={() => onPick(template)}
              className="mt-auto min-h-11 self-start pt-1 font-bold text-sunrise-700 after:absolute after:inset-0 after:rounded-3xl disabled:opacity-60 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-sky-700"
            >
              <span aria-hidden="true">+ </span>Add {template.name}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
