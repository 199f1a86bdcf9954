// How the Family section speaks of members, roles, end dates and invitations: in a parent's words.
import { addDays, dayOfWeek, daysBetween, type CalendarDate } from '@sync/domain/family-date';
import type { GrantableRole, MemberRole } from '@sync/schemas/household';

/** A role's name as a list shows it. */
export const ROLE_LABELS: Record<MemberRole, string> = {
  owner: 'Owner',
  parent: 'Parent',
  caregiver: 'Caregiver',
};

/** What each role a parent can give may do, said plainly beside the choice. */
export const ROLE_DESCRIPTIONS: Record<GrantableRole, string> = {
  parent:
    'Can do everything you can: plan routines, chores and rewards, edit the children’s profiles, pair boards, invite others and download the family’s data. Only the owner can delete the family.',
  caregiver:
    'For a grandparent or a babysitter: sees today and the week, ticks steps and jobs, stops alarms, gives a small bonus and hands over rewards. Cannot change routines, rewards or profiles, pair boards, see e-mail addresses or download anything.',
};

// A calendar date read at noon UTC and written in UTC names the same day in every time zone.
const dayFormatter = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "Sun 30 Nov". */
export function shortDay(date: CalendarDate): string {
  return dayFormatter.format(new Date(`${date}T12:00:00Z`));
}

/** A day as the lists say it: "today", "tomorrow", or "Sun 30 Nov". */
function nearDay(day: CalendarDate, today: CalendarDate): string {
  const days = daysBetween(today, day);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return shortDay(day);
}

/**
 * A caregiver's last day with access: "last day Sun 30 Nov" ("today", "tomorrow" when near), or "access
 * ended Fri 20 Nov" once it has passed. Said as a last day, never "until", so that beside an invitation's
 * own expiry nobody reads one for the other.
 */
export function lastDayLabel(until: CalendarDate, today: CalendarDate): string {
  if (daysBetween(today, until) < 0) return `access ended ${shortDay(until)}`;
  return `last day ${nearDay(until, today)}`;
}

/** A quick choice of a caregiver's last day. */
export interface UntilChoice {
  label: string;
  date: CalendarDate;
}

/**
 * The quick choices beside the last-day input: tonight, the coming Sunday (a week on when today is one),
 * a week and two weeks, counted in the family's calendar.
 */
export function untilChoices(today: CalendarDate): UntilChoice[] {
  const toSunday = (7 - dayOfWeek(today)) % 7 || 7;
  return [
    { label: 'Just today', date: today },
    { label: 'Until Sunday', date: addDays(today, toSunday) },
    { label: 'For a week', date: addDays(today, 6) },
    { label: 'For two weeks', date: addDays(today, 13) },
  ];
}

const activeFormatter = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/** "Active today", "Active 3 days ago", "Never active", from an instant and the family's today. */
export function lastActiveLabel(lastActiveAt: string | null, today: CalendarDate, timeZone: string): string {
  if (lastActiveAt === null) return 'Not active yet';
  const day = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(lastActiveAt));
  const days = daysBetween(day, today);
  if (days <= 0) return 'Active today';
  if (days === 1) return 'Active yesterday';
  if (days < 7) return `Active ${days} days ago`;
  return `Last active ${activeFormatter.format(new Date(lastActiveAt))}`;
}

/** "Link works until Sun 30 Nov" ("today", "tomorrow" when near) for a pending invitation's link. */
export function linkExpiryLabel(expiresAt: string, today: CalendarDate, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(expiresAt));
  return `Link works until ${nearDay(day, today)}`;
}
