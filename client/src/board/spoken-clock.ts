// What the clock and the weather say when a child taps them (D-SPEAK-1, D-SPEAK-2).
import { spokenTime, spokenWeather } from '@sync/domain/spoken-time';
import { weatherKind } from '@sync/domain/weather-kinds';
import type { WeatherReport } from '@sync/protocol/weather';
import { speak, type SpeakOptions } from './speech';

/** Says the time on the family's clock: "It's quarter past seven." */
export function speakTime(now: Date, timeZone: string, options?: SpeakOptions): void {
  speak(spokenTime(now, timeZone), options);
}

/** The sentence the weather tile says: "Sunny and 18 degrees." */
export function weatherSentence(weather: Pick<WeatherReport, 'code' | 'isDay' | 'temperature'>): string {
  return spokenWeather({
    kind: weatherKind(weather.code),
    isDay: weather.isDay,
    temperature: weather.temperature,
  });
}

/** Says the time and then the weather, as one sentence: "It's quarter past seven. Sunny and 18 degrees." */
export function speakTimeAndWeather(
  now: Date,
  timeZone: string,
  weather: Pick<WeatherReport, 'code' | 'isDay' | 'temperature'> | null | undefined,
  options?: SpeakOptions,
): void {
  const time = spokenTime(now, timeZone);
  speak(weather == null ? time : `${time} ${weatherSentence(weather)}`, options);
}
