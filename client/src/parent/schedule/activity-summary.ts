// One line that says when an activity happens, as the list of a child's activities shows it.
import { DEFAULT_WEEK_START, type WeekDay } from '@sync/domain/week-start';
import type { ActivityInput } from '@sync/collections/activities';
import { describeDays, formatMinutes, formatShortDay } from './schedule-format';
import { formatClock } from '../../lib/clock-words';

/** 'Mon, Wed · 4:30 PM · 45 min', 'Just once, Fri 18 Apr · …' or 'Thu until Mon 30 Jun · …'. */
export function describeActivity(activity: ActivityInput, weekStart: WeekDay = DEFAULT_WEEK_START): string {
  const when = `${formatClock(activity.startTime)} · ${formatMinutes(activity.duration)}`;
  switch (activity.activityType) {
    case 'one-time':
      return `Just once, ${activity.scheduledDate ? formatShortDay(activity.scheduledDate) : 'no date'} · ${when}`;
    case 'recurring_limited': {
      const from = activity.scheduledDate ? ` from ${formatShortDay(activity.scheduledDate)}` : '';
      const until = activity.endDate ? ` until ${formatShortDay(activity.endDate)}` : '';
      return `${describeDays(activity.daysOfWeek, weekStart)}${from}${until} · ${when}`;
    }
    case 'recurring':
      return `${describeDays(activity.daysOfWeek, weekStart)} · ${when}`;
  }
}
