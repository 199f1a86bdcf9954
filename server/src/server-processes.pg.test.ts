// Several server processes on one port and one Postgres (WORKERS, ADR 0077): a family's requests land on
// whichever process the next connection is handed to, and must behave as one server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signUpWithConsentAt } from '../../tests/kit/server/accounts';
import { startServer, workerProcessIds } from '../../tests/kit/server/server-process';
import { createServerDatabase } from '../../tests/kit/server/test-database';
import { openEventStream } from '../../tests/kit/sync/event-stream';
import { childDocument } from '../../tests/kit/sync/sync-requests';

async function until<T>(read: () => T, done: (value: T) => boolean, timeoutMs = 150_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// Several processes can share only a real Postgres server (the embedded database is one process's).
describe.runIf(process.env.TEST_DATABASE_URL)('three server processes on one port (WORKERS=3)', () => {
  it('serve one family as one server: a child pushed through one reaches every stream and every pull, and a process that dies is replaced', async () => {
    const database = await createServerDatabase(process.env.TEST_DATABASE_URL ?? '');
    // Four processes start where one does elsewhere: on a busy machine that takes minutes, not seconds.
    const server = await startServer(
      { DATABASE_URL: database.url, WORKERS: '3', DATA_DIR: mkdtempSync(join(tmpdir(), 'bd-workers-')) },
      { startTimeoutMs: 180_000 },
    );
    try {
      expect(server.output()).toContain('(Postgres, 3 processes)');
      expect(workerProcessIds(server.pid)).toHaveLength(3);

      const { user, sync } = await signUpWithConsentAt(server.url);
      // Three streams open at once hold three connections, which the first process hands out in turn:
      // whichever process takes the push, the others' streams hear of it only through Postgres.
      const streams = await Promise.all(
        [1, 2, 3].map(() => openEventStream(`${server.url}/api/sync/stream`, sync)),
      );
      try {
        await Promise.all(streams.map((stream) => stream.next(() => true)));
        const child = childDocument(user.familyId, user.id);
        const pushed = await fetch(`${server.url}/api/sync/children/push`, {
          method: 'POST',
          headers: { ...sync, 'content-type': 'application/json' },
          body: JSON.stringify({ rows: [{ assumedMasterState: null, newDocumentState: child }] }),
        });
        expect(pushed.status).toBe(200);
        for (const stream of streams) {
          const change = await stream.next(
            (event) => event.data === JSON.stringify({ collections: ['children'] }),
          );
          expect(change.event).toBe('change');
        }
      } finally {
        for (const stream of streams) stream.close();
      }

      // The session and the child are the same whichever process answers.
      for (let pull = 0; pull < 6; pull += 1) {
        const pulled = await fetch(`${server.url}/api/sync/children/pull?limit=10`, { headers: sync });
        expect(pulled.status).toBe(200);
        const { documents } = (await pulled.json()) as { documents: { name: string }[] };
        expect(documents.map((document) => document.name)).toEqual(['Mia']);
      }

      const [victim] = workerProcessIds(server.pid);
      process.kill(victim!, 'SIGKILL');
      const replaced = await until(
        () => workerProcessIds(server.pid),
        (pids) => pids.length === 3 && !pids.includes(victim!),
      );
      expect(replaced).toHaveLength(3);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
      expect(workerProcessIds(server.pid)).toEqual([]);
      await database.close();
    }
  }, 300_000);
});
