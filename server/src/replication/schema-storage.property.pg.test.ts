import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type CollectionName } from '@sync/protocol/collections';
import { arbitraryFromSchema, type ArbitraryOverrides } from '@sync/testing/schema-arbitrary';
import { familyWithBoard } from '../../../tests/kit/server/family-with-board';
import { PARENT_WRITTEN_COLLECTIONS } from '../../../tests/kit/server/whole-family';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import {
  create,
  ledgerEntry,
  pull,
  push,
  routineDocument,
  type Credential,
} from '../../../tests/kit/sync/sync-requests';
import { unstorableReason } from '../plugins/stored-json-safety';

// Class 2 of the hardening work, as a property: whatever a collection's schema accepts (and the boundary's
// check for what no request may hold, stored-json-safety.ts) is stored and pulled back as it was sent, on the
// embedded database and on Postgres. Every field comes from the schema itself; only what must name the
// family's own rows (references) is fixed.

/** Runs per collection; FUZZ_CASES raises it for a longer run. */
const RUNS = Number(process.env.FUZZ_CASES ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)$/;

/**
 * A document as compared: through JSON (what the wire carries), without the server's `updatedAt`, and with
 * each instant in one spelling — storage keeps the instant, and answers it in UTC (D-DATE-1).
 */
function comparable(document: Record<string, unknown>): unknown {
  const { updatedAt: _updatedAt, ...rest } = document;
  return JSON.parse(JSON.stringify(rest), (_key, value: unknown) =>
    typeof value === 'string' && INSTANT.test(value) ? new Date(value).toISOString() : value,
  );
}

interface Family {
  familyId: string;
  userId: string;
  parent: Credential;
  childId: string;
  routineId: string;
  choreId: string;
  magicRewardId: string;
  ledgerEntryId: string;
}

async function familyToWriteIn(testApp: TestApp): Promise<Family> {
  const f = await familyWithBoard(testApp);
  const now = new Date().toISOString();
  const routine = routineDocument(f.familyId, f.child.id);
  const chore = {
    id: randomUUID(),
    familyId: f.familyId,
    userId: f.userId,
    name: 'Feed the cat',
    frequency: 'daily',
    daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    createdAt: now,
    updatedAt: now,
  };
  const magicReward = {
    id: randomUUID(),
    familyId: f.familyId,
    childId: f.child.id,
    name: 'Zoo trip',
    pointCost: 50,
    createdAt: now,
    updatedAt: now,
  };
  await create(testApp.app, f.parent, 'routines', [routine]);
  await create(testApp.app, f.parent, 'chores', [chore]);
  await create(testApp.app, f.parent, 'magicRewards', [magicReward]);
  // A coin entry for the handovers to name.
  const entry = ledgerEntry(f.familyId, f.child.id, 5, { activityType: 'system', description: 'Bonus' });
  await create(testApp.app, f.parent, 'rewardTransactions', [entry]);
  return {
    familyId: f.familyId,
    userId: f.userId,
    parent: f.parent,
    childId: f.child.id,
    routineId: routine.id,
    choreId: chore.id,
    magicRewardId: magicReward.id,
    ledgerEntryId: entry.id,
  };
}

/** The fields that name the family's own rows, which a generated document must not invent. */
function references(f: Family): ArbitraryOverrides {
  return {
    id: fc.uuid({ version: 7 }),
    familyId: fc.constant(f.familyId),
    parentId: fc.constant(f.userId),
    userId: fc.constant(f.userId),
    childId: fc.constant(f.childId),
    rewardId: fc.constant(f.childId),
    assignedChildId: fc.constantFrom(f.childId, null),
    routineId: fc.constant(f.routineId),
    choreId: fc.constant(f.choreId),
    goalRewardId: fc.constantFrom(f.magicRewardId, null),
    transactionId: fc.constant(f.ledgerEntryId),
    _deleted: fc.constant(false),
    // What JSON Schema cannot say: a pipe (a start time is text, then a time of day) and a picture.
    startTime: fc.stringMatching(/^(?:[01]\d|2[0-3]):[0-5]\d$/),
    profilePicture: fc.oneof(
      fc.constant(null),
      fc
        .uint8Array({ minLength: 1, maxLength: 3000 })
        .map((bytes) => `data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}`),
    ),
  };
}

/**
 * A ledger entry a parent may write of any points: a bonus or a correction of the last week (D-LEDGER-6,
 * D-LEDGER-10). What a routine, a chore or a redemption may claim has its own tests (ledger-claims.pg.test.ts,
 * member-credits.pg.test.ts, reward-handovers.pg.test.ts).
 */
function aParentsAdjustment(): ArbitraryOverrides {
  const now = Date.now();
  return {
    activityType: fc.constant('system'),
    activityId: fc.constant(null),
    createdAt: fc.integer({ min: now - 6 * 86_400_000, max: now }).map((at) => new Date(at).toISOString()),
  };
}

/**
 * A routine's day a parent may record: any past day storage keeps, up to today (D-BLEDGER-8). What a day
 * ahead answers has its own tests (routine-instance-days.pg.test.ts).
 */
function aParentsDay(): ArbitraryOverrides {
  const firstDay = new Date('0001-01-01T00:00:00.000Z');
  return {
    date: fc
      .date({ min: firstDay, max: new Date(), noInvalidDate: true })
      .map((day) => day.toISOString().slice(0, 10)),
  };
}

async function pulledById(testApp: TestApp, f: Family, name: CollectionName, id: string) {
  let seq = 0;
  for (;;) {
    const page = (await pull(testApp.app, f.parent, name, seq)).json<{
      documents: Record<string, unknown>[];
      checkpoint: { seq: number };
    }>();
    const found = page.documents.find((document) => document.id === id);
    if (found !== undefined || page.documents.length === 0) return found;
    seq = page.checkpoint.seq;
  }
}

describe.each(process.env.TEST_DATABASE_URL ? (['embedded', 'Postgres'] as const) : (['embedded'] as const))(
  'what a schema accepts is stored and read back unchanged, on the %s database',
  (database) => {
    let testApp: TestApp;
    let family: Family;
    beforeAll(async () => {
      testApp = await createTestApp({ embedded: database === 'embedded' });
      family = await familyToWriteIn(testApp);
    });
    afterAll(() => testApp.close());

    it.each(PARENT_WRITTEN_COLLECTIONS)('%s', async (name) => {
      const schema = COLLECTIONS[name].schema;
      const documents = arbitraryFromSchema(schema, {
        ...references(family),
        ...(name === 'rewardTransactions' ? aParentsAdjustment() : {}),
        ...(name === 'routineInstances' ? aParentsDay() : {}),
      }).filter(
        (document) =>
          schema.safeParse(document).success &&
          unstorableReason(document) === null &&
          !(name === 'rewardTransactions' && document.points === 0),
      );
      await fc.assert(
        fc.asyncProperty(documents, async (document) => {
          const response = await push(testApp.app, family.parent, name, [
            { assumedMasterState: null, newDocumentState: document },
          ]);
          expect(response.statusCode, response.body).toBe(200);
          expect(response.json()).toEqual({ conflicts: [], alreadyApplied: [] });
          const stored = await pulledById(testApp, family, name, String(document.id));
          expect(stored).toBeDefined();
          expect(comparable(stored ?? {})).toEqual(comparable(schema.parse(document)));
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    });
  },
);
