// @vitest-environment node
// The seeded sync fuzz test (issue 4; docs/house-style.md#models, after tldraw's): five real devices — a
// parent's phone and laptop, two boards of one child and a board of its sibling — make at least 200 random
// operations each against the real server while devices drop off the network, answers to committed
// pushes are lost and the server restarts. At the end every device must hold exactly what the server
// holds for it, no completion may be credited twice, no write the server committed may be lost, and no
// device may send a state again that it heard refused for good. A run with a caregiver's phone in place of
// the second board also holds the caregiver to what their role may claim.
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FUZZ_SEED, fuzzSeedFromEnv } from './seeded-random';
import { DEFAULT_LOAD } from './database-load';
import type * as PushModule from '../../server/src/replication/push';
import { OPS_PER_DEVICE, runFuzz, type FuzzOptions, type FuzzOutcome, type FuzzProgress } from './run';
import {
  commitAfterACutAnswer,
  overwriteWithoutTheConflictCheck,
} from './regression-commit-after-a-cut-answer';
import { replayAfterARevert } from './regression-replay-after-a-revert';
import { changeUndoneWhileADeletionWaits } from './regression-a-change-undone-while-a-deletion-waits';
import { changeAfterALostAnswer } from './regression-a-change-after-a-lost-answer';
import { pulledStatePushedBack } from './regression-pulled-state-pushed-back';
import { closeWhileAStreamConnects } from './regression-close-while-a-stream-connects';
import { startSyncServer } from '../kit/sync/sync-clients';

// The run learns what the server committed where it commits, not from the answers (server-pushes.ts,
// ADR 0052): every app the run builds pushes through this wrapper.
vi.mock('../../server/src/replication/push', async (importOriginal) => {
  const push = await importOriginal<typeof PushModule>();
  const { observedPushDocuments } = await import('./server-pushes');
  return { ...push, pushDocuments: observedPushDocuments(push.pushDocuments) };
});

/**
 * Seeds that always run. A seed that once failed stays here after its fix, so the bug cannot return
 * unnoticed. Another seed runs with FUZZ_SEED=<seed>.
 */
const REGRESSION_SEEDS: readonly number[] = [DEFAULT_FUZZ_SEED];

const seeds = [...new Set([fuzzSeedFromEnv(), ...REGRESSION_SEEDS])];

/**
 * Seeds that always run with the database kept busy (database-load.ts): the two that lost writes on a
 * busy Postgres before ADR 0052. FUZZ_LOAD_SEEDS=<seed>,<seed> runs others (a long run: docs/benchmarks.md).
 */
const LOAD_SEEDS: readonly number[] = [21, DEFAULT_FUZZ_SEED];

/** The seeds a comma-separated variable names, or undefined when it names none. */
function seedsFromEnv(text: string | undefined): readonly number[] | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  return text.split(',').map((part) => Number(part.trim()));
}

function loadSeedsFromEnv(env: NodeJS.ProcessEnv = process.env): readonly number[] {
  return seedsFromEnv(env.FUZZ_LOAD_SEEDS) ?? LOAD_SEEDS;
}
const loadSeeds = loadSeedsFromEnv();

/**
 * Seeds that run with a caregiver's phone in place of the second board (HOUSEHOLD-5, D-LEDGER-10): the
 * default seed, or FUZZ_CAREGIVER_SEEDS=<seed>,<seed>; with FUZZ_CAREGIVER_LOAD=1 the database is kept busy.
 */
const caregiverRuns = seedsFromEnv(process.env.FUZZ_CAREGIVER_SEEDS) ?? [DEFAULT_FUZZ_SEED];
const caregiverLoad = process.env.FUZZ_CAREGIVER_LOAD === '1' ? DEFAULT_LOAD : undefined;

// A run takes about a minute on two cores, and under load about as long on a quiet machine; on a machine
// busy with other work (another fuzz run, an outside pgbench) runs have taken up to 450 s. The limits leave
// room for that: a run is judged by what it finds, not by how long a busy machine made it take.
const RUN_TIMEOUT_MS = 600_000;
const LOAD_RUN_TIMEOUT_MS = 900_000;
// A run still going this long before its limit prints what it had done, since the test's own timeout
// would end it without a word.
const CUT_OFF_NOTICE_MS = 20_000;

/**
 * Runs one seed; a run that is still going near `limitMs` prints its steps so far and the refusals it met,
 * and fails with them, rather than being ended by the test's timeout with nothing said.
 */
async function runWithinLimit(seed: number, options: FuzzOptions, limitMs: number): Promise<FuzzOutcome> {
  const progress: FuzzProgress = { trace: [], refusals: 0 };
  let timer: NodeJS.Timeout | undefined;
  const cutOff = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const lines = [
        `I-FUZZ seed ${seed} cut off after ${Math.round((limitMs - CUT_OFF_NOTICE_MS) / 1000)} s: refusals ${progress.refusals}`,
        'last steps:',
        ...progress.trace.slice(-60),
      ].join('\n');
      console.log(lines);
      reject(new Error(lines));
    }, limitMs - CUT_OFF_NOTICE_MS);
  });
  try {
    return await Promise.race([runFuzz(seed, { ...options, progress }), cutOff]);
  } finally {
    clearTimeout(timer);
  }
}

