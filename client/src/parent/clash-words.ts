// How a clash reads (M-FORM-3, M-FORM-6): which field another device changed, and to what, in family words.
// Documents record no author, so it is always "Another device".
import { alarmDays } from '@sync/domain/alarm-schedule';
import { alarmSoundOf } from '@sync/domain/alarm-sounds';
import { valueAtPath, type ChangePath, type FormClash } from '@sync/domain/form-changes';
import type { CollectionName } from '@sync/protocol/collections';
import { describeDays, formatDayMonth } from './schedule/schedule-format';
import { formatClock } from '../lib/clock-words';

type Fields = Record<string, unknown>;

/** What a clash is read against: the document as the other device left it, and this device's values. */
export interface ClashContext {
  /** The stored document, with the other device's values. */
  theirs: Fields;
  /** This device's values (the form's, or its pushed copy). */
  mine: Fields;
}

type Phrase = (value: unknown) => string;

const quoted = (value: unknown) => `"${String(value)}"`;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const time = (value: unknown) => formatClock(text(value));
const days = (value: unknown) => describeDays(Array.isArray(value) ? (value as number[]) : []);
const date = (value: unknown) => (typeof value === 'string' ? formatDayMonth(value) : 'no date');
const minutes = (value: unknown) => `${String(value)} min`;

function changedTo(label: string, format?: (value: unknown) => string): Phrase {
  return (value) =>
    format === undefined || value === undefined ? `changed ${label}` : `changed ${label} to ${format(value)}`;
}

function switched(on: string, off: string): Phrase {
  return (value) => (value === true ? on : off);
}

const ACTIVE = switched('switched it back on', 'paused it');

/** Each collection's fields, as a clash over them reads. */
const FIELD_PHRASES: Partial<Record<CollectionName, Readonly<Record<string, Phrase>>>> = {
  routines: {
    name: changedTo('the name', quoted),
    startTime: changedTo('the start time', time),
    daysOfWeek: changedTo('the days', days),
    isActive: ACTIVE,
    startEarly: switched('let it start early', 'stopped it starting early'),
    tasks: () => 'changed the steps',
  },
  activities: {
    name: changedTo('the name', quoted),
    startTime: changedTo('the start time', time),
    duration: changedTo('the length', minutes),
    activityType: changedTo('how often it happens'),
    daysOfWeek: changedTo('the days', days),
    scheduledDate: changedTo('the date', date),
    endDate: changedTo('the last day', date),
    isActive: ACTIVE,
  },
  alarms: {
    time: changedTo('the time', time),
    repeat: switched('made it repeat', 'made it ring once'),
    selectedDays: changedTo('the days', (value) => describeDays(alarmDays(value as string[]))),
    sound: changedTo('the sound', (value) => alarmSoundOf(text(value)).label),
    enabled: switched('switched it on', 'switched it off'),
  },
  chores: {
    name: changedTo('the name', quoted),
    description: changedTo('the description'),
    icon: changedTo('the picture'),
    frequency: changedTo('how often it comes round'),
    daysOfWeek: changedTo('the days', days),
    scheduledDate: changedTo('the date', date),
    rewardCoins: changedTo('the coins', String),
    isActive: ACTIVE,
  },
  children: {
    name: changedTo('the name', quoted),
    birthDate: changedTo('the birthday', date),
    profilePicture: changedTo('the photo'),
    theme: changedTo("the board's look"),
    achievementsEnabled: switched('switched achievements on', 'switched achievements off'),
  },
  rewardConfigurations: {
    basePoints: changedTo('the coins for each step', String),
    streakMultiplier: changedTo('the streak multiplier', (value) => `×${String(value)}`),
    lateRoutineCoins: changedTo('what a late routine earns', (value) =>
      value === 'none' ? 'no coins' : value === 'half' ? 'half its coins' : 'all its coins',
    ),
  },
  magicRewards: {
    name: changedTo('the name', quoted),
    pointCost: changedTo('the cost', (value) => `${String(value)} coins`),
    isActive: switched('showed it on the board', 'hid it from the board'),
  },
};

const STEP_PHRASES: Readonly<Record<string, (step: string, value: unknown) => string>> = {
  name: (step, value) => `renamed the step ${step} to ${quoted(value)}`,
  duration: (step, value) => `changed the minutes of ${step} to ${minutes(value)}`,
  icon: (step) => `changed the picture of ${step}`,
};

function nameOf(value: unknown): string | undefined {
  const name = (value as Fields | undefined)?.name;
  return typeof name === 'string' ? name : undefined;
}

/** A routine's step as the person knows it: its name on either side, or before the clash. */
function stepName(path: ChangePath, clash: FormClash, context: ClashContext): string {
  const item = path.slice(0, 2);
  const name =
    nameOf(valueAtPath(context.mine, item)) ??
    nameOf(valueAtPath(context.theirs, item)) ??
    nameOf(clash.start) ??
    nameOf(clash.theirs);
  return name === undefined ? 'a step' : quoted(name);
}

/** The words for a clash over one of a routine's steps (`['tasks', { id }, …]`). */
function stepPhrase(clash: FormClash, context: ClashContext): string {
  const { path } = clash;
  if (path.length === 1)
    return Array.isArray(clash.theirs) ? 'changed the order of the steps' : 'changed the steps';
  const step = stepName(path, clash, context);
  if (path.length === 2)
    return clash.theirs === undefined ? `removed the step ${step}` : `changed the step ${step}`;
  if (valueAtPath(context.theirs, path.slice(0, 2)) === undefined) return `removed the step ${step}`;
  const field = path[2];
  const phrase = typeof field === 'string' ? STEP_PHRASES[field] : undefined;
  return phrase ? phrase(step, valueAtPath(context.theirs, path)) : `changed the step ${step}`;
}

/**
 * What another device did, in a few words ("changed the start time to 6:45 AM"); null for a field no form
 * shows (a routine instance's progress, when an alarm last rang), which the parent never typed.
 */
export function clashPhrase(
  collection: CollectionName,
  clash: FormClash,
  context: ClashContext,
): string | null {
  const [field] = clash.path;
  if (collection === 'routines' && field === 'tasks') return stepPhrase(clash, context);
  const phrase = typeof field === 'string' ? FIELD_PHRASES[collection]?.[field] : undefined;
  return phrase ? phrase(valueAtPath(context.theirs, clash.path)) : null;
}

function joined(phrases: readonly string[]): string {
  if (phrases.length <= 1) return phrases.join('');
  return `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1) ?? ''}`;
}

/**
 * The sentence that tells the person of clashes, or null when there are none: "Another device changed the
 * start time to 6:45 AM while you were editing." Each phrase is said once.
 */
export function clashSentence(
  collection: CollectionName,
  clashes: readonly FormClash[],
  context: ClashContext,
): string | null {
  const phrases = [...new Set(clashes.flatMap((clash) => clashPhrase(collection, clash, context) ?? []))];
  if (phrases.length === 0) return null;
  return `Another device ${joined(phrases)} while you were editing.`;
}
