// Routines written for the self-care topics of Nia's guide (ADR 0055): teeth, getting dressed, the bath
// and the toilet, one per age band. Like the ready-made routines (ADR 0028) they are short, one thing a
// step with its own picture and a few minutes, so the board's timer shows time passing; older children get
// fewer, bigger steps they run themselves. Every one is only a start: the parent edits it on the card.
import type { AgeGroup } from '@sync/domain/age-group';
import type { TopicRoutine } from './coach-topic';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;
const WEEKDAYS = [1, 2, 3, 4, 5] as const;
/** Sunday, Tuesday and Thursday: a bath every day is not needed at these ages. */
const BATH_DAYS = [0, 2, 4] as const;

/** Brushing last thing at night, which matters most for teeth. */
export const TEETH_ROUTINES: Readonly<Record<AgeGroup, TopicRoutine>> = {
  '3-4': {
    name: 'Teeth time',
    summary:
      'Two minutes with a grown-up, a choice to start and a smile to finish. Night-time brushing matters most.',
    startTime: '18:45',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Pick your toothbrush', duration: 1, icon: 'toothbrush' },
      { name: 'You brush, then grown-up brushes', duration: 2, icon: 'toothbrush' },
      { name: 'Spit, no rinse', duration: 1, icon: 'tooth' },
      { name: 'Big smile in the mirror', duration: 1, icon: 'star' },
    ],
  },
  '5-6': {
    name: 'Teeth time',
    summary: 'Top teeth for a minute, bottom teeth for a minute, then a grown-up checks.',
    startTime: '19:00',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Pea of toothpaste', duration: 1, icon: 'toothbrush' },
      { name: 'Brush top teeth', duration: 1, icon: 'toothbrush' },
      { name: 'Brush bottom teeth', duration: 1, icon: 'toothbrush' },
      { name: 'Grown-up checks and finishes', duration: 1, icon: 'check' },
      { name: 'Spit, no rinse', duration: 1, icon: 'tooth' },
    ],
  },
  '7-9': {
    name: 'Teeth time',
    summary: 'Two full minutes on the timer, floss picks, and a quick check by a grown-up now and then.',
    startTime: '19:30',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Brush for two minutes', duration: 2, icon: 'toothbrush' },
      { name: 'Floss', duration: 2, icon: 'tooth' },
      { name: 'Spit, no rinse', duration: 1, icon: 'tooth' },
      { name: 'Smile check in the mirror', duration: 1, icon: 'check' },
    ],
  },
  '10-12': {
    name: 'Teeth',
    summary: 'Their own job now: two minutes, floss, and the brush put away.',
    startTime: '20:15',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Brush for two minutes', duration: 2, icon: 'toothbrush' },
      { name: 'Floss', duration: 2, icon: 'tooth' },
      { name: 'Brush and toothpaste away', duration: 1, icon: 'box' },
    ],
  },
  '13+': {
    name: 'Teeth',
    summary: 'Two minutes and floss, last thing before bed.',
    startTime: '21:45',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Brush for two minutes', duration: 2, icon: 'toothbrush' },
      { name: 'Floss', duration: 2, icon: 'tooth' },
    ],
  },
};

