// What a member may claim in a child's ledger (D-LEDGER-10, HOUSEHOLD-5): a caregiver, a co-parent and the
// owner are held to the rules a board is for the coins of a routine or a chore, and a caregiver's bonuses to
// the family's bound for the whole day. Runs on the embedded database, or on Postgres with TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@sync/domain/family-date';
import { routineInstanceId } from '@sync/domain/name-based-id';
import { newMember, newOwner, type Member } from '../../../tests/kit/server/households';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import {
  childDocument,
  create,
  ledgerEntry,
  pull,
  push,
  routineCredit,
  routineDocument,
} from '../../../tests/kit/sync/sync-requests';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
}, 180_000);
afterAll(() => testApp.close());

const today = () => new Date().toISOString().slice(0, 10);

/** An owner, a co-parent and a caregiver, two children, and a one-step routine of each (5 coins). */
async function household() {
  const owner = await newOwner(testApp.app);
  const people: Record<'owner' | 'parent' | 'caregiver', Member> = {
    owner,
    parent: await newMember(testApp.app, owner, 'parent'),
    caregiver: await newMember(testApp.app, owner, 'caregiver'),
  };
  const child = childDocument(owner.familyId, owner.id, { name: 'Maya' });
  const sibling = childDocument(owner.familyId, owner.id, { name: 'Leo' });
  await create(testApp.app, { cookie: owner.cookie }, 'children', [child, sibling]);
  const routine = routineDocument(owner.familyId, child.id);
  const siblingRoutine = routineDocument(owner.familyId, sibling.id);
  await create(testApp.app, { cookie: owner.cookie }, 'routines', [routine, siblingRoutine]);
  return { people, child, sibling, routine, siblingRoutine };
}

async function pushEntries(member: Member, entries: object[]) {
  return push(
    testApp.app,
    { cookie: member.cookie },
    'rewardTransactions',
    entries.map((entry) => ({
      assumedMasterState: null,
      newDocumentState: entry as Record<string, unknown>,
    })),
  );
}

async function balances(owner: Member): Promise<Record<string, number>> {
  const pulled = await pull(testApp.app, { cookie: owner.cookie }, 'rewards');
  const documents = pulled.json<{ documents: { childId: string; totalPoints: number }[] }>().documents;
  return Object.fromEntries(documents.map((rewards) => [rewards.childId, rewards.totalPoints]));
}

describe('D-LEDGER-10: a member’s routine coins are what the routine gives (the caregivers’ check let ticks through unchecked)', () => {
  it.each(['caregiver', 'parent', 'owner'] as const)(
    'refuses the %s’s credit of 100,000 coins for the child’s routine, for none, a made-up one or a sibling’s',
    async (role) => {
      const { people, child, routine, siblingRoutine } = await household();
      const credit = routineCredit(routine, today(), 100_000);
      const claims = [
        credit,
        { ...credit, activityId: null },
        { ...credit, activityId: randomUUID(), id: routineInstanceId(randomUUID(), today()) },
        { ...credit, activityId: siblingRoutine.id, id: routineInstanceId(siblingRoutine.id, today()) },
        { ...routineCredit(routine, today(), 5), points: -100_000 },
      ];
      for (const claim of claims) {
        const response = await pushEntries(people[role], [claim]);
        // Refused for good (403), or left waiting for what it names and never stored (409).
        expect([403, 409], `${claim.activityId}: ${response.body}`).toContain(response.statusCode);
      }
      expect((await balances(people.owner))[child.id] ?? 0).toBe(0);
    },
  );

  it('takes the credit the rules give from a caregiver, once, and refuses one dated in 2020', async () => {
    const { people, child, routine } = await household();
    const old = { ...routineCredit(routine, today(), 5), createdAt: '2020-01-01T12:00:00.000Z' };
    const refused = await pushEntries(people.caregiver, [old]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Coins can only be recorded for a day in the last week.',
    });
    expect((await pushEntries(people.caregiver, [routineCredit(routine, today(), 5)])).statusCode).toBe(200);
    expect(await balances(people.owner)).toMatchObject({ [child.id]: 5 });
  });

  it('keeps a parent’s bonus and correction possible, in a past week too, never days ahead', async () => {
    const { people, child } = await household();
    const doneBy = { kind: 'member', id: people.parent.id };
    const given = ledgerEntry(people.owner.familyId, child.id, 40, { description: 'Birthday', doneBy });
    const taken = ledgerEntry(people.owner.familyId, child.id, -15, { description: 'Too many', doneBy });
    expect((await pushEntries(people.parent, [given, taken])).statusCode).toBe(200);
    expect(await balances(people.owner)).toMatchObject({ [child.id]: 25 });
    // A correction may belong to a past week; a bonus dated days ahead is no real day (D-LEDGER-10).
    const lastMonth = { ...taken, id: randomUUID(), createdAt: `${addDays(today(), -30)}T12:00:00.000Z` };
    expect((await pushEntries(people.parent, [lastMonth])).statusCode).toBe(200);
    const ahead = { ...given, id: randomUUID(), createdAt: `${addDays(today(), 5)}T12:00:00.000Z` };
    expect((await pushEntries(people.parent, [ahead])).statusCode).toBe(403);
    expect(await balances(people.owner)).toMatchObject({ [child.id]: 10 });
  });
});

