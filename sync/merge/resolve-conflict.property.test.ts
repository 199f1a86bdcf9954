// Seeded property tests (docs/house-style.md#models, after tldraw sync-core): random conflicts, invariants
// checked on each. A failure names its seed; add that seed to REGRESSION_SEEDS so it is checked for good.
import { describe, expect, it } from 'vitest';
import type { CollectionKind } from '../collections/define-collection';
import { documentsEqual } from './documents-equal';
import { jsonEqual } from './json-value';
import { resolveConflict } from './resolve-conflict';

type Doc = Record<string, unknown>;
type Random = () => number;

// mulberry32: a tiny deterministic generator, so that every run checks the same cases.
function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const FIELDS = ['name', 'startTime', 'isActive', 'daysOfWeek', 'tasks'];
const TASKS = ['brush', 'dress', 'shoes', 'bag'];
const SCALARS: readonly unknown[] = [1, 2, 'x', 'y', null, true, undefined];
const VALUES: readonly unknown[] = [...SCALARS, [1, 2], [2, 1], { p: 1 }, { p: 1, q: [1] }];
const REGRESSION_SEEDS: readonly number[] = [];
const SEEDS = [...REGRESSION_SEEDS, ...Array.from({ length: 300 }, (_, index) => index + 1)];

/** Runs `check` once per seed with that seed's generator; assertions name the seed. */
function forEachSeed(seeds: readonly number[], check: (random: Random, seed: string) => void): void {
  for (const seed of seeds) check(seeded(seed), `seed ${seed}`);
}

function randomDoc(random: Random): Doc {
  const doc: Doc = { id: 'doc', updatedAt: `t${Math.floor(random() * 10)}`, _deleted: random() < 0.1 };
  for (const field of FIELDS) if (random() < 0.9) doc[field] = pick(random, VALUES);
  const status: Doc = {};
  for (const task of TASKS) if (random() < 0.5) status[task] = pick(random, VALUES);
  doc.status = status;
  return doc;
}

// An edit of `doc`: some fields and some tasks changed (undefined removes), sometimes deleted.
function edited(random: Random, doc: Doc): Doc {
  const next: Doc = { ...doc, status: { ...(doc.status as Doc) } };
  for (const field of FIELDS) if (random() < 0.3) next[field] = pick(random, VALUES);
  for (const task of TASKS) if (random() < 0.3) (next.status as Doc)[task] = pick(random, VALUES);
  if (random() < 0.05) next._deleted = true;
  return next;
}

// Key order shuffled at the top and inside status: resolution must not depend on it.
function shuffled(random: Random, doc: Doc): Doc {
  const entries = Object.entries(doc).sort(() => random() - 0.5);
  return Object.fromEntries(
    entries.map(([key, value]) => [key, key === 'status' ? shuffled(random, value as Doc) : value]),
  );
}

function resolveInstance(local: Doc, master: Doc, assumed: Doc | null): Doc {
  return resolveConflict('config', 'routineInstances', {
    newDocumentState: local,
    realMasterState: master,
    assumedMasterState: assumed,
  });
}

