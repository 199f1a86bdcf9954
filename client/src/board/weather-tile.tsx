// The board's weather (ADR 0037): a big picture of the sky, the temperature in the family's unit and
// today's high and low; a tap says it aloud. Without weather it renders nothing and the clock takes the
// space.
import { weatherKind, weatherWord } from '@sync/domain/weather-kinds';
import type { TemperatureUnit } from '@sync/schemas/enums';
import { useBoardData } from './board-data-context';
import { weatherSentence } from './spoken-clock';
import { speak } from './speech';
import { useWeather } from './use-weather';
import { WeatherPicture } from './weather-picture';
import { timeOfDay } from '../lib/clock-words';

const UNIT_LETTER: Record<TemperatureUnit, string> = { celsius: 'C', fahrenheit: 'F' };
const UNIT_NAME: Record<TemperatureUnit, string> = { celsius: 'Celsius', fahrenheit: 'Fahrenheit' };

const whole = (value: number) => {
  const rounded = Math.round(value);
  return rounded === 0 ? 0 : rounded;
};

/** The weather tile of the board; nothing at all when there is no weather to show. */
export function WeatherTile({ className = '' }: { className?: string }) {
  const { timeZone } = useBoardData();
  const view = useWeather();
  if (view == null) return null;
  const { weather, asOf, stale } = view;
  const kind = weatherKind(weather.code);
  const word = weatherWord(kind, weather.isDay);
  const temperature = whole(weather.temperature);
  const range =
    weather.high === null || weather.low === null
      ? null
      : { high: whole(weather.high), low: whole(weather.low) };
  const when = stale ? timeOfDay(asOf, timeZone) : null;
  const label = [
    `${word}, ${temperature} degrees ${UNIT_NAME[weather.unit]}`,
    range && `high ${range.high}, low ${range.low}`,
    when && `as of ${when}`,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <button
      type="button"
      onClick={() => speak(weatherSentence(weather))}
      className={`flex min-h-16 items-center gap-3 rounded-[2rem] bg-white px-4 py-3 text-left text-ink shadow-soft transition-transform motion-safe:active:scale-95 sm:gap-5 sm:px-6 ${className}`}
    >
      <WeatherPicture kind={kind} isDay={weather.isDay} className="size-24 shrink-0 sm:size-32" />
      <span className="flex flex-col">
        <span className="text-5xl leading-none font-black tabular-nums sm:text-6xl">
          {temperature}°<span className="text-3xl sm:text-4xl">{UNIT_LETTER[weather.unit]}</span>
        </span>
        <span className="mt-1 text-xl font-extrabold sm:text-2xl">{word}</span>
        {range && (
          <span className="mt-1 flex gap-3 text-lg font-bold text-ink-soft tabular-nums">
            <span>
              <span aria-hidden="true">▲</span> {range.high}°
            </span>
            <span>
              <span aria-hidden="true">▼</span> {range.low}°
            </span>
          </span>
        )}
        {when && <span className="mt-1 text-base font-bold text-ink-soft">as of {when}</span>}
      </span>
      {/* Named by what it shows (the visible words first), then what a tap does. */}
      <span className="sr-only">{`(${label}). Hear the weather`}</span>
    </button>
  );
}
