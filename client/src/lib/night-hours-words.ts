// How a board's night hours read for a grown-up, on the tablet and in the parent app: "8:00 PM to 6:30 AM",
// and where they come from.
import type { NightHours, NightHoursSource } from '@sync/domain/board-night';
import { formatClock } from './clock-words';

/** "8:00 PM to 6:30 AM". */
export function nightHoursWords(hours: NightHours): string {
  return `${formatClock(hours.from)} to ${formatClock(hours.to)}`;
}

/** Where the hours come from, as a grown-up reads it. */
export function nightSourceWords(source: NightHoursSource): string {
  const words: Record<NightHoursSource, string> = {
    tablet: "This tablet's own hours.",
    parent: 'Set in the parent app.',
    routines: 'From the end of the evening routine to the start of the morning one.',
    default: 'The usual night, until there are morning or evening routines.',
  };
  return words[source];
}
