// Routines Nia suggests for teenagers: the parent's templates stop at twelve (ADR 0028). Teenagers plan
// more of their own day, so these are shorter lists of the anchors that matter: sleep, school, screens.
import type { RoutineTemplate } from '@sync/domain/routine-templates';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;
const WEEKDAYS = [1, 2, 3, 4, 5] as const;

/** Morning, after-school and bedtime starting points for ages 13 and up. */
export const TEEN_ROUTINES: readonly Omit<RoutineTemplate, 'ageBand'>[] = [
  {
    id: 'morning-13',
    kind: 'morning',
    name: 'School morning',
    summary: 'The anchors only: up on time, fed, and out with everything packed the night before.',
    startTime: '07:00',
    daysOfWeek: WEEKDAYS,
    tasks: [
      { name: 'Up and shower', duration: 10, icon: 'shower' },
      { name: 'Get dressed', duration: 5, icon: 'shirt' },
      { name: 'Breakfast', duration: 15, icon: 'bowl' },
      { name: 'Teeth and hair', duration: 5, icon: 'toothbrush' },
      { name: 'Bag, phone, keys', duration: 3, icon: 'backpack' },
    ],
  },
  {
    id: 'after-school-13',
    kind: 'after-school',
    name: 'After school',
    summary: 'Unwind first, then a focused homework block with the phone in another room.',
    startTime: '16:00',
    daysOfWeek: WEEKDAYS,
    tasks: [
      { name: 'Snack and unwind', duration: 20, icon: 'apple' },
      { name: 'Homework block', duration: 40, icon: 'pencil' },
      { name: 'Move: walk, sport or bike', duration: 30, icon: 'bicycle' },
      { name: 'Help with dinner', duration: 15, icon: 'cooking' },
    ],
  },
  {
    id: 'bedtime-13',
    kind: 'bedtime',
    name: 'Wind down',
    summary: 'Screens off an hour before sleep and the next day ready, so mornings are calm.',
    startTime: '21:30',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Pack bag for tomorrow', duration: 5, icon: 'backpack' },
      { name: 'Phone on charge outside', duration: 2, icon: 'screen' },
      { name: 'Shower and teeth', duration: 10, icon: 'toothbrush' },
      { name: 'Read or music', duration: 20, icon: 'book' },
      { name: 'Lights out', duration: 2, icon: 'moon' },
    ],
  },
];
