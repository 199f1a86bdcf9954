// The family the fuzz test attacks: signed in, consented, with a paired board and one document of every
// collection, so that a request with valid ids reaches the deepest code of its handler.
import { SHARES_VERSION } from '../../server/src/coach/provider-privacy';
import { COLLECTION_NAMES, type CollectionName } from '@sync/protocol/collections';
import type { TestApp } from '../kit/server/test-app';
import { familyWithBoard } from '../kit/server/family-with-board';
import { seedWholeFamily } from '../kit/server/whole-family';
import { pull } from '../kit/sync/sync-requests';

/** A family and everything a request of it can name. */
export interface FuzzFamily {
  familyId: string;
  userId: string;
  email: string;
  parent: { cookie: string };
  board: { token: string };
  /** The child with one document of every collection (the board's child has only its own record). */
  childId: string;
  /** The paired board's id (a device token row), as the parent's board routes name it. */
  boardId: string;
  /** The board's child. */
  boardChildId: string;
  /** The family's copy of one document of each collection, as a pull gives it. */
  documents: Partial<Record<CollectionName, Record<string, unknown>>>;
}

/** Creates a family with a board and one document of every collection. */
export async function createFuzzFamily(testApp: TestApp): Promise<FuzzFamily> {
  const { familyId, userId, parent, board, child } = await familyWithBoard(testApp);
  const { childId } = await seedWholeFamily(testApp.app, { cookie: parent.cookie, userId, familyId });
  const boardRow = await testApp.database.db
    .selectFrom('device_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .executeTakeFirstOrThrow();
  const documents: FuzzFamily['documents'] = {};
  for (const collection of COLLECTION_NAMES) {
    const response = await pull(testApp.app, parent, collection);
    const held = response.json<{ documents?: Record<string, unknown>[] }>().documents ?? [];
    const document = held.find((candidate) => candidate.childId === childId) ?? held[0];
    if (document !== undefined) documents[collection] = document;
  }
  await consentToTheCoach(testApp, parent.cookie);
  return {
    familyId,
    userId,
    email: await currentEmail(testApp, parent.cookie),
    parent,
    board: board as { token: string },
    childId,
    boardId: boardRow.id,
    boardChildId: child.id,
    documents,
  };
}

// With the coach's consent given, the coach routes go past it to what they do with the input (on a server
// whose coach is set up at all).
async function consentToTheCoach(testApp: TestApp, cookie: string): Promise<void> {
  const settings = await testApp.app.inject({
    method: 'GET',
    url: '/api/coach/settings',
    headers: { cookie },
  });
  if (!settings.json<{ providerAvailable: boolean }>().providerAvailable) return;
  const consent = await testApp.app.inject({
    method: 'PUT',
    url: '/api/coach/consent',
    headers: { cookie },
    payload: { sharesVersion: SHARES_VERSION },
  });
  if (consent.statusCode !== 200)
    throw new Error(`coach consent failed: ${consent.statusCode} ${consent.body}`);
}

async function currentEmail(testApp: TestApp, cookie: string): Promise<string> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  return response.statusCode === 200 ? response.json<{ email: string }>().email : '';
}

/**
 * Whether the family can still be fuzzed after a request that succeeded: a logout ends the parent's session,
 * an account deletion ends the family, a revocation ends the board. Refreshes the e-mail a change replaced.
 */
export async function stillUsable(testApp: TestApp, family: FuzzFamily): Promise<boolean> {
  const board = await testApp.app.inject({
    method: 'GET',
    url: '/api/board/me',
    headers: { authorization: `Bearer ${family.board.token}` },
  });
  family.email = await currentEmail(testApp, family.parent.cookie);
  return board.statusCode === 200 && family.email !== '';
}
