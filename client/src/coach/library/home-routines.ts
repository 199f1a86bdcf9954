// Routines written for the home-life topics of Nia's guide (ADR 0055): tidying up, homework, jobs at home
// and looking after a pet, one per age band. Short steps with their own pictures, as the ready-made
// routines are (ADR 0028); the parent edits names, minutes and pictures on the card.
import type { AgeGroup } from '@sync/domain/age-group';
import type { TopicRoutine } from './coach-topic';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;
const WEEKDAYS = [1, 2, 3, 4, 5] as const;

/** A short daily tidy before tea or bed, rather than a big clean-up battle. */
export const TIDY_ROUTINES: Readonly<Record<AgeGroup, TopicRoutine>> = {
  '3-4': {
    name: 'Tidy-up time',
    summary: 'A song, one kind of thing at a time, and a cheer at the end.',
    startTime: '17:30',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Tidy-up song on', duration: 1, icon: 'music' },
      { name: 'Toys in their boxes', duration: 4, icon: 'toys' },
      { name: 'Books on the shelf', duration: 2, icon: 'book' },
      { name: 'All done: high five!', duration: 1, icon: 'star' },
    ],
  },
  '5-6': {
    name: 'Tidy-up time',
    summary: 'Ten minutes before tea, one job a step, so mess never piles up.',
    startTime: '17:30',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Toys in their boxes', duration: 4, icon: 'toys' },
      { name: 'Books on the shelf', duration: 2, icon: 'book' },
      { name: 'Clothes in the basket', duration: 2, icon: 'laundry' },
      { name: 'Floor clear', duration: 2, icon: 'broom' },
    ],
  },
  '7-9': {
    name: 'Room reset',
    summary: 'A quick daily reset; the bigger tidy can wait for the weekend.',
    startTime: '18:30',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Clothes in the basket', duration: 2, icon: 'laundry' },
      { name: 'Toys and books away', duration: 5, icon: 'box' },
      { name: 'Desk clear', duration: 2, icon: 'pencil' },
      { name: 'Bed straight', duration: 1, icon: 'bed' },
    ],
  },
  '10-12': {
    name: 'Room reset',
    summary: 'The agreed minimum, every day: clothes, dishes, floor.',
    startTime: '19:00',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Clothes away or in the wash', duration: 3, icon: 'laundry' },
      { name: 'Cups and plates to the kitchen', duration: 2, icon: 'sponge' },
      { name: 'Desk and floor clear', duration: 5, icon: 'broom' },
    ],
  },
  '13+': {
    name: 'Room reset',
    summary: 'Once a week, agreed together: the health-and-safety basics.',
    startTime: '17:00',
    daysOfWeek: [0],
    tasks: [
      { name: 'Dishes and food out', duration: 3, icon: 'sponge' },
      { name: 'Laundry in the basket', duration: 3, icon: 'laundry' },
      { name: 'Empty the bin', duration: 2, icon: 'bin' },
      { name: 'Floor clear', duration: 5, icon: 'broom' },
    ],
  },
};

