import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase, createTestDatabase } from '../../../tests/kit/server/test-database';
import { migrateToLatest } from './migrations';
import { openEmbedded, type OpenDatabase } from './open-database';
import { describeSchema } from './schema-shape';

// Each test here migrates a fresh database from nothing through every migration (on the embedded database
// that is a whole PostgreSQL in WebAssembly): slow, so the time allowed grows with the migrations, not
// with how busy the machine is.
describe('migrations', { timeout: 120_000 }, () => {
  it('produce the schema recorded in schema.snapshot.txt on the embedded database', async () => {
    const embedded = await openEmbedded('memory://');
    try {
      await migrateToLatest(embedded.db);
      await expect(await describeSchema(embedded.db)).toMatchFileSnapshot('./schema.snapshot.txt');
    } finally {
      await embedded.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'produce the same tables, keys and indexes on the embedded database and on the Postgres server',
    async () => {
      const embedded = await openEmbedded('memory://');
      const server = await createServerDatabase(process.env.TEST_DATABASE_URL ?? '');
      try {
        await migrateToLatest(embedded.db);
        await migrateToLatest(server.db);
        expect(await describeSchema(server.db)).toBe(await describeSchema(embedded.db));
      } finally {
        await embedded.close();
        await server.close();
      }
    },
  );

  it('run again without changing anything', async () => {
    const database = await createTestDatabase();
    try {
      expect(await migrateToLatest(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe('delete rules (docs/product.md#entities-and-fields)', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** A family with one parent, one child and a row of each kind that hangs off them. */
  async function seedFamily() {
    const { db } = database;
    const family = await db.insertInto('families').defaultValues().returning('id').executeTakeFirstOrThrow();
    const familyId = family.id;
    const user = await db
      .insertInto('users')
      .values({
        family_id: familyId,
        first_name: 'Ana',
        last_name: 'Lee',
        email: `${randomUUID()}@example.com`,
        password_hash: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sync = { family_id: familyId, seq: 1 };
    const childId = randomUUID();
    await db
      .insertInto('children')
      .values({ id: childId, parent_id: user.id, name: 'Mia', ...sync })
      .execute();
    const routineId = randomUUID();
    await db
      .insertInto('routines')
      .values({ id: routineId, child_id: childId, name: 'Morning', start_time: '07:00', ...sync })
      .execute();
    const issue = await db
      .insertInto('issues')
      .values({
        family_id: familyId,
        user_id: user.id,
        title: 'Board',
        description: 'Dim',
        child_id: childId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const choreId = randomUUID();
    await db
      .insertInto('chores')
      .values({ id: choreId, user_id: user.id, name: 'Feed the cat', ...sync })
      .execute();
    const choreInstanceId = randomUUID();
    await db
      .insertInto('chore_instances')
      .values({
        id: choreInstanceId,
        chore_id: choreId,
        date: '2025-04-15',
        assigned_child_id: childId,
        status: 'pending',
        ...sync,
      })
      .execute();
    return { familyId, userId: user.id, childId, routineId, issueId: issue.id, choreId, choreInstanceId };
  }

  it('deleting a child removes its routines but only clears it from issues and chore instances', async () => {
    const { db } = database;
    const family = await seedFamily();
    await db.deleteFrom('children').where('id', '=', family.childId).execute();

    expect(await db.selectFrom('routines').where('id', '=', family.routineId).selectAll().execute()).toEqual(
      [],
    );
    const issue = await db
      .selectFrom('issues')
      .where('id', '=', family.issueId)
      .selectAll()
      .executeTakeFirst();
    expect(issue?.child_id).toBeNull();
    const instance = await db
      .selectFrom('chore_instances')
      .where('id', '=', family.choreInstanceId)
      .selectAll()
      .executeTakeFirst();
    expect(instance?.assigned_child_id).toBeNull();
  });

  it('deleting a parent removes their children, chores and issues', async () => {
    const { db } = database;
    const family = await seedFamily();
    await db.deleteFrom('users').where('id', '=', family.userId).execute();

    expect(await db.selectFrom('children').where('id', '=', family.childId).selectAll().execute()).toEqual(
      [],
    );
    expect(await db.selectFrom('chores').where('id', '=', family.choreId).selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('issues').where('id', '=', family.issueId).selectAll().execute()).toEqual([]);
  });

  it('applies the spec defaults to a new child, routine and chore', async () => {
    const { db } = database;
    const family = await seedFamily();
    const child = await db
      .selectFrom('children')
      .where('id', '=', family.childId)
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(child).toMatchObject({
      device_paired: false,
      theme: 'default',
      achievements_enabled: true,
      deleted: false,
    });
    const routine = await db
      .selectFrom('routines')
      .where('id', '=', family.routineId)
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(routine).toMatchObject({ is_active: true, tasks: [], days_of_week: [] });
    const chore = await db
      .selectFrom('chores')
      .where('id', '=', family.choreId)
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(chore).toMatchObject({
      icon: 'home',
      frequency: 'daily',
      assignment_type: 'manual',
      reward_coins: 0,
    });
  });

  it('keeps e-mail addresses unique regardless of letter case', async () => {
    const { db } = database;
    const family = await db.insertInto('families').defaultValues().returning('id').executeTakeFirstOrThrow();
    const user = { family_id: family.id, first_name: 'A', last_name: 'B', password_hash: 'x' };
    await db
      .insertInto('users')
      .values({ ...user, email: 'Case@Example.com' })
      .execute();
    await expect(
      db
        .insertInto('users')
        .values({ ...user, email: 'case@example.com' })
        .execute(),
    ).rejects.toThrow(/users_email_key/);
  });

  it('refuses a streak multiplier outside 1 to 5', async () => {
    const { db } = database;
    const family = await seedFamily();
    await expect(
      db
        .insertInto('reward_configurations')
        .values({
          id: randomUUID(),
          parent_id: family.userId,
          child_id: family.childId,
          streak_multiplier: 6,
          family_id: family.familyId,
          seq: 2,
        })
        .execute(),
    ).rejects.toThrow(/check/);
  });
});
