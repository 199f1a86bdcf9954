// A family's settings (ADR 0032): the IANA time zone its days are counted in (ADR 0020) and the place
// whose weather its boards show. They belong to the family, not to a device, so they travel with the
// parent's account (GET /api/user) rather than as a replicated collection.
import { z } from 'zod';
import { MESSAGES } from './messages';
import { requiredText } from './fields';

// Every stored family's zone is checked each time a request reads it, and a formatter is dear to construct,
// so a zone found once is remembered. Engines also accept other spellings of a name (any letter case), so
// the set is bounded; IANA has about six hundred names.
const KNOWN_ZONES = new Set<string>();
const KNOWN_ZONES_KEPT = 2_000;

/**
 * Whether `zone` is a time zone this JavaScript engine knows (an IANA name such as Europe/Paris, or
 * UTC). Constructing a formatter is the one test every engine agrees on: it throws a RangeError
 * otherwise.
 */
export function isKnownTimeZone(zone: string): boolean {
  if (zone.trim() === '' || zone.length > 64) return false;
  if (KNOWN_ZONES.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    if (KNOWN_ZONES.size < KNOWN_ZONES_KEPT) KNOWN_ZONES.add(zone);
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name that the engine knows. */
export const timeZoneSchema = z
  .string({ error: MESSAGES.timeZoneInvalid })
  .refine(isKnownTimeZone, { error: MESSAGES.timeZoneInvalid });

/** The zone a family starts in when the browser did not say its own (the column's default). */
export const DEFAULT_FAMILY_TIME_ZONE = 'UTC';

/** A town chosen for the board's weather: its name, ISO 3166 country code and coordinates. */
export const weatherPlaceSchema = z.object({
  name: requiredText(MESSAGES.placeNameRequired).max(120, { error: MESSAGES.placeNameRequired }),
  country: z.string({ error: MESSAGES.countryCodeInvalid }).regex(/^[A-Z]{2}$/, {
    error: MESSAGES.countryCodeInvalid,
  }),
  latitude: z
    .number({ error: MESSAGES.latitudeInvalid })
    .min(-90, { error: MESSAGES.latitudeInvalid })
    .max(90, { error: MESSAGES.latitudeInvalid }),
  longitude: z
    .number({ error: MESSAGES.longitudeInvalid })
    .min(-180, { error: MESSAGES.longitudeInvalid })
    .max(180, { error: MESSAGES.longitudeInvalid }),
});
/** A weather place. */
export type WeatherPlace = z.infer<typeof weatherPlaceSchema>;

/** The family's settings as the API shows them, and the body that replaces them. */
export const familySettingsSchema = z.object({
  timeZone: timeZoneSchema,
  /** Null until a parent chooses a town. */
  weatherPlace: weatherPlaceSchema.nullable(),
});
/** A family's settings. */
export type FamilySettings = z.infer<typeof familySettingsSchema>;
