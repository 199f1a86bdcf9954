// The IANA zones the family's time zone can be chosen from, and how the picker matches what is typed.

let zones: readonly string[] | undefined;

/** Every zone this browser knows, UTC included (browsers list it apart or not at all). */
export function timeZoneOptions(): readonly string[] {
  zones ??= [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])];
  return zones;
}

/** "Europe/Paris" as a person reads it: "Europe / Paris". */
export function timeZoneLabel(zone: string): string {
  return zone.replaceAll('_', ' ').replaceAll('/', ' / ');
}

function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[_/]/g, ' ');
}

/** The zones whose name contains every word typed ("new york", "paris", "america chi"), at most `limit`. */
export function matchTimeZones(typed: string, options: readonly string[], limit = 8): string[] {
  const words = folded(typed).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return options.filter((zone) => words.every((word) => folded(zone).includes(word))).slice(0, limit);
}
