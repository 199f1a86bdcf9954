// The routines Nia suggests for a band: the parent's templates (ADR 0028) for the children's bands they are
// written for, our teen routines for 13 and up.
import type { AgeGroup } from '../../../sync/domain/age-group';
import { ROUTINE_TEMPLATES, type AgeBand, type RoutineKind } from '../../../sync/domain/routine-templates';
import type { CoachRoutineSuggestion } from '../../../sync/schemas/coach';
import { TEEN_ROUTINES } from './library/teen-routines';

/** The template band closest to each coach band: 7-year-olds and up follow the 8–12 routines. */
const TEMPLATE_BAND: Record<Exclude<AgeGroup, '13+'>, AgeBand> = {
  '3-4': '3-4',
  '5-6': '5-7',
  '7-9': '8-12',
  '10-12': '8-12',
};

/** The routine of `kind` Nia suggests for `band`. */
export function routineFor(kind: RoutineKind, band: AgeGroup): CoachRoutineSuggestion {
  const template =
    band === '13+'
      ? TEEN_ROUTINES.find((routine) => routine.kind === kind)
      : ROUTINE_TEMPLATES.find((routine) => routine.kind === kind && routine.ageBand === TEMPLATE_BAND[band]);
  if (!template) throw new RangeError(`No ${kind} routine for ages ${band}`);
  return {
    name: template.name,
    summary: template.summary,
    startTime: template.startTime,
    daysOfWeek: [...template.daysOfWeek],
    tasks: template.tasks.map((task) => ({ ...task })),
  };
}
