// The mixed sync load of the capacity benchmark: what a family's devices send, built per request so that
// every request carries its own family's credential, and driven by autocannon at a fixed offered rate.
// One cycle of a connection is one family: six pulls by checkpoint (board and parent), a board's routine
// completion (the instance, then its coins), and the parent app's GET /api/user. Change-stream connects
// run beside autocannon (a stream never ends, which autocannon cannot measure): they open, wait for the
// first event and hang up, at one for every nine requests of the cycle, so the mix is 60 % pulls,
// 20 % pushes, 10 % /api/user and 10 % stream connects.
import http from 'node:http';
import autocannon from 'autocannon';
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName } from '@sync/protocol/collections';
import { BOARD_CLAIM_DAYS_BACK } from '@sync/domain/limits';
import { routineInstanceId } from '@sync/domain/name-based-id';
import { routineLedgerEntry } from '@sync/domain/points';
import { SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import { percentile } from './bench-servers';
import { familyAt, type BenchFamily } from './server-bench-seed';

const PROTOCOL = String(SYNC_PROTOCOL_VERSION);

/** What a board keeps or writes, and what a parent's app keeps: the collections each pulls. */
const BOARD_COLLECTIONS = COLLECTION_NAMES.filter(
  (name) => COLLECTIONS[name].heldBy.includes('board') || COLLECTIONS[name].boardWrites !== null,
);
const PARENT_COLLECTIONS = COLLECTION_NAMES.filter((name) => COLLECTIONS[name].heldBy.includes('parent'));

/** One HTTP request of the mix. */
export interface MixRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** What the request is, for the tables: pull, push, user. */
  kind: 'pull' | 'push' | 'user';
}

/** The state of one connection's cycle: its family and the completion it is pushing. */
export interface CycleContext {
  family?: BenchFamily;
  instance?: ReturnType<typeof completedInstance>;
}

type Step = (context: CycleContext) => MixRequest;

const DAY_MS = 86_400_000;
// Days back a board may still claim, with a day to spare for the family's time zone.
const CLAIMABLE_DAYS_BACK = BOARD_CLAIM_DAYS_BACK - 1;

/**
 * A completed routine instance for the family's next day back, as a board writes it. The days are every other
 * day of the last week, round: a board may claim a routine's coins only for the days just past
 * (D-BLEDGER-6), and days in a row would build a streak whose bonus the credit below leaves out (the server
 * refuses a credit of the wrong points). A family the load comes back to pushes a completion it already made,
 * which the server answers as a conflict.
 */
function completedInstance(family: BenchFamily) {
  family.nextDay = (family.nextDay % (CLAIMABLE_DAYS_BACK - 1)) + 2;
  const day = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - family.nextDay * DAY_MS);
  const date = day.toISOString().slice(0, 10);
  const completedAt = new Date(day.getTime() + 7.5 * 3_600_000).toISOString();
  const status = Object.fromEntries(
    Array.from({ length: family.taskCount }, (_, t) => [String(t), { completedAt, by: 'board' }]),
  );
  return {
    id: routineInstanceId(family.routineId, date),
    familyId: family.familyId,
    routineId: family.routineId,
    childId: family.childId,
    date,
    status,
    completedAt,
    completionStatus: 'completed' as const,
    createdAt: completedAt,
    updatedAt: completedAt,
  };
}

function pushBody(document: object): string {
  return JSON.stringify({ rows: [{ assumedMasterState: null, newDocumentState: document }] });
}

