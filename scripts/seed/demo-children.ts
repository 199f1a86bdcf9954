// The two demo children and everything that makes them different: age, theme, routines, activities,
// bedtime, and the days on which their history shows a miss.
import { randomUUID } from 'node:crypto';
import type { StoredTask } from '../../server/src/db/tables';
import { setupTimestamps, type DemoContext } from './demo-context';
import type { DemoDrafts } from './demo-drafts';
import { addDays, yearsBefore } from './local-date';

/** A one-time or weekly activity of a child. */
export interface ActivitySpec {
  name: string;
  startTime: string;
  duration: number;
  /** A weekly activity's day (0 Sunday … 6 Saturday); a one-time one has a date instead. */
  weekday?: number;
  /** For a one-time activity: how many days after today it is. */
  inDays?: number;
}

/** Who a demo child is, before any row exists. */
export interface ChildSpec {
  name: string;
  /** Age at `now`, in whole years. */
  age: number;
  /** Days after the last birthday, so that the age is exact and today is not a birthday. */
  daysPastBirthday: number;
  theme: 'default' | 'cars' | 'frozen';
  /** Whether the child has a paired board (its usage history is seeded). */
  hasBoard: boolean;
  morningTasks: StoredTask[];
  eveningTasks: StoredTask[];
  activities: ActivitySpec[];
  bedtime: string;
  /** Days ago (0 = today) on which neither routine was done: they break the streak. */
  missedDays: number[];
  /** Days ago on which only the morning routine was skipped (the streak survives). */
  missedMornings: number[];
}

/** A demo child whose rows are being built. */
export interface DemoChild extends ChildSpec {
  id: string;
  /** The child's rewards row, which the ledger entries point at (ADR 0018). */
  rewardId: string;
  deviceId: string | null;
  birthDate: string;
}

const task = (name: string, duration: number, icon: string): StoredTask => ({
  name,
  duration,
  icon,
  completed: false,
});

/** Mia (7, Frozen) and Leo (4, Cars). */
export const CHILD_SPECS: readonly ChildSpec[] = [
  {
    name: 'Mia',
    age: 7,
    daysPastBirthday: 96,
    theme: 'frozen',
    hasBoard: true,
    morningTasks: [
      task('Make your bed', 3, 'bed'),
      task('Get dressed', 5, 'shirt'),
      task('Eat breakfast', 15, 'bowl'),
      task('Brush teeth', 2, 'toothbrush'),
      task('Pack your backpack', 5, 'backpack'),
    ],
    eveningTasks: [
      task('Bath time', 15, 'bath'),
      task('Put on pajamas', 5, 'shirt'),
      task('Brush teeth', 2, 'toothbrush'),
      task('Read a story', 15, 'book'),
    ],
    activities: [
      { name: 'Swimming lesson', startTime: '16:30', duration: 60, weekday: 4 },
      { name: 'Dentist visit', startTime: '15:30', duration: 45, inDays: 4 },
    ],
    bedtime: '20:00',
    missedDays: [6, 15],
    missedMornings: [11],
  },
  {
    name: 'Leo',
    age: 4,
    daysPastBirthday: 203,
    theme: 'cars',
    hasBoard: false,
    morningTasks: [
      task('Get dressed', 5, 'shirt'),
      task('Eat breakfast', 15, 'bowl'),
      task('Brush teeth', 2, 'toothbrush'),
      task('Put on shoes', 3, 'shoe'),
    ],
    eveningTasks: [
      task('Tidy up toys', 5, 'toys'),
      task('Bath time', 15, 'bath'),
      task('Brush teeth', 2, 'toothbrush'),
      task('Bedtime story', 10, 'book'),
    ],
    activities: [
      { name: 'Soccer tots', startTime: '10:00', duration: 45, weekday: 6 },
      { name: 'Dentist visit', startTime: '16:15', duration: 30, inDays: 4 },
    ],
    bedtime: '19:30',
    missedDays: [4, 13, 18],
    missedMornings: [8],
  },
];

/** Adds the child profiles and returns the children with their ids and birth dates. */
export function buildChildren(context: DemoContext, drafts: DemoDrafts): DemoChild[] {
  return CHILD_SPECS.map((spec) => {
    const child: DemoChild = {
      ...spec,
      id: randomUUID(),
      rewardId: randomUUID(),
      deviceId: spec.hasBoard ? `board-${randomUUID()}` : null,
      birthDate: addDays(yearsBefore(context.today, spec.age), -spec.daysPastBirthday),
    };
    drafts.children.push({
      id: child.id,
      family_id: context.familyId,
      parent_id: context.parentId,
      name: child.name,
      birth_date: child.birthDate,
      theme: child.theme,
      device_paired: child.deviceId !== null,
      device_id: child.deviceId,
      ...setupTimestamps(context),
    });
    return child;
  });
}
