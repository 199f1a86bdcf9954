// How a time reads for the family, on the parent app and on the board alike: '4:30 PM' or '16:30', as the
// reader's own clock writes it.

/** The time of an instant on the family's clock, "6:05 PM" (the parent app's and the board's). */
export function timeOfDay(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(instant),
  );
}

// A 24-hour clock writes 07:00, a 12-hour one 7:00 AM: the hour's width follows the reader's clock.
function usesTwentyFourHours(): boolean {
  const cycle = new Intl.DateTimeFormat(undefined, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h23' || cycle === 'h24';
}

/** A `HH:MM` time as the reader's clock writes it ('4:30 PM' or '16:30'). */
export function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(2000, 0, 1, hours, minutes)).toLocaleTimeString(undefined, {
    hour: usesTwentyFourHours() ? '2-digit' : 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}
