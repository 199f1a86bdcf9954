import { ALARM_SOUNDS, type AlarmSoundId } from '@sync/domain/alarm-sounds';
import { Icon } from '../../ui/icon';
import { useSoundPreview } from './use-sound-preview';

interface SoundChoiceProps {
  name: string;
  value: AlarmSoundId;
  onChange: (sound: AlarmSoundId) => void;
}

/** The built-in sounds as radio rows, each with a button that plays it. */
export function SoundChoice({ name, value, onChange }: SoundChoiceProps) {
  const preview = useSoundPreview();
  return (
    <fieldset>
      <legend className="mb-2 font-bold text-ink">Sound</legend>
      <ul className="grid gap-2 sm:grid-cols-2">
        {ALARM_SOUNDS.map((sound) => {
          const playing = preview.playing === sound.id;
          return (
            <li
              key={sound.id}
              className={`flex items-center gap-2 rounded-2xl border-2 bg-white pr-2 transition has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky-700 ${
                value === sound.id ? 'border-ink ring-2 ring-ink' : 'border-ink/20'
              }`}
            >
              <label className="flex min-h-12 flex-1 cursor-pointer items-center gap-3 pl-4 font-bold">
                <input
                  type="radio"
                  name={name}
                  value={sound.id}
                  checked={value === sound.id}
                  onChange={() => onChange(sound.id)}
                  className="size-5 accent-ink"
                />
                {sound.label}
              </label>
              <button
                type="button"
                aria-label={playing ? `Stop ${sound.label}` : `Play ${sound.label}`}
                onClick={() => (playing ? preview.stop() : preview.play(sound.id))}
                className="grid size-11 shrink-0 place-items-center rounded-full bg-sun-200 text-ink hover:bg-sun-400"
              >
                <Icon name={playing ? 'pause' : 'play'} className="size-5" />
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
