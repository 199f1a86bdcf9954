// Every writer of a coin-ledger entry against every kind of claim, by one rule table (D-LEDGER-10,
// D-BLEDGER-1…7, HOUSEHOLD-5): a board, a caregiver, a co-parent and the owner go through the same check of
// what an entry claims, and differ only in what their role may write. A refusal stores nothing; an accepted
// entry is stored once, however often it is pushed. Runs on the embedded database, or on Postgres with
// TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '@sync/protocol/errors';
import { routineInstanceId } from '@sync/domain/name-based-id';
import { redemptionEntry } from '@sync/domain/redemption';
import type { Doer } from '@sync/schemas/done-by';
import { newMember, newOwner, type Member } from '../../../tests/kit/server/households';
import { ledgerScene, type LedgerScene } from '../../../tests/kit/server/ledger-scene';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import {
  ledgerEntry,
  pull,
  push,
  routineCredit,
  type Credential,
} from '../../../tests/kit/sync/sync-requests';

let testApp: TestApp;
let people: Record<'owner' | 'parent' | 'caregiver' | 'stranger', Member>;
beforeAll(async () => {
  testApp = await createTestApp();
  const owner = await newOwner(testApp.app);
  people = {
    owner,
    parent: await newMember(testApp.app, owner, 'parent'),
    caregiver: await newMember(testApp.app, owner, 'caregiver'),
    stranger: await newMember(testApp.app, await newOwner(testApp.app), 'parent'),
  };
}, 180_000);
afterAll(() => testApp.close());

interface Writer {
  credential: Credential;
  /** How the writer names itself in `doneBy` (D-DONEBY-1): a board by its device, a member by their id. */
  doer: Doer;
}

const member = (person: Member): Writer => ({
  credential: { cookie: person.cookie },
  doer: { kind: 'member', id: person.id },
});

/** The table's columns, in order. */
const WRITERS = {
  'the child’s board': (s: LedgerScene): Writer => ({
    credential: s.childBoard.board,
    doer: { kind: 'board', id: s.childBoard.deviceId },
  }),
  'the sibling’s board': (s: LedgerScene): Writer => ({
    credential: s.siblingBoard.board,
    doer: { kind: 'board', id: s.siblingBoard.deviceId },
  }),
  'a caregiver': () => member(people.caregiver),
  'a co-parent': () => member(people.parent),
  'the owner': () => member(people.owner),
  'a parent of another family': () => member(people.stranger),
} as const;
type WriterName = keyof typeof WRITERS;

type Claim = (s: LedgerScene, doer: Doer) => Record<string, unknown>;

const credit: Claim = (s, doneBy) => ({ ...s.credit, doneBy });
const today = (s: LedgerScene) => s.credit.createdAt.slice(0, 10);
const creditOf =
  (routineId: string): Claim =>
  (s, doneBy) => ({
    ...credit(s, doneBy),
    id: routineInstanceId(routineId, today(s)),
    activityId: routineId,
  });
const bonus =
  (points: number, createdAt?: string): Claim =>
  (s, doneBy) =>
    ledgerEntry(s.familyId, s.child.id, points, {
      description: points > 0 ? 'Helped Grandma' : 'Counted twice',
      doneBy,
      ...(createdAt === undefined ? {} : { createdAt }),
    });
const creditDated =
  (date: string): Claim =>
  (s, doneBy) => ({ ...routineCredit(s.routine, date, 5), doneBy });

/** The claims, as the table's rows name them. */
const CLAIMS = {
  'the credit the rules give for the completed day': credit,
  'that credit inflated to 100,000 coins': (s, doer) => ({ ...credit(s, doer), points: 100_000 }),
  'that credit at -100,000 coins': (s, doer) => ({ ...credit(s, doer), points: -100_000 }),
  'that credit naming no routine': (s, doer) => ({ ...credit(s, doer), activityId: null }),
  'a credit of a routine nobody made': (s, doer) => creditOf(randomUUID())(s, doer),
  'a credit of the sibling’s routine': (s, doer) => creditOf(s.siblingRoutine.id)(s, doer),
  'a bonus within the caregiver’s bound': bonus(3),
  'a bonus above the caregiver’s bound': bonus(6),
  'a correction taking 3 coins back': bonus(-3),
  'a redemption the balance pays': (s, doneBy) => ({
    ...redemptionEntry({
      id: randomUUID(),
      familyId: s.familyId,
      childId: s.child.id,
      reward: s.reward,
      createdAt: new Date().toISOString(),
    }),
    doneBy,
    updatedAt: new Date().toISOString(),
  }),
  'a credit dated 2020-01-01': creditDated('2020-01-01'),
  'a credit dated 2099-01-01': creditDated('2099-01-01'),
  'a bonus dated 2020-01-01': bonus(3, '2020-01-01T12:00:00.000Z'),
  'a bonus dated 2099-01-01': bonus(3, '2099-01-01T12:00:00.000Z'),
} satisfies Record<string, Claim>;
type ClaimName = keyof typeof CLAIMS;

