import { useEffect, useRef, useState } from 'react';
import { alarmSoundUrl, type AlarmSoundId } from '@sync/domain/alarm-sounds';

/**
 * Plays one alarm sound at a time, so a parent can hear what the child will wake to. The files are kept by the
 * service worker, so a preview works offline too.
 */
export function useSoundPreview() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<AlarmSoundId | null>(null);

  function stop() {
    audio.current?.pause();
    audio.current = null;
    setPlaying(null);
  }

  function play(id: AlarmSoundId) {
    stop();
    const element = new Audio(alarmSoundUrl(id));
    audio.current = element;
    element.addEventListener('ended', () => {
      if (audio.current === element) stop();
    });
    setPlaying(id);
    // A browser may refuse to play (muted tab, no audio device); the button simply goes back to ▶.
    element.play().catch(() => {
      if (audio.current === element) stop();
    });
  }

  // Leaving the screen stops the sound.
  useEffect(() => () => audio.current?.pause(), []);

  return { playing, play, stop };
}
