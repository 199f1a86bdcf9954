import { describe, expect, it } from 'vitest';
import { familySettingsSchema, isKnownTimeZone } from './family-settings';
import { firstMessage } from './messages';

const paris = { name: 'Paris', country: 'FR', latitude: 48.85, longitude: 2.35 };

describe('the family settings', () => {
  it.each(['Europe/Paris', 'America/New_York', 'UTC', 'Asia/Kolkata'])('know the zone %s', (zone) => {
    expect(isKnownTimeZone(zone)).toBe(true);
  });

  it.each(['Mars/Olympus', '', 'Europe/Paris; drop table', 'x'.repeat(65)])(
    'refuse the zone "%s"',
    (zone) => {
      expect(isKnownTimeZone(zone)).toBe(false);
    },
  );

  it('accept a zone with a weather place, or with none', () => {
    expect(
      familySettingsSchema.parse({ timeZone: 'Europe/Paris', weatherPlace: paris }).weatherPlace,
    ).toEqual(paris);
    expect(familySettingsSchema.parse({ timeZone: 'UTC', weatherPlace: null }).weatherPlace).toBeNull();
  });

  it.each([
    [{ timeZone: 'Nowhere/Town' }, 'Please choose a time zone from the list'],
    [{ weatherPlace: { ...paris, longitude: 181 } }, 'Longitude must be between -180 and 180'],
    [{ weatherPlace: { ...paris, country: 'fr' } }, 'Country must be a two-letter country code'],
  ])('refuse %o, saying "%s"', (change, message) => {
    expect(
      firstMessage(familySettingsSchema.safeParse({ timeZone: 'UTC', weatherPlace: paris, ...change })),
    ).toBe(message);
  });
});
