import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupBody } from '../../../tests/kit/server/accounts';
import { familyWithBoard } from '../../../tests/kit/server/family-with-board';
import { rowCount } from '../../../tests/kit/server/row-count';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { childDocument, push, routineDocument } from '../../../tests/kit/sync/sync-requests';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = { inner: value };
  return value;
}

// Class 2 of the hardening work: each of these used to pass its schema and then fail in Postgres with a 500.
describe('input storage cannot keep is refused at the boundary with 400 and a message, and nothing is written', () => {
  it.each([
    ['text with a NUL character', { name: 'Morning\u0000' }, 'Text cannot contain control characters.'],
    ['text with a lone surrogate', { name: 'Morning \uD83D' }, 'Text cannot contain control characters.'],
    ['a date before year 1', { createdAt: '0000-01-01T00:00:00Z' }, 'Must be an ISO 8601 date and time'],
    [
      'JSON nested 40 deep',
      { tasks: [{ name: 'Step', duration: 2, icon: 'star', completed: false, extra: nested(40) }] },
      'The request nests deeper than 32 levels.',
    ],
  ])('a routine with %s', async (_what, overrides, message) => {
    const f = await familyWithBoard(testApp);
    const before = await rowCount(testApp.database.db, 'routines');
    const response = await push(testApp.app, f.parent, 'routines', [
      { assumedMasterState: null, newDocumentState: routineDocument(f.familyId, f.child.id, overrides) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(await rowCount(testApp.database.db, 'routines')).toBe(before);
  });

  it('a magic reward costing more coins than storage holds', async () => {
    const f = await familyWithBoard(testApp);
    const before = await rowCount(testApp.database.db, 'magic_rewards');
    const now = new Date().toISOString();
    const response = await push(testApp.app, f.parent, 'magicRewards', [
      {
        assumedMasterState: null,
        newDocumentState: {
          id: randomUUID(),
          familyId: f.familyId,
          childId: f.child.id,
          name: 'Castle',
          pointCost: 3_000_000_000,
          createdAt: now,
          updatedAt: now,
        },
      },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('That number is too large');
    expect(await rowCount(testApp.database.db, 'magic_rewards')).toBe(before);
  });

  it('a child born in year 0', async () => {
    const f = await familyWithBoard(testApp);
    const before = await rowCount(testApp.database.db, 'children');
    const response = await push(testApp.app, f.parent, 'children', [
      {
        assumedMasterState: null,
        newDocumentState: childDocument(f.familyId, f.userId, { birthDate: '0000-06-01' }),
      },
    ]);
    expect(response.statusCode).toBe(400);
    expect(await rowCount(testApp.database.db, 'children')).toBe(before);
  });

  it('a sign-up whose name holds a control character, and a query holding a NUL', async () => {
    const before = await rowCount(testApp.database.db, 'users');
    const signup = await testApp.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: signupBody({ firstName: 'Ana\u0007' }),
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'Text cannot contain control characters.',
    });
    expect(await rowCount(testApp.database.db, 'users')).toBe(before);
    const query = await testApp.app.inject({ method: 'GET', url: '/api/places?q=Par%00is' });
    expect(query.statusCode).toBe(400);
  });
});
