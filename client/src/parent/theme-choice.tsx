import type { Theme } from '@sync/schemas/enums';

/** How each board theme looks, in a few words and colours a parent can picture. */
const THEMES: readonly { value: Theme; label: string; description: string; swatch: string }[] = [
  {
    value: 'default',
    label: 'Sunrise',
    description: 'Warm oranges and sunshine',
    swatch: 'from-sun-400 to-sunrise-500',
  },
  {
    value: 'cars',
    label: 'Cars',
    description: 'Roads, trucks and racing',
    swatch: 'from-sky-400 to-sunrise-400',
  },
  {
    value: 'frozen',
    label: 'Frozen',
    description: 'Snow, ice and sparkles',
    swatch: 'from-sky-100 to-sky-400',
  },
];

interface ThemeChoiceProps {
  name: string;
  value: Theme;
  onChange: (theme: Theme) => void;
}

/** The board's look, as three large radio cards. */
export function ThemeChoice({ name, value, onChange }: ThemeChoiceProps) {
  return (
    <fieldset>
      <legend className="mb-2 font-bold text-ink">Board theme</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {THEMES.map((theme) => (
          <label
            key={theme.value}
            className={`flex min-h-16 cursor-pointer items-center gap-3 rounded-2xl border-2 bg-white p-3 transition has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky-700 ${
              value === theme.value ? 'border-ink' : 'border-ink/20 hover:border-ink/40'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={theme.value}
              checked={value === theme.value}
              onChange={() => onChange(theme.value)}
              className="sr-only"
            />
            <span
              aria-hidden="true"
              className={`size-10 shrink-0 rounded-xl bg-gradient-to-br ${theme.swatch}`}
            />
            <span>
              <span className="block font-bold">{theme.label}</span>
              <span className="block text-sm text-ink-soft">{theme.description}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
