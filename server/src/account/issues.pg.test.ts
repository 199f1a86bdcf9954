import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithConsent } from '../../../tests/kit/server/accounts';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { seedWholeFamily } from '../../../tests/kit/server/whole-family';
import { pull, push } from '../../../tests/kit/sync/sync-requests';

let testApp: TestApp;
// Building the app and signing up can be slow on a busy machine.
beforeAll(async () => {
  testApp = await createTestApp();
}, 180_000);
afterAll(() => testApp.close());

type Issue = { id: string; title: string; status: string; priority: string; childId: string | null };

async function newParent() {
  const { response, cookie } = await signUpWithConsent(testApp.app);
  const user = response.json<{ id: string; familyId: string }>();
  return { cookie, userId: user.id, familyId: user.familyId };
}

function send(cookie: string, payload: object) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/issues',
    headers: cookie === '' ? {} : { cookie },
    payload,
  });
}

async function listed(cookie: string): Promise<Issue[]> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/issues', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<{ issues: Issue[] }>().issues;
}

describe('POST /api/issues', () => {
  it('stores a request about a child, open, and lists it back to the parent', async () => {
    const parent = await newParent();
    const { childId } = await seedWholeFamily(testApp.app, parent);
    const response = await send(parent.cookie, {
      title: ' The board froze ',
      description: 'The timer stopped at 1:00.',
      priority: 'high',
      childId,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Issue>()).toMatchObject({
      title: 'The board froze',
      priority: 'high',
      status: 'open',
      childId,
    });
    expect(await listed(parent.cookie)).toEqual([response.json()]);
  });

  it('gives a request without a priority or child medium priority and no child', async () => {
    const parent = await newParent();
    const response = await send(parent.cookie, { title: 'Hello', description: 'A question' });
    expect(response.json<Issue>()).toMatchObject({ priority: 'medium', childId: null });
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ title: '   ' }, 'Title is required'],
    [{ description: '' }, 'Description is required'],
    [{ priority: 'urgent' }, undefined],
    [{ title: 'x'.repeat(121) }, 'Title must be at most 120 characters'],
  ])('refuses %o with 400 and stores nothing', async (change, message) => {
    const parent = await newParent();
    const response = await send(parent.cookie, { title: 'T', description: 'D', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('BAD_REQUEST');
    if (message !== undefined) expect(response.json<{ message: string }>().message).toBe(message);
    expect(await listed(parent.cookie)).toEqual([]);
  });

  it("refuses a request naming another family's child with 404, and stores nothing", async () => {
    const stranger = await newParent();
    const { childId } = await seedWholeFamily(testApp.app, stranger);
    const parent = await newParent();
    const response = await send(parent.cookie, { title: 'T', description: 'D', childId });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'That child is not in your family.' });
    expect(await listed(parent.cookie)).toEqual([]);
  });

  it('answers 401 without a session, to sending and to listing', async () => {
    expect((await send('', { title: 'T', description: 'D' })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/issues' })).statusCode).toBe(401);
  });
});

describe('GET /api/issues', () => {
  it("lists only the parent's own requests, newest first", async () => {
    const parent = await newParent();
    const other = await newParent();
    await send(parent.cookie, { title: 'First', description: 'D' });
    await send(other.cookie, { title: 'Not mine', description: 'D' });
    await send(parent.cookie, { title: 'Second', description: 'D' });
    expect((await listed(parent.cookie)).map((issue) => issue.title)).toEqual(['Second', 'First']);
    expect((await listed(other.cookie)).map((issue) => issue.title)).toEqual(['Not mine']);
  });
});

describe("a child's removal", () => {
  it('clears the child from the support requests that named it and keeps the requests', async () => {
    const parent = await newParent();
    const { childId } = await seedWholeFamily(testApp.app, parent);
    await send(parent.cookie, { title: 'About the child', description: 'D', childId });
    const children = (await pull(testApp.app, { cookie: parent.cookie }, 'children')).json<{
      documents: Record<string, unknown>[];
    }>().documents;
    const child = children.find((document) => document.id === childId) ?? null;

    const removal = await push(testApp.app, { cookie: parent.cookie }, 'children', [
      { assumedMasterState: child, newDocumentState: { ...child, _deleted: true } },
    ]);

    expect(removal.statusCode).toBe(200);
    expect(await listed(parent.cookie)).toEqual([
      expect.objectContaining({ title: 'About the child', childId: null }),
    ]);
  });
});