/** The same time and place each day, after a snack and a break. */
export const HOMEWORK_ROUTINES: Readonly<Record<AgeGroup, TopicRoutine>> = {
  '3-4': {
    name: 'Reading together',
    summary: 'No homework at this age: a book together every day is the best learning.',
    startTime: '17:00',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Choose a book', duration: 2, icon: 'book' },
      { name: 'Read together', duration: 10, icon: 'story' },
      { name: 'Talk about the pictures', duration: 3, icon: 'heart' },
    ],
  },
  '5-6': {
    name: 'Reading time',
    summary: 'Short and cosy: a snack first, ten minutes of reading, the book back in the bag.',
    startTime: '16:15',
    daysOfWeek: WEEKDAYS,
    tasks: [
      { name: 'Snack first', duration: 10, icon: 'apple' },
      { name: 'Reading with a grown-up', duration: 10, icon: 'book' },
      { name: 'Book back in the bag', duration: 1, icon: 'backpack' },
    ],
  },
  '7-9': {
    name: 'Homework time',
    summary: 'Snack and a break, then twenty focused minutes at the same table every day.',
    startTime: '16:15',
    daysOfWeek: WEEKDAYS,
    tasks: [
      { name: 'Snack and a break', duration: 15, icon: 'apple' },
      { name: 'Homework with the timer', duration: 20, icon: 'pencil' },
      { name: 'Reading', duration: 10, icon: 'book' },
      { name: 'Bag packed for tomorrow', duration: 3, icon: 'backpack' },
    ],
  },
  '10-12': {
    name: 'Homework time',
    summary: 'Check the planner, then two focused blocks with a short break between.',
    startTime: '16:30',
    daysOfWeek: WEEKDAYS,
    tasks: [
      { name: 'Snack and a break', duration: 20, icon: 'apple' },
      { name: 'Check the planner', duration: 3, icon: 'calendar' },
      { name: 'Homework block', duration: 25, icon: 'pencil' },
      { name: 'Move and stretch', duration: 5, icon: 'stretch' },
      { name: 'Second block or reading', duration: 20, icon: 'book' },
      { name: 'Bag packed for tomorrow', duration: 3, icon: 'backpack' },
    ],
  },
  '13+': {
    name: 'Study time',
    summary: 'Phone in another room, a plan for the session, focused blocks with a real break.',
    startTime: '17:00',
    daysOfWeek: WEEKDAYS,
    tasks: [
      { name: 'Phone in another room', duration: 1, icon: 'screen' },
      { name: 'Plan the session', duration: 3, icon: 'calendar' },
      { name: 'Study block', duration: 40, icon: 'pencil' },
      { name: 'Break: move', duration: 10, icon: 'stretch' },
      { name: 'Second study block', duration: 30, icon: 'pencil' },
    ],
  },
};

/** A few everyday jobs at a set time, so helping is part of the day rather than a request. */
export const JOBS_ROUTINES: Readonly<Record<AgeGroup, TopicRoutine>> = {
  '3-4': {
    name: 'Helping at home',
    summary: 'Little jobs done alongside a grown-up, each with its own picture.',
    startTime: '17:45',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Napkins on the table', duration: 2, icon: 'cutlery' },
      { name: 'Toys in the box', duration: 3, icon: 'toys' },
      { name: 'Socks in the wash', duration: 1, icon: 'laundry' },
      { name: 'Water a plant', duration: 2, icon: 'plant' },
    ],
  },
  '5-6': {
    name: 'Helping at home',
    summary: 'Four real jobs before and after tea; good enough is good.',
    startTime: '17:45',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Set the table', duration: 3, icon: 'cutlery' },
      { name: 'Clear your plate', duration: 2, icon: 'sponge' },
      { name: 'Pair the socks', duration: 5, icon: 'laundry' },
      { name: 'Water the plants', duration: 3, icon: 'plant' },
    ],
  },
  '7-9': {
    name: 'Family jobs',
    summary: 'Jobs that really help the family, at the same time each day.',
    startTime: '18:00',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Set the table', duration: 3, icon: 'cutlery' },
      { name: 'Clear the table', duration: 5, icon: 'sponge' },
      { name: 'Empty the dishwasher', duration: 10, icon: 'sponge' },
      { name: 'Put clean clothes away', duration: 5, icon: 'laundry' },
    ],
  },
  '10-12': {
    name: 'Family jobs',
    summary: 'Real household work: a hand with dinner, the table, the recycling and their own laundry.',
    startTime: '18:00',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Help cook dinner', duration: 20, icon: 'cooking' },
      { name: 'Clear and wipe the table', duration: 5, icon: 'sponge' },
      { name: 'Take out the recycling', duration: 3, icon: 'recycle' },
      { name: 'Fold your laundry', duration: 10, icon: 'laundry' },
    ],
  },
  '13+': {
    name: 'Family jobs',
    summary: 'A fair share, agreed at a family meeting: cooking, dishes and the bins.',
    startTime: '18:00',
    daysOfWeek: WEEKDAYS,
    tasks: [
      { name: 'Cook or help cook', duration: 30, icon: 'cooking' },
      { name: 'Dishes', duration: 10, icon: 'sponge' },
      { name: 'Bins and recycling', duration: 5, icon: 'bin' },
    ],
  },
};

