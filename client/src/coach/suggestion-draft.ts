// A routine Nia suggested, as the editor's working copy: the same draft the routine editor holds, so a
// suggestion is edited with the same fields and checked by the same schema before it becomes a routine.
import { describeDays } from '@sync/domain/days-of-week';
import type { WeekDay } from '@sync/domain/week-start';
import { describeMinutes } from '@sync/domain/routine-editing';
import type { CoachRoutineSuggestion } from '@sync/schemas/coach';
import { draftFromRoutine, type RoutineDraft } from '../routine-editor/routine-draft';
import { formatStartTime } from '../lib/format-start-time';

/** The editable draft of a suggested routine. */
export function draftFromSuggestion(suggestion: CoachRoutineSuggestion): RoutineDraft {
  return draftFromRoutine({
    childId: '',
    name: suggestion.name,
    startTime: suggestion.startTime,
    isActive: true,
    startEarly: true,
    daysOfWeek: suggestion.daysOfWeek,
    tasks: suggestion.tasks.map((task) => ({ ...task, completed: false, completedAt: null })),
  });
}

/**
 * "7:00 AM · Every day · 5 steps · 15 min": the line under a suggestion's pictures, its days listed from the
 * family's first day of the week.
 */
export function describeDraft(draft: RoutineDraft, weekStart: WeekDay): string {
  const minutes = draft.tasks.reduce((sum, task) => sum + (Number(task.duration) || 0), 0);
  const steps = `${draft.tasks.length} step${draft.tasks.length === 1 ? '' : 's'}`;
  const parts = [
    formatStartTime(draft.startTime),
    describeDays(draft.daysOfWeek, weekStart),
    steps,
    describeMinutes(minutes),
  ];
  return parts.join(' · ');
}

/** "Mia", "Mia and Leo", "Mia, Leo and Sam": children named as a sentence names them. */
export function namesInWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}