describe('resolveConflict properties, each over 300 seeded conflicts', () => {
  it('M-CONVERGE-1: two clients resolving the same conflict reach the same document', () => {
    forEachSeed(SEEDS, (random, seed) => {
      const base = randomDoc(random);
      const [local, master] = [edited(random, base), edited(random, base)];
      const assumed = random() < 0.2 ? null : base;
      const first = resolveInstance(local, master, assumed);
      const second = resolveInstance(
        shuffled(random, local),
        shuffled(random, master),
        assumed && shuffled(random, assumed),
      );
      expect(documentsEqual(first, second), seed).toBe(true);
      expect(first.updatedAt, seed).toBe(master.updatedAt);
    });
  });

  it('M-CONVERGE-2: resolving a document against itself changes nothing, for every kind', () => {
    forEachSeed(SEEDS, (random, seed) => {
      const doc = randomDoc(random);
      const assumed = random() < 0.3 ? null : edited(random, doc);
      for (const kind of ['config', 'ledger', 'projection', 'content'] as CollectionKind[]) {
        const input = { newDocumentState: doc, realMasterState: doc, assumedMasterState: assumed };
        expect(jsonEqual(resolveConflict(kind, 'routineInstances', input), doc), `${seed} ${kind}`).toBe(
          true,
        );
      }
    });
  });

  it('M-CONVERGE-2: a resolved document pushed again meets no new conflict', () => {
    forEachSeed(SEEDS, (random, seed) => {
      const base = randomDoc(random);
      const master = edited(random, base);
      const resolved = resolveInstance(edited(random, base), master, random() < 0.2 ? null : base);
      expect(jsonEqual(resolveInstance(resolved, master, master), resolved), seed).toBe(true);
    });
  });

  it('M-DELETE-1: a deletion on either side is never undone', () => {
    forEachSeed(SEEDS, (random, seed) => {
      const base = randomDoc(random);
      const [local, master] = [edited(random, base), edited(random, base)];
      const resolved = resolveInstance(local, master, random() < 0.2 ? null : base);
      expect(resolved._deleted, seed).toBe(local._deleted === true || master._deleted === true);
    });
  });

  it('M-CONVERGE-3: no change made on one side only is lost, whole fields and tasks alike', () => {
    const check = (seed: string, [b, l, m, r]: Doc[], keys: readonly string[]) => {
      for (const key of keys) {
        const expected = jsonEqual(m?.[key], b?.[key]) ? l?.[key] : m?.[key];
        expect(jsonEqual(r?.[key], expected), `${seed} ${key}`).toBe(true);
      }
    };
    forEachSeed(SEEDS, (random, seed) => {
      const base = randomDoc(random);
      const [local, master] = [edited(random, base), edited(random, base)];
      const resolved = resolveInstance(local, master, base);
      check(seed, [base, local, master, resolved], FIELDS);
      check(
        seed,
        [base, local, master, resolved].map((doc) => doc.status as Doc),
        TASKS,
      );
    });
  });
});

describe('one document replicated among several clients, 100 seeded runs', () => {
  // Each client edits the same document offline, then they push in a random order to a server that
  // accepts a row only if the client's assumed state is current (docs/sync-protocol.md); a refused client
  // resolves and pushes again. First writer: the first accepted push that changed a field or task.
  it('M-CONVERGE-1, M-CONFIG-3: pushes end, every client can take the server copy, the first writer wins', () => {
    forEachSeed(SEEDS.slice(0, 100), (random, seed) => {
      const start = { ...randomDoc(random), _deleted: false };
      let server: Doc = start;
      const clients = Array.from({ length: 2 + Math.floor(random() * 3) }, () => {
        const edit = edited(random, start);
        return { edit, local: edit, assumed: start, pending: true };
      });
      const firstWriter = new Map<string, unknown>();
      const changes = (doc: Doc): [string, unknown][] => [
        ...FIELDS.map((key): [string, unknown] => [key, doc[key]]),
        ...TASKS.map((task): [string, unknown] => [`status.${task}`, (doc.status as Doc)[task]]),
      ];
      let pushes = 0;
      while (clients.some((client) => client.pending)) {
        const client = pick(
          random,
          clients.filter((candidate) => candidate.pending),
        );
        pushes += 1;
        if (documentsEqual(client.assumed, server)) {
          const before = new Map(changes(server));
          for (const [key, value] of changes(client.local)) {
            if (!jsonEqual(value, before.get(key)) && !firstWriter.has(key)) firstWriter.set(key, value);
          }
          server = { ...client.local, updatedAt: `s${pushes}` };
          Object.assign(client, { local: server, assumed: server, pending: false });
        } else {
          const resolved = resolveInstance(client.local, server, client.assumed);
          Object.assign(client, {
            local: resolved,
            assumed: server,
            pending: !documentsEqual(resolved, server),
          });
        }
      }
      expect(pushes, seed).toBeLessThanOrEqual(clients.length * clients.length);
      // Nothing left unpushed: the next pull gives every client the server copy.
      for (const client of clients) expect(documentsEqual(client.local, client.assumed), seed).toBe(true);
      const final = new Map(changes(server));
      for (const [key, value] of firstWriter)
        expect(jsonEqual(final.get(key), value), `${seed} ${key}`).toBe(true);
      expect(server._deleted, seed).toBe(clients.some((client) => client.edit._deleted === true));
    });
  });
});

