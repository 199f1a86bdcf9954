// A large family written straight into Postgres for the initial-sync benchmark: two years of three
// children's routines, ledger and chores. Going through the push API would take minutes and measure the
// push path instead; here every row gets its change sequence from one reserved block, as a push would.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { reserveFamilySeq } from '../../server/src/db/family-sequence';
import { openPostgres } from '../../server/src/db/open-database';
import type { Database } from '../../server/src/db/tables';
import { routineInstanceId } from '@sync/domain/name-based-id';

/** How large the family is. */
export interface LargeFamilyShape {
  children: number;
  routinesPerChild: number;
  days: number;
}

/** Three children, two routines each, two years: 10,968 documents with the chores. */
export const LARGE_FAMILY: LargeFamilyShape = { children: 3, routinesPerChild: 2, days: 730 };

/** The benches' quick mode: the same three children, two weeks of one routine each. */
export const SMALL_FAMILY: LargeFamilyShape = { children: 3, routinesPerChild: 1, days: 14 };

/** The benches' smoke mode: the same three children, two days of one routine each. */
export const SMOKE_FAMILY: LargeFamilyShape = { children: 3, routinesPerChild: 1, days: 2 };

type Rows = Record<string, unknown>[];
/** The synced tables seeded, in foreign-key order. */
const TABLES = [
  'children',
  'rewards',
  'reward_configurations',
  'routines',
  'chores',
  'routine_instances',
  'reward_transactions',
  'chore_instances',
] as const;
type SeededTable = (typeof TABLES)[number];

const DAY_MS = 86_400_000;

/** The family's rows, without sequences yet. */
function familyRows(familyId: string, userId: string, shape: LargeFamilyShape): Record<SeededTable, Rows> {
  const rows = Object.fromEntries(TABLES.map((table) => [table, [] as Rows])) as Record<SeededTable, Rows>;
  const now = new Date();
  // Ends yesterday, so every day's routines are complete and every ledger entry is in the past.
  const firstDay = Math.floor(now.getTime() / DAY_MS) * DAY_MS - shape.days * DAY_MS;
  const dates = Array.from({ length: shape.days }, (_, i) =>
    new Date(firstDay + i * DAY_MS).toISOString().slice(0, 10),
  );
  const base = { family_id: familyId, created_at: new Date(firstDay), updated_at: now };
  for (let c = 0; c < shape.children; c += 1) {
    const childId = randomUUID();
    rows.children.push({ ...base, id: childId, parent_id: userId, name: `Child ${c + 1}` });
    // The projection is written as recompute would leave it (ADR 0018): nothing here recomputes it.
    rows.rewards.push({
      ...base,
      id: childId,
      child_id: childId,
      total_points: shape.days * shape.routinesPerChild * 5,
      current_streak: shape.days,
      longest_streak: shape.days,
      last_activity_date: dates.at(-1),
    });
    rows.reward_configurations.push({ ...base, id: randomUUID(), parent_id: userId, child_id: childId });
    const choreId = randomUUID();
    rows.chores.push({
      ...base,
      id: choreId,
      user_id: userId,
      name: `Feed the cat (${c + 1})`,
      frequency: 'daily',
      days_of_week: [0, 1, 2, 3, 4, 5, 6],
      reward_coins: 3,
    });
    for (let r = 0; r < shape.routinesPerChild; r += 1) {
      const routineId = randomUUID();
      const tasks = ['Brush teeth', 'Get dressed', 'Pack bag'].map((name) => ({
        name,
        duration: 3,
        icon: 'star',
        completed: false,
      }));
      rows.routines.push({
        ...base,
        id: routineId,
        child_id: childId,
        name: r === 0 ? 'Morning' : 'Evening',
        start_time: r === 0 ? '07:00' : '19:00',
        tasks: JSON.stringify(tasks),
        days_of_week: [0, 1, 2, 3, 4, 5, 6],
      });
      for (const date of dates) {
        const id = routineInstanceId(routineId, date);
        const completedAt = new Date(`${date}T${r === 0 ? '07:20' : '19:20'}:00.000Z`);
        const status = Object.fromEntries(tasks.map((_, t) => [String(t), { completedAt }]));
        const day = { ...base, created_at: completedAt, child_id: childId };
        rows.routine_instances.push({
          ...day,
          id,
          routine_id: routineId,
          date,
          status: JSON.stringify(status),
          completed_at: completedAt,
          completion_status: 'completed',
        });
        // D-LEDGER-1: the ledger entry of a completed instance has the instance's id.
        rows.reward_transactions.push({
          ...day,
          id,
          reward_id: childId,
          points: 5,
          activity_type: 'routine',
          activity_id: id,
          description: 'Routine complete',
        });
      }
    }
    for (const date of dates) {
      const completedAt = new Date(`${date}T17:00:00.000Z`);
      rows.chore_instances.push({
        ...base,
        id: randomUUID(),
        chore_id: choreId,
        date,
        assigned_child_id: childId,
        status: 'completed',
        completed_at: completedAt,
      });
    }
  }
  return rows;
}

// 1,000 rows of at most 13 columns stay far below Postgres's 65,535 parameters per statement.
const CHUNK = 1_000;

/**
 * Writes the large family's documents for `familyId` in one transaction, each with a sequence from one
 * `reserveFamilySeq` block; returns how many documents were written.
 */
export async function seedLargeFamily(
  db: Kysely<Database>,
  family: { familyId: string; userId: string },
  shape: LargeFamilyShape = LARGE_FAMILY,
): Promise<number> {
  const rows = familyRows(family.familyId, family.userId, shape);
  const count = TABLES.reduce((sum, table) => sum + rows[table].length, 0);
  await db.transaction().execute(async (trx: Transaction<Database>) => {
    let seq = await reserveFamilySeq(trx, family.familyId, count);
    for (const table of TABLES) {
      for (let i = 0; i < rows[table].length; i += CHUNK) {
        const chunk = rows[table].slice(i, i + CHUNK).map((row) => ({ ...row, seq: seq++ }));
        // The rows are built above to each table's columns; Kysely cannot type a table chosen at run time.
        await trx
          .insertInto(table)
          .values(chunk as never)
          .execute();
      }
    }
  });
  return count;
}

/** Seeds the large family into the stage's database and closes the connection again. */
export async function seedStageFamily(
  databaseUrl: string,
  family: { familyId: string; userId: string },
  shape: LargeFamilyShape = LARGE_FAMILY,
): Promise<number> {
  const database = openPostgres(databaseUrl, { max: 1 });
  try {
    return await seedLargeFamily(database.db, family, shape);
  } finally {
    await database.close();
  }
}
