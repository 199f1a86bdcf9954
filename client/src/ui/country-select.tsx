import type { Country } from '@sync/schemas/enums';
import { describedBy, FieldShell, inputClass } from './form-field';
import { Icon } from './icon';
import { countryOptions } from './country';

interface CountrySelectProps {
  id: string;
  value: Country | '';
  onChange: (country: Country) => void;
  errors?: readonly string[] | undefined;
}

function isCountry(value: string): value is Country {
  return (countryOptions as readonly string[]).includes(value);
}

/** The signup country, from the spec's list. */
export function CountrySelect({ id, value, onChange, errors }: CountrySelectProps) {
  return (
    <FieldShell id={id} label="Country" errors={errors}>
      <div className="relative">
        <select
          id={id}
          name="country"
          autoComplete="country-name"
          value={value}
          onChange={(event) => {
            if (isCountry(event.target.value)) onChange(event.target.value);
          }}
          className={inputClass(Boolean(errors?.length), 'appearance-none pr-12')}
          {...describedBy(id, errors)}
        >
          {countryOptions.map((country) => (
            <option key={country} value={country}>
              {country}
            </option>
          ))}
        </select>
        <Icon
          name="chevronDown"
          className="pointer-events-none absolute inset-y-0 right-4 my-auto size-5 text-ink-soft"
        />
      </div>
    </FieldShell>
  );
}