/** Dressed one piece at a time, before breakfast and before any screens. */
export const DRESSING_ROUTINES: Readonly<Record<AgeGroup, TopicRoutine>> = {
  '3-4': {
    name: 'Getting dressed',
    summary: 'One piece of clothing a step, in the order the clothes were laid out the night before.',
    startTime: '07:10',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Pyjamas off', duration: 2, icon: 'pyjamas' },
      { name: 'Pants and socks', duration: 2, icon: 'underwear' },
      { name: 'Trousers or skirt', duration: 2, icon: 'trousers' },
      { name: 'Top on', duration: 2, icon: 'shirt' },
      { name: 'Shoes on', duration: 2, icon: 'shoe' },
    ],
  },
  '5-6': {
    name: 'Getting dressed',
    summary: 'Uniform laid out in order the night before; dressed before breakfast.',
    startTime: '07:05',
    daysOfWeek: WEEKDAYS,
    tasks: [
      { name: 'Pyjamas off and folded', duration: 2, icon: 'pyjamas' },
      { name: 'Pants and socks', duration: 2, icon: 'socks' },
      { name: 'Uniform on', duration: 4, icon: 'shirt' },
      { name: 'Brush hair', duration: 2, icon: 'comb' },
      { name: 'Mirror check', duration: 1, icon: 'check' },
    ],
  },
  '7-9': {
    name: 'Get dressed',
    summary: 'Clothes chosen the night before; dressed before breakfast and before any screens.',
    startTime: '07:05',
    daysOfWeek: WEEKDAYS,
    tasks: [
      { name: 'Get dressed', duration: 5, icon: 'shirt' },
      { name: 'Pyjamas under the pillow', duration: 1, icon: 'pyjamas' },
      { name: 'Hair', duration: 2, icon: 'comb' },
      { name: 'Shoes and coat by the door', duration: 2, icon: 'coat' },
    ],
  },
  '10-12': {
    name: 'Get dressed',
    summary: 'Washed, dressed and the dirty clothes in the basket, without a reminder.',
    startTime: '07:00',
    daysOfWeek: WEEKDAYS,
    tasks: [
      { name: 'Wash face', duration: 3, icon: 'splash' },
      { name: 'Get dressed', duration: 5, icon: 'shirt' },
      { name: 'Deodorant', duration: 1, icon: 'lotion' },
      { name: 'Hair', duration: 3, icon: 'comb' },
      { name: 'Dirty clothes in the basket', duration: 1, icon: 'laundry' },
    ],
  },
  '13+': {
    name: 'Get ready',
    summary: 'The basics only; what they wear is theirs.',
    startTime: '07:00',
    daysOfWeek: WEEKDAYS,
    tasks: [
      { name: 'Shower', duration: 10, icon: 'shower' },
      { name: 'Get dressed', duration: 5, icon: 'shirt' },
      { name: 'Hair', duration: 5, icon: 'comb' },
      { name: 'Laundry in the basket', duration: 1, icon: 'laundry' },
    ],
  },
};

/** A short bath or shower with a clear end, so getting in and getting out are both part of the plan. */
export const BATH_ROUTINES: Readonly<Record<AgeGroup, TopicRoutine>> = {
  '3-4': {
    name: 'Bath time',
    summary: 'Play first, a hair wash with a warning, and a warm towel waiting at the end.',
    startTime: '18:15',
    daysOfWeek: BATH_DAYS,
    tasks: [
      { name: 'Choose two bath toys', duration: 1, icon: 'bath' },
      { name: 'Bath play', duration: 5, icon: 'bath' },
      { name: 'Wash with a flannel', duration: 3, icon: 'soap' },
      { name: 'Hair: flannel over eyes, then rinse', duration: 3, icon: 'splash' },
      { name: 'Out into a warm towel', duration: 2, icon: 'bath' },
      { name: 'Pyjamas on', duration: 3, icon: 'pyjamas' },
    ],
  },
  '5-6': {
    name: 'Bath time',
    summary: 'The timer, not you, says when play is over and it is time to get out.',
    startTime: '18:30',
    daysOfWeek: BATH_DAYS,
    tasks: [
      { name: 'Bath play', duration: 5, icon: 'bath' },
      { name: 'Wash face, body and feet', duration: 4, icon: 'soap' },
      { name: 'Hair wash with goggles', duration: 3, icon: 'splash' },
      { name: 'Out when the timer ends', duration: 2, icon: 'timer' },
      { name: 'Pyjamas on', duration: 3, icon: 'pyjamas' },
    ],
  },
  '7-9': {
    name: 'Shower',
    summary: 'Everything ready before the water goes on, then washing on their own.',
    startTime: '19:00',
    daysOfWeek: BATH_DAYS,
    tasks: [
      { name: 'Towel and pyjamas ready', duration: 1, icon: 'pyjamas' },
      { name: 'Shower: hair and body', duration: 8, icon: 'shower' },
      { name: 'Dry and dress', duration: 4, icon: 'pyjamas' },
      { name: 'Clothes in the basket', duration: 1, icon: 'laundry' },
    ],
  },
  '10-12': {
    name: 'Shower',
    summary: 'A daily shower once puberty starts, and deodorant as a habit.',
    startTime: '19:30',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Shower', duration: 10, icon: 'shower' },
      { name: 'Deodorant', duration: 1, icon: 'lotion' },
      { name: 'Clothes in the basket', duration: 1, icon: 'laundry' },
      { name: 'Hang up the towel', duration: 1, icon: 'laundry' },
    ],
  },
  '13+': {
    name: 'Shower',
    summary: 'Their own time and their own products; only the basics on the list.',
    startTime: '21:00',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Shower', duration: 10, icon: 'shower' },
      { name: 'Skin care', duration: 3, icon: 'lotion' },
      { name: 'Laundry in the basket', duration: 1, icon: 'laundry' },
    ],
  },
};

