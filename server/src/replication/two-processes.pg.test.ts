import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signUpWithConsentAt } from '../../../tests/kit/server/accounts';
import { openEventStream } from '../../../tests/kit/sync/event-stream';
import { childDocument } from '../../../tests/kit/sync/sync-requests';
import { startServer } from '../../../tests/kit/server/server-process';
import { createServerDatabase } from '../../../tests/kit/server/test-database';

// Two server processes can share only a real Postgres server (the embedded database is one process's).
describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one database (R-STREAM-2)', () => {
  it('deliver a change pushed to one process to a client streaming from the other', async () => {
    const database = await createServerDatabase(process.env.TEST_DATABASE_URL ?? '');
    const env = { DATABASE_URL: database.url, SESSION_SECRET: randomUUID() + randomUUID() };
    const a = await startServer({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'bd-a-')) });
    const b = await startServer({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'bd-b-')) });
    try {
      const { user, sync } = await signUpWithConsentAt(a.url);

      const stream = await openEventStream(`${b.url}/api/sync/stream`, sync);
      try {
        await stream.next(() => true);
        const pushed = await fetch(`${a.url}/api/sync/children/push`, {
          method: 'POST',
          headers: { ...sync, 'content-type': 'application/json' },
          body: JSON.stringify({
            rows: [
              {
                assumedMasterState: null,
                newDocumentState: childDocument(user.familyId, user.id),
              },
            ],
          }),
        });
        expect(pushed.status).toBe(200);
        const change = await stream.next(
          (event) => event.data === JSON.stringify({ collections: ['children'] }),
        );
        expect(change.event).toBe('change');
      } finally {
        stream.close();
      }
    } finally {
      await a.stop();
      await b.stop();
      await database.close();
    }
  }, 90_000);
});
