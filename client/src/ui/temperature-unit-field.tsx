import type { TemperatureUnit } from '@sync/schemas/enums';

interface TemperatureUnitFieldProps {
  name: string;
  value: TemperatureUnit;
  onChange: (unit: TemperatureUnit) => void;
}

const units: { value: TemperatureUnit; label: string }[] = [
  { value: 'celsius', label: 'Celsius' },
  { value: 'fahrenheit', label: 'Fahrenheit' },
];

/** The unit the board shows the weather in; the country picks one, the parent may change it. */
export function TemperatureUnitField({ name, value, onChange }: TemperatureUnitFieldProps) {
  return (
    <fieldset className="text-left">
      <legend className="mb-2 font-bold text-ink">Temperature unit</legend>
      <div className="grid grid-cols-2 gap-1 rounded-2xl bg-cream p-1">
        {units.map((unit) => (
          <label
            key={unit.value}
            className="grid min-h-11 cursor-pointer place-items-center rounded-xl px-3 text-center font-bold text-ink-soft transition has-checked:bg-ink has-checked:text-cream has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-sky-700 hover:text-ink has-checked:hover:text-cream"
          >
            <input
              type="radio"
              name={name}
              value={unit.value}
              checked={value === unit.value}
              onChange={() => onChange(unit.value)}
              className="sr-only"
            />
            {unit.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
