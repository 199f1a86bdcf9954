import { useEffect, useId, useRef } from 'react';
import { alarmSoundOf, alarmSoundUrl } from '../../../sync/domain/alarm-sounds';
import { formatClock } from '../parent/schedule/schedule-format';
import { Icon } from '../ui/icon';
import { useMediaQuery } from '../ui/use-media-query';
import { loopSound, speak, unlockAudio } from './board-sound';

/** How long the sound and the voice go on; the picture stays until a child taps Stop. */
export const ALARM_SOUND_MINUTES = 15;
/** How often the voice says the time again while the alarm rings. */
const SPEAK_EVERY_MS = 20_000;

interface AlarmOverlayProps {
  /** The alarm's time on the family's clock (`HH:MM`) and its sound. */
  alarm: { time: string; sound: string | null };
  onStop: () => void;
}

/** A wobbling alarm clock, as a child's picture book would draw it ringing; still under reduced motion. */
function RingingClock() {
  const picture = useRef<HTMLImageElement>(null);
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
    <img
      ref={picture}
      src="/pictures/tasks/alarm-clock.svg"
      alt=""
      className="size-48 drop-shadow-xl sm:size-64"
      draggable={false}
    />
  );
}

/**
 * The full-screen alarm: a ringing clock, the time in huge type, the alarm's sound looping and the time
 * spoken now and then, until a child taps the big Stop button.
 */
export function AlarmOverlay({ alarm, onStop }: AlarmOverlayProps) {
  const titleId = useId();
  const stopButton = useRef<HTMLButtonElement>(null);
  const clock = formatClock(alarm.time);
  const soundUrl = alarmSoundUrl(alarmSoundOf(alarm.sound).id);

  useEffect(() => stopButton.current?.focus(), []);

  useEffect(() => {
    const stopSound = loopSound(soundUrl);
    const say = () => speak(`It's ${clock}! Tap stop.`);
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
  }, [soundUrl, clock]);

  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      // Any touch is a gesture: a board not yet started gets its sound from the first one.
      onPointerDown={() => void unlockAudio()}
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-6 bg-gradient-to-b from-sun-200 via-sunrise-100 to-cream p-6 text-center text-ink select-none"
    >
      <RingingClock />
      <h2 id={titleId} className="flex flex-col items-center">
        <span className="text-3xl font-extrabold text-ink-soft sm:text-4xl">Alarm</span>
        <time dateTime={alarm.time} className="text-8xl font-black tracking-tight tabular-nums sm:text-9xl">
          {clock}
        </time>
      </h2>
      <button
        ref={stopButton}
        type="button"
        aria-label="Stop the alarm"
        onClick={onStop}
        className="flex min-h-24 min-w-64 items-center justify-center gap-4 rounded-full bg-sunrise-500 px-12 text-5xl font-black text-ink shadow-lift active:translate-y-1"
      >
        <Icon name="close" className="size-12" />
        Stop
      </button>
    </div>
  );
}
