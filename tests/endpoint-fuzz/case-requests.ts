// Turns a fuzz case into the request it sends: the route's valid request, with the case's one part broken.
import type { InjectOptions } from 'fastify';
import { SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import { fieldPaths, withExtraField, withField, withoutField } from './body-mutations';
import type { Attack, Caller, FuzzCase, HEADER_NAMES } from './fuzz-cases';
import type { FuzzFamily } from './fuzz-family';
import { rawBodies, type RawBody } from './hostile-values';
import { PARAM, type DiscoveredRoute } from './route-discovery';
import { validRequest } from './valid-requests';

/** A request being put together; path parameters and query text are already percent-encoded. */
interface Draft {
  headers: Record<string, string>;
  params: Record<string, string>;
  query: [string, string][];
  /** A JSON body, or undefined for none. */
  body: unknown;
  /** A body sent as it is, instead of `body`. */
  raw?: RawBody;
  /** Path segments after the route's own. */
  suffix: string;
}

const BODY_ATTACKS = new Set<Attack['kind']>([
  'field',
  'drop field',
  'extra field',
  'whole body',
  'raw body',
]);

/**
 * The change stream never ends for a caller it accepts, so it gets only requests that are refused before
 * streaming (no credential, a bad one, a wrong protocol version); its HEAD route checks the same credentials
 * without streaming and is fuzzed with every caller.
 */
function effectiveCaller(fuzzCase: FuzzCase, route: DiscoveredRoute): Caller {
  const opensStream = route.method === 'GET' && route.url === '/api/sync/stream';
  const { attack } = fuzzCase;
  const refusedAnyway = attack.kind === 'header' && attack.name === SYNC_PROTOCOL_HEADER;
  return opensStream && !refusedAnyway ? 'anonymous' : fuzzCase.caller;
}

function credentials(caller: Caller, family: FuzzFamily): Record<string, string> {
  const cookie = { cookie: family.parent.cookie };
  const bearer = { authorization: `Bearer ${family.board.token}` };
  if (caller === 'parent') return cookie;
  if (caller === 'board') return bearer;
  if (caller === 'parent and board') return { ...cookie, ...bearer };
  return {};
}

/** `value` as query text: strings as they are, anything else as JSON, every byte percent-encoded. */
function percentEncoded(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  // TextEncoder turns a lone surrogate into U+FFFD, where encodeURIComponent would throw.
  return [...new TextEncoder().encode(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

/** Sets query key `key` to `values` (several values repeat the key, which the server reads as an array). */
function setQuery(draft: Draft, key: string, values: string[]): void {
  draft.query = [
    ...draft.query.filter(([name]) => name !== key),
    ...values.map((v): [string, string] => [key, v]),
  ];
}

/** The `index`th of `items`, counted round; undefined for none. */
const nth = <T>(items: readonly T[], index: number): T | undefined =>
  items[index % Math.max(items.length, 1)];

function breakBody(draft: Draft, attack: Attack): void {
  const fields = fieldPaths(draft.body);
  if (attack.kind === 'field') {
    const path = nth(fields, attack.field);
    draft.body = path === undefined ? attack.value.value : withField(draft.body, path, attack.value.value);
  } else if (attack.kind === 'drop field') {
    const path = nth(fields, attack.field);
    draft.body = path === undefined ? undefined : withoutField(draft.body, path);
  } else if (attack.kind === 'extra field') {
    const path = nth([[], ...fields], attack.field) ?? [];
    draft.body = withExtraField(draft.body ?? {}, path, attack.key.value, attack.value.value);
  } else if (attack.kind === 'whole body') {
    draft.body = attack.value.value;
  } else if (attack.kind === 'raw body') {
    const choices = rawBodies(JSON.stringify(draft.body ?? {}));
    draft.raw = nth(choices, attack.body)?.value;
  }
}

function headerValue(name: (typeof HEADER_NAMES)[number], value: string, family: FuzzFamily): string {
  if (name === 'authorization') return `Bearer ${value}`;
  if (name === 'cookie') return `${family.parent.cookie.split('=')[0] ?? 'brightday.sid'}=${value}`;
  if (name === 'content-type') return `application/json; ${value}`;
  return value;
}

function breakUrlOrHeader(draft: Draft, attack: Attack, route: DiscoveredRoute, family: FuzzFamily): void {
  if (attack.kind === 'path parameter') {
    const name = nth(route.params, attack.param);
    if (name === undefined) draft.suffix = `/${attack.value.value}`;
    else draft.params[name] = attack.value.value;
  } else if (attack.kind === 'path suffix') {
    draft.suffix = `/${attack.value.value}`;
  } else if (attack.kind === 'query') {
    const known = draft.query.map(([name]) => name);
    const key =
      typeof attack.key === 'number' ? (nth(known, attack.key) ?? 'q') : encodeURIComponent(attack.key.value);
    setQuery(
      draft,
      key,
      attack.values.map((value) => value.value),
    );
  } else if (attack.kind === 'header') {
    draft.headers[attack.name] = headerValue(attack.name, attack.value.value, family);
  }
}

function draftOf(fuzzCase: FuzzCase, route: DiscoveredRoute, family: FuzzFamily): Draft {
  const valid = validRequest(route, family, fuzzCase.freshId, fuzzCase.pick);
  return {
    headers: {
      // Cookie requests must look same-origin, or the CSRF check refuses them before any handler runs.
      'sec-fetch-site': 'same-origin',
      [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION),
      ...credentials(effectiveCaller(fuzzCase, route), family),
    },
    // The wildcard's valid value is a path of its own, slashes and all.
    params: Object.fromEntries(
      Object.entries(valid.params).map(([name, value]) => [
        name,
        name === '*' ? value : encodeURIComponent(value),
      ]),
    ),
    query: Object.entries(valid.query).map(([key, value]) => [key, encodeURIComponent(value)]),
    body: valid.body,
    suffix: '',
  };
}

/** The request a case sends. `remoteAddress` varies by case so that per-address limits rarely refuse it. */
export function requestOf(
  fuzzCase: FuzzCase,
  route: DiscoveredRoute,
  family: FuzzFamily,
  remoteAddress: string,
): InjectOptions {
  const { attack } = fuzzCase;
  const draft = draftOf(fuzzCase, route, family);
  if (BODY_ATTACKS.has(attack.kind) && draft.body === undefined && 'value' in attack) {
    // A route without a body still takes the value: in its query.
    setQuery(draft, nth(draft.query, fuzzCase.pick)?.[0] ?? 'q', [percentEncoded(attack.value.value)]);
  } else if (BODY_ATTACKS.has(attack.kind)) {
    breakBody(draft, attack);
  } else {
    breakUrlOrHeader(draft, attack, route, family);
  }

  const path = route.url.replace(PARAM, (_match, name?: string) => draft.params[name ?? '*'] ?? '');
  const search = draft.query.map(([key, value]) => `${key}=${value}`).join('&');
  const options: InjectOptions = {
    method: route.method,
    url: `${path}${draft.suffix}${search === '' ? '' : `?${search}`}`,
    headers: draft.headers,
    remoteAddress,
  };
  if (draft.raw !== undefined) {
    if (draft.raw.contentType === undefined) delete draft.headers['content-type'];
    else draft.headers['content-type'] = draft.raw.contentType;
    options.payload = draft.raw.payload;
  } else if (draft.body !== undefined && route.method !== 'GET' && route.method !== 'HEAD') {
    draft.headers['content-type'] ??= 'application/json';
    options.payload = JSON.stringify(draft.body);
  }
  return options;
}
