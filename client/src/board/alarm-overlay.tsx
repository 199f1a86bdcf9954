// The full-screen alarm (ADR 0039, ADR 0057): the alarm's picture and name, large, in the child's theme,
// its sound looping and its name spoken, until a child taps Stop. A child who cannot read knows it by the
// picture and the voice: "Time for school!" with a backpack.
import { useEffect, useId, useRef } from 'react';
import { alarmSoundOf, alarmSoundUrl } from '@sync/domain/alarm-sounds';
import { formatClock } from '../lib/clock-words';
import { Icon } from '../ui/icon';
import { useMediaQuery } from '../ui/use-media-query';
import { alarmWords } from './alarm-words';
import { BoardPicture } from './board-picture';
import { loopSound, speak, unlockAudio } from './board-sound';
import { boardThemeOf, themeStyle } from './themes/board-themes';
import { ThemeBackdrop } from './themes/theme-backdrop';

/** How long the sound and the voice go on; the picture stays until a child taps Stop. */
export const ALARM_SOUND_MINUTES = 15;
/** How often the voice says the time again while the alarm rings. */
const SPEAK_EVERY_MS = 20_000;

interface AlarmOverlayProps {
  /** The alarm's time on the family's clock (`HH:MM`), its sound, and the name and picture a parent gave it. */
  alarm: { time: string; sound: string | null; name: string; icon: string | null };
  /** The child's board theme. */
  theme: string | null | undefined;
  onStop: () => void;
}

/**
 * The alarm's picture (a ringing clock when it has none) wobbling as a picture book draws a ringing bell;
 * still under reduced motion, where the sound, the voice and the words say it rings.
 */
function RingingPicture({ icon }: { icon: string | null }) {
  const picture = useRef<HTMLSpanElement>(null);
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  useEffect(() => {
    if (reduceMotion || !picture.current?.animate) return;
    const wobble = picture.current.animate(
      [
        { transform: 'rotate(0deg)' },
        { transform: 'rotate(-9deg)' },
        { transform: 'rotate(9deg)' },
        { transform: 'rotate(-9deg)' },
        { transform: 'rotate(0deg)' },
      ],
      { duration: 700, iterations: Infinity, easing: 'ease-in-out' },
    );
    return () => wobble.cancel();
  }, [reduceMotion]);
  return (
    <span className="relative grid size-[min(38dvh,18rem)] shrink-0 place-items-center rounded-full bg-(--board-surface) shadow-soft ring-8 ring-(--board-accent)">
      <span ref={picture} className="grid size-full place-items-center">
        <BoardPicture icon={icon ?? 'alarm-clock'} className="size-3/4 drop-shadow-md" />
      </span>
      {icon !== null && (
        // The picture is the parent's; the clock badge says it is an alarm ringing.
        <span
          aria-hidden="true"
          className="absolute -top-2 -right-2 grid size-1/3 place-items-center rounded-full bg-(--board-surface) shadow-lift"
        >
          <img src="/pictures/tasks/alarm-clock.svg" alt="" draggable={false} className="size-3/4" />
        </span>
      )}
    </span>
  );
}

/**
 * The full-screen alarm: the alarm's picture and name (or "Alarm" and the time in huge type), its sound
 * looping and its name spoken now and then, until a child taps the big Stop button.
 */
export function AlarmOverlay({ alarm, theme, onStop }: AlarmOverlayProps) {
  const titleId = useId();
  const stopButton = useRef<HTMLButtonElement>(null);
  const clock = formatClock(alarm.time);
  const soundUrl = alarmSoundUrl(alarmSoundOf(alarm.sound).id);
  const name = alarm.name.trim();
  const words = alarmWords(name, clock);
  const boardTheme = boardThemeOf(theme);

  useEffect(() => stopButton.current?.focus(), []);

  useEffect(() => {
    const stopSound = loopSound(soundUrl);
    // speak() stays silent where the browser has no speech; the picture and the words are on screen anyway.
    const say = () => speak(words);
    say();
    const voice = window.setInterval(say, SPEAK_EVERY_MS);
    const quiet = () => {
      stopSound();
      window.clearInterval(voice);
    };
    // A board ringing in an empty house goes quiet after a while; the picture waits for the child.
    const enough = window.setTimeout(quiet, ALARM_SOUND_MINUTES * 60_000);
    return () => {
      quiet();
      window.clearTimeout(enough);
      if (typeof speechSynthesis !== 'undefined') speechSynthesis.cancel();
    };
  }, [soundUrl, words]);

  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-theme={boardTheme.id}
      style={themeStyle(boardTheme)}
      // Any touch is a gesture: a board not yet started gets its sound from the first one.
      onPointerDown={() => void unlockAudio()}
      className="fixed inset-0 isolate z-[60] flex flex-col items-center justify-center gap-5 overflow-y-auto p-6 text-center text-(--board-text) select-none landscape:flex-row landscape:gap-12 sm:gap-8"
    >
      <ThemeBackdrop theme={boardTheme.id} />
      <RingingPicture icon={alarm.icon} />
      <div className="flex flex-col items-center gap-5 sm:gap-8">
        <h2
          id={titleId}
          className="flex flex-col items-center gap-2 rounded-[2rem] bg-(--board-surface)/90 px-8 py-5 shadow-soft"
        >
          {name === '' ? (
            <span className="text-3xl font-extrabold text-(--board-text-soft) sm:text-4xl">Alarm</span>
          ) : (
            <span
              data-testid="alarm-name"
              className="text-5xl leading-tight font-black text-balance sm:text-7xl"
            >
              {name}
            </span>
          )}
          <time
            dateTime={alarm.time}
            className={`font-black tracking-tight tabular-nums ${name === '' ? 'text-8xl sm:text-9xl' : 'text-4xl text-(--board-text-soft) sm:text-5xl'}`}
          >
            {clock}
          </time>
        </h2>
        <button
          ref={stopButton}
          type="button"
          aria-label="Stop the alarm"
          onClick={onStop}
          className="flex min-h-24 min-w-64 items-center justify-center gap-4 rounded-full bg-(--board-accent) px-12 text-5xl font-black text-(--board-accent-text) shadow-lift active:translate-y-1"
        >
          <Icon name="close" className="size-12" />
          Stop
        </button>
      </div>
    </div>
  );
}
