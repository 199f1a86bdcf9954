import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NAME_MAX_LENGTH,
  PICTURE_MAX_LENGTH,
  ROUTINE_TASKS_MAX,
  STEP_PHOTO_MAX_LENGTH,
} from '@sync/domain/limits';
import { PULL_PAGE_MAX_BYTES } from '@sync/protocol/request-size';
import { MESSAGES } from '@sync/schemas/messages';
import { familyWithBoard } from '../../../tests/kit/server/family-with-board';
import { rowCount } from '../../../tests/kit/server/row-count';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import {
  childDocument,
  childrenWithLargestPictures,
  pictureOfLength,
  pull,
  push,
  routineDocument,
} from '../../../tests/kit/sync/sync-requests';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

// Class 3 of the hardening work: names of 400 KB and documents of about 1 MB used to be stored and then sent
// to every device of the family on each pull.
describe('V-SIZE-1, V-SIZE-2: a push past a size limit is refused with 400 and its message, and nothing is written', () => {
  it('refuses a routine named with 400 KB of text', async () => {
    const f = await familyWithBoard(testApp);
    const before = await rowCount(testApp.database.db, 'routines');
    const response = await push(testApp.app, f.parent, 'routines', [
      {
        assumedMasterState: null,
        newDocumentState: routineDocument(f.familyId, f.child.id, { name: 'a'.repeat(400_000) }),
      },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(MESSAGES.nameTooLong);
    expect(await rowCount(testApp.database.db, 'routines')).toBe(before);
  });

  it('refuses a child whose picture is larger than the cap, and keeps one at the cap', async () => {
    const f = await familyWithBoard(testApp);
    const before = await rowCount(testApp.database.db, 'children');
    const tooLarge = await push(testApp.app, f.parent, 'children', [
      {
        assumedMasterState: null,
        newDocumentState: childDocument(f.familyId, f.userId, { profilePicture: pictureOfLength(1_000_000) }),
      },
    ]);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json<{ message: string }>().message).toContain(MESSAGES.pictureInvalid);
    expect(await rowCount(testApp.database.db, 'children')).toBe(before);

    const atCap = await push(testApp.app, f.parent, 'children', [
      {
        assumedMasterState: null,
        newDocumentState: childDocument(f.familyId, f.userId, {
          name: 'n'.repeat(NAME_MAX_LENGTH),
          profilePicture: pictureOfLength(PICTURE_MAX_LENGTH),
        }),
      },
    ]);
    expect(atCap.statusCode).toBe(200);
    expect(await rowCount(testApp.database.db, 'children')).toBe(before + 1);
  });
});

describe('V-ROUTINE-7: a step photo is bounded so that a routine of forty still syncs', () => {
  const steps = (photoLength: number) =>
    Array.from({ length: ROUTINE_TASKS_MAX }, (_, index) => ({
      id: `0190b7a0-0000-7000-8000-${String(index).padStart(12, '0')}`,
      name: `Step ${index + 1}`,
      duration: 1,
      icon: 'toothbrush',
      photo: pictureOfLength(photoLength),
      completed: false,
    }));

  it('refuses a step photo past its bound with 400 and the message, and writes nothing', async () => {
    const f = await familyWithBoard(testApp);
    const before = await rowCount(testApp.database.db, 'routines');
    const tasks = [
      {
        name: 'Brush teeth',
        duration: 2,
        icon: 'toothbrush',
        photo: pictureOfLength(STEP_PHOTO_MAX_LENGTH + 4),
      },
    ];
    const response = await push(testApp.app, f.parent, 'routines', [
      { assumedMasterState: null, newDocumentState: routineDocument(f.familyId, f.child.id, { tasks }) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(
      "A step's photo must be a JPEG, PNG or WebP image of at most 9 KB",
    );
    expect(await rowCount(testApp.database.db, 'routines')).toBe(before);
  });

  it('keeps forty steps with photos at the bound, takes a change sent with its assumed state, and pulls them back', async () => {
    const f = await familyWithBoard(testApp);
    const routine = routineDocument(f.familyId, f.child.id, { tasks: steps(STEP_PHOTO_MAX_LENGTH) });
    const created = await push(testApp.app, f.parent, 'routines', [
      { assumedMasterState: null, newDocumentState: routine },
    ]);
    expect(created.statusCode).toBe(200);
    const [stored] = (await pull(testApp.app, f.parent, 'routines', 0, 50)).json<{
      documents: { name: string; tasks: { photo?: string }[] }[];
    }>().documents;
    if (!stored) throw new Error('the routine was not pulled back');
    expect(stored.tasks.map((task) => task.photo?.length)).toEqual(
      Array(ROUTINE_TASKS_MAX).fill(STEP_PHOTO_MAX_LENGTH),
    );

    const changed = await push(testApp.app, f.parent, 'routines', [
      { assumedMasterState: stored, newDocumentState: { ...stored, name: 'Long morning' } },
    ]);
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ conflicts: unknown[] }>().conflicts).toEqual([]);
  });
});

describe('R-PULL-BYTES: a pull is bounded by bytes as well as by count', () => {
  it('sends 30 children with the largest pictures in pages of about 2 MiB, each saying more follows, and misses none', async () => {
    const f = await familyWithBoard(testApp);
    const ids = await childrenWithLargestPictures(testApp.app, f);

    const pages: { count: number; bytes: number; more: boolean | undefined }[] = [];
    const seen: string[] = [];
    let seq = 0;
    for (;;) {
      const response = await pull(testApp.app, f.parent, 'children', seq, 500);
      const page = response.json<{
        documents: { id: string }[];
        checkpoint: { seq: number };
        more?: boolean;
      }>();
      pages.push({ count: page.documents.length, bytes: response.body.length, more: page.more });
      seen.push(...page.documents.map((document) => document.id));
      if (page.more !== true) break;
      seq = page.checkpoint.seq;
    }

    expect(seen.sort()).toEqual([...ids].sort());
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages.slice(0, -1)) {
      expect(page.more).toBe(true);
      expect(page.count).toBeLessThan(31);
      // The page stops after the document that reaches the bound: at most the bound and one document.
      expect(page.bytes).toBeLessThan(PULL_PAGE_MAX_BYTES + 2 * PICTURE_MAX_LENGTH);
    }
    expect(pages.at(-1)?.more).toBeUndefined();
  });

  it('says nothing of more when a page of small documents ends for want of them', async () => {
    const f = await familyWithBoard(testApp);
    const page = (await pull(testApp.app, f.parent, 'children', 0, 500)).json<Record<string, unknown>>();
    expect(page).not.toHaveProperty('more');
  });
});