describe("a routine's steps, 300 seeded conflicts", () => {
  type Step = { id: string; name: string; duration: number };
  const NAMES = ['Teeth', 'Dress', 'Shoes', 'Bag'];

  function randomSteps(random: Random): Step[] {
    return ['s1', 's2', 's3', 's4']
      .filter(() => random() < 0.8)
      .map((id) => ({ id, name: pick(random, NAMES), duration: 1 + Math.floor(random() * 4) }));
  }

  // A parent's edit of the steps: renames, new minutes, removals, a new step, sometimes a move.
  function editedSteps(random: Random, steps: readonly Step[], side: string): Step[] {
    let next = steps
      .filter(() => random() >= 0.15)
      .map((step) => ({
        ...step,
        ...(random() < 0.3 ? { name: pick(random, NAMES) } : {}),
        ...(random() < 0.3 ? { duration: 1 + Math.floor(random() * 4) } : {}),
      }));
    if (random() < 0.4)
      next.splice(Math.floor(random() * (next.length + 1)), 0, {
        id: `${side}-new`,
        name: 'New',
        duration: 2,
      });
    if (random() < 0.2) next = [...next].reverse();
    return next;
  }

  const routine = (tasks: Step[], extra: Doc = {}): Doc => ({
    id: 'routine',
    updatedAt: 't',
    _deleted: false,
    tasks,
    ...extra,
  });
  const resolve = (local: Doc, master: Doc, assumed: Doc | null) =>
    resolveConflict('config', 'routines', {
      newDocumentState: local,
      realMasterState: master,
      assumedMasterState: assumed,
    });

  it('M-TASKS-5, M-CONVERGE-3: a step field changed on one side only stands; a removed step stays removed; a new step is kept', () => {
    forEachSeed(SEEDS, (random, seed) => {
      const base = randomSteps(random);
      const [local, master] = [editedSteps(random, base, 'l'), editedSteps(random, base, 'm')];
      const resolved = resolve(routine(local), routine(master), routine(base)).tasks as Step[];
      const byId = (list: Step[]) => new Map(list.map((step) => [step.id, step]));
      const [b, l, m, r] = [base, local, master, resolved].map(byId);
      for (const [id, step] of b!) {
        const [mine, theirs] = [l!.get(id), m!.get(id)];
        if (!mine || !theirs) {
          expect(r!.has(id), `${seed} ${id} removed`).toBe(false);
          continue;
        }
        for (const field of ['name', 'duration'] as const) {
          const expected = theirs[field] === step[field] ? mine[field] : theirs[field];
          expect(r!.get(id)?.[field], `${seed} ${id}.${field}`).toBe(expected);
        }
      }
      for (const id of ['l-new', 'm-new']) {
        expect(r!.has(id), `${seed} ${id}`).toBe(l!.has(id) || m!.has(id));
      }
    });
  });

  it('M-TASKS-5, M-CONVERGE-2: steps resolved against themselves are unchanged, and pushed again meet no new conflict', () => {
    forEachSeed(SEEDS, (random, seed) => {
      const base = randomSteps(random);
      const doc = routine(editedSteps(random, base, 'l'));
      expect(jsonEqual(resolve(doc, doc, routine(base)), doc), seed).toBe(true);
      const master = routine(editedSteps(random, base, 'm'));
      const resolved = resolve(doc, master, routine(base));
      expect(jsonEqual(resolve(resolved, master, master), resolved), seed).toBe(true);
    });
  });

  it('M-CONVERGE-1, M-TASKS-5: clients pushing their step edits in any order all end with nothing left to push', () => {
    forEachSeed(SEEDS.slice(0, 100), (random, seed) => {
      const start = routine(randomSteps(random));
      let server: Doc = start;
      const clients = Array.from({ length: 2 + Math.floor(random() * 3) }, (_, index) => {
        const edit = routine(editedSteps(random, start.tasks as Step[], `c${index}`));
        return { local: edit, assumed: start, pending: true };
      });
      let pushes = 0;
      while (clients.some((client) => client.pending) && pushes < 100) {
        const client = pick(
          random,
          clients.filter((candidate) => candidate.pending),
        );
        pushes += 1;
        if (documentsEqual(client.assumed, server)) {
          server = { ...client.local, updatedAt: `s${pushes}` };
          Object.assign(client, { local: server, assumed: server, pending: false });
        } else {
          const resolved = resolve(client.local, server, client.assumed);
          Object.assign(client, {
            local: resolved,
            assumed: server,
            pending: !documentsEqual(resolved, server),
          });
        }
      }
      expect(pushes, seed).toBeLessThanOrEqual(clients.length * clients.length);
    });
  });
});
