// How the dashboard words a child's happenings (D-HAPPEN-1…4) and the rewards waiting to be handed over,
// on the family's clock.
import type { Happening } from '@sync/domain/child-happenings';
import { familyDate, type CalendarDate } from '@sync/domain/family-date';
import { doneBySubject, doneByWords, type DoneByNames } from '../household/done-by-words';
import type { IconName } from '../../ui/icon';
import { coins, dayHeading } from '../rewards/reward-words';
import { timeOfDay } from '../../lib/clock-words';
import { formatStartTime } from '../../lib/format-start-time';

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

// "10 coins · to hand over · Noor's board": the parts that are there, in order.
function joined(...parts: (string | null)[]): string | null {
  const present = parts.filter((part): part is string => part !== null);
  return present.length === 0 ? null : present.join(' · ');
}

// Where a routine's last step was ticked, for a tick that does not say by whom (D-DONEBY-3).
const FINISHED_WHERE = { board: 'on the board', parent: 'ticked by a parent' } as const;

/** The words of one happening, saying who did it where it says (D-DONEBY-1, D-DONEBY-4). */
export function happeningLine(happening: Happening, timeZone: string, names: DoneByNames): HappeningLine {
  const time = timeOfDay(happening.at, timeZone);
  const who = (doneBy: Parameters<typeof doneByWords>[0]) => doneByWords(doneBy, names);
  switch (happening.kind) {
    case 'routine':
      return {
        icon: 'sun',
        text: `Finished ${happening.name}`,
        detail: who(happening.doneBy) ?? (happening.by === null ? null : FINISHED_WHERE[happening.by]),
        time,
      };
    case 'step':
      return {
        icon: 'check',
        text: `${doneBySubject(happening.doneBy, names)} ticked ${happening.name}`,
        detail: happening.routineName,
        time,
      };
    case 'reward':
      return {
        icon: 'gift',
        text: `Chose ${happening.name}`,
        detail: joined(coins(happening.coins), REWARD_STATES[happening.state], who(happening.doneBy)),
        time,
      };
    case 'removed-routine':
      return {
        icon: 'sun',
        text: `Finished ${happening.name} after it was removed`,
        detail: joined(coins(happening.coins), who(happening.doneBy) ?? 'coins kept'),
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
        detail: joined(happening.coins > 0 ? coins(happening.coins) : null, who(happening.doneBy)),
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
