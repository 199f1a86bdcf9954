import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyWithBoard } from '../../../tests/kit/server/family-with-board';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { create, pull, push } from '../../../tests/kit/sync/sync-requests';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Documents = { documents: Record<string, unknown>[] };

/** A family with a child, a board paired to the child, and one conversation with Nia about the child. */
async function family() {
  const { familyId, parent, board, child } = await familyWithBoard(testApp);
  const user = { familyId };
  const now = new Date().toISOString();
  const conversation = {
    id: randomUUID(),
    familyId: user.familyId,
    title: 'Bedtime battles',
    childId: child.id,
    messages: [{ id: 'q1', role: 'parent', text: 'Bedtime takes an hour.', at: now }],
    createdAt: now,
    updatedAt: now,
  };
  await create(testApp.app, parent, 'coachConversations', [conversation]);
  return { parent, board, child, conversation };
}

describe("the family's conversations with Nia (ADR 0043)", () => {
  it("reach the family's parent devices with their messages, about the child they were asked about", async () => {
    const { parent, child, conversation } = await family();
    const [pulled] = (await pull(testApp.app, parent, 'coachConversations')).json<Documents>().documents;
    expect(pulled).toMatchObject({
      id: conversation.id,
      childId: child.id,
      messages: [{ id: 'q1', role: 'parent', text: 'Bedtime takes an hour.', source: null, routines: [] }],
    });
  });

  it('are never given to a board, even one paired to the child they are about, and a board cannot write one', async () => {
    const { board, conversation } = await family();
    const pulled = await pull(testApp.app, board, 'coachConversations');
    expect(pulled.statusCode).toBe(403);
    const pushed = await push(testApp.app, board, 'coachConversations', [
      { assumedMasterState: null, newDocumentState: { ...conversation, id: randomUUID(), _deleted: false } },
    ]);
    expect(pushed.statusCode).toBe(403);
  });

  it("are another family's to see only if it is theirs", async () => {
    await family();
    const stranger = await family();
    const seen = (await pull(testApp.app, stranger.parent, 'coachConversations')).json<Documents>().documents;
    expect(seen.map((document) => document.id)).toEqual([stranger.conversation.id]);
  });

  it("stay when their child's profile is removed, about no child in particular", async () => {
    const { parent, conversation } = await family();
    const [child] = (await pull(testApp.app, parent, 'children')).json<Documents>().documents;
    if (!child) throw new Error('the child did not arrive');
    const removed = await push(testApp.app, parent, 'children', [
      { assumedMasterState: child, newDocumentState: { ...child, _deleted: true } },
    ]);
    expect(removed.statusCode, removed.body).toBe(200);
    const [kept] = (await pull(testApp.app, parent, 'coachConversations')).json<Documents>().documents;
    expect(kept).toMatchObject({ id: conversation.id, childId: null, _deleted: false });
  });
});
