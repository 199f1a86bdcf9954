import { describe, expect, it } from 'vitest';
import { WEATHER_KINDS, weatherKind, weatherWord } from './weather-kinds';

describe('weather kinds', () => {
  it.each([
    [0, 'clear'],
    [1, 'clear'],
    [2, 'partly-cloudy'],
    [3, 'cloudy'],
    [45, 'fog'],
    [48, 'fog'],
    [51, 'drizzle'],
    [57, 'drizzle'],
    [61, 'rain'],
    [65, 'rain'],
    [67, 'rain'],
    [71, 'snow'],
    [77, 'snow'],
    [80, 'showers'],
    [82, 'showers'],
    [85, 'snow'],
    [86, 'snow'],
    [95, 'thunder'],
    [99, 'thunder'],
  ])('D-WEATHER-1: WMO code %i is shown as %s', (code, kind) => {
    expect(weatherKind(code)).toBe(kind);
  });

  it('D-WEATHER-1: a code the table does not know is shown as clouds, never as sun or storm', () => {
    expect(weatherKind(4)).toBe('cloudy');
    expect(weatherKind(100)).toBe('cloudy');
    expect(weatherKind(-1)).toBe('cloudy');
  });

  it('D-WEATHER-2: a clear sky is "Sunny" by day and "Clear night" after dark', () => {
    expect(weatherWord('clear', true)).toBe('Sunny');
    expect(weatherWord('clear', false)).toBe('Clear night');
    expect(weatherWord('partly-cloudy', true)).toBe('Partly sunny');
    expect(weatherWord('partly-cloudy', false)).toBe('Partly cloudy');
  });

  it('D-WEATHER-2: every other kind has one family word, day or night', () => {
    const words = WEATHER_KINDS.filter((kind) => kind !== 'clear' && kind !== 'partly-cloudy').map((kind) => [
      weatherWord(kind, true),
      weatherWord(kind, false),
    ]);
    expect(words).toEqual([
      ['Cloudy', 'Cloudy'],
      ['Foggy', 'Foggy'],
      ['Drizzly', 'Drizzly'],
      ['Rainy', 'Rainy'],
      ['Snowy', 'Snowy'],
      ['Showery', 'Showery'],
      ['Stormy', 'Stormy'],
    ]);
  });
});
