import { describe, expect, it } from 'vitest';
import { matchTimeZones, timeZoneLabel, timeZoneOptions } from './time-zones';

const zones = ['America/Chicago', 'America/New_York', 'Europe/Paris', 'Pacific/Chatham', 'UTC'];

describe('the time zone picker', () => {
  it('finds zones containing every word typed, whatever the case', () => {
    expect(matchTimeZones('new york', zones)).toEqual(['America/New_York']);
    expect(matchTimeZones('AMERICA ch', zones)).toEqual(['America/Chicago']);
    expect(matchTimeZones('cha', zones)).toEqual(['Pacific/Chatham']);
  });

  it('finds nothing for nothing typed, and stops at the limit', () => {
    expect(matchTimeZones('  ', zones)).toEqual([]);
    expect(matchTimeZones('a', zones, 2)).toHaveLength(2);
  });

  it('reads a zone with spaces', () => {
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe('America / Argentina / Buenos Aires');
  });

  it('offers UTC and the zones the engine knows', () => {
    expect(timeZoneOptions()).toContain('UTC');
    expect(timeZoneOptions()).toContain('Europe/Paris');
  });
});
