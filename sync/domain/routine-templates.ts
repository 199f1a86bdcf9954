// Ready-made routines a parent starts from, by the child's age band (ADR 0028, ADR 0095): which templates suit
// a child, and the routine one becomes. What a template is is `routine-template.ts`, the templates themselves
// `routine-template-catalogue.ts`; the bands are D-AGE-1's (`age-group.ts`), the same bands Nia and the
// daily content use, so a child of eight is "ages 7–9" everywhere.
import { ageInMonths } from './child-age';
import { ageGroupOf, type AgeGroup } from './age-group';
import type { CalendarDate } from './family-date';
import { ROUTINE_TEMPLATES } from './routine-template-catalogue';
import type { RoutineKind, RoutineTemplate } from './routine-template';

/**
 * The band whose templates suit a child born on `birthDate`, on the family's `today` (D-AGE-1, D-AGE-2):
 * the child's age band; null without a birth date (or one after today), when every template is offered.
 */
export function templateAgeGroupFor(birthDate: CalendarDate | null, today: CalendarDate): AgeGroup | null {
  return ageInMonths(birthDate, today) === null ? null : ageGroupOf(birthDate, today);
}

/** The template of `kind` written for `band` (every band has one of each kind). */
export function templateFor(kind: RoutineKind, band: AgeGroup): RoutineTemplate {
  const template = ROUTINE_TEMPLATES.find(
    (candidate) => candidate.kind === kind && candidate.ageGroup === band,
  );
  if (!template) throw new RangeError(`No ${kind} template for ages ${band}`);
  return template;
}

/**
 * Every template, the child's age group first (in template order), then the others by age; all of them
 * in age order when the age is unknown.
 */
export function templatesFor(band: AgeGroup | null): RoutineTemplate[] {
  if (band === null) return [...ROUTINE_TEMPLATES];
  return [
    ...ROUTINE_TEMPLATES.filter((template) => template.ageGroup === band),
    ...ROUTINE_TEMPLATES.filter((template) => template.ageGroup !== band),
  ];
}

/** A template's total minutes. */
export function templateMinutes(template: RoutineTemplate): number {
  return template.tasks.reduce((sum, task) => sum + task.duration, 0);
}

/**
 * The fields of a new routine made from a template for one child, ready for `routineInputSchema`:
 * active, startable early, every task not yet done, the days copied (so editing the routine never edits the template).
 */
export function routineFromTemplate(template: RoutineTemplate, childId: string) {
  return {
    childId,
    name: template.name,
    startTime: template.startTime,
    isActive: true,
    startEarly: true,
    daysOfWeek: [...template.daysOfWeek],
    tasks: template.tasks.map((task) => ({
      name: task.name,
      duration: task.duration,
      icon: task.icon,
      completed: false,
      completedAt: null,
    })),
  };
}
