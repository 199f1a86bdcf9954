import { describe, expect, it } from 'vitest';
import { familyInstant } from './family-clock';
import { spokenTime, spokenWeather, wallClock } from './spoken-time';

const LONDON = 'Europe/London';
const at = (time: string, date = '2025-04-15', zone = LONDON) => familyInstant(date, time, zone);

describe('spoken time', () => {
  it.each([
    ['07:00', "It's seven o'clock."],
    ['07:05', "It's five past seven."],
    ['07:10', "It's ten past seven."],
    ['07:15', "It's quarter past seven."],
    ['07:20', "It's twenty past seven."],
    ['07:25', "It's twenty-five past seven."],
    ['07:30', "It's half past seven."],
    ['07:35', "It's twenty-five to eight."],
    ['07:40', "It's twenty to eight."],
    ['07:45', "It's quarter to eight."],
    ['07:50', "It's ten to eight."],
    ['07:55', "It's five to eight."],
  ])('D-SPEAK-1: %s is said "%s"', (time, said) => {
    expect(spokenTime(at(time), LONDON)).toBe(said);
  });

  it.each([
    ['12:05', "It's five past twelve."],
    ['00:00', "It's twelve o'clock."],
    ['00:30', "It's half past twelve."],
    ['12:00', "It's twelve o'clock."],
    ['13:15', "It's quarter past one."],
    ['11:45', "It's quarter to twelve."],
    ['23:50', "It's ten to twelve."],
    ['19:20', "It's twenty past seven."],
  ])('D-SPEAK-1: counts hours on a twelve-hour face: %s is "%s"', (time, said) => {
    expect(spokenTime(at(time), LONDON)).toBe(said);
  });

  it.each([
    ['07:13', "It's nearly quarter past seven."],
    ['07:16', "It's just after quarter past seven."],
    ['07:01', "It's just after seven o'clock."],
    ['07:58', "It's nearly eight o'clock."],
    ['07:57', "It's just after five to eight."],
    ['23:59', "It's nearly twelve o'clock."],
    ['07:33', "It's nearly twenty-five to eight."],
    ['07:32', "It's just after half past seven."],
  ])('D-SPEAK-1: a time between the marks is said from the nearest one: %s is "%s"', (time, said) => {
    expect(spokenTime(at(time), LONDON)).toBe(said);
  });

  it("D-SPEAK-1: says the family's time, not the device's or UTC's", () => {
    const instant = new Date('2025-04-15T06:15:00Z');
    expect(spokenTime(instant, 'Europe/London')).toBe("It's quarter past seven.");
    expect(spokenTime(instant, 'America/New_York')).toBe("It's quarter past two.");
    expect(spokenTime(instant, 'Asia/Kolkata')).toBe("It's quarter to twelve.");
    expect(spokenTime(instant, 'UTC')).toBe("It's quarter past six.");
  });

  it('D-SPEAK-1: follows the family clock across a DST change', () => {
    // London springs forward at 01:00 UTC on 2025-03-30: 00:45 UTC is 00:45 GMT, 01:15 UTC is 02:15 BST.
    expect(spokenTime(new Date('2025-03-30T00:45:00Z'), LONDON)).toBe("It's quarter to one.");
    expect(spokenTime(new Date('2025-03-30T01:15:00Z'), LONDON)).toBe("It's quarter past two.");
  });

  it('reads the wall clock in the zone, midnight as hour 0', () => {
    expect(wallClock(new Date('2025-04-14T23:05:00Z'), LONDON)).toEqual({ hour: 0, minute: 5 });
    expect(() => wallClock(new Date(Number.NaN), LONDON)).toThrow(RangeError);
  });
});

describe('spoken weather', () => {
  it('D-SPEAK-2: says the family word and the whole degrees', () => {
    expect(spokenWeather({ kind: 'clear', isDay: true, temperature: 18.2 })).toBe('Sunny and 18 degrees.');
    expect(spokenWeather({ kind: 'rain', isDay: true, temperature: 11.5 })).toBe('Rainy and 12 degrees.');
    expect(spokenWeather({ kind: 'thunder', isDay: false, temperature: 64 })).toBe('Stormy and 64 degrees.');
  });

  it('D-SPEAK-2: a clear night is "Clear", a partly cloudy night "Partly cloudy"', () => {
    expect(spokenWeather({ kind: 'clear', isDay: false, temperature: 5 })).toBe('Clear and 5 degrees.');
    expect(spokenWeather({ kind: 'partly-cloudy', isDay: false, temperature: 5 })).toBe(
      'Partly cloudy and 5 degrees.',
    );
  });

  it('D-SPEAK-2: says "minus" below zero, "degree" for one, and never "minus 0"', () => {
    expect(spokenWeather({ kind: 'snow', isDay: true, temperature: -3.4 })).toBe(
      'Snowy and minus 3 degrees.',
    );
    expect(spokenWeather({ kind: 'fog', isDay: true, temperature: 1 })).toBe('Foggy and 1 degree.');
    expect(spokenWeather({ kind: 'fog', isDay: true, temperature: -1.2 })).toBe('Foggy and minus 1 degree.');
    expect(spokenWeather({ kind: 'cloudy', isDay: true, temperature: -0.4 })).toBe('Cloudy and 0 degrees.');
  });
});
