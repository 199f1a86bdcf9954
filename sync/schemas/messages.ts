// The texts people read when a value is rejected. docs/product.md#validation-messages fixes most of them word
// for word; the ones it leaves open are written here in the same plain voice. The server answers a 400 with
// `{ message: firstMessage(result) }`, and the forms show `messagesByField(error)` beside each field.
import type { z } from 'zod';
import {
  ACCOUNT_DELETION_WORD,
  CAREGIVER_BONUS_LIMIT_MAX,
  ISSUE_DESCRIPTION_MAX_LENGTH,
  ISSUE_TITLE_MAX_LENGTH,
  LEDGER_ENTRY_POINTS_MAX,
  DAILY_CONTENT_MAX_LENGTH,
  KEY_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  ROUTINE_MINUTES_MAX,
  ROUTINE_TASKS_MAX,
  STEP_MINUTES_MAX,
  PLACE_QUERY_MAX_LENGTH,
  DAY_OF_WEEK_MAX,
  DAY_OF_WEEK_MIN,
  DAYS_PER_WEEK,
  PAIRING_CODE_LENGTH,
  PASSWORD_MIN_LENGTH,
  STREAK_MULTIPLIER_DECIMALS,
  STREAK_MULTIPLIER_MAX,
  STREAK_MULTIPLIER_MIN,
  STREAK_PAUSES_MAX,
  WEEKLY_CHORE_MAX_DAYS,
  WEEKLY_CHORE_MIN_DAYS,
} from '../domain/limits';

/**
 * Every validation message, keyed by what went wrong; texts listed in docs/product.md#validation-messages are
 * verbatim.
 */
