// Every topic of Nia's built-in guide (ADR 0043), in the order the guide lists them.
import { BEHAVIOUR_TOPICS } from './behaviour-topics';
import type { CoachTopic } from './coach-topic';
import { DAILY_RHYTHM_TOPICS } from './daily-rhythm-topics';
import { GROWING_UP_TOPICS } from './growing-up-topics';
import { HOME_LIFE_TOPICS } from './home-life-topics';
import { MEALS_TIDYING_HOMEWORK_TOPICS } from './meals-tidying-homework-topics';
import { SELF_CARE_TOPICS } from './self-care-topics';
import { SLEEP_TOPICS } from './sleep-topics';

/** The guide's topics. */
export const COACH_LIBRARY: readonly CoachTopic[] = [
  ...DAILY_RHYTHM_TOPICS,
  ...SLEEP_TOPICS,
  ...SELF_CARE_TOPICS,
  ...BEHAVIOUR_TOPICS,
  ...GROWING_UP_TOPICS,
  ...HOME_LIFE_TOPICS,
  ...MEALS_TIDYING_HOMEWORK_TOPICS,
];
