// A time zone suggestion for a chosen town (ADR 0032). The town list has no zones; tzdata's zone.tab
// (zone-table.gen.ts) says which zones each country uses and where each zone's namesake city is. A town
// gets a zone only when the answer is near-certain: its country uses one zone, or it lies within a
// metropolitan distance of a zone's namesake. Elsewhere (between two zones of a large country) no
// suggestion is better than a wrong one.
import { isKnownTimeZone } from '@sync/schemas/family-settings';
import { ZONE_TABLE } from './zone-table.gen';

/** A zone and where its namesake city is. */
interface ZoneAnchor {
  zone: string;
  latitude: number;
  longitude: number;
}

/** Within this distance of a zone's namesake city, a town is taken to share its zone. */
const SAME_METRO_KM = 80;

/** Each country's zones, by ISO 3166 code. */
export type ZoneAnchors = ReadonlyMap<string, readonly ZoneAnchor[]>;

/** The zones of the table that this engine knows, grouped by country. */
export function buildZoneAnchors(table: typeof ZONE_TABLE = ZONE_TABLE): ZoneAnchors {
  const byCountry = new Map<string, ZoneAnchor[]>();
  for (const [country, latitude, longitude, zone] of table) {
    if (!isKnownTimeZone(zone)) continue;
    byCountry.set(country, [...(byCountry.get(country) ?? []), { zone, latitude, longitude }]);
  }
  return byCountry;
}

/** Great-circle distance in kilometres. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const radians = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * radians;
  const dLon = (b.longitude - a.longitude) * radians;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * radians) * Math.cos(b.latitude * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The zone a town is very probably in, or null when that cannot be told with confidence. */
export function guessTimeZone(
  anchors: ZoneAnchors,
  town: { country: string; latitude: number; longitude: number },
): string | null {
  const candidates = anchors.get(town.country) ?? [];
  const [only] = candidates;
  if (candidates.length === 1 && only !== undefined) return only.zone;
  let nearest: { zone: string; km: number } | null = null;
  for (const anchor of candidates) {
    const km = distanceKm(town, anchor);
    if (nearest === null || km < nearest.km) nearest = { zone: anchor.zone, km };
  }
  return nearest !== null && nearest.km <= SAME_METRO_KM ? nearest.zone : null;
}
