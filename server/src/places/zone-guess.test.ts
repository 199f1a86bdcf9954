import { describe, expect, it } from 'vitest';
import { buildZoneAnchors, distanceKm, guessTimeZone } from './zone-guess';

const anchors = buildZoneAnchors([
  ['FR', 48.87, 2.33, 'Europe/Paris'],
  ['US', 40.71, -74.01, 'America/New_York'],
  ['US', 39.74, -104.98, 'America/Denver'],
  ['XX', 0, 0, 'Not/A_Zone'],
]);

describe('guessTimeZone', () => {
  it("gives a country's only zone to any of its towns", () => {
    expect(guessTimeZone(anchors, { country: 'FR', latitude: 43.3, longitude: 5.37 })).toBe('Europe/Paris');
  });

  it('gives a town of a country with several zones the zone of a namesake city nearby', () => {
    expect(guessTimeZone(anchors, { country: 'US', latitude: 39.8, longitude: -105.1 })).toBe(
      'America/Denver',
    );
  });

  it('gives no zone to a town far from every namesake city of a country with several zones', () => {
    expect(guessTimeZone(anchors, { country: 'US', latitude: 47.6, longitude: -122.33 })).toBeNull();
  });

  it('gives no zone where the country is unknown, or its zone is not one the engine knows', () => {
    expect(guessTimeZone(anchors, { country: 'ZZ', latitude: 0, longitude: 0 })).toBeNull();
    expect(guessTimeZone(anchors, { country: 'XX', latitude: 0, longitude: 0 })).toBeNull();
  });
});

describe('distanceKm', () => {
  it('measures Paris to London as about 344 km', () => {
    const km = distanceKm(
      { latitude: 48.8566, longitude: 2.3522 },
      { latitude: 51.5074, longitude: -0.1278 },
    );
    expect(km).toBeGreaterThan(340);
    expect(km).toBeLessThan(348);
  });
});
