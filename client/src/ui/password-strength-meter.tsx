import { passwordStrength, type PasswordStrengthLabel } from '@sync/domain/password-strength';
import { Icon } from './icon';

interface PasswordStrengthMeterProps {
  /** Id of the checklist, for the password input's aria-describedby. */
  id: string;
  password: string;
}

// The label's text carries the meaning; the bar colour only repeats it.
const tones: Record<PasswordStrengthLabel, { bar: string; text: string }> = {
  Weak: { bar: 'bg-sunrise-500', text: 'text-sunrise-700' },
  Moderate: { bar: 'bg-sun-400', text: 'text-ink' },
  Strong: { bar: 'bg-leaf-400', text: 'text-leaf-700' },
};

/** The shared meter (sync/domain/password-strength): a bar of the score, its label and the five rules. */
export function PasswordStrengthMeter({ id, password }: PasswordStrengthMeterProps) {
  const { score, label, checklist } = passwordStrength(password);
  const tone = tones[label];

  return (
    <div className="@container mt-3 rounded-2xl bg-cream p-4 text-left text-sm">
      <div className="flex items-center justify-between gap-3 font-bold">
        <span id={`${id}-label`}>Password strength</span>
        <span className={tone.text}>{password === '' ? '' : label}</span>
      </div>
      <div
        role="meter"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${label}, ${score}%`}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-ink/10"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-300 ${tone.bar}`}
          style={{ width: `${score}%` }}
        />
      </div>
      <ul id={id} aria-label="Password requirements" className="mt-3 grid gap-1.5 @sm:grid-cols-2">
        {checklist.map((item) => (
          <li
            key={item.id}
            className={`flex items-center gap-2 ${item.met ? 'text-leaf-700' : 'text-ink-soft'}`}
          >
            <Icon name={item.met ? 'check' : 'circle'} className="size-4 shrink-0" />
            <span>
              {item.label}
              <span className="sr-only">{item.met ? ' (met)' : ' (not met)'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