/** Feeding, water and care at the same time each day; a grown-up stays responsible for the animal. */
export const PET_ROUTINES: Readonly<Record<AgeGroup, TopicRoutine>> = {
  '3-4': {
    name: 'Pet care with a grown-up',
    summary: 'Done together, every step: food, water, a gentle stroke, clean hands.',
    startTime: '17:00',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Fill the food bowl together', duration: 2, icon: 'dog' },
      { name: 'Fresh water', duration: 2, icon: 'cup' },
      { name: 'Gentle stroke', duration: 2, icon: 'heart' },
      { name: 'Wash hands', duration: 2, icon: 'soap' },
    ],
  },
  '5-6': {
    name: 'Pet care',
    summary: 'Food and water on their own, with a grown-up nearby.',
    startTime: '17:00',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Feed the pet', duration: 2, icon: 'dog' },
      { name: 'Fresh water', duration: 2, icon: 'cup' },
      { name: 'Brush or play gently', duration: 5, icon: 'heart' },
      { name: 'Wash hands', duration: 2, icon: 'soap' },
    ],
  },
  '7-9': {
    name: 'Pet care',
    summary: 'Their daily jobs for the pet; walks and cleaning with a grown-up.',
    startTime: '17:00',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Feed the pet', duration: 2, icon: 'dog' },
      { name: 'Fresh water', duration: 2, icon: 'cup' },
      { name: 'Walk or play, with a grown-up', duration: 15, icon: 'footprints' },
      { name: 'Wash hands', duration: 2, icon: 'soap' },
    ],
  },
  '10-12': {
    name: 'Pet care',
    summary: 'Most of the daily care, with a grown-up checking the animal is well.',
    startTime: '16:30',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Feed the pet', duration: 2, icon: 'dog' },
      { name: 'Fresh water', duration: 2, icon: 'cup' },
      { name: 'Walk or play', duration: 20, icon: 'footprints' },
      { name: 'Clean the bowl or cage', duration: 5, icon: 'sponge' },
    ],
  },
  '13+': {
    name: 'Pet care',
    summary: 'The daily care, start to finish.',
    startTime: '16:30',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Feed and fresh water', duration: 3, icon: 'dog' },
      { name: 'Walk or play', duration: 30, icon: 'footprints' },
      { name: 'Clean the bowl, cage or litter', duration: 5, icon: 'sponge' },
    ],
  },
};

/**
 * Screens ending at a set point of the afternoon, with a warning, a stopping point and the next thing ready:
 * the timer ends screen time rather than the parent, and no screen runs into the hour before bed.
 */
export const SCREENS_OFF_ROUTINES: Readonly<Record<AgeGroup, TopicRoutine>> = {
  '3-4': {
    name: 'Screens off',
    summary: 'A timer everyone can see, one more minute to finish, then something to go to.',
    startTime: '16:30',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Screen time with the timer on', duration: 20, icon: 'screen' },
      { name: 'Wave bye-bye to the show', duration: 1, icon: 'wave' },
      { name: 'Screen off together', duration: 1, icon: 'timer' },
      { name: 'Pick a toy or a book', duration: 5, icon: 'toys' },
    ],
  },
  '5-6': {
    name: 'Screens off',
    summary: 'After the routine, never instead of it; the timer ends it, not you.',
    startTime: '16:30',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Screen time with the timer on', duration: 30, icon: 'screen' },
      { name: 'Find a stopping point', duration: 2, icon: 'timer' },
      { name: 'Screen off and away', duration: 1, icon: 'box' },
      { name: 'Play or go outside', duration: 15, icon: 'ball' },
    ],
  },
  '7-9': {
    name: 'Screens off',
    summary: 'The agreed time, a save point, and the tablet back on its charger.',
    startTime: '17:00',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Screen time', duration: 45, icon: 'screen' },
      { name: 'Save the game or end the episode', duration: 3, icon: 'timer' },
      { name: 'Device on the charger', duration: 1, icon: 'home' },
      { name: 'Something active', duration: 15, icon: 'bicycle' },
    ],
  },
  '10-12': {
    name: 'Screens off',
    summary: 'Their own agreed limit, ending at the end of a match, not mid-game.',
    startTime: '17:30',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Screen time', duration: 60, icon: 'screen' },
      { name: 'Finish the match and save', duration: 5, icon: 'timer' },
      { name: 'Devices charge outside the bedroom', duration: 1, icon: 'home' },
    ],
  },
  '13+': {
    name: 'Phone down',
    summary: 'An evening point where phones go on charge outside the bedroom, for sleep.',
    startTime: '21:00',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Reply to the last messages', duration: 5, icon: 'screen' },
      { name: 'Phone on charge in the kitchen', duration: 1, icon: 'home' },
      { name: 'Book or music to wind down', duration: 20, icon: 'book' },
    ],
  },
};
