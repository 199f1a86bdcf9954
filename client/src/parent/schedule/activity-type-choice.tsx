import type { ActivityType } from '@sync/schemas/enums';

const TYPES: readonly { value: ActivityType; label: string; description: string }[] = [
  { value: 'recurring', label: 'Every week', description: 'On the days you pick, week after week' },
  {
    value: 'recurring_limited',
    label: 'Every week until a date',
    description: 'For a term, a season or a course',
  },
  { value: 'one-time', label: 'Just once', description: 'A party, a trip or an appointment' },
];

interface ActivityTypeChoiceProps {
  name: string;
  value: ActivityType;
  onChange: (type: ActivityType) => void;
}

/** How often the activity happens, as three large radio cards. */
export function ActivityTypeChoice({ name, value, onChange }: ActivityTypeChoiceProps) {
  return (
    <fieldset>
      <legend className="mb-2 font-bold text-ink">How often</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {TYPES.map((type) => (
          <label
            key={type.value}
            className={`flex min-h-16 cursor-pointer flex-col justify-center rounded-2xl border-2 bg-white px-4 py-3 transition has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky-700 ${
              value === type.value ? 'border-ink ring-2 ring-ink' : 'border-ink/20 hover:border-ink/40'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={type.value}
              checked={value === type.value}
              onChange={() => onChange(type.value)}
              className="sr-only"
            />
            <span className="font-bold">{type.label}</span>
            <span className="text-sm text-ink-soft">{type.description}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
