// What the sky looks like, in the words and pictures of a child's board (D-WEATHER-1, D-WEATHER-2). The
// weather service reports a WMO weather code (Open-Meteo's `weather_code`); the board shows one of a
// handful of pictures and says one family word for it.

/** The pictures a board has for the weather. */
export const WEATHER_KINDS = [
  'clear',
  'partly-cloudy',
  'cloudy',
  'fog',
  'drizzle',
  'rain',
  'snow',
  'showers',
  'thunder',
] as const;

/** One of the board's weather pictures. */
export type WeatherKind = (typeof WEATHER_KINDS)[number];

// WMO code table 4677 as Open-Meteo uses it. Snow showers (85, 86) look like snow to a child, and freezing
// drizzle or rain (56, 57, 66, 67) like drizzle or rain.
const KIND_OF_CODE: Readonly<Record<number, WeatherKind>> = {
  0: 'clear',
  1: 'clear',
  2: 'partly-cloudy',
  3: 'cloudy',
  45: 'fog',
  48: 'fog',
  51: 'drizzle',
  53: 'drizzle',
  55: 'drizzle',
  56: 'drizzle',
  57: 'drizzle',
  61: 'rain',
  63: 'rain',
  65: 'rain',
  66: 'rain',
  67: 'rain',
  71: 'snow',
  73: 'snow',
  75: 'snow',
  77: 'snow',
  80: 'showers',
  81: 'showers',
  82: 'showers',
  85: 'snow',
  86: 'snow',
  95: 'thunder',
  96: 'thunder',
  99: 'thunder',
};

/**
 * The picture of a WMO weather code (D-WEATHER-1). A code the table does not know is shown as clouds:
 * a neutral sky is better than a wrong sun or storm.
 */
export function weatherKind(code: number): WeatherKind {
  return KIND_OF_CODE[code] ?? 'cloudy';
}

const DAY_WORDS: Readonly<Record<WeatherKind, string>> = {
  clear: 'Sunny',
  'partly-cloudy': 'Partly sunny',
  cloudy: 'Cloudy',
  fog: 'Foggy',
  drizzle: 'Drizzly',
  rain: 'Rainy',
  snow: 'Snowy',
  showers: 'Showery',
  thunder: 'Stormy',
};

/**
 * The family word for the sky (D-WEATHER-2), as the board writes it under the picture: "Sunny" by day and
 * "Clear night" after dark; a partly cloudy night is "Partly cloudy" (there is no sun to be partly).
 */
export function weatherWord(kind: WeatherKind, isDay: boolean): string {
  if (!isDay && kind === 'clear') return 'Clear night';
  if (!isDay && kind === 'partly-cloudy') return 'Partly cloudy';
  return DAY_WORDS[kind];
}
