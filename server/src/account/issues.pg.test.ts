import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithConsent } from '../../../tests/kit/server/accounts';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { seedWholeFamily } from '../../../tests/kit/server/whole-family';
import { pull, push } from '../../../tests/kit/sync/sync-requests';
import { ISSUE_ID_TAKEN } from './issues';

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

describe('POST /api/issues sent again (ADR 0049)', () => {
  it('answers a request sent again with its id as the first was, storing one', async () => {
    const parent = await newParent();
    const request = { id: randomUUID(), title: 'The board froze', description: 'At 1:00.' };
    const first = await send(parent.cookie, request);
    expect(first.statusCode).toBe(201);
    expect(first.json<Issue>().id).toBe(request.id);
    const again = await send(parent.cookie, request);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await listed(parent.cookie)).toEqual([first.json()]);
  });

  it('stores one request when the same one arrives twice at once (a double click)', async () => {
    const parent = await newParent();
    const request = { id: randomUUID(), title: 'Twice', description: 'Sent twice.' };
    const answers = await Promise.all([send(parent.cookie, request), send(parent.cookie, request)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[1]?.json()).toEqual(answers[0]?.json());
    expect(await listed(parent.cookie)).toHaveLength(1);
  });

  it("refuses another parent's request id with 409, showing nothing of that request", async () => {
    const owner = await newParent();
    const request = { id: randomUUID(), title: 'Mine', description: 'Private.' };
    expect((await send(owner.cookie, request)).statusCode).toBe(201);
    const other = await newParent();
    const response = await send(other.cookie, { ...request, title: 'Yours?' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: ISSUE_ID_TAKEN });
    expect(await listed(other.cookie)).toEqual([]);
  });

  it('refuses an id that is not a UUID with 400', async () => {
    const parent = await newParent();
    const response = await send(parent.cookie, { id: 'abc', title: 'T', description: 'D' });
    expect(response.statusCode).toBe(400);
    expect(await listed(parent.cookie)).toEqual([]);
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
