// `npm run bench:board`: the child's board against the goals of issue #12. Builds the client, starts one
// server process on a throwaway Postgres database (TEST_DATABASE_URL or DATABASE_URL, default the local
// server), pairs tablets in Chromium through the board's setup screen, and prints a Markdown report for
// docs/benchmarks.md: the JavaScript before the board's first paint, a cold open offline, the countdown
// after a sleep, board → parent propagation, and the heap over a fast-forwarded day. `--quick` (or
// BENCH_QUICK=1): one cold open, five completions and two fast-forwarded hours; `--smoke` (BENCH_SMOKE=1):
// two completions and half an hour from 06:55 (scripts/bench/quick.ts);
// BENCH_SKIP_BUILD uses the client build already in client/dist.
import { execSync } from 'node:child_process';
import os from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { ROUTINE_TASKS_MAX } from '@sync/domain/limits';
import { chromiumArgs, chromiumPath } from '../../tests/e2e/chromium-path';
import { measureColdOpens } from './board-cold-open';
import { measureDay } from './board-day';
import { measurePropagation } from './board-propagation';
import { boardReport } from './board-report';
import { measureBoardScripts } from './board-scripts';
import {
  addChild,
  pairBoard,
  pushNew,
  startBoardStage,
  startTheBoard,
  utcTime,
  type BoardStage,
} from './board-stage';
import { measureTimer } from './board-timer';
import { benchFinished, quick, skipBuild, smoke } from './quick';

const serverUrl =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const COLD_OPENS = quick ? 1 : Number(process.env.BENCH_ROUNDS ?? 10);
/** The long routine is one of the largest a parent can make (sync/SPEC.md: at most 40 steps). */
const MAX_STEPS = ROUTINE_TASKS_MAX;
const COMPLETIONS = quick ? (smoke ? 2 : 5) : Number(process.env.BENCH_COMPLETIONS ?? MAX_STEPS);
if (!Number.isInteger(COMPLETIONS) || COMPLETIONS < 1 || COMPLETIONS > MAX_STEPS) {
  throw new Error(`BENCH_COMPLETIONS must be a whole number from 1 to ${MAX_STEPS}, a routine's most steps`);
}
const DAY_HOURS = quick ? (smoke ? 0.5 : 2) : Number(process.env.BENCH_DAY_HOURS ?? 24);
// The smoke run's half hour starts just before the first routine and its alarm, so it still meets both.
const DAY_STARTS_AT = smoke ? '06:55' : '06:00';
const root = join(import.meta.dirname, '../..');
const tablet = { width: 1280, height: 800 };

async function tabletContext(browser: Browser, clockAt?: Date): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: tablet, timezoneId: 'UTC', reducedMotion: 'reduce' });
  // tsx compiles with esbuild's keepNames, which wraps functions passed to the page in a `__name` helper
  // that exists only in Node: the page gets a stand-in.
  await context.addInitScript('window.__name = (fn) => fn;');
  if (clockAt !== undefined) await context.clock.install({ time: clockAt });
  return context;
}

/** Goals 1, 2 and 4 on one real-time board, whose long routine started two minutes ago. */
async function realTimeBoard(stage: BoardStage, browser: Browser) {
  const stepNames = Array.from({ length: COMPLETIONS }, (_, index) => `Step ${index + 1}`);
  const child = await addChild(stage, {
    name: 'Mia',
    routines: [
      {
        name: 'Big morning',
        startTime: utcTime(new Date(Date.now() - 2 * 60_000)),
        tasks: stepNames.map((name) => ({ name, duration: 1, icon: 'star' })),
      },
    ],
  });
  const context = await tabletContext(browser);
  try {
    const paired = await pairBoard(stage, context, child.childId);
    const boardUrl = paired.url();
    // Whenever the run falls, the board is measured as by day: a grown-up has turned its night veil off
    // (the board's own setting, kept on the tablet).
    await paired.evaluate(() =>
      localStorage.setItem(
        'brightday.board-preferences',
        JSON.stringify({ nightDim: { enabled: false, from: '19:30', to: '06:30' } }),
      ),
    );
    await paired.reload();
    await startTheBoard(paired);
    const scripts = await measureBoardScripts(paired, boardUrl, join(root, 'client/dist'));
    const cold = await measureColdOpens(context, paired, boardUrl, COLD_OPENS);
    await context.setOffline(false);
    const board = cold.page;
    await board.evaluate(() => window.dispatchEvent(new Event('online')));
    await startTheBoard(board);
    await board
      .getByRole('status')
      .filter({ hasText: /^Offline/ })
      .waitFor({ state: 'hidden', timeout: 30_000 });
    const propagation = await measurePropagation(stage, board, child.routineIds[0] ?? '', stepNames);
    return {
      scripts,
      coldOpens: cold.rounds,
      throttledColdOpens: cold.throttledRounds,
      coldOpensWithoutSnapshot: cold.withoutSnapshot,
      throttledColdOpensWithoutSnapshot: cold.throttledWithoutSnapshot,
      propagation,
    };
  } finally {
    await context.close();
  }
}