describe('HOUSEHOLD-5: a caregiver’s bonuses stay within the bound for the whole day', () => {
  const bonus = (caregiver: Member, childId: string, points: number) =>
    ledgerEntry(caregiver.familyId, childId, points, {
      description: 'Helped Grandma',
      doneBy: { kind: 'member', id: caregiver.id },
    });

  it('refuses twenty bonuses of 5 in one push against a bound of 5, whole', async () => {
    const { people, child } = await household();
    const twenty = Array.from({ length: 20 }, () => bonus(people.caregiver, child.id, 5));
    const response = await pushEntries(people.caregiver, twenty);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'ROLE_NOT_ALLOWED',
      message: "A caregiver can give a bonus of at most 5 coins a day, and today's is given.",
    });
    expect((await balances(people.owner))[child.id] ?? 0).toBe(0);
  });

  it('counts the bonuses given earlier that day, for each child apart', async () => {
    const { people, child, sibling } = await household();
    expect((await pushEntries(people.caregiver, [bonus(people.caregiver, child.id, 3)])).statusCode).toBe(
      200,
    );
    const more = await pushEntries(people.caregiver, [bonus(people.caregiver, child.id, 3)]);
    expect(more.json()).toEqual({
      code: 'ROLE_NOT_ALLOWED',
      message: 'A caregiver can give a bonus of at most 5 coins a day: 2 more today.',
    });
    expect((await pushEntries(people.caregiver, [bonus(people.caregiver, child.id, 2)])).statusCode).toBe(
      200,
    );
    expect((await pushEntries(people.caregiver, [bonus(people.caregiver, sibling.id, 5)])).statusCode).toBe(
      200,
    );
    expect(await balances(people.owner)).toMatchObject({ [child.id]: 5, [sibling.id]: 5 });
  });

  it('refuses a caregiver’s bonus dated on another day than today', async () => {
    const { people, child } = await household();
    const backdated = { ...bonus(people.caregiver, child.id, 5), createdAt: '2020-01-01T12:00:00.000Z' };
    const response = await pushEntries(people.caregiver, [backdated]);
    expect(response.json()).toEqual({
      code: 'ROLE_NOT_ALLOWED',
      message: 'A caregiver gives a bonus for today only.',
    });
  });

  it('refuses a caregiver’s bonus that does not say who gave it', async () => {
    const { people, child } = await household();
    const unsigned = { ...bonus(people.caregiver, child.id, 1), doneBy: null };
    const response = await pushEntries(people.caregiver, [unsigned]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ROLE_NOT_ALLOWED' });
  });
});
