// What the board says aloud when a child taps the clock or the weather (D-SPEAK-1, D-SPEAK-2): short,
// natural English a child of three hears every day, in the family's time zone (ADR 0020).
import { weatherWord, type WeatherKind } from './weather-kinds';

const HOURS = [
  'twelve',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
];

// Minutes past the hour, in fives, as the clock face names them; past 30 they count down to the next hour.
const PAST: Readonly<Record<number, string>> = {
  5: 'five past',
  10: 'ten past',
  15: 'quarter past',
  20: 'twenty past',
  25: 'twenty-five past',
  30: 'half past',
};
const TO: Readonly<Record<number, string>> = {
  35: 'twenty-five to',
  40: 'twenty to',
  45: 'quarter to',
  50: 'ten to',
  55: 'five to',
};

// One formatter per zone: building one loads ICU data, and a family has one zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The hour (0–23) and minute the family's wall clock shows at an instant. */
export function wallClock(instant: Date, timeZone: string): { hour: number; minute: number } {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    });
    formatters.set(timeZone, formatter);
  }
  if (Number.isNaN(instant.getTime())) throw new RangeError('Not a valid instant');
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return { hour: part('hour') % 24, minute: part('minute') };
}

/** The clock phrase of a wall time whose minute is a multiple of five, such as "quarter past seven". */
function phraseOf(hour: number, minute: number): string {
  const name = (h: number) => HOURS[h % 12] ?? 'twelve';
  if (minute === 0 || minute === 60) return `${name(minute === 60 ? hour + 1 : hour)} o'clock`;
  if (minute <= 30) return `${PAST[minute] ?? ''} ${name(hour)}`;
  return `${TO[minute] ?? ''} ${name(hour + 1)}`;
}

/**
 * The time as a child hears it (D-SPEAK-1): "It's quarter past seven.", "It's twenty to eight.". A time
 * between two five-minute marks is said from the nearest mark: "just after" when the mark has passed,
 * "nearly" when it is coming (7:13 is "nearly quarter past seven"). Twelve-hour, no "a.m.": the board's
 * greeting already says morning or evening.
 */
export function spokenTime(instant: Date, timeZone: string): string {
  const { hour, minute } = wallClock(instant, timeZone);
  const mark = Math.round(minute / 5) * 5;
  const phrase = phraseOf(hour, mark);
  if (mark === minute) return `It's ${phrase}.`;
  return mark < minute ? `It's just after ${phrase}.` : `It's nearly ${phrase}.`;
}

/** What the weather tile knows when it speaks. */
export interface SpokenWeatherInput {
  kind: WeatherKind;
  isDay: boolean;
  /** The temperature now, in the family's unit (which goes unsaid: it is the only one the family uses). */
  temperature: number;
}

/** A whole number of degrees as said aloud: "minus 3", "1 degree", "18 degrees". */
function degrees(temperature: number): string {
  const whole = Math.round(temperature);
  // Math.round(-0.4) is -0, which must not be said "minus 0".
  const value = whole === 0 ? 0 : whole;
  const number = value < 0 ? `minus ${-value}` : String(value);
  return `${number} ${Math.abs(value) === 1 ? 'degree' : 'degrees'}`;
}

/**
 * The weather as a child hears it (D-SPEAK-2): the family word and the rounded temperature, "Sunny and 18
 * degrees." A clear night is "Clear" ("Clear and 5
 * degrees."), since "clear night and 5 degrees" is not how anyone talks.
 */
export function spokenWeather(input: SpokenWeatherInput): string {
  const word = !input.isDay && input.kind === 'clear' ? 'Clear' : weatherWord(input.kind, input.isDay);
  return `${word} and ${degrees(input.temperature)}.`;
}
