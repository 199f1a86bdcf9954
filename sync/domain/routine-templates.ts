// Ready-made routines a parent starts from, by the child's age (ADR 0028). They follow what picture
// schedules for young children do: few steps (a three-year-old holds three to five), each with a picture
// and a short time, in the same order every day, so that one step leads to the next ("first teeth, then
// story"). Older children get more steps, longer ones and some planning of their own (packing the bag,
// homework). Meals are left out of the youngest routines: they run on the family's clock, not a child's
// timer. Every template is only a start: the parent edits names, minutes, pictures and order.
import { ageInMonths } from './child-age';
import type { CalendarDate } from './family-date';
import type { TaskPictureId } from './task-pictures';

/** The age groups templates are written for, in years. */
export const AGE_BANDS = ['3-4', '5-7', '8-12'] as const;
/** One age group. */
export type AgeBand = (typeof AGE_BANDS)[number];

/** How each age group is written for a parent. */
export const AGE_BAND_LABELS: Record<AgeBand, string> = {
  '3-4': 'Ages 3–4',
  '5-7': 'Ages 5–7',
  '8-12': 'Ages 8–12',
};

/** The part of the day a template is for. */
export type RoutineKind = 'morning' | 'after-school' | 'bedtime';

/** One step of a template, in the routine task's own fields. */
export interface TemplateTask {
  readonly name: string;
  /** Minutes. */
  readonly duration: number;
  /** A built-in picture (sync/domain/task-pictures.ts). */
  readonly icon: TaskPictureId;
}

