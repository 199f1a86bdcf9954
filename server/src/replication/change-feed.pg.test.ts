import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/kit/server/test-database';
import { announceChange, type ChangeNotice } from '../db/change-notices';
import type { OpenDatabase } from '../db/open-database';
import { openChangeFeed } from './change-feed';

let database: OpenDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const failOnError = (error: unknown) => {
  throw error;
};

it('hears a change announced by a committed transaction', async () => {
  const feed = await openChangeFeed(database, failOnError);
  const heard = new Promise<ChangeNotice>((resolve) => feed.subscribe(resolve));
  await database.db
    .transaction()
    .execute((trx) => announceChange(trx, { familyId: 'f-1', collections: ['chores'] }));
  expect(await heard).toEqual({ familyId: 'f-1', collections: ['chores'] });
  await feed.close();
});

// The embedded database listens through PGlite itself; only a server's feed borrows a pooled connection.
it.skipIf(process.env.TEST_DATABASE_URL === undefined || process.env.TEST_DATABASE_URL === '')(
  'a feed opened and closed again and again leaves no listener on the connection the pool hands out next',
  async () => {
    for (let round = 0; round < 12; round += 1) {
      const feed = await openChangeFeed(database, failOnError);
      await feed.close();
    }
    const connection = await database.pool.connect();
    try {
      expect(connection.listenerCount('notification')).toBe(0);
      expect(connection.listenerCount('error')).toBe(0);
    } finally {
      connection.release();
    }
  },
);