export const MESSAGES = {
  // docs/product.md#validation-messages, verbatim.
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  countryRequired: 'Country is required',
  termsRequired: 'You must accept the terms of service to create an account',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordNeedsUppercase: 'Password must include at least one uppercase letter',
  passwordNeedsLowercase: 'Password must include at least one lowercase letter',
  passwordNeedsNumber: 'Password must include at least one number',
  passwordNeedsSpecial: 'Password must include at least one special character',
  resetPasswordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
  nameRequired: 'Name is required',
  pairingCodeInvalid: `Pairing code must be ${PAIRING_CODE_LENGTH} digits`,
  startTimeRequired: 'Start time is required',
  activityNameRequired: 'Activity name is required',
  timeInvalid: 'Invalid time format. Use HH:MM',
  dateInvalid: 'Invalid date format. Use YYYY-MM-DD',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  choreNameRequired: 'Chore name is required',
  choreDateInvalid: 'Invalid date format',
  choreFrequencyInvalid: `Invalid frequency configuration: daily needs ${DAYS_PER_WEEK} days, weekly needs ${WEEKLY_CHORE_MIN_DAYS}-${WEEKLY_CHORE_MAX_DAYS} days, one-time needs scheduled date and no recurring days`,

  // The spec's "Point cost must be positive", in the word the product uses for them everywhere else: coins
  // (docs/product.md#validation-messages).
  pointCostPositive: 'Coin cost must be positive',

  // Ours: the spec states the rule but no text.
  countryUnknown: 'Please choose a country from the list',
  idInvalid: 'Must be a valid id',
  timestampInvalid: 'Must be an ISO 8601 date and time',
  dayOfWeekInvalid: `Days of the week must be whole numbers from ${DAY_OF_WEEK_MIN} (Sunday) to ${DAY_OF_WEEK_MAX} (Saturday)`,
  daysOfWeekRepeated: 'Days of the week must not repeat',
  taskNameRequired: 'Task name is required',
  taskDurationPositive: 'Task duration must be a positive number of minutes',
  taskDurationTooLong: `Task duration must be at most ${STEP_MINUTES_MAX} minutes`,
  durationPositive: 'Duration must be a positive whole number of minutes',
  pointsWholeNumber: 'Coins must be a whole number',
  pointCostRequired: 'Coin cost is required',
  pointCostWholeNumber: 'Coin cost must be a whole number',
  basePointsPositive: 'Coins for each step must be a positive whole number',
  streakMultiplierRange: `Streak multiplier must be between ${STREAK_MULTIPLIER_MIN} and ${STREAK_MULTIPLIER_MAX}`,
  streakMultiplierDecimals: `Streak multiplier can have at most ${STREAK_MULTIPLIER_DECIMALS} decimal places`,
  rewardCoinsNotNegative: 'Reward coins must be a whole number of 0 or more',
  countNotNegative: 'Must be a whole number of 0 or more',
  streakLongerThanLongest: 'Longest streak cannot be shorter than the current streak',
  pointsNotZero: 'Give or take at least 1 coin',
  caregiverBonusLimitRequired: 'Bonus limit is required',
  caregiverBonusLimitRange: `Bonus limit must be a whole number from 0 to ${CAREGIVER_BONUS_LIMIT_MAX.toLocaleString('en-US')}`,
  memberUntilPast: 'Choose today or a later day',
  ownMembershipUnchangeable:
    'You cannot change your own role or last day. Ask another parent of the family to do it.',
  numberTooLarge: 'That number is too large',
  pointsOutOfRange: `Give or take at most ${LEDGER_ENTRY_POINTS_MAX.toLocaleString('en-US')} coins at a time`,
  pauseEndsBeforeStart: 'The pause must end on or after its first day',
  tooManyPauses: `A child can have at most ${STREAK_PAUSES_MAX} pauses`,
  textRequired: 'Text is required',
  ageGroupRequired: 'Age group is required',
  activityDaysRequired: 'Choose at least one day of the week',
  activityDateRequired: 'Choose the day it happens',
  activityEndDateRequired: 'Choose the last day it happens',
  activityEndBeforeStart: 'The last day cannot be before the first day',
  alarmDayInvalid: 'Choose days from Sunday to Saturday',
  alarmDaysRequired: 'Choose at least one day, or turn off Repeat',
  alarmSoundUnknown: 'Choose one of the alarm sounds',
  nightHoursSame: 'Choose an end that is not the same as the start',
  timeZoneInvalid: 'Please choose a time zone from the list',
  placeNameRequired: 'Place name is required',
  placeNotChosen: 'Choose a town from the list, or clear the box',
  countryCodeInvalid: 'Country must be a two-letter country code',
  latitudeInvalid: 'Latitude must be between -90 and 90',
  longitudeInvalid: 'Longitude must be between -180 and 180',
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'That is not your current password',
  deleteConfirmationMismatch: `Type ${ACCOUNT_DELETION_WORD} to confirm`,
  placeQueryRequired: 'Type the first letters of a town',
  placeQueryTooLong: `Type at most ${PLACE_QUERY_MAX_LENGTH} characters`,
  titleTooLong: `Title must be at most ${ISSUE_TITLE_MAX_LENGTH} characters`,
  descriptionTooLong: `Description must be at most ${ISSUE_DESCRIPTION_MAX_LENGTH} characters`,
  nameTooLong: `Names must be at most ${NAME_MAX_LENGTH} characters`,
  noteTooLong: `Write at most ${NOTE_MAX_LENGTH} characters`,
  keyTooLong: `Must be at most ${KEY_MAX_LENGTH} characters`,
  contentTooLong: `Text must be at most ${DAILY_CONTENT_MAX_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  pictureInvalid: 'The picture must be a JPEG, PNG or WebP image of at most 110 KB',
  stepPhotoInvalid: "A step's photo must be a JPEG, PNG or WebP image of at most 9 KB",
  tooManyTasks: `A routine can have at most ${ROUTINE_TASKS_MAX} steps`,
  routineTooLong: `A routine's steps must add up to at most ${ROUTINE_MINUTES_MAX} minutes`,
  progressTooLarge: "This routine's progress is too large to store",
  stepDoneByInvalid: 'A ticked step names who ticked it as a member or a board',
} as const;

/** The first message of a failed parse (the server's 400 body), or undefined when the parse succeeded. */
export function firstMessage(result: z.ZodSafeParseResult<unknown>): string | undefined {
  if (result.success) return undefined;
  return result.error.issues[0]?.message;
}

/** The first message for each field path ('' for the whole object, 'a.b' for nested), for showing beside form fields. */
export function messagesByField(error: z.ZodError): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    byField[key] ??= issue.message;
  }
  return byField;
}