/** A ready-made routine. */
export interface RoutineTemplate {
  /** Stable id, for tests and the coach; never stored on a routine. */
  readonly id: string;
  readonly ageBand: AgeBand;
  readonly kind: RoutineKind;
  /** The routine's name once created. */
  readonly name: string;
  /** One line for the parent: why these steps. */
  readonly summary: string;
  /** HH:MM. */
  readonly startTime: string;
  /** 0 (Sunday) to 6 (Saturday). */
  readonly daysOfWeek: readonly number[];
  readonly tasks: readonly TemplateTask[];
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;
const WEEKDAYS = [1, 2, 3, 4, 5] as const;

/** Every template: per age group, morning, after school (or nursery) and bedtime. */
export const ROUTINE_TEMPLATES: readonly RoutineTemplate[] = [
  {
    id: 'morning-3-4',
    ageBand: '3-4',
    kind: 'morning',
    name: 'Morning',
    summary: 'Five short steps with a picture each, the same order every day.',
    startTime: '07:00',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Toilet', duration: 3, icon: 'toilet' },
      { name: 'Wash hands', duration: 2, icon: 'soap' },
      { name: 'Get dressed', duration: 5, icon: 'shirt' },
      { name: 'Brush teeth', duration: 2, icon: 'toothbrush' },
      { name: 'Shoes on', duration: 3, icon: 'shoe' },
    ],
  },
  {
    id: 'after-nursery-3-4',
    ageBand: '3-4',
    kind: 'after-school',
    name: 'Home from nursery',
    summary: 'A calm landing: coat off, clean hands, a snack, then play.',
    startTime: '15:30',
    daysOfWeek: WEEKDAYS,
    tasks: [
      { name: 'Coat and shoes off', duration: 3, icon: 'coat' },
      { name: 'Wash hands', duration: 2, icon: 'soap' },
      { name: 'Snack and drink', duration: 5, icon: 'apple' },
      { name: 'Tidy toys', duration: 5, icon: 'toys' },
    ],
  },
  {
    id: 'bedtime-3-4',
    ageBand: '3-4',
    kind: 'bedtime',
    name: 'Bedtime',
    summary: 'Winding down in five small steps, ending with a story.',
    startTime: '18:45',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Pyjamas on', duration: 5, icon: 'pyjamas' },
      { name: 'Toilet', duration: 2, icon: 'toilet' },
      { name: 'Brush teeth', duration: 2, icon: 'toothbrush' },
      { name: 'Bedtime story', duration: 5, icon: 'story' },
      { name: 'Lights out', duration: 2, icon: 'moon' },
    ],
  },
  {
    id: 'morning-5-7',
    ageBand: '5-7',
    kind: 'morning',
    name: 'School morning',
    summary: 'Ready for school with time to spare; breakfast is a step of its own.',
    startTime: '07:00',
    daysOfWeek: WEEKDAYS,
    tasks: [
      { name: 'Toilet and wash', duration: 5, icon: 'toilet' },
      { name: 'Get dressed', duration: 5, icon: 'shirt' },
      { name: 'Eat breakfast', duration: 15, icon: 'bowl' },
      { name: 'Brush teeth', duration: 2, icon: 'toothbrush' },
      { name: 'Brush hair', duration: 3, icon: 'comb' },
      { name: 'School bag and shoes', duration: 5, icon: 'backpack' },
    ],
  },
  {
    id: 'after-school-5-7',
    ageBand: '5-7',
    kind: 'after-school',
    name: 'After school',
    summary: 'Unpack, refuel, read a little, then free play.',
    startTime: '15:30',
    daysOfWeek: WEEKDAYS,
    tasks: [
      { name: 'Unpack school bag', duration: 3, icon: 'backpack' },
      { name: 'Wash hands', duration: 2, icon: 'soap' },
      { name: 'Snack', duration: 10, icon: 'apple' },
      { name: 'Reading', duration: 10, icon: 'book' },
      { name: 'Play outside', duration: 20, icon: 'ball' },
    ],
  },
  {
    id: 'bedtime-5-7',
    ageBand: '5-7',
    kind: 'bedtime',
    name: 'Bedtime',
    summary: 'Tidy, wash and settle, with a story to look forward to.',
    startTime: '19:00',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Tidy toys', duration: 5, icon: 'toys' },
      { name: 'Bath or wash', duration: 10, icon: 'bath' },
      { name: 'Pyjamas on', duration: 5, icon: 'pyjamas' },
      { name: 'Brush teeth', duration: 2, icon: 'toothbrush' },
      { name: 'Bedtime story', duration: 10, icon: 'story' },
      { name: 'Lights out', duration: 2, icon: 'moon' },
    ],
  },
  {
    id: 'morning-8-12',
    ageBand: '8-12',
    kind: 'morning',
    name: 'School morning',
    summary: 'They run it themselves: from making the bed to a packed lunch.',
    startTime: '07:00',
    daysOfWeek: WEEKDAYS,
    tasks: [
      { name: 'Make bed', duration: 3, icon: 'bed' },
      { name: 'Wash and get dressed', duration: 10, icon: 'shirt' },
      { name: 'Eat breakfast', duration: 15, icon: 'bowl' },
      { name: 'Brush teeth', duration: 3, icon: 'toothbrush' },
      { name: 'Pack lunch and water', duration: 5, icon: 'lunchbox' },
      { name: 'Check school bag', duration: 5, icon: 'backpack' },
    ],
  },
  {
    id: 'after-school-8-12',
    ageBand: '8-12',
    kind: 'after-school',
    name: 'After school',
    summary: 'Snack first, homework while fresh, then practice and a job at home.',
    startTime: '15:45',
    daysOfWeek: WEEKDAYS,
    tasks: [
      { name: 'Unpack bag and lunchbox', duration: 5, icon: 'lunchbox' },
      { name: 'Snack', duration: 10, icon: 'apple' },
      { name: 'Homework', duration: 30, icon: 'pencil' },
      { name: 'Music practice', duration: 20, icon: 'music' },
      { name: 'Play outside', duration: 30, icon: 'ball' },
      { name: 'Set the table', duration: 5, icon: 'cutlery' },
    ],
  },
  {
    id: 'bedtime-8-12',
    ageBand: '8-12',
    kind: 'bedtime',
    name: 'Bedtime',
    summary: 'Ready for tomorrow, screens away, then reading in bed.',
    startTime: '20:00',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Pack bag for tomorrow', duration: 5, icon: 'backpack' },
      { name: 'Shower', duration: 10, icon: 'shower' },
      { name: 'Pyjamas on', duration: 5, icon: 'pyjamas' },
      { name: 'Brush teeth', duration: 3, icon: 'toothbrush' },
      { name: 'Read in bed', duration: 20, icon: 'book' },
      { name: 'Lights out', duration: 2, icon: 'moon' },
    ],
  },
];

/**
 * The age group whose templates suit a child born on `birthDate`, on the family's `today`: under five is
 * 3–4 (children are 3 and up; a younger sibling starts there too), five to seven is 5–7, eight and older
 * 8–12. Null without a birth date.
 */
export function ageBandFor(birthDate: CalendarDate | null, today: CalendarDate): AgeBand | null {
  const months = ageInMonths(birthDate, today);
  if (months === null) return null;
  const years = Math.floor(months / 12);
  if (years < 5) return '3-4';
  if (years < 8) return '5-7';
  return '8-12';
}

/**
 * Every template, the child's age group first (in template order), then the others by age; all of them
 * in age order when the age is unknown.
 */
export function templatesFor(band: AgeBand | null): RoutineTemplate[] {
  if (band === null) return [...ROUTINE_TEMPLATES];
  return [
    ...ROUTINE_TEMPLATES.filter((template) => template.ageBand === band),
    ...ROUTINE_TEMPLATES.filter((template) => template.ageBand !== band),
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