/** The run's totals and problem counts, on one line. */
function totalsLine(seed: number, outcome: FuzzOutcome): string {
  const counts = [
    ...Object.entries(outcome.totals),
    ...Object.entries(outcome.problems).map(([name, list]) => [name, list.length]),
  ];
  return `I-FUZZ seed ${seed}: ${counts.map(([name, value]) => `${name} ${value}`).join(', ')}`;
}

/** The failure message: the seed to rerun, what went wrong, and the last steps before it. */
function report(seed: number, outcome: FuzzOutcome, load = false): string {
  const problems = Object.entries(outcome.problems).flatMap(([name, list]) =>
    list.map((line) => `${name}: ${line}`),
  );
  // The steps that touched each document named in a problem: what its devices did to it, and when.
  const named = [
    ...new Set(problems.flatMap((line) => [...line.matchAll(/\/([0-9a-f]{8})-/g)].map((m) => m[1]))),
  ];
  const steps = named
    .slice(0, 5)
    .flatMap((id) => [
      `steps on ${id}:`,
      ...outcome.trace.filter((line) => id !== undefined && line.includes(id)),
    ]);
  return [
    load
      ? `I-FUZZ failed under load with seed ${seed} (rerun: FUZZ_LOAD_SEEDS=${seed} npx vitest run tests/fuzz/sync-fuzz.test.ts -t "under load"; keep it in LOAD_SEEDS)`
      : `I-FUZZ failed with seed ${seed} (rerun: FUZZ_SEED=${seed} npx vitest run tests/fuzz/sync-fuzz.test.ts; keep it in REGRESSION_SEEDS)`,
    ...problems.slice(0, 20),
    problems.length > 20 ? `… and ${problems.length - 20} more` : '',
    ...steps,
    'last steps:',
    ...outcome.trace.slice(-40),
  ].join('\n');
}

