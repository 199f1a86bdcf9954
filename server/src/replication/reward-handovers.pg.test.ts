import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redemptionEntry } from '@sync/domain/redemption';
import { handoverDocument } from '@sync/domain/reward-handovers';
import { familyWithBoard } from '../../../tests/kit/server/family-with-board';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import {
  childDocument,
  create,
  ledgerEntry,
  pull,
  push,
  type Credential,
} from '../../../tests/kit/sync/sync-requests';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Documents = { documents: Record<string, unknown>[] };
const now = () => new Date().toISOString();

/** A family whose child Mia has 12 coins and a magic reward of 10, with a board paired to her. */
async function family() {
  const f = await familyWithBoard(testApp);
  const reward = {
    id: randomUUID(),
    familyId: f.familyId,
    childId: f.child.id,
    name: 'Sticker',
    pointCost: 10,
    createdAt: now(),
    updatedAt: now(),
  };
  await create(testApp.app, f.parent, 'magicRewards', [reward]);
  await create(testApp.app, f.parent, 'rewardTransactions', [
    ledgerEntry(f.familyId, f.child.id, 12, { activityType: 'system', description: 'Bonus' }),
  ]);
  return { ...f, reward };
}

type Family = Awaited<ReturnType<typeof family>>;

function redemption(f: Family, reward: Family['reward'] = f.reward) {
  const entry = redemptionEntry({
    id: randomUUID(),
    familyId: f.familyId,
    childId: reward.childId,
    reward,
    createdAt: now(),
  });
  return { ...entry, updatedAt: entry.createdAt };
}

function handover(f: Family, entry: ReturnType<typeof redemption>) {
  const document = handoverDocument({ redemption: entry, parentId: f.userId, givenAt: now() });
  return { ...document, updatedAt: document.givenAt };
}

async function balance(credential: Credential): Promise<unknown> {
  const [rewards] = (await pull(testApp.app, credential, 'rewards')).json<Documents>().documents;
  return rewards?.totalPoints;
}

describe('D-LEDGER-8: a parent redeems a reward for a child by the board’s rules', () => {
  it('takes a parent’s redemption the balance pays, and the board sees the coins go', async () => {
    const f = await family();
    await create(testApp.app, f.parent, 'rewardTransactions', [redemption(f)]);
    expect(await balance(f.board)).toBe(2);
  });

  it('refuses one the balance does not pay, with the board’s message, and writes nothing', async () => {
    const f = await family();
    await create(testApp.app, f.parent, 'rewardTransactions', [redemption(f)]);
    const second = await push(testApp.app, f.parent, 'rewardTransactions', [
      { assumedMasterState: null, newDocumentState: redemption(f) },
    ]);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ code: 'BAD_REQUEST', message: 'Not enough coins for this reward.' });
    expect(await balance(f.parent)).toBe(2);
  });

  it('refuses a redemption on another child’s reward, or one that gives coins', async () => {
    const f = await family();
    const sibling = childDocument(f.familyId, f.userId, { name: 'Ben' });
    await create(testApp.app, f.parent, 'children', [sibling]);
    const onMia = redemption(f);
    const forBen = await push(testApp.app, f.parent, 'rewardTransactions', [
      { assumedMasterState: null, newDocumentState: { ...onMia, childId: sibling.id, rewardId: sibling.id } },
    ]);
    expect(forBen.statusCode).toBe(403);
    const giving = await push(testApp.app, f.parent, 'rewardTransactions', [
      { assumedMasterState: null, newDocumentState: { ...redemption(f), points: 10 } },
    ]);
    expect(giving.statusCode).toBe(403);
    expect(await balance(f.parent)).toBe(12);
  });

  it('still lets a parent take coins below zero with a correction (D-LEDGER-6)', async () => {
    const f = await family();
    await create(testApp.app, f.parent, 'rewardTransactions', [
      ledgerEntry(f.familyId, f.child.id, -20, { activityType: 'system', description: 'Correction' }),
    ]);
    expect(await balance(f.parent)).toBe(-8);
  });
});

describe('R-HANDOVER: a parent’s "Given" on a redemption', () => {
  it('is one document from two phones, which the other parent device pulls', async () => {
    const f = await family();
    const entry = redemption(f);
    await create(testApp.app, f.board, 'rewardTransactions', [entry]);
    const first = handover(f, entry);
    await create(testApp.app, f.parent, 'rewardHandovers', [first]);
    // The second phone tapped Given offline a moment later: the same id, so the server's copy comes back.
    const again = await push(testApp.app, f.parent, 'rewardHandovers', [
      { assumedMasterState: null, newDocumentState: { ...handover(f, entry), givenAt: now() } },
    ]);
    expect(again.statusCode).toBe(200);
    const held = (await pull(testApp.app, f.parent, 'rewardHandovers')).json<Documents>().documents;
    expect(held).toEqual([expect.objectContaining({ id: first.id, transactionId: entry.id })]);
  });

  it('is never a board’s to read or write', async () => {
    const f = await family();
    const entry = redemption(f);
    await create(testApp.app, f.board, 'rewardTransactions', [entry]);
    expect((await pull(testApp.app, f.board, 'rewardHandovers')).statusCode).toBe(403);
    const written = await push(testApp.app, f.board, 'rewardHandovers', [
      { assumedMasterState: null, newDocumentState: handover(f, entry) },
    ]);
    expect(written.statusCode).toBe(403);
  });

  it('refuses a handover that names another child’s redemption', async () => {
    const f = await family();
    const entry = redemption(f);
    await create(testApp.app, f.parent, 'rewardTransactions', [entry]);
    const sibling = childDocument(f.familyId, f.userId, { name: 'Ben' });
    await create(testApp.app, f.parent, 'children', [sibling]);
    const answer = await push(testApp.app, f.parent, 'rewardHandovers', [
      { assumedMasterState: null, newDocumentState: { ...handover(f, entry), childId: sibling.id } },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toBe('This reward was chosen by another child.');
  });

  it('goes with its child when the child is removed (R-CHILD)', async () => {
    const f = await family();
    const entry = redemption(f);
    await create(testApp.app, f.parent, 'rewardTransactions', [entry]);
    await create(testApp.app, f.parent, 'rewardHandovers', [handover(f, entry)]);
    const [child] = (await pull(testApp.app, f.parent, 'children')).json<Documents>().documents;
    await push(testApp.app, f.parent, 'children', [
      {
        assumedMasterState: child ?? null,
        newDocumentState: { ...child, _deleted: true, updatedAt: now() },
      },
    ]);
    const held = (await pull(testApp.app, f.parent, 'rewardHandovers')).json<Documents>().documents;
    expect(held.map((document) => document._deleted)).toEqual([true]);
  });
});
