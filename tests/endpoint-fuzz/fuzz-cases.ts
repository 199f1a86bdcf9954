// A fuzz case is a small recipe (which route, who calls, which part is broken and how) that fast-check
// generates from the seed; case-requests.ts turns it into the request, so a failure prints as a few words.
import fc from 'fast-check';
import { SYNC_PROTOCOL_HEADER } from '@sync/protocol/messages';
import { HOSTILE_HEADER_TEXT, hostileJson, hostileKey, hostileUrlText, type Hostile } from './hostile-values';
import type { DiscoveredRoute } from './route-discovery';

/** Who sends a request. */
export type Caller = 'anonymous' | 'parent' | 'board' | 'parent and board';

/** The one part of a valid request that a case breaks. */
export type Attack =
  | { kind: 'none' }
  | { kind: 'field'; field: number; value: Hostile }
  | { kind: 'drop field'; field: number }
  | { kind: 'extra field'; field: number; key: Hostile<string>; value: Hostile }
  | { kind: 'whole body'; value: Hostile }
  | { kind: 'raw body'; body: number }
  | { kind: 'path parameter'; param: number; value: Hostile<string> }
  | { kind: 'path suffix'; value: Hostile<string> }
  | { kind: 'query'; key: number | Hostile<string>; values: Hostile<string>[] }
  | { kind: 'header'; name: (typeof HEADER_NAMES)[number]; value: Hostile<string> };

/** One generated case. */
export interface FuzzCase {
  route: number;
  caller: Caller;
  /** Chooses among valid path values (which collection, which child). */
  pick: number;
  /** The id of a document or the e-mail a valid body creates. */
  freshId: string;
  attack: Attack;
}

/** The headers a case may break. */
export const HEADER_NAMES = [
  SYNC_PROTOCOL_HEADER,
  'authorization',
  'cookie',
  'x-platform-source',
  'content-type',
  'origin',
  'accept',
  'x-forwarded-for',
] as const;

const attack: fc.Arbitrary<Attack> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('field' as const),
      field: fc.noBias(fc.nat()),
      value: hostileJson,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('drop field' as const), field: fc.noBias(fc.nat()) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('extra field' as const),
      field: fc.noBias(fc.nat()),
      key: hostileKey,
      value: hostileJson,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole body' as const), value: hostileJson }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('raw body' as const), body: fc.noBias(fc.nat()) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('path parameter' as const),
      param: fc.noBias(fc.nat()),
      value: hostileUrlText,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('path suffix' as const), value: hostileUrlText }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('query' as const),
      key: fc.oneof(fc.noBias(fc.nat()), hostileKey),
      values: fc.array(hostileUrlText, { minLength: 1, maxLength: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('header' as const),
      name: fc.constantFrom(...HEADER_NAMES),
      value: fc.constantFrom(...HOSTILE_HEADER_TEXT),
    }),
  },
);

/** Routes that take a body are chosen three times as often: they have the most input to get wrong. */
function routeChoices(routes: DiscoveredRoute[]): number[] {
  return routes.flatMap((route, index) =>
    ['GET', 'HEAD', 'DELETE'].includes(route.method) ? [index] : [index, index, index],
  );
}

/** Cases over `routes`; `route` is an index into them. */
export function fuzzCases(routes: DiscoveredRoute[]): fc.Arbitrary<FuzzCase> {
  return fc.record({
    route: fc.noBias(fc.constantFrom(...routeChoices(routes))),
    caller: fc.constantFrom<Caller>('anonymous', 'parent', 'board', 'parent and board'),
    pick: fc.noBias(fc.nat({ max: 1000 })),
    freshId: fc.uuid({ version: 4 }),
    attack,
  });
}