/** The mix over `families`: each new cycle takes the next family, so the load spreads over all of them. */
export function createMix(families: BenchFamily[]) {
  let nextFamily = 0;
  let nextCollection = 0;
  const familyOf = (context: CycleContext): BenchFamily => {
    if (context.family === undefined) {
      context.family = familyAt(families, nextFamily);
      nextFamily += 1;
    }
    return context.family;
  };
  const board = (family: BenchFamily) => ({
    'x-sync-protocol': PROTOCOL,
    authorization: family.bearer,
  });
  const parent = (family: BenchFamily) => ({ 'x-sync-protocol': PROTOCOL, cookie: family.cookie });
  const pull =
    (device: 'board' | 'parent'): Step =>
    (context) => {
      const family = familyOf(context);
      const names = device === 'board' ? BOARD_COLLECTIONS : PARENT_COLLECTIONS;
      const collection = names[nextCollection % names.length] as CollectionName;
      nextCollection += 1;
      const seq = family.checkpoints.get(`${device}:${collection}`) ?? 0;
      return {
        kind: 'pull',
        method: 'GET',
        path: `/api/sync/${collection}/pull?seq=${seq}&limit=200`,
        headers: device === 'board' ? board(family) : parent(family),
      };
    };
  const pushInstance: Step = (context) => {
    const family = familyOf(context);
    context.instance = completedInstance(family);
    return {
      kind: 'push',
      method: 'POST',
      path: '/api/sync/routineInstances/push',
      headers: { ...board(family), 'content-type': 'application/json' },
      body: pushBody(context.instance),
    };
  };
  // The coins of the completion just pushed (D-LEDGER-1: the credit has the instance's id).
  const pushCredit: Step = (context) => {
    const family = familyOf(context);
    const instance = context.instance ?? completedInstance(family);
    const credit = routineLedgerEntry(instance, {
      routineName: family.routineName,
      taskCount: family.taskCount,
      currentStreak: 0,
    });
    return {
      kind: 'push',
      method: 'POST',
      path: '/api/sync/rewardTransactions/push',
      headers: { ...board(family), 'content-type': 'application/json' },
      body: pushBody({ ...credit, updatedAt: instance.completedAt }),
    };
  };
  const user: Step = (context) => ({
    kind: 'user',
    method: 'GET',
    path: '/api/user',
    headers: { cookie: familyOf(context).cookie },
  });
  const steps: Step[] = [
    pull('board'),
    pull('parent'),
    pull('board'),
    pushInstance,
    pull('parent'),
    pull('board'),
    pushCredit,
    user,
    pull('parent'),
  ];

  /** Reads what a response means for the family: a pull's new checkpoint. */
  const onResponse = (request: MixRequest, status: number, body: string, context: CycleContext) => {
    if (request.kind !== 'pull' || status !== 200 || context.family === undefined) return;
    const match = /"checkpoint":\{"seq":(\d+)\}/.exec(body);
    const collection = /^\/api\/sync\/(\w+)\/pull/.exec(request.path)?.[1];
    if (match?.[1] === undefined || collection === undefined) return;
    const kind = request.headers.authorization === undefined ? 'parent' : 'board';
    context.family.checkpoints.set(`${kind}:${collection}`, Number(match[1]));
  };
  /** A push answered 200 with conflicts did not write: the load counts it as failed. */
  const conflicted = (request: MixRequest, status: number, body: string) =>
    request.kind === 'push' && status === 200 && !body.includes('"conflicts":[]');

  return { steps, onResponse, conflicted };
}

/** Change-stream connects: open, wait for the first event, hang up. */
export interface StreamConnects {
  stop(): Promise<{ latencies: number[]; statuses: Map<string, number> }>;
}

/** Opens `perSecond` change streams a second, each with the next family's board token. */
export function startStreamConnects(
  baseUrl: string,
  families: BenchFamily[],
  perSecond: number,
): StreamConnects {
  const url = new URL('/api/sync/stream', baseUrl);
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  const pending = new Set<Promise<void>>();
  let next = 0;
  const connect = () => {
    const family = familyAt(families, next);
    next += 1;
    const started = performance.now();
    const done = new Promise<void>((resolve) => {
      const request = http.get(
        url,
        { agent: false, headers: { 'x-sync-protocol': PROTOCOL, authorization: family.bearer } },
        (response) => {
          const status = response.statusCode ?? 0;
          if (status !== 200) {
            count(String(status));
            latencies.push(performance.now() - started);
            response.resume();
            response.on('end', resolve);
            response.on('error', resolve);
            return;
          }
          response.once('data', () => {
            latencies.push(performance.now() - started);
            count('200');
            request.destroy();
            resolve();
          });
          response.on('error', () => resolve());
        },
      );
      request.setTimeout(10_000, () => {
        count('timeout');
        request.destroy();
        resolve();
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (request.destroyed && latencies.length > 0 && error.code === undefined) return resolve();
        count(error.code ?? 'socket error');
        resolve();
      });
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };
  // Ticks every 10 ms, opening as many as are due, so the rate holds even at hundreds a second.
  const start = performance.now();
  let opened = 0;
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - start) / 1000) * perSecond);
    while (opened < due) {
      opened += 1;
      connect();
    }
  }, 10);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([...pending]);
      return { latencies, statuses };
    },
  };
}

