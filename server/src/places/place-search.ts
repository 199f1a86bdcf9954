// GET /api/places (ADR 0032): the town index is built on the first search and kept for the process.
import { PLACE_SEARCH_LIMIT } from '@sync/domain/limits';
import type { Place } from '@sync/schemas/place';
import { buildCityIndex, searchCities, type CityIndex } from './city-index';
import { buildZoneAnchors, guessTimeZone, type ZoneAnchors } from './zone-guess';

interface Loaded {
  index: CityIndex;
  anchors: ZoneAnchors;
}

let loaded: Loaded | undefined;

function load(): Loaded {
  if (loaded === undefined) {
    const index = buildCityIndex();
    loaded = { index, anchors: buildZoneAnchors() };
  }
  return loaded;
}

/** The most populous towns whose name starts with `query`, accents and letter case aside. */
export function searchPlaces(query: string, limit: number = PLACE_SEARCH_LIMIT): Place[] {
  const { index, anchors } = load();
  return searchCities(index, query, limit).map((city) => ({
    name: city.name,
    country: city.country,
    region: city.region,
    latitude: city.latitude,
    longitude: city.longitude,
    population: city.population,
    timeZone: guessTimeZone(anchors, city),
  }));
}
