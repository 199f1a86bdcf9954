// The routines Nia suggests for a band: the parent's templates (ADR 0028), written for the same age bands
// as her answers (ADR 0095), and the routines written for one topic of the guide (ADR 0055), such as teeth
// time or a tidy-up.
import type { AgeGroup } from '@sync/domain/age-group';
import type { RoutineKind } from '@sync/domain/routine-template';
import { templateFor } from '@sync/domain/routine-templates';
import type { CoachRoutineSuggestion } from '@sync/schemas/coach';
import type { CoachTopic, TopicRoutine } from './library/coach-topic';

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
  return suggestionOf(templateFor(kind, band));
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
