// Country and temperature unit on the signup form (docs/product.md#states-and-session: country default).
import { COUNTRIES, type Country, type TemperatureUnit } from '@sync/schemas/enums';

/** The countries the selector offers, in the spec's order. */
export const countryOptions: readonly Country[] = COUNTRIES;

/** The two countries a new signup form starts with, one of them at random. */
export const defaultCountryChoices = ['United States', 'Canada'] as const satisfies readonly Country[];

/** United States or Canada, chosen at random (`random` returns a number in [0, 1), like Math.random). */
export function randomDefaultCountry(random: () => number = Math.random): Country {
  return random() < 0.5 ? defaultCountryChoices[0] : defaultCountryChoices[1];
}

/** The unit a country's weather is shown in: Fahrenheit for the United States, Celsius anywhere else. */
export function temperatureUnitFor(country: string): TemperatureUnit {
  return country === 'United States' ? 'fahrenheit' : 'celsius';
}