/** Goal 3 on a board whose clock is held at 10:00 today, a 40-minute step under way. */
async function timerBoard(stage: BoardStage, browser: Browser, today: string) {
  const child = await addChild(stage, {
    name: 'Leo',
    routines: [
      {
        name: 'Tower time',
        startTime: '09:58',
        tasks: [{ name: 'Build the tower', duration: 40, icon: 'blocks' }],
      },
    ],
  });
  const context = await tabletContext(browser, new Date(`${today}T10:00:00Z`));
  try {
    const board = await pairBoard(stage, context, child.childId);
    await startTheBoard(board);
    return await measureTimer(board, 'Build the tower', 40);
  } finally {
    await context.close();
  }
}

/** Goal 5 on a board whose clock starts at 06:00 today: three routines and three alarms a day. */
async function dayBoard(stage: BoardStage, browser: Browser, today: string) {
  const steps = (names: string[]) => names.map((name) => ({ name, duration: 5, icon: 'star' }));
  const child = await addChild(stage, {
    name: 'Noor',
    routines: [
      {
        name: 'Morning routine',
        startTime: '07:00',
        tasks: steps(['Brush teeth', 'Get dressed', 'Breakfast']),
      },
      { name: 'After school', startTime: '15:30', tasks: steps(['Wash hands', 'Snack', 'Reading']) },
      { name: 'Bedtime', startTime: '19:30', tasks: steps(['Bath', 'Pyjamas', 'Story']) },
    ],
    alarms: ['07:15', '12:00', '20:00'],
  });
  const context = await tabletContext(browser, new Date(`${today}T${DAY_STARTS_AT}:00Z`));
  try {
    const board = await pairBoard(stage, context, child.childId);
    // Before seven in the morning no routine is under way yet: the clock is what the board shows.
    await board.getByRole('button', { name: 'Tap to start the board' }).click({ timeout: 30_000 });
    await board.getByTestId('board-clock').waitFor();
    // Every two hours the parent adds a reward from another device: the board receives it by sync.
    const parentChange = async (hour: number) => {
      const stamp = new Date().toISOString();
      await pushNew(stage, 'magicRewards', [
        {
          id: crypto.randomUUID(),
          familyId: stage.familyId,
          childId: child.childId,
          name: `Surprise ${hour}`,
          pointCost: 5,
          createdAt: stamp,
          updatedAt: stamp,
        },
      ]);
    };
    return await measureDay(context, board, parentChange, DAY_HOURS);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  if (!skipBuild) execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
  const uptimeBefore = execSync('uptime').toString().trim();
  const stage = await startBoardStage(serverUrl);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
    headless: true,
  });
  try {
    const today = new Date().toISOString().slice(0, 10);
    const realTime = await realTimeBoard(stage, browser);
    const timer = await timerBoard(stage, browser, today);
    const day = await dayBoard(stage, browser, today);
    const uptimeAfter = execSync('uptime').toString().trim();
    const machine = `Chromium ${browser.version()} (${chromiumPath()}), ${os.cpus().length} cores, Node ${process.version}; \`uptime\` before: ${uptimeBefore}; after: ${uptimeAfter}.`;
    console.log(boardReport({ machine, ...realTime, timer, day }));
    benchFinished('board');
  } finally {
    await browser.close();
    await stage.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
