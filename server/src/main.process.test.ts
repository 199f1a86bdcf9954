import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer, runServerToExit } from '../../tests/kit/server/server-process';
import { openEmbedded } from './db/open-database';

describe('the server process', () => {
  it('starts on an empty data folder, prints its URL, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'brightday-main-'));
    const server = await startServer({ DATA_DIR: dataDir });
    expect(server.output()).toMatch(
      /Brightday is running at http:\/\/127\.0\.0\.1:\d+ {2}\(embedded database in /,
    );
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect(await server.stop('SIGTERM')).toBe(0);
  });

  it('keeps the embedded database across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'brightday-main-'));
    const first = await startServer({ DATA_DIR: dataDir });
    expect(await first.stop()).toBe(0);

    const database = await openEmbedded(dataDir);
    const family = await database.db
      .insertInto('families')
      .values({ name: 'Kept across restarts' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.close();

    const second = await startServer({ DATA_DIR: dataDir });
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
    expect(await second.stop()).toBe(0);

    const reopened = await openEmbedded(dataDir);
    const row = await reopened.db
      .selectFrom('families')
      .where('id', '=', family.id)
      .select('name')
      .executeTakeFirst();
    await reopened.close();
    expect(row?.name).toBe('Kept across restarts');
    // Two server starts, each migrating the embedded database.
  }, 60_000);

  it('refuses to start on a bad value with one line naming the variable', async () => {
    const { code, output } = await runServerToExit({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(output.trim()).toBe('Invalid configuration: PORT must be a port number');
  });
});
