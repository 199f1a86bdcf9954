// The routines Nia suggests for a band: the parent's templates (ADR 0028) for the children's bands they are
// written for, our teen routines for 13 and up, and the routines written for one topic of the guide
// (ADR 0055), such as teeth time or a tidy-up.
import type { AgeGroup } from '@sync/domain/age-group';
import { ROUTINE_TEMPLATES, type AgeBand, type RoutineKind } from '@sync/domain/routine-templates';
import type { CoachRoutineSuggestion } from '@sync/schemas/coach';
import type { CoachTopic, TopicRoutine } from './library/coach-topic';
import { TEEN_ROUTINES } from './library/teen-routines';

/** The template band closest to each coach band: 7-year-olds and up follow the 8–12 routines. */
const TEMPLATE_BAND: Record<Exclude<AgeGroup, '13+'>, AgeBand> = {
  '3-4': '3-4',
  '5-6': '5-7',
  '7-9': '8-12',
  '10-12': '8-12',
};

/** A routine as a suggestion card holds it, copied so that editing the card never edits the guide. */
function suggestionOf(routine: TopicRoutine): CoachRoutineSuggestion {
  return {
    name: routine.name,
    summary: routine.summary,
    startTime: routine.startTime,
    daysOfWeek: [...routine.daysOfWeek],
    tasks: routine.tasks.map((task) => ({ ...task })),
  };
}

/** The routine of `kind` Nia suggests for `band`. */
export function routineFor(kind: RoutineKind, band: AgeGroup): CoachRoutineSuggestion {
  const template =
    band === '13+'
      ? TEEN_ROUTINES.find((routine) => routine.kind === kind)
      : ROUTINE_TEMPLATES.find((routine) => routine.kind === kind && routine.ageBand === TEMPLATE_BAND[band]);
  if (!template) throw new RangeError(`No ${kind} routine for ages ${band}`);
  return suggestionOf(template);
}

/**
 * The routine an answer on `topic` offers for `band`: the one written for the topic; else the band's
 * template of the part of the day the parent asked for (`asked`) or, failing that, of the topic's; null
 * for a guidance-only topic nobody asked a routine of.
 */
export function topicRoutineFor(
  topic: CoachTopic,
  band: AgeGroup,
  asked: RoutineKind | null,
): CoachRoutineSuggestion | null {
  if (topic.routine && topic.routine !== 'template') return suggestionOf(topic.routine[band]);
  const kind = asked ?? (topic.routine === 'template' ? topic.routineKind : null);
  return kind ? routineFor(kind, band) : null;
}
