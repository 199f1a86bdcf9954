import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH, PICTURE_MAX_LENGTH } from '../../../sync/domain/limits';
import { MESSAGES } from '../../../sync/schemas/messages';
import { familyWithBoard } from '../../../tests/kit/server/family-with-board';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { childDocument, push, routineDocument } from '../../../tests/kit/sync/sync-requests';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function rowCount(table: 'routines' | 'children'): Promise<number> {
  const rows = await testApp.database.db.selectFrom(table).select('id').execute();
  return rows.length;
}

const photo = (length: number) =>
  `data:image/jpeg;base64,${'A'.repeat(length - 'data:image/jpeg;base64,'.length)}`;

// Class 3 of the hardening work: names of 400 KB and documents of about 1 MB used to be stored and then sent
// to every device of the family on each pull.
describe('a push past a size limit is refused with 400 and its message, and nothing is written', () => {
  it('refuses a routine named with 400 KB of text', async () => {
    const f = await familyWithBoard(testApp);
    const before = await rowCount('routines');
    const response = await push(testApp.app, f.parent, 'routines', [
      {
        assumedMasterState: null,
        newDocumentState: routineDocument(f.familyId, f.child.id, { name: 'a'.repeat(400_000) }),
      },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(MESSAGES.nameTooLong);
    expect(await rowCount('routines')).toBe(before);
  });

  it('refuses a child whose picture is larger than the cap, and keeps one at the cap', async () => {
    const f = await familyWithBoard(testApp);
    const before = await rowCount('children');
    const tooLarge = await push(testApp.app, f.parent, 'children', [
      {
        assumedMasterState: null,
        newDocumentState: childDocument(f.familyId, f.userId, { profilePicture: photo(1_000_000) }),
      },
    ]);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json<{ message: string }>().message).toContain(MESSAGES.pictureInvalid);
    expect(await rowCount('children')).toBe(before);

    const atCap = await push(testApp.app, f.parent, 'children', [
      {
        assumedMasterState: null,
        newDocumentState: childDocument(f.familyId, f.userId, {
          name: 'n'.repeat(NAME_MAX_LENGTH),
          profilePicture: photo(PICTURE_MAX_LENGTH),
        }),
      },
    ]);
    expect(atCap.statusCode).toBe(200);
    expect(await rowCount('children')).toBe(before + 1);
  });
});
