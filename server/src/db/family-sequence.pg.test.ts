import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/kit/server/test-database';
import { lockFamily, reserveFamilySeq } from './family-sequence';
import type { OpenDatabase } from './open-database';

let database: OpenDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function newFamily(): Promise<string> {
  const row = await database.db
    .insertInto('families')
    .defaultValues()
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('reserveFamilySeq', () => {
  it('hands out consecutive blocks starting at 1 for a new family', async () => {
    const familyId = await newFamily();
    const first = await database.db.transaction().execute((trx) => reserveFamilySeq(trx, familyId, 3));
    const second = await database.db.transaction().execute((trx) => reserveFamilySeq(trx, familyId));
    expect([first, second]).toEqual([1, 4]);
  });

  it('keeps each family on its own clock', async () => {
    const a = await newFamily();
    const b = await newFamily();
    await database.db.transaction().execute((trx) => reserveFamilySeq(trx, a, 5));
    expect(await database.db.transaction().execute((trx) => reserveFamilySeq(trx, b))).toBe(1);
  });

  it('gives no number twice when writers of one family run at once', async () => {
    const familyId = await newFamily();
    const starts = await Promise.all(
      Array.from({ length: 8 }, () =>
        database.db.transaction().execute((trx) => reserveFamilySeq(trx, familyId, 2)),
      ),
    );
    expect([...starts].sort((x, y) => x - y)).toEqual([1, 3, 5, 7, 9, 11, 13, 15]);
  });

  it("takes the family's lock once per transaction, however many numbers it reserves", async () => {
    const familyId = await newFamily();
    const statements: string[] = [];
    const db = database.db.withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'RawNode') statements.push(args.node.sqlFragments.join('?'));
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    });
    const seqs = await db.transaction().execute(async (trx) => {
      await lockFamily(trx, familyId);
      return [await reserveFamilySeq(trx, familyId), await reserveFamilySeq(trx, familyId, 2)];
    });
    expect(seqs).toEqual([1, 2]);
    expect(statements.filter((text) => text.includes('pg_advisory_xact_lock'))).toHaveLength(1);
  });
});