/** The steps of using the potty, then a bedtime that helps towards dry nights. */
export const TOILET_ROUTINES: Readonly<Record<AgeGroup, TopicRoutine>> = {
  '3-4': {
    name: 'Potty time',
    summary: 'The same pictures every time. Try after waking, after meals, before going out and before bed.',
    startTime: '07:00',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Pants down', duration: 1, icon: 'underwear' },
      { name: 'Sit on the potty', duration: 3, icon: 'toilet' },
      { name: 'Wipe', duration: 1, icon: 'toilet' },
      { name: 'Pants up', duration: 1, icon: 'underwear' },
      { name: 'Wash hands', duration: 2, icon: 'soap' },
    ],
  },
  '5-6': {
    name: 'Ready for a dry night',
    summary: 'A wee at the start of the routine and another just before sleep.',
    startTime: '18:45',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Toilet', duration: 2, icon: 'toilet' },
      { name: 'Pyjamas on', duration: 5, icon: 'pyjamas' },
      { name: 'Brush teeth', duration: 2, icon: 'toothbrush' },
      { name: 'Story', duration: 10, icon: 'story' },
      { name: 'Toilet again', duration: 2, icon: 'toilet' },
      { name: 'Lights out', duration: 2, icon: 'moon' },
    ],
  },
  '7-9': {
    name: 'Ready for a dry night',
    summary:
      'A wee at the start of the routine and another just before sleep; no fizzy drinks in the evening.',
    startTime: '19:15',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Toilet', duration: 2, icon: 'toilet' },
      { name: 'Pyjamas on', duration: 5, icon: 'pyjamas' },
      { name: 'Brush teeth', duration: 2, icon: 'toothbrush' },
      { name: 'Read', duration: 15, icon: 'book' },
      { name: 'Toilet again', duration: 2, icon: 'toilet' },
      { name: 'Lights out', duration: 2, icon: 'moon' },
    ],
  },
  '10-12': {
    name: 'Ready for a dry night',
    summary: 'Private and matter-of-fact: a wee before and at the end of the wind-down.',
    startTime: '20:00',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Toilet', duration: 2, icon: 'toilet' },
      { name: 'Shower and pyjamas', duration: 10, icon: 'shower' },
      { name: 'Brush teeth', duration: 2, icon: 'toothbrush' },
      { name: 'Read', duration: 20, icon: 'book' },
      { name: 'Toilet again', duration: 2, icon: 'toilet' },
      { name: 'Lights out', duration: 2, icon: 'moon' },
    ],
  },
  '13+': {
    name: 'Before sleep',
    summary: 'A wee before the wind-down and again just before sleep.',
    startTime: '21:30',
    daysOfWeek: EVERY_DAY,
    tasks: [
      { name: 'Toilet', duration: 2, icon: 'toilet' },
      { name: 'Shower and teeth', duration: 10, icon: 'shower' },
      { name: 'Read or music', duration: 20, icon: 'book' },
      { name: 'Toilet again', duration: 2, icon: 'toilet' },
      { name: 'Lights out', duration: 2, icon: 'moon' },
    ],
  },
};
