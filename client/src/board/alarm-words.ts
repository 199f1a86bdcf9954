// What a ringing alarm says aloud (ADR 0057): its name, so a child who cannot read hears "Time for
// school!", then the time; an alarm with no name says the time, as alarms did before they had names.

/** The sentence the board speaks while the alarm named `name` rings at `clock` ("7:47 AM"). */
export function alarmWords(name: string, clock: string): string {
  const trimmed = name.trim();
  if (trimmed === '') return `It's ${clock}! Tap stop.`;
  // A name a parent ended with its own mark keeps it; any other gets the alarm's "!".
  return `${/[.!?]$/.test(trimmed) ? trimmed : `${trimmed}!`} It's ${clock}. Tap stop.`;
}
