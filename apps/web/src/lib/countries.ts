import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Country } from '@ugift/api-client';
import type { CountryOption } from '@ugift/ui';

import { deviceStorage, queries } from './api';

/** Countries with their calling codes and currencies (list_country, order_by ASC), as a list. */
export const countriesQuery = queryOptions({
  ...queries.frontend.countries(),
  select: (body) => body.table,
  staleTime: Infinity,
});

/** Countries as options of the kit's country-code picker (codes without the plus sign). */
function toCountryOptions(countries: readonly Country[]): CountryOption[] {
  const seen = new Set<string>();
  const options: CountryOption[] = [];
  for (const country of countries) {
    const code = country.country_code.replace(/^\+/, '');
    if (seen.has(code)) continue;
    seen.add(code);
    options.push({ code, name: country.name, flagSrc: country.image || undefined });
  }
  return options;
}

/**
 * The calling-code options. While the list loads, or if it fails, the default code stays
 * choosable so the form still works.
 */
export function useCountryCodeOptions(defaultCode: string): CountryOption[] {
  const { data } = useQuery(countriesQuery);
  const options = data ? toCountryOptions(data) : [];
  return options.some((option) => option.code === defaultCode)
    ? options
    : [{ code: defaultCode, name: `+${defaultCode}` }, ...options];
}

/** Keeps the chosen catalogue country and its currency on the device (spec section 1). */
export function rememberCountry(country: Pick<Country, 'id' | 'currency_code'>) {
  deviceStorage.set('country', country.id);
  deviceStorage.set('currency', country.currency_code);
}