describe('sync fuzz (I-FUZZ)', () => {
  it.each(seeds)(
    'I-FUZZ-1: with seed %i, five devices × 200 operations through disconnects, lost answers and restarts end equal to the server, with no lost write or duplicated coin (M-CONVERGE-1, D-LEDGER-1, R-PUSH)',
    async (seed) => {
      const outcome = await runWithinLimit(seed, {}, RUN_TIMEOUT_MS);
      const { totals } = outcome;
      console.log(totalsLine(seed, outcome));
      const failed = Object.values(outcome.problems).some((list) => list.length > 0);
      // Printed as soon as the run ends, so a long run of many seeds keeps what each found.
      if (failed) console.log(report(seed, outcome));
      expect(failed, report(seed, outcome)).toBe(false);
      expect(totals.operations).toBeGreaterThanOrEqual(5 * OPS_PER_DEVICE);
      expect(totals.restarts).toBeGreaterThan(0);
    },
    RUN_TIMEOUT_MS,
  );

  it.each(loadSeeds)(
    'I-FUZZ-1: with seed %i and the database kept busy under load, restarts stuck closing lose no write and count no coin twice (M-CONVERGE-1, D-LEDGER-1, R-PUSH)',
    async (seed) => {
      const outcome = await runWithinLimit(seed, { load: DEFAULT_LOAD }, LOAD_RUN_TIMEOUT_MS);
      const { totals } = outcome;
      console.log(`${totalsLine(seed, outcome)} (under load)`);
      const failed = Object.values(outcome.problems).some((list) => list.length > 0);
      if (failed) console.log(report(seed, outcome, true));
      expect(failed, report(seed, outcome, true)).toBe(false);
      expect(totals.operations).toBeGreaterThanOrEqual(5 * OPS_PER_DEVICE);
      expect(totals.loadTransactions, 'the load committed no transaction').toBeGreaterThan(0);
    },
    LOAD_RUN_TIMEOUT_MS,
  );

  it.each(caregiverRuns)(
    "I-FUZZ-9: with seed %i and a caregiver's phone in place of the second board, every refusal the caregiver is told is one the rules give, and the bonuses kept stay within the day's bound (HOUSEHOLD-5, D-LEDGER-10, R-REFUSED-1)",
    async (seed) => {
      const options = { caregiver: true, ...(caregiverLoad === undefined ? {} : { load: caregiverLoad }) };
      const limit = caregiverLoad === undefined ? RUN_TIMEOUT_MS : LOAD_RUN_TIMEOUT_MS;
      const outcome = await runWithinLimit(seed, options, limit);
      console.log(
        `${totalsLine(seed, outcome)} (a caregiver${caregiverLoad === undefined ? '' : ', under load'})`,
      );
      const failed = Object.values(outcome.problems).some((list) => list.length > 0);
      if (failed) console.log(report(seed, outcome, caregiverLoad !== undefined));
      expect(failed, report(seed, outcome, caregiverLoad !== undefined)).toBe(false);
      expect(outcome.totals.operations).toBeGreaterThanOrEqual(5 * OPS_PER_DEVICE);
      expect(outcome.totals.bonuses, 'the caregiver gave no bonus').toBeGreaterThan(0);
    },
    LOAD_RUN_TIMEOUT_MS,
  );

  // Found by I-FUZZ-1 under load (seeds 21 and 20240611 on a busy Postgres, on every such run): a push
  // whose connection a stuck shutdown cut commits after all, and the checker, which counted commits from
  // the answers, took the next write for one that overwrote it unseen (ADR 0052).
  it('I-FUZZ-4: a push that commits after a stuck shutdown cut its answer counts as committed, so the write built on it is no lost write (R-PUSH)', async () => {
    const verdict = await commitAfterACutAnswer();
    expect(verdict.finalName).toBe('Before school');
    expect(verdict.committed, 'the insert, the cut rename and the next rename').toBe(3);
    expect(verdict.problem).toBeUndefined();
  }, 60_000);

  it('I-FUZZ-5: the lost-write check still catches a push the server applied without its conflict check (planted defect)', async () => {
    const verdict = await overwriteWithoutTheConflictCheck();
    expect(verdict.finalName, "the laptop's stale copy overwrote the phone's rename").toBe('Morning');
    expect(verdict.problem).toMatch(/overwritten without a conflict/);
  }, 60_000);

  // Found by I-FUZZ-1's lost-write check under load (seed 3 on a busy Postgres, once: the two steps of a
  // pull's storing must straddle a resync of the push), kept as this deterministic case (ADR 0069).
  it("I-FUZZ-6: a pulled copy stored just before its confirmed state is not pushed back over the device's own later write (R-PUSH-PULLED)", async () => {
    const verdict = await pulledStatePushedBack();
    expect(verdict.nameAfterTheSlowPull, 'the slow pull stored its older copy').toBe('Before school');
    expect(verdict.pushedThePulledCopy, 'the pulled copy was pushed').toBe(false);
    expect(verdict.finalName, "the phone's acknowledged rename was undone").toBe('After breakfast');
    expect(verdict.problem).toBeUndefined();
  }, 60_000);

  // Found by the restarts of I-FUZZ-1 (seed 7 on Postgres stalled there in 2 runs of 5; the race depends
  // on timing, not on the seed, so it is kept as this deterministic case). The fuzz run cuts a stuck
  // shutdown's connections after a grace period, as main.ts's close-with-grace would by exiting.
  it('I-FUZZ-2: closing the server ends a change stream that finished connecting while it was closing (R-STREAM)', async () => {
    const server = await startSyncServer();
    try {
      const closedAfterMs = await closeWhileAStreamConnects(server, 3_000);
      expect(closedAfterMs, 'the app was still closing after 3 s').toBeTypeOf('number');
    } finally {
      await server.close();
    }
  }, 30_000);

  // Found by I-FUZZ-1's lost-write check (seed 12 on Postgres, in 1 run of 4: it needs a reward toggled
  // back while a device whose answer was lost is offline), kept as this deterministic case (ADR 0013).
  it('I-FUZZ-3: a push re-sent after its answer was lost does not undo a later write that put the document back as it was (R-PUSH)', async () => {
    const reward = await replayAfterARevert();
    expect(reward.server?.isActive, "the laptop's acknowledged write was undone").toBe(true);
    expect(reward.phone?.isActive, 'the phone kept its own old change').toBe(true);
  }, 60_000);

  // Found by I-FUZZ-1's convergence check (seed 20240611, in 1 run of 10: the laptop switched a reward off
  // and on again offline while the phone deleted it), kept as this deterministic case (ADR 0084).
  it('I-FUZZ-7: a change put back as it was while a deletion waited still lets the deletion reach the device (M-CONVERGE-1, M-DELETE-1)', async () => {
    const reward = await changeUndoneWhileADeletionWaits();
    expect(reward.laptopAfterThePull?.isActive, 'the pull left the laptop its unsent change').toBe(false);
    expect(reward.server?._deleted, "the phone's deletion stands on the server").toBe(true);
    expect(reward.laptop, 'the laptop still shows the deleted reward').toBeUndefined();
  }, 60_000);

  // Found with I-FUZZ-7's case (seed 20240611: a task added, its answer lost, and the task removed before
  // the push went again), kept as this deterministic case (ADR 0084).
  it("I-FUZZ-8: a change made while the answer to the device's previous push was lost is kept, even when it puts the document back (R-PUSH, M-CONFIG-1)", async () => {
    const reward = await changeAfterALostAnswer();
    expect(reward.server?.pointCost, "the laptop's second price was undone").toBe(20);
    expect(reward.laptop?.pointCost, 'the laptop ends as the server').toBe(20);
  }, 60_000);
});
