// The day a family's week starts on (ADR 0061): Sunday in the United States and Canada, Monday in most of
// the world, as the family's country has it. Every list of the days of a week (pickers, the board's week,
// the schedule, the coin history) is ordered from it. The table is CLDR's `weekData/firstDay` (version 48),
// written out rather than read from `Intl.Locale#getWeekInfo`, which not every supported engine has and
// whose answer changes with the engine's CLDR: a family's week must not move with a browser update.
import type { CalendarDate } from './family-date';
import { addDays, dayOfWeek } from './family-date';

/** A day number, 0 (Sunday) to 6 (Saturday), as V-FIELD-4 stores days. */
export type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The start of the week where a country is not known or not in the table: Monday (ISO 8601, CLDR's 001). */
export const DEFAULT_WEEK_START: WeekDay = 1;

/** ISO 3166 codes of the countries whose week starts on Sunday (CLDR 48). */
const SUNDAY_START = new Set(
  (
    'AG AS BD BR BS BT BW BZ CA CO DM DO ET GT GU HK HN ID IL IN IS JM JP KE KH KR LA MH MM MO MT MX MZ NI ' +
    'NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'
  ).split(' '),
);

/** ISO 3166 codes of the countries whose week starts on Saturday (CLDR 48). */
const SATURDAY_START = new Set('AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));

/** ISO 3166 codes of the countries whose week starts on Friday (CLDR 48). */
const FRIDAY_START = new Set(['MV']);

/** The ISO 3166 code of each country of the signup list (`COUNTRIES`); "Other" has none. */
const SIGNUP_COUNTRY_CODES: Readonly<Record<string, string>> = {
  'United States': 'US',
  Canada: 'CA',
  'United Kingdom': 'GB',
  Australia: 'AU',
  France: 'FR',
  Germany: 'DE',
  India: 'IN',
  Japan: 'JP',
  China: 'CN',
  Brazil: 'BR',
  Mexico: 'MX',
  Spain: 'ES',
  Italy: 'IT',
  Netherlands: 'NL',
  Singapore: 'SG',
  'South Korea': 'KR',
};

/**
 * The ISO 3166 code of a country given as a name of the signup list ("United States") or as a code
 * ("us", "US"); null for "Other", an unknown name, or nothing.
 */
export function countryCode(country: string | null | undefined): string | null {
  if (country == null) return null;
  const named = SIGNUP_COUNTRY_CODES[country.trim()];
  if (named !== undefined) return named;
  const code = country.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

/** The first day of the week in a country (D-WSTART-1): its CLDR day, Monday for any other or none. */
export function weekStartOf(country: string | null | undefined): WeekDay {
  const code = countryCode(country);
  if (code === null) return DEFAULT_WEEK_START;
  if (SUNDAY_START.has(code)) return 0;
  if (SATURDAY_START.has(code)) return 6;
  if (FRIDAY_START.has(code)) return 5;
  return DEFAULT_WEEK_START;
}

/** What a family's week start is read from: the family's country, and the country of its weather town. */
export interface FamilyCountry {
  /** The country of the parent who opened the account, a name of the signup list ("Other" included). */
  readonly country: string | null | undefined;
  /** The ISO code of the town the boards show the weather of, if a parent chose one. */
  readonly weatherCountry?: string | null | undefined;
}

/**
 * A family's week start (D-WSTART-2): its country's; for a family whose country is "Other" or unknown, the
 * country of its weather town; else Monday.
 */
export function familyWeekStart(family: FamilyCountry): WeekDay {
  const code = countryCode(family.country) ?? countryCode(family.weatherCountry);
  return weekStartOf(code);
}

/** The seven day numbers in the order a week starting on `start` lists them (D-WSTART-3). */
export function weekOrder(start: WeekDay): WeekDay[] {
  return Array.from({ length: 7 }, (_unused, index) => ((start + index) % 7) as WeekDay);
}

/** The first day of the week, starting on `start`, that holds `date` (D-WSTART-3). */
export function startOfWeek(date: CalendarDate, start: WeekDay): CalendarDate {
  return addDays(date, -((dayOfWeek(date) - start + 7) % 7));
}
