// The dashboard's last screen (ADR 0083): each child's card as it was last drawn from the local database, kept
// so that a reload paints the cards with the heading, before the database has opened and answered, which
// takes longer than everything else before the first paint. The cards then go live as their reads answer;
// until then they show this copy, busy and not to be acted on. Only a copy of the same family day and time
// zone is shown: what is "now" and "today" is worked out from the clock, as the live cards do.
import type { CalendarDate } from '@sync/domain/family-date';
import { databaseName } from '../data/create-database';
import { keepFamilyScreen, type FamilyData } from '../data/family-data';
import { forgetLastScreen, lastScreen, type LastScreenStorage } from '../data/last-screens';
import type { ChildDocument } from '../data/hooks/use-children';
import type { CardReads } from './card-reads';
import { localStorageOrNone } from '../lib/local-storage';

/** What the dashboard's cards were last drawn from. */
export interface DashboardSnapshot {
  /** When it was kept (ISO instant). */
  savedAt: string;
  /** The family day and zone it was drawn for: another day's copy is not shown. */
  today: CalendarDate;
  timeZone: string;
  /** The children in the dashboard's order, and each one's card. */
  children: ChildDocument[];
  cards: Record<string, CardReads>;
}

/** The screen's name among the database's last screens; the number changes with the shape. */
export const DASHBOARD_SCREEN = 'dashboard.v1';

/**
 * Above this size (a family of many routines with step photos) the photos are left out: the copy shows the
 * steps' pictures until the live cards come, and localStorage stays small. Past it even so, nothing is kept.
 */
export const DASHBOARD_SNAPSHOT_MAX_CHARS = 512 * 1024;

function withoutStepPhotos(snapshot: DashboardSnapshot): DashboardSnapshot {
  const cards = Object.fromEntries(
    Object.entries(snapshot.cards).map(([childId, reads]) => [
      childId,
      {
        ...reads,
        day: {
          ...reads.day,
          routines: reads.day.routines.map((routine) => ({
            ...routine,
            tasks: routine.tasks.map(({ photo: _photo, ...task }) => task),
          })),
        },
      },
    ]),
  );
  return { ...snapshot, cards };
}

/** Keeps `snapshot` as the dashboard's last screen of `data`, if it still fits. */
export function keepDashboardSnapshot(data: FamilyData, snapshot: DashboardSnapshot): void {
  let text = JSON.stringify(snapshot);
  if (text.length > DASHBOARD_SNAPSHOT_MAX_CHARS) text = JSON.stringify(withoutStepPhotos(snapshot));
  // None rather than the one kept before, which would be out of date.
  if (text.length > DASHBOARD_SNAPSHOT_MAX_CHARS) forgetLastScreen(data.database.name, DASHBOARD_SCREEN);
  else keepFamilyScreen(data, DASHBOARD_SCREEN, text);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isCard(value: unknown): value is CardReads {
  if (!isObject(value) || !isObject(value.day) || !isObject(value.sources)) return false;
  const { day, sources } = value;
  return (
    Array.isArray(day.routines) &&
    Array.isArray(day.instances) &&
    Array.isArray(day.recentLedger) &&
    isObject(day.rewards) &&
    typeof day.rewards.totalPoints === 'number' &&
    typeof day.rewards.currentStreak === 'number' &&
    typeof day.hasLedger === 'boolean' &&
    (day.configuration === null || isObject(day.configuration)) &&
    Array.isArray(sources.alarms) &&
    Array.isArray(sources.choreInstances) &&
    Array.isArray(sources.chores) &&
    Array.isArray(sources.handovers)
  );
}

function isSnapshot(value: unknown): value is DashboardSnapshot {
  if (!isObject(value) || !Array.isArray(value.children) || !isObject(value.cards)) return false;
  const cards = value.cards;
  return (
    typeof value.savedAt === 'string' &&
    typeof value.today === 'string' &&
    typeof value.timeZone === 'string' &&
    value.children.every(
      (child: unknown) =>
        isObject(child) &&
        typeof child.id === 'string' &&
        typeof child.name === 'string' &&
        isCard(cards[child.id]),
    )
  );
}

/**
 * The dashboard's last screen for `userId` on this device, if one is kept, readable, of at least one child,
 * and drawn for `today` in `timeZone`; otherwise undefined, and the cards wait for the database as before.
 */
export function readDashboardSnapshot(
  userId: string,
  today: CalendarDate,
  timeZone: string,
  storage: LastScreenStorage | undefined = localStorageOrNone(),
): DashboardSnapshot | undefined {
  const text = lastScreen(databaseName({ kind: 'parent', userId }), DASHBOARD_SCREEN, storage);
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!isSnapshot(value) || value.children.length === 0) return undefined;
    return value.today === today && value.timeZone === timeZone ? value : undefined;
  } catch {
    return undefined;
  }
}