/** What one step of the load measured. */
export interface MixResult {
  offered: number;
  connections: number;
  seconds: number;
  /** Requests answered per second, autocannon's and the stream connects together. */
  achieved: number;
  /** Latency percentiles over every request of the step, stream connects included (to the first event). */
  p50: number;
  p99: number;
  /** The stream connects' own p99, which the whole step's hides when they are few. */
  streamP99: number;
  total: number;
  errors: number;
  /** Responses by status (and socket errors by code), both drivers. */
  statuses: Map<string, number>;
  conflicts: number;
}

// autocannon's rate limit lets each connection send its whole budget for a second at the start of that
// second, and all of an instance's connections start their seconds together: one instance at 1,000
// requests/s is a burst of 1,000 every second. Instances started this far apart spread the bursts out.
const STAGGER_MS = 40;

/** Runs the mix at `offered` requests a second (streams included) for `seconds`. */
export async function runMix(
  baseUrl: string,
  families: BenchFamily[],
  options: { offered: number; connections: number; seconds: number },
): Promise<MixResult> {
  const mix = createMix(families);
  // Nine of every ten requests go through autocannon, the tenth is a stream connect.
  const httpRate = (options.offered * 9) / 10;
  const instances = Math.max(1, Math.min(1000 / STAGGER_MS, Math.floor(httpRate / 2)));
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  const add = (key: string, n = 1) => statuses.set(key, (statuses.get(key) ?? 0) + n);
  let conflicts = 0;
  const requests = mix.steps.map((step) => {
    const built = new WeakMap<object, MixRequest>();
    return {
      setupRequest: (request: autocannon.Request, context: object) => {
        const next = step(context);
        const out = {
          ...request,
          method: next.method,
          path: next.path,
          headers: next.headers,
        } as autocannon.Request;
        if (next.body !== undefined) out.body = next.body;
        built.set(context, next);
        return out;
      },
      onResponse: (status: number, body: string, context: object) => {
        const request = built.get(context);
        if (request === undefined) return;
        if (mix.conflicted(request, status, body)) conflicts += 1;
        mix.onResponse(request, status, body, context);
      },
    };
  });
  const streams = startStreamConnects(baseUrl, families, options.offered / 10);
  const runs: Promise<autocannon.Result>[] = [];
  for (let i = 0; i < instances; i += 1) {
    const share = (n: number) => Math.floor(n / instances) + (i < n % instances ? 1 : 0);
    let finished: (result: autocannon.Result) => void = () => undefined;
    runs.push(new Promise((resolve) => (finished = resolve)));
    const instance = autocannon(
      {
        url: baseUrl,
        connections: Math.max(1, share(options.connections)),
        duration: options.seconds,
        overallRate: Math.max(1, share(Math.round(httpRate))),
        timeout: 10,
        // Its correction assumes 1 / rate milliseconds between requests (1 ms here) and would count a 40 ms
        // answer 40 times; the bursts are spread out above instead.
        ignoreCoordinatedOmission: true,
        requests,
      },
      (error, result) => {
        if (error !== null && error !== undefined) add(String(error));
        finished(result);
      },
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      add(String(status));
    });
    instance.on('reqError', (error: NodeJS.ErrnoException) => add(error.code ?? error.message));
    await new Promise((resolve) => setTimeout(resolve, STAGGER_MS));
  }
  await Promise.all(runs);
  // Every instance ran for `seconds`; the stagger only shifted them.
  const { seconds } = options;
  const streamed = await streams.stop();
  for (const [code, n] of streamed.statuses) add(code, n);
  const all = [...latencies, ...streamed.latencies];
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  const ok = [...statuses.entries()].filter(([code]) => /^2\d\d$/.test(code)).reduce((a, [, n]) => a + n, 0);
  return {
    offered: options.offered,
    connections: options.connections,
    seconds,
    achieved: ok / seconds,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    streamP99: percentile(streamed.latencies, 99),
    total,
    errors: total - ok + conflicts,
    statuses,
    conflicts,
  };
}
