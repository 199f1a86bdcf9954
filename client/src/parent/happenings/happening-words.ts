// How the dashboard words a child's happenings (D-HAPPEN-1…4) and the rewards waiting to be handed over,
// on the family's clock.
import type { Happening } from '../../../../sync/domain/child-happenings';
import { familyDate, type CalendarDate } from '../../../../sync/domain/family-date';
import type { IconName } from '../../ui/icon';
import { coins, dayHeading } from '../rewards/reward-words';
import { timeOfDay } from '../../lib/clock-words';
import { formatStartTime } from '../routines/format-start-time';

/** One line of the day: a picture, what happened, a detail and the time it happened. */
export interface HappeningLine {
  icon: IconName;
  text: string;
  detail: string | null;
  time: string;
}

const REWARD_STATES = {
  waiting: 'to hand over',
  given: 'given',
  undone: 'coins given back',
  past: 'chosen a while ago',
} as const;

/** The words of one happening. */
export function happeningLine(happening: Happening, timeZone: string): HappeningLine {
  const time = timeOfDay(happening.at, timeZone);
  switch (happening.kind) {
    case 'routine':
      return {
        icon: 'sun',
        text: `Finished ${happening.name}`,
        detail:
          happening.by === 'board' ? 'on the board' : happening.by === 'parent' ? 'ticked by a parent' : null,
        time,
      };
    case 'reward':
      return {
        icon: 'gift',
        text: `Chose ${happening.name}`,
        detail: `${coins(happening.coins)} · ${REWARD_STATES[happening.state]}`,
        time,
      };
    case 'alarm':
      return {
        icon: 'timer',
        text: `Stopped the ${formatStartTime(happening.time)} alarm`,
        detail: null,
        time,
      };
    case 'chore':
      return {
        icon: 'home',
        text: `Did ${happening.name}`,
        detail: happening.coins > 0 ? coins(happening.coins) : null,
        time,
      };
  }
}

/** When a waiting reward was chosen: "today at 4:05 PM", "yesterday at …", "Monday 2 March at …". */
export function chosenWhen(instant: string, today: CalendarDate, timeZone: string): string {
  const day = dayHeading(familyDate(instant, timeZone), today);
  const lead = day === 'Today' || day === 'Yesterday' ? day.toLowerCase() : day;
  return `Chosen ${lead} at ${timeOfDay(instant, timeZone)}`;
}
