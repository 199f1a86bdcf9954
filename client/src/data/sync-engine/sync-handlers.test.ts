// @vitest-environment node
import type { RxReplicationWriteToMasterRow } from 'rxdb';
import { describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import { RefusedWrites, type RefusedWrite } from './refused-writes';
import { pullHandlerFor, pushHandlerFor } from './sync-handlers';
import { HttpError, type FetchFunction } from '../../lib/http-client';
import { SyncOutcomes } from './sync-http';
import type { SyncedDocument } from '../synced-document';

type Row = RxReplicationWriteToMasterRow<SyncedDocument>;
type PushBody = { rows: { assumedMasterState: unknown; newDocumentState: { id: string } }[] };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A fake server: refuses documents whose id starts with "bad" (FORBIDDEN), answers CONFLICT for "later", answers
 * "replayed" as a write it had applied before and that changed since, and writes the rest.
 */
function fakeServer(visible: SyncedDocument[] = []) {
  const calls: { url: string; init: RequestInit | undefined; rows: string[] }[] = [];
  const fetch: FetchFunction = (url, init) => {
    if (init?.method !== 'POST') {
      calls.push({ url, init, rows: [] });
      const documents = visible.map((document) => ({ ...document, _deleted: false }));
      return Promise.resolve(json(200, { documents, checkpoint: { seq: documents.length } }));
    }
    const body = JSON.parse(init.body as string) as PushBody;
    const ids = body.rows.map((row) => row.newDocumentState.id);
    calls.push({ url, init, rows: ids });
    if (body.rows.some((row) => row.assumedMasterState === undefined)) return Promise.resolve(json(400, {}));
    if (ids.some((id) => id.startsWith('bad'))) {
      return Promise.resolve(json(403, { code: 'FORBIDDEN', message: 'Not yours.' }));
    }
    if (ids.some((id) => id.startsWith('later'))) {
      return Promise.resolve(json(409, { code: 'CONFLICT', message: 'Soon.' }));
    }
    const replayed = body.rows.filter((row) => row.newDocumentState.id.startsWith('replayed'));
    return Promise.resolve(
      json(200, {
        conflicts: replayed.map((row) => ({ ...row.newDocumentState, name: 'changed since' })),
        alreadyApplied: replayed.map((row) => row.newDocumentState.id),
      }),
    );
  };
  return { fetch, calls };
}

const endpointFor = (fetch: FetchFunction) => ({
  baseUrl: 'https://brightday.test/',
  credential: { kind: 'board', token: 'secret-token' } as const,
  fetch,
  outcomes: new SyncOutcomes(),
});

const row = (id: string, assumed?: Partial<SyncedDocument>): Row => ({
  newDocumentState: { id, name: 'new', _deleted: false },
  ...(assumed === undefined ? {} : { assumedMasterState: { id, name: 'old', _deleted: false, ...assumed } }),
});

describe('pull handler', () => {
  it('asks from the checkpoint with the protocol header and the Bearer token, never the token in the URL', async () => {
    const server = fakeServer([{ id: 'a', name: 'Mia' }]);
    const pull = pullHandlerFor(endpointFor(server.fetch), 'children');
    const page = await pull({ seq: 7 }, 100);
    expect(page).toEqual({ documents: [{ id: 'a', name: 'Mia', _deleted: false }], checkpoint: { seq: 1 } });
    const [call] = server.calls;
    expect(call?.url).toBe('https://brightday.test/api/sync/children/pull?seq=7&limit=100&prunedThrough=0');
    expect(call?.init?.headers).toMatchObject({
      'x-sync-protocol': String(SYNC_PROTOCOL_VERSION),
      authorization: 'Bearer secret-token',
    });
    expect(call?.init?.credentials).toBe('omit');
  });
});

describe('R-PULL-BYTES: pages the server cut at its byte bound', () => {
  it('follows `more` from each new checkpoint until the batch is full, as one page for RxDB', async () => {
    const asked: string[] = [];
    const pages = [
      { documents: [{ id: 'a', _deleted: false }], checkpoint: { seq: 3 }, more: true },
      { documents: [{ id: 'b', _deleted: false }], checkpoint: { seq: 5 }, more: true },
      { documents: [{ id: 'c', _deleted: false }], checkpoint: { seq: 9 } },
    ];
    const fetch: FetchFunction = (url) => {
      asked.push(new URL(url).search);
      return Promise.resolve(json(200, pages[asked.length - 1]));
    };
    const page = await pullHandlerFor(endpointFor(fetch), 'children')({ seq: 0 }, 10);
    expect(page.documents.map((document) => document.id)).toEqual(['a', 'b', 'c']);
    expect(page.checkpoint).toEqual({ seq: 9 });
    expect(asked).toEqual([
      '?seq=0&limit=10&prunedThrough=0',
      '?seq=3&limit=9&prunedThrough=0',
      '?seq=5&limit=8&prunedThrough=0',
    ]);
  });

  it('stops at a full batch even when more may follow, so RxDB asks for the next one', async () => {
    const fetch: FetchFunction = () =>
      Promise.resolve(
        json(200, { documents: [{ id: 'a' }, { id: 'b' }], checkpoint: { seq: 2 }, more: true }),
      );
    const page = await pullHandlerFor(endpointFor(fetch), 'children')(undefined, 2);
    expect(page.documents).toHaveLength(2);
  });
});

describe('push handler', () => {
  it('R-PULL-BYTES: sends a batch larger than one request may be as several requests, in order', async () => {
    const server = fakeServer();
    const push = pushHandlerFor(endpointFor(server.fetch), 'children', new RefusedWrites());
    const picture = 'A'.repeat(300_000);
    const rows = ['p1', 'p2', 'p3', 'p4', 'p5'].map((id) => ({
      newDocumentState: { id, name: 'Mia', profilePicture: picture, _deleted: false },
    }));
    expect(await push(rows)).toEqual([]);
    const bodies = server.calls.filter((call) => call.init?.method === 'POST');
    expect(bodies.length).toBeGreaterThan(1);
    expect(bodies.flatMap((call) => call.rows)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    for (const call of bodies) expect((call.init?.body as string).length).toBeLessThanOrEqual(1024 * 1024);
  });

  it('sends a new document with an assumed state of null, as the contract says', async () => {
    const server = fakeServer();
    const push = pushHandlerFor(endpointFor(server.fetch), 'routines', new RefusedWrites());
    expect(await push([row('new-1')])).toEqual([]);
  });

  it('resends a refused batch row by row, lets the good rows through and puts the refused ones back as the server has them now', async () => {
    const server = fakeServer([
      { id: 'bad-visible', name: 'as stored' },
      { id: 'bad-edit', name: 'changed on the server since' },
    ]);
    const refusals = new RefusedWrites();
    const seen: RefusedWrite[] = [];
    refusals.refused$.subscribe((write) => seen.push(write));
    const push = pushHandlerFor(endpointFor(server.fetch), 'routines', refusals);

    const conflicts = await push([
      row('good'),
      row('bad-edit', {}),
      row('bad-visible'),
      row('bad-unknown'),
      row('bad-gone', {}),
    ]);

    expect(server.calls.filter((call) => call.rows.length > 0).map((call) => call.rows)).toEqual([
      ['good', 'bad-edit', 'bad-visible', 'bad-unknown', 'bad-gone'],
      ['good'],
      ['bad-edit'],
      ['bad-visible'],
      ['bad-unknown'],
      ['bad-gone'],
    ]);
    expect(conflicts).toEqual([
      // R-REFUSED-1: an edit takes the server's copy as it is now, not the state the device last had from
      // it (the cause of boards that never converged: RxDB's pull had already gone past the newer copy),
      { id: 'bad-edit', name: 'changed on the server since', _deleted: false },
      // a document the device can see on the server goes back to the server's copy,
      { id: 'bad-visible', name: 'as stored', _deleted: false },
      // and one the server does not have for this device is deleted, whatever the device last had of it.
      { id: 'bad-unknown', name: 'new', _deleted: true },
      { id: 'bad-gone', name: 'new', _deleted: true },
    ]);
    expect(seen.map((write) => [write.id, write.status, write.message])).toEqual([
      ['bad-edit', 403, 'Not yours.'],
      ['bad-visible', 403, 'Not yours.'],
      ['bad-unknown', 403, 'Not yours.'],
      ['bad-gone', 403, 'Not yours.'],
    ]);
    expect(refusals.take('routines', 'bad-edit')).toBe(true);
    expect(refusals.take('routines', 'bad-edit')).toBe(false);
  });

  it('R-REFUSED-1: never sends a state refused for good again when RxDB resends its batch, and tells it once', async () => {
    // The cause (seed 21 under load): a later row of the batch could not go (409), so RxDB sent the batch
    // again whole, and the refused row was refused once more.
    const server = fakeServer();
    const refusals = new RefusedWrites();
    const seen: RefusedWrite[] = [];
    refusals.refused$.subscribe((write) => seen.push(write));
    const push = pushHandlerFor(endpointFor(server.fetch), 'routines', refusals);

    await expect(push([row('bad-edit'), row('later')])).rejects.toThrow();
    const sent = () => server.calls.filter((call) => call.rows.includes('bad-edit')).length;
    const before = sent();
    await expect(push([row('bad-edit'), row('later')])).rejects.toThrow();

    expect(sent()).toBe(before);
    expect(seen.map((write) => write.id)).toEqual(['bad-edit']);
    expect(await push([row('bad-edit')])).toEqual([{ id: 'bad-edit', name: 'new', _deleted: true }]);
    expect(refusals.take('routines', 'bad-edit')).toBe(true);
  });

  it('R-REFUSED-1: tells a later state of a refused document once when it is refused for the same reason, and a new reason again', async () => {
    // The cause (seed 9303 under load): RxDB resent the rows it had read for as long as their push failed,
    // so a row read before the child's last ticks was refused first and the newest state just after.
    const server = fakeServer();
    const refusals = new RefusedWrites();
    const seen: RefusedWrite[] = [];
    refusals.refused$.subscribe((write) => seen.push(write));
    const push = pushHandlerFor(endpointFor(server.fetch), 'routines', refusals);
    const older = row('bad-edit');
    const newer: Row = { newDocumentState: { ...older.newDocumentState, name: 'two ticks later' } };

    await push([older]);
    await push([newer]);
    refusals.mark(
      { collection: 'routines', id: 'bad-edit', status: 400, message: 'Removed.' },
      {
        id: 'bad-edit',
        name: 'three ticks later',
      },
    );

    expect(server.calls.filter((call) => call.rows.includes('bad-edit'))).toHaveLength(2);
    expect(seen.map((write) => [write.id, write.message])).toEqual([
      ['bad-edit', 'Not yours.'],
      ['bad-edit', 'Removed.'],
    ]);
  });

  it('R-REFUSED-1: does not send a refused state again when looking up its server copy failed the first time', async () => {
    const server = fakeServer();
    let lookUps = 0;
    const offlineOnce: FetchFunction = (url, init) => {
      if (init?.method !== 'POST' && (lookUps += 1) === 1) return Promise.reject(new TypeError('offline'));
      return server.fetch(url, init);
    };
    const push = pushHandlerFor(endpointFor(offlineOnce), 'routines', new RefusedWrites());

    await expect(push([row('bad-edit')])).rejects.toThrow();
    const answer = await push([row('bad-edit')]);

    expect(server.calls.filter((call) => call.rows.includes('bad-edit'))).toHaveLength(1);
    expect(answer).toEqual([{ id: 'bad-edit', name: 'new', _deleted: true }]);
  });

  it("marks a write the server had already applied, so its conflict keeps the server's copy (ADR 0013)", async () => {
    const server = fakeServer();
    const refusals = new RefusedWrites();
    const seen: RefusedWrite[] = [];
    refusals.refused$.subscribe((write) => seen.push(write));
    const push = pushHandlerFor(endpointFor(server.fetch), 'routines', refusals);

    const conflicts = await push([row('replayed-1', {}), row('fresh', {})]);

    expect(conflicts).toEqual([{ id: 'replayed-1', name: 'changed since', _deleted: false }]);
    expect(refusals.take('routines', 'replayed-1')).toBe(true);
    expect(refusals.take('routines', 'fresh')).toBe(false);
    // Nothing was refused, so the family sees no message about it.
    expect(seen).toEqual([]);
  });

  it('confirms a row the server answers with its own content, a push committed before whose answer was lost (ADR 0084)', async () => {
    const sent = row('priced', {});
    const fetch: FetchFunction = () =>
      Promise.resolve(
        json(200, {
          conflicts: [
            { ...sent.newDocumentState, updatedAt: '2026-11-29T08:00:00.000Z' },
            { id: 'other', name: 'changed meanwhile', _deleted: false },
          ],
          alreadyApplied: [],
        }),
      );
    const push = pushHandlerFor(endpointFor(fetch), 'routines', new RefusedWrites());

    const conflicts = await push([sent, row('other', {})]);

    expect(conflicts).toEqual([{ id: 'other', name: 'changed meanwhile', _deleted: false }]);
  });

  it('throws for CONFLICT so that RxDB sends the rows again later', async () => {
    const server = fakeServer();
    const push = pushHandlerFor(endpointFor(server.fetch), 'routines', new RefusedWrites());
    await expect(push([row('later-1')])).rejects.toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Soon.',
    });
  });

  it('throws when the server cannot be reached, reporting the device unreachable', async () => {
    const endpoint = endpointFor(() => Promise.reject(new TypeError('fetch failed')));
    const outcomes: string[] = [];
    endpoint.outcomes.outcomes$.subscribe((outcome) => outcomes.push(outcome));
    const push = pushHandlerFor(endpoint, 'routines', new RefusedWrites());
    await expect(push([row('any')])).rejects.toMatchObject({ status: 0, code: undefined });
    await expect(push([row('any')])).rejects.toBeInstanceOf(HttpError);
    expect(outcomes).toEqual(['unreachable', 'unreachable']);
  });
});
