// The town search of the profile's weather place (GET /api/places?q=…, ADR 0032): towns of 1000 people
// or more, found by the start of their name.
import { z } from 'zod';
import { PLACE_QUERY_MAX_LENGTH } from '../domain/limits';
import { requiredText } from './fields';
import { MESSAGES } from './messages';

/** The query string of a place search. */
export const placeQuerySchema = z.object({
  q: requiredText(MESSAGES.placeQueryRequired).max(PLACE_QUERY_MAX_LENGTH, {
    error: MESSAGES.placeQueryTooLong,
  }),
});
/** A place search query after parsing. */
export type PlaceQuery = z.infer<typeof placeQuerySchema>;

/** One town a search found. */
export const placeSchema = z.object({
  name: z.string(),
  /** ISO 3166 alpha-2 country code. */
  country: z.string(),
  /** The region within the country (a state or province code), '' when unknown. */
  region: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  population: z.number(),
  /** The IANA zone the town is very probably in, when that can be told cheaply; otherwise null. */
  timeZone: z.string().nullable(),
});
/** A town found by a place search. */
export type Place = z.infer<typeof placeSchema>;

/** The answer of a place search: at most PLACE_SEARCH_LIMIT towns, the most populous first. */
export const placeSearchResponseSchema = z.object({ places: z.array(placeSchema) });
/** A place search answer. */
export type PlaceSearchResponse = z.infer<typeof placeSearchResponseSchema>;
