// Numeric limits of the product (docs/product.md#constants-and-limits), shared by the forms, the board and
// the server so that a rule cannot drift between the side that shows it and the side that enforces it.

/** Fewest characters a password may have (signup, login and reset). */
export const PASSWORD_MIN_LENGTH = 8;

/** Exact number of digits in a board pairing code. */
export const PAIRING_CODE_LENGTH = 6;

/** Lowest day-of-week number: Sunday, as in JavaScript's `Date#getDay`. */
export const DAY_OF_WEEK_MIN = 0;

/** Highest day-of-week number: Saturday. */
export const DAY_OF_WEEK_MAX = 6;

/** Number of days in a week; a daily chore must name all of them. */
export const DAYS_PER_WEEK = 7;

/** Fewest days a weekly chore may name. */
export const WEEKLY_CHORE_MIN_DAYS = 1;

/** Most days a weekly chore may name (seven would make it daily). */
export const WEEKLY_CHORE_MAX_DAYS = 6;

/** Points a child earns for a completed activity unless the parent configures otherwise. */
export const DEFAULT_BASE_POINTS = 5;

/** Streak multiplier a reward configuration starts with. */
export const DEFAULT_STREAK_MULTIPLIER = 1.5;

/** Smallest streak multiplier a parent may set. */
export const STREAK_MULTIPLIER_MIN = 1;

/** Largest streak multiplier a parent may set. */
export const STREAK_MULTIPLIER_MAX = 5;

/** Decimal places a streak multiplier may carry (stored as numeric(3, 2)). */
export const STREAK_MULTIPLIER_DECIMALS = 2;

/** Coins a chore awards unless the parent sets a number. */
export const DEFAULT_REWARD_COINS = 0;

/** Page loads a board usage session starts with (the load that opened it). */
export const DEFAULT_PAGE_LOADS = 1;

/** Strength score (percent) from which a password is labelled Moderate. */
export const PASSWORD_STRENGTH_MODERATE = 34;

/** Strength score (percent) from which a password is labelled Strong. */
export const PASSWORD_STRENGTH_STRONG = 67;

/** Minimum age of an account holder, from the terms. */
export const MIN_USER_AGE = 18;

/** Age under which a child's information needs verifiable parental consent, from the privacy policy. */
export const PARENTAL_CONSENT_AGE = 13;

/** Youngest age the product is designed for. */
export const MIN_CHILD_AGE = 3;

/** Days in a row a child must be on for the streak multiplier to apply to the points earned. */
export const STREAK_BONUS_MIN_DAYS = 3;

/** Minutes after a routine's tasks should have ended during which it still counts as the one in progress. */
export const ROUTINE_GRACE_MINUTES = 30;

/** The word a parent types to confirm that their account and family are to be deleted. */
export const ACCOUNT_DELETION_WORD = 'DELETE';

/** Longest support request title. */
export const ISSUE_TITLE_MAX_LENGTH = 120;

/** Longest support request description. */
export const ISSUE_DESCRIPTION_MAX_LENGTH = 4000;

/** Longest text the place search accepts. */
export const PLACE_QUERY_MAX_LENGTH = 60;

/** Most towns one place search answers. */
export const PLACE_SEARCH_LIMIT = 8;

/** Most support requests the parent's list shows. */
export const ISSUE_LIST_LIMIT = 50;

/** Most streak pauses a child's reward settings keep (holidays and sick days, past and planned). */
export const STREAK_PAUSES_MAX = 100;

/**
 * Most coins one ledger entry may give or take (either sign). Far above any real routine, chore, reward or
 * bonus, and small enough that no child's total can leave Postgres's integer range (with COIN_TOTAL_MAX).
 */
export const LEDGER_ENTRY_POINTS_MAX = 100_000;

/** Most coins a child's total may reach either way; an entry that would pass it is refused. */
export const COIN_TOTAL_MAX = 1_000_000_000;

/**
 * How many times what the settings give now a board's offline entry may be when the parent changed the
 * routine, the reward settings or the chore after the board earned it (D-BLEDGER-2, 3).
 */
export const OFFLINE_EARNING_SLACK = 5;

/**
 * How many days before the family's today a board may still claim a routine's coins for (D-BLEDGER-6): a
 * board offline for a week still gets its week, with a day to spare for a completion just before midnight.
 */
export const BOARD_CLAIM_DAYS_BACK = 8;

/**
 * How many days after the family's today a board may claim for (D-BLEDGER-6): the board's clock and the
 * server's may disagree by up to a day across a time-zone change.
 */
export const BOARD_CLAIM_DAYS_AHEAD = 1;

/** Largest whole number a stored field holds (Postgres `integer`); a schema refuses more. */
export const STORED_INTEGER_MAX = 2_147_483_647;

/** Earliest year a stored date or time may have (Postgres has no year 0). */
export const STORED_YEAR_MIN = 1;

/** Latest year a stored instant may have in UTC: the answer writes it as four digits, as it was sent. */
export const STORED_YEAR_MAX = 9999;

// Size limits (class 3 of the hardening work, ADR 0048). Every text a person or a device writes has a bound,
// so that no document, push or pull can grow without limit; the forms show the same bounds as messages.

/** Longest name of anything a family names: a child, a routine or one of its steps, a chore, a reward. */
export const NAME_MAX_LENGTH = 80;

/** Longest short text written beside a thing: a chore's description, the reason of a ledger entry. */
export const NOTE_MAX_LENGTH = 500;

/** Longest key of a built-in choice or a device: an icon, a sound, a day, a board's id, an end reason. */
export const KEY_MAX_LENGTH = 64;

/**
 * Longest stored picture, as a data URL. The parent app stores a 256-pixel JPEG (about 20 KB as a data
 * URL); this leaves room for a detailed one while a camera's original photo, megabytes, is refused.
 */
export const PICTURE_MAX_LENGTH = 150_000;

/**
 * Longest photo of a routine step, as a data URL (ADR 0062): a 160-pixel JPEG. A routine of ROUTINE_TASKS_MAX
 * steps, each with one, travels twice in a push (its new and its assumed state) and must stay within one
 * request (`REQUEST_BODY_MAX_BYTES`, 1 MiB): 40 × 12,000 × 2 leaves some 80 KB for everything else.
 */
export const STEP_PHOTO_MAX_LENGTH = 12_000;

/** Most steps one routine may have; a long morning has about ten. */
export const ROUTINE_TASKS_MAX = 40;

/**
 * Most minutes one step may last. A young child's step is two to five minutes; homework or practice may take
 * an hour. A longer one would keep its routine "Now" on the board all evening (D-SCHED-2).
 */
export const STEP_MINUTES_MAX = 60;

/** Most minutes a routine's steps may add up to: a long after-school routine, with its grace, fits. */
export const ROUTINE_MINUTES_MAX = 180;

/** Longest step progress of one routine instance, as JSON (about 150 characters a step). */
export const PROGRESS_MAX_LENGTH = 20_000;

/** Longest daily joke or thought. */
export const DAILY_CONTENT_MAX_LENGTH = 600;

/** Longest e-mail address (RFC 5321's limit for a path). */
export const EMAIL_MAX_LENGTH = 254;

/** Longest password: long passphrases are welcome; beyond this, hashing and the strength check only cost. */
export const PASSWORD_MAX_LENGTH = 256;

/** The largest bonus limit a family's parents may set for its caregivers (HOUSEHOLD-5; the table checks it too). */
export const CAREGIVER_BONUS_LIMIT_MAX = 1000;
