import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@sync/schemas/enums';
import { randomDefaultCountry, temperatureUnitFor } from './country';

describe('randomDefaultCountry', () => {
  it('picks the United States for the lower half of the random range and Canada for the upper half', () => {
    expect(randomDefaultCountry(() => 0)).toBe('United States');
    expect(randomDefaultCountry(() => 0.49)).toBe('United States');
    expect(randomDefaultCountry(() => 0.5)).toBe('Canada');
    expect(randomDefaultCountry(() => 0.99)).toBe('Canada');
  });

  it('only ever picks one of the two default countries', () => {
    for (let i = 0; i < 50; i += 1) {
      expect(['United States', 'Canada']).toContain(randomDefaultCountry());
    }
  });
});

describe('temperatureUnitFor', () => {
  it('gives Fahrenheit for the United States', () => {
    expect(temperatureUnitFor('United States')).toBe('fahrenheit');
  });

  it('gives Celsius for every other country on the list, Other included', () => {
    for (const country of COUNTRIES.filter((name) => name !== 'United States')) {
      expect(temperatureUnitFor(country)).toBe('celsius');
    }
  });
});
