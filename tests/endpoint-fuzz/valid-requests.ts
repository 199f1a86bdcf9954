// A valid request of each known route, for the family under test: the fuzz test breaks one part of it at a
// time, so that everything else passes and the broken part reaches the code that must refuse it.
import { COLLECTION_NAMES, isCollectionName } from '@sync/protocol/collections';
import { ACCOUNT_DELETION_WORD } from '@sync/domain/limits';
import { SHARES_VERSION } from '../../server/src/coach/provider-privacy';
import { CONSENT_BODY, GOOD_PASSWORD, signupBody } from '../kit/server/accounts';
import type { DiscoveredRoute } from './route-discovery';
import type { FuzzFamily } from './fuzz-family';

/** The parts of a request that the fuzz test breaks one at a time. */
export interface ValidRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  /** Undefined for a route that takes no body. */
  body: unknown;
}

type BodyOf = (family: FuzzFamily, freshId: string, params: Record<string, string>) => unknown;

/**
 * Valid bodies by route. A route missing here is still fuzzed, with `{}` as its body; adding it here lets
 * the fuzz test reach past its validation. Bodies that would spend the family keep it usable where they
 * can: a password change keeps the same password.
 */
const VALID_BODIES: Record<string, BodyOf> = {
  'POST /api/register': (_family, freshId) => signupBody({ email: `fuzz-${freshId}@example.com` }),
  'POST /api/login': (family) => ({ email: family.email, password: GOOD_PASSWORD, source: 'web' }),
  'POST /api/logout': () => undefined,
  'POST /api/logout-everywhere': () => undefined,
  'POST /api/auth/reset-password': (family) => ({ email: family.email }),
  'POST /api/auth/reset-password/:token': () => ({ password: GOOD_PASSWORD }),
  'PATCH /api/account/profile': () => ({
    firstName: 'Ana',
    lastName: 'Lee',
    country: 'Canada',
    preferredTempUnit: 'celsius',
  }),
  'POST /api/account/password': () => ({ currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD }),
  'POST /api/account/email': (_family, freshId) => ({
    email: `moved-${freshId}@example.com`,
    currentPassword: GOOD_PASSWORD,
  }),
  'PUT /api/account/family': () => ({
    timeZone: 'Europe/Lisbon',
    weatherPlace: { name: 'Lisbon', country: 'PT', latitude: 38.72, longitude: -9.14 },
  }),
  'POST /api/account/delete': () => ({ confirmation: ACCOUNT_DELETION_WORD, currentPassword: GOOD_PASSWORD }),
  'POST /api/consent/child-data': () => CONSENT_BODY,
  'PUT /api/coach/consent': () => ({ sharesVersion: SHARES_VERSION }),
  'POST /api/coach/chat': () => ({
    ageGroup: '5-6',
    messages: [{ role: 'parent', text: 'How do we make mornings calmer?' }],
  }),
  'POST /api/coach/routines': () => ({ ageGroup: '5-6', request: 'A calm morning before school' }),
  'POST /api/children/:childId/boards': () => ({ code: '123456', label: 'Kitchen' }),
  'PATCH /api/children/:childId/boards/:boardId': () => ({ label: 'Kitchen' }),
  'POST /api/issues': (family) => ({
    title: 'The board froze',
    description: 'It stopped at breakfast.',
    priority: 'medium',
    childId: family.childId,
  }),
  'POST /api/pairing/codes': (_family, freshId) => ({ deviceId: `board-${freshId}` }),
  'POST /api/pairing/poll': () => ({ pollSecret: 'p'.repeat(43) }),
  'POST /api/events': () => ({
    name: 'qr_code_viewed',
    properties: { device_type: 'ios', os: 'ios' },
    path: '/get-started',
  }),
  'PUT /api/board/health': () => ({
    appVersion: '1.4.2',
    wakeLock: 'held',
    storagePersisted: true,
    pendingWrites: 0,
    lastSyncedAt: new Date(Date.UTC(2025, 3, 15, 7)).toISOString(),
  }),
  'POST /api/sync/:collection/push': pushBody,
};

/**
 * A push of the family's own document of the collection: as an update of the copy it holds, or as a new
 * document under a fresh id, so that both the update and the insert paths are fuzzed.
 */
function pushBody(family: FuzzFamily, freshId: string, params: Record<string, string>): unknown {
  const collection = isCollectionName(params.collection ?? '') ? params.collection : 'routines';
  const held = family.documents[collection as keyof FuzzFamily['documents']] ?? {};
  const update = freshId.charCodeAt(0) % 2 === 0;
  const newDocumentState = update ? { ...held } : { ...held, id: freshId };
  return { rows: [{ assumedMasterState: update ? held : null, newDocumentState }] };
}

/** Valid values of path parameters by name; a parameter not known here gets the family's child id. */
function validParam(name: string, family: FuzzFamily, pick: number): string {
  switch (name) {
    case 'collection':
      return COLLECTION_NAMES[pick % COLLECTION_NAMES.length] ?? 'routines';
    case 'boardId':
      return family.boardId;
    case 'childId':
      return pick % 2 === 0 ? family.childId : family.boardChildId;
    case 'token':
      return 'r'.repeat(43);
    case '*':
      return pick % 2 === 0 ? 'assets/app-1.js' : 'today';
    default:
      return family.childId;
  }
}

const VALID_QUERIES: Record<string, Record<string, string>> = {
  'GET /api/sync/:collection/pull': { seq: '0', limit: '50' },
  'GET /api/places': { q: 'Lis' },
  'GET /api/children/:childId/board-usage': { days: '7' },
};

const TAKES_NO_BODY = new Set(['GET', 'HEAD', 'DELETE']);

/** The valid request of `route` for `family`; `pick` chooses among valid path values. */
export function validRequest(
  route: DiscoveredRoute,
  family: FuzzFamily,
  freshId: string,
  pick: number,
): ValidRequest {
  const key = `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;
  const params = Object.fromEntries(route.params.map((name) => [name, validParam(name, family, pick)]));
  const bodyOf = VALID_BODIES[key];
  const body = TAKES_NO_BODY.has(route.method) ? undefined : (bodyOf?.(family, freshId, params) ?? {});
  return { params, query: { ...VALID_QUERIES[key] }, body };
}
