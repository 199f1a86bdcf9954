// R-FIRST-NEWEST (ADR 0085): a fresh device's first sync reads a collection newest first, so that today's
// documents arrive before the history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyWithBoard } from '../../../tests/kit/server/family-with-board';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import {
  childDocument,
  childrenWithLargestPictures,
  create,
  pull,
  pullNewest,
  routineDocument,
  type Credential,
} from '../../../tests/kit/sync/sync-requests';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

interface Page {
  documents: { id: string; name?: string }[];
  checkpoint: { seq: number; prunedThrough: number };
  before?: number;
  more?: true;
}

/** Every page of a newest-first walk of `collection`, `limit` documents a page. */
async function walk(credential: Credential, collection: string, limit: number): Promise<Page[]> {
  const pages: Page[] = [];
  let before: number | undefined;
  for (;;) {
    const response = await pullNewest(testApp.app, credential, collection, before, limit);
    expect(response.statusCode).toBe(200);
    const page = response.json<Page>();
    pages.push(page);
    if (page.before === undefined || (page.documents.length < limit && page.more !== true)) return pages;
    before = page.before;
  }
}

describe('a newest-first pull', () => {
  it('gives every document once, the last written first, and the highest sequence as the checkpoint', async () => {
    const f = await familyWithBoard(testApp);
    const routines = Array.from({ length: 7 }, (_, index) =>
      routineDocument(f.familyId, f.child.id, { name: `Routine ${index}` }),
    );
    // One push each, so each routine has its own sequence, in the order written.
    for (const routine of routines) await create(testApp.app, f.parent, 'routines', [routine]);
    const pages = await walk(f.parent, 'routines', 3);
    expect(pages.map((page) => page.documents.map((document) => document.name))).toEqual([
      ['Routine 6', 'Routine 5', 'Routine 4'],
      ['Routine 3', 'Routine 2', 'Routine 1'],
      ['Routine 0'],
    ]);
    // The oldest-first feed agrees on where the collection stands.
    const oldestFirst = (await pull(testApp.app, f.parent, 'routines', 0, 500)).json<Page>();
    expect(pages[0]?.checkpoint.seq).toBe(oldestFirst.checkpoint.seq);
    expect(pages.every((page) => page.before === undefined || page.before < page.checkpoint.seq + 1)).toBe(
      true,
    );
  });

  it('answers an empty collection with no documents and no place to go on from', async () => {
    const f = await familyWithBoard(testApp);
    const page = (await pullNewest(testApp.app, f.parent, 'alarms')).json<Page>();
    expect(page).toEqual({ documents: [], checkpoint: { seq: 0, prunedThrough: 0 } });
  });

  it("shows a board its own child's documents only, and no family another's", async () => {
    const f = await familyWithBoard(testApp);
    const sister = childDocument(f.familyId, f.userId, { name: 'Sister' });
    await create(testApp.app, f.parent, 'children', [sister]);
    await create(testApp.app, f.parent, 'routines', [
      routineDocument(f.familyId, f.child.id, { name: 'Mine' }),
      routineDocument(f.familyId, sister.id, { name: 'Hers' }),
    ]);
    const other = await familyWithBoard(testApp);
    await create(testApp.app, other.parent, 'routines', [
      routineDocument(other.familyId, other.child.id, { name: 'Theirs' }),
    ]);
    const board = (await pullNewest(testApp.app, f.board, 'routines')).json<Page>();
    expect(board.documents.map((document) => document.name)).toEqual(['Mine']);
    const parent = (await pullNewest(testApp.app, f.parent, 'routines')).json<Page>();
    expect(parent.documents.map((document) => document.name).sort()).toEqual(['Hers', 'Mine']);
  });

  it('refuses a board a collection a board never keeps, as the oldest-first pull does', async () => {
    const f = await familyWithBoard(testApp);
    const response = await pullNewest(testApp.app, f.board, 'coachConversations');
    expect(response.statusCode).toBe(403);
  });

  it('stops a page at the byte bound and says more follows', async () => {
    const f = await familyWithBoard(testApp);
    const ids = await childrenWithLargestPictures(testApp.app, f);
    const pages = await walk(f.parent, 'children', 500);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]?.more).toBe(true);
    expect(pages.flatMap((page) => page.documents.map((document) => document.id)).sort()).toEqual(ids.sort());
  });

  it.each(['0', '-3', 'soon'])('answers 400 with a message for before=%s', async (before) => {
    const f = await familyWithBoard(testApp);
    const response = await pullNewest(testApp.app, f.parent, 'routines', before);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).not.toBe('');
  });
});
