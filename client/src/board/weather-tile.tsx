// The board's weather (ADR 0037): a big picture of the sky, the temperature in the family's unit and
// today's high and low; a tap says it aloud. Without weather it renders nothing and the clock takes the
// space. Its sizes count in the board's box (ADR 0090), so on a short tablet it leaves the routine room.
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
      className={`flex min-h-16 items-center gap-[clamp(0.75rem,2cqh,1.25rem)] rounded-[2rem] bg-white px-[clamp(1rem,2.5cqh,1.5rem)] py-[clamp(0.375rem,1.5cqh,0.75rem)] text-left text-ink shadow-soft transition-transform motion-safe:active:scale-95 ${className}`}
    >
      <WeatherPicture
        kind={kind}
        isDay={weather.isDay}
        className="size-[clamp(3.5rem,min(13cqh,12cqw),8rem)] shrink-0"
      />
      <span className="flex flex-col">
        <span className="text-[clamp(2.25rem,min(7.5cqh,7cqw),3.75rem)] leading-none font-black tabular-nums">
          {temperature}°<span className="text-[0.6em]">{UNIT_LETTER[weather.unit]}</span>
        </span>
        <span className="mt-0.5 text-[clamp(1.125rem,min(3.6cqh,3cqw),1.5rem)] leading-tight font-extrabold">
          {word}
        </span>
        {range && (
          <span className="mt-0.5 flex gap-3 text-[clamp(1rem,3cqh,1.125rem)] leading-tight font-bold text-ink-soft tabular-nums">
            <span>
              <span aria-hidden="true">▲</span> {range.high}°
            </span>
            <span>
              <span aria-hidden="true">▼</span> {range.low}°
            </span>
          </span>
        )}
        {when && <span className="mt-0.5 text-base leading-tight font-bold text-ink-soft">as of {when}</span>}
      </span>
      {/* Named by what it shows (the visible words first), then what a tap does. */}
      <span className="sr-only">{`(${label}). Hear the weather`}</span>
    </button>
  );
}