interface Answer {
  status: 200 | 403 | 409;
  code: ErrorCode | null;
  said: string;
}
const STORED: Answer = { status: 200, code: null, said: 'stored once' };
const FORBIDDEN: Answer = { status: 403, code: 'FORBIDDEN', said: 'refused, 403 FORBIDDEN' };
const ROLE: Answer = { status: 403, code: 'ROLE_NOT_ALLOWED', said: 'refused, 403 ROLE_NOT_ALLOWED' };
// What it names has not reached the server, as far as it knows: the writer tries again (D-BLEDGER-2).
const WAITS: Answer = { status: 409, code: 'CONFLICT', said: 'kept waiting, 409 CONFLICT' };

type Row = readonly [ClaimName, Answer, Answer, Answer, Answer, Answer, Answer];

/**
 * The rule table. Columns: the child's board, the sibling's board, a caregiver, a co-parent, the owner, a
 * parent of another family. A board writes only its own child's entries (R-BOARD) and another family's
 * child is refused for good (R-SCOPE), whatever the entry claims.
 */
const TABLE: readonly Row[] = [
  // D-BLEDGER-2, -6: the next credit of an instance, of what the routine gives, for a day it ran.
  ['the credit the rules give for the completed day', STORED, FORBIDDEN, STORED, STORED, STORED, FORBIDDEN],
  ['that credit inflated to 100,000 coins', FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN],
  ['that credit at -100,000 coins', FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN],
  // D-BLEDGER-1: a board never writes an entry that names nothing; for a member it follows no rule.
  ['that credit naming no routine', FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN],
  ['a credit of a routine nobody made', WAITS, FORBIDDEN, WAITS, WAITS, WAITS, FORBIDDEN],
  ['a credit of the sibling’s routine', FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN],
  // D-BLEDGER-1, D-LEDGER-6, HOUSEHOLD-5: bonuses and corrections are a member's; a caregiver's are bounded.
  ['a bonus within the caregiver’s bound', FORBIDDEN, FORBIDDEN, STORED, STORED, STORED, FORBIDDEN],
  ['a bonus above the caregiver’s bound', FORBIDDEN, FORBIDDEN, ROLE, STORED, STORED, FORBIDDEN],
  ['a correction taking 3 coins back', FORBIDDEN, FORBIDDEN, ROLE, STORED, STORED, FORBIDDEN],
  // D-BLEDGER-4, D-LEDGER-8: a board or a parent redeems; a caregiver does not spend (HOUSEHOLD-5).
  ['a redemption the balance pays', STORED, FORBIDDEN, ROLE, STORED, STORED, FORBIDDEN],
  // D-LEDGER-10: coins are dated near today, but a parent's bonus may belong to a past week.
  ['a credit dated 2020-01-01', FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN],
  ['a credit dated 2099-01-01', FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN],
  ['a bonus dated 2020-01-01', FORBIDDEN, FORBIDDEN, ROLE, STORED, STORED, FORBIDDEN],
  ['a bonus dated 2099-01-01', FORBIDDEN, FORBIDDEN, ROLE, FORBIDDEN, FORBIDDEN, FORBIDDEN],
];

const CASES = TABLE.flatMap(([claim, ...answers]) =>
  (Object.keys(WRITERS) as WriterName[]).map((writer, column) => {
    const answer = answers[column];
    if (answer === undefined) throw new Error(`no answer for ${writer} in the row of ${claim}`);
    return [writer, claim, answer.said, answer] as const;
  }),
);

async function pushEntry(credential: Credential, entry: Record<string, unknown>) {
  return push(testApp.app, credential, 'rewardTransactions', [
    { assumedMasterState: null, newDocumentState: entry },
  ]);
}

/** How many copies of the entry are stored, in the child's family or in the other one. */
async function storedCopies(id: unknown): Promise<number> {
  let copies = 0;
  for (const person of [people.owner, people.stranger]) {
    const pulled = await pull(testApp.app, { cookie: person.cookie }, 'rewardTransactions');
    copies += pulled.json<{ documents: { id: string }[] }>().documents.filter((d) => d.id === id).length;
  }
  return copies;
}

async function balanceOf(childId: string): Promise<number> {
  const pulled = await pull(testApp.app, { cookie: people.owner.cookie }, 'rewards');
  const documents = pulled.json<{ documents: { childId: string; totalPoints: number }[] }>().documents;
  return documents.find((rewards) => rewards.childId === childId)?.totalPoints ?? 0;
}

describe('D-LEDGER-10: every writer’s ledger entry is answered by one rule table', () => {
  it.each(CASES)('%s records %s: %s', async (writerName, claim, _said, answer) => {
    const s = await ledgerScene(testApp, people.owner);
    const writer = WRITERS[writerName](s);
    const entry: Record<string, unknown> = CLAIMS[claim](s, writer.doer);
    const before = await balanceOf(s.child.id);

    const response = await pushEntry(writer.credential, entry);
    const body = response.json<{ code?: ErrorCode; conflicts?: unknown[] }>();
    expect({ status: response.statusCode, code: body.code ?? null }, response.body).toEqual({
      status: answer.status,
      code: answer.code,
    });
    if (answer !== STORED) {
      expect(await storedCopies(entry.id)).toBe(0);
      expect(await balanceOf(s.child.id)).toBe(before);
      return;
    }
    expect(body.conflicts).toEqual([]);
    // A re-sent push (a reconnect, a retry) is the same entry, not a second one.
    expect((await pushEntry(writer.credential, entry)).statusCode).toBe(200);
    expect(await storedCopies(entry.id)).toBe(1);
    expect(await balanceOf(s.child.id)).toBe(before + Number(entry.points));
  });
});
