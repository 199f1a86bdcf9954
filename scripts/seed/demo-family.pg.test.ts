import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/kit/server/test-database';
import { CHILD_DATA_POLICY_VERSION } from '@sync/schemas/parental-consent';
import type { OpenDatabase } from '../../server/src/db/open-database';
import { DEMO_EMAIL, DEMO_FAMILY_NAME, seedDemoFamily, type SeededDemoFamily } from './demo-family';
import { SYNCED_TABLES } from './demo-drafts';
import { ageOn } from './local-date';

// 10:00 in Toronto on Thursday 12 March 2026: the clocks went forward on the 8th, inside the history.
const NOW = new Date('2026-03-12T14:00:00Z');
const TODAY = '2026-03-12';
const PASSWORD = 'Brightday-test-2026!';

let database: OpenDatabase;
let seeded: SeededDemoFamily;
beforeAll(async () => {
  database = await createTestDatabase();
  seeded = await seedDemoFamily(database.db, { now: NOW, password: PASSWORD });
});
afterAll(() => database.close());

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Streaks counted the plain way: runs of consecutive day numbers. */
function streaks(dates: string[]): { current: number; longest: number } {
  const days = [...new Set(dates.map(dayNumber))].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  days.forEach((day, index) => {
    run = index > 0 && days[index - 1] === day - 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  const last = days.at(-1);
  const current = last !== undefined && last >= dayNumber(TODAY) - 1 ? run : 0;
  return { current, longest };
}

describe('seedDemoFamily', () => {
  it('creates one parent who can log in with the given password, in a Toronto family', async () => {
    const users = await database.db.selectFrom('users').selectAll().execute();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({
      email: DEMO_EMAIL,
      first_name: 'Sam',
      last_name: 'Rivera',
      country: 'Canada',
      preferred_temp_unit: 'celsius',
      accepted_terms: true,
      signup_source: 'web',
      family_id: seeded.familyId,
    });
    expect(users[0]?.password_hash).toMatch(/^scrypt\$/);
    const family = await database.db.selectFrom('families').selectAll().executeTakeFirstOrThrow();
    expect(family).toMatchObject({ name: DEMO_FAMILY_NAME, time_zone: 'America/Toronto' });
  });

  it("makes the demo parent the family's owner, as signing up does, so the parent app lets them in", async () => {
    const members = await database.db
      .selectFrom('members')
      .select(['user_id', 'family_id', 'role'])
      .execute();
    const [parent] = await database.db.selectFrom('users').select('id').execute();
    expect(members).toEqual([{ user_id: parent?.id, family_id: seeded.familyId, role: 'owner' }]);
  });

  it("records the demo parent's consent to the current policy, given at setup (ADR 0027)", async () => {
    const consents = await database.db.selectFrom('parental_consents').selectAll().execute();
    const [parent] = await database.db.selectFrom('users').select(['id', 'created_at']).execute();
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({
      family_id: seeded.familyId,
      user_id: parent?.id,
      policy_version: CHILD_DATA_POLICY_VERSION,
      accepted_at: parent?.created_at,
    });
  });

  it('creates two children of different ages, seven and four on the family-local today', async () => {
    const children = await database.db.selectFrom('children').selectAll().orderBy('name').execute();
    const summary = children.map((child) => [child.name, ageOn(child.birth_date ?? '', TODAY), child.theme]);
    expect(summary).toEqual([
      ['Leo', 4, 'cars'],
      ['Mia', 7, 'frozen'],
    ]);
    expect(children.map((child) => child.id).sort()).toEqual([...seeded.childIds].sort());
  });

  it('gives each child a weekday morning and a daily evening routine of 4 to 6 named tasks', async () => {
    const routines = await database.db.selectFrom('routines').selectAll().execute();
    expect(routines).toHaveLength(4);
    for (const routine of routines) {
      const morning = routine.name === 'Morning routine';
      expect(routine.start_time).toBe(morning ? '07:00' : '19:00');
      expect(routine.days_of_week).toEqual(morning ? [1, 2, 3, 4, 5] : [0, 1, 2, 3, 4, 5, 6]);
      expect(routine.tasks.length).toBeGreaterThanOrEqual(4);
      expect(routine.tasks.length).toBeLessThanOrEqual(6);
      for (const task of routine.tasks) {
        expect(task).toMatchObject({ name: expect.any(String) as string, completed: false });
        expect(task.duration).toBeGreaterThan(0);
        expect(task.icon).toMatch(/^[a-z]+$/);
      }
    }
  });

  it('gives each child a weekly and a coming one-time activity, two named alarms and three magic rewards', async () => {
    const activities = await database.db.selectFrom('activities').selectAll().execute();
    expect(activities).toHaveLength(4);
    for (const activity of activities) {
      if (activity.activity_type === 'one-time') {
        expect(activity.days_of_week).toEqual([]);
        expect(activity.scheduled_date! > TODAY).toBe(true);
      } else {
        expect(activity.days_of_week).toHaveLength(1);
        expect(activity.scheduled_date).toBeNull();
      }
    }
    const alarms = await database.db
      .selectFrom('alarms')
      .select(['time', 'selected_days', 'repeat', 'name', 'icon'])
      .execute();
    // Named, so the board and the screenshots never show a bare "Alarm 7:30 AM" (ADR 0057).
    expect(alarms.filter((alarm) => alarm.time === '07:30').map((alarm) => [alarm.name, alarm.icon])).toEqual(
      [
        ['Time for school!', 'backpack'],
        ['Time for school!', 'backpack'],
      ],
    );
    expect(alarms.every((alarm) => alarm.name !== '' && alarm.icon !== null)).toBe(true);
    expect(alarms.filter((alarm) => alarm.time === '07:30').map((alarm) => alarm.selected_days)).toEqual([
      ['mon', 'tue', 'wed', 'thu', 'fri'],
      ['mon', 'tue', 'wed', 'thu', 'fri'],
    ]);
    expect(alarms.filter((alarm) => alarm.selected_days.length === 7)).toHaveLength(2);
    expect(alarms.every((alarm) => alarm.repeat)).toBe(true);
    const magic = await database.db.selectFrom('magic_rewards').select('point_cost').execute();
    expect(magic.map((reward) => reward.point_cost).sort((a, b) => a - b)).toEqual([
      30, 30, 50, 50, 100, 100,
    ]);
  });

  it('creates chores whose frequency and days agree, and a week of them assigned to the children', async () => {
    const parent = await database.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const chores = await database.db.selectFrom('chores').selectAll().orderBy('name').execute();
    expect(chores.map((chore) => [chore.name, chore.frequency])).toEqual([
      ['Feed the cat', 'daily'],
      ['Help wash the car', 'one-time'],
      ['Take out recycling', 'weekly'],
      ['Tidy the playroom', 'weekly'],
    ]);
    for (const chore of chores) {
      if (chore.frequency === 'daily') expect([...chore.days_of_week].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
      if (chore.frequency === 'weekly') expect([1, 2, 3, 4, 5, 6]).toContain(chore.days_of_week.length);
      if (chore.frequency === 'one-time') expect(chore.days_of_week).toEqual([]);
      expect(chore.scheduled_date !== null).toBe(chore.frequency === 'one-time');
      expect(chore.user_id).toBe(parent.id);
    }
    const instances = await database.db.selectFrom('chore_instances').selectAll().execute();
    expect(instances.every((instance) => instance.date >= '2026-03-06' && instance.date <= TODAY)).toBe(true);
    expect(instances.every((instance) => seeded.childIds.includes(instance.assigned_child_id ?? ''))).toBe(
      true,
    );
    expect(new Set(instances.map((instance) => instance.status))).toEqual(new Set(['completed', 'pending']));
  });

  it('records three weeks of routine days, most completed, each completed one earning base points per task', async () => {
    const rows = await sql<{
      date: string;
      completion_status: string;
      completed_at: Date | null;
      tasks: number;
      points: number | null;
    }>`
      select ri.date, ri.completion_status, ri.completed_at, jsonb_array_length(r.tasks)::int as tasks, rt.points
      from routine_instances ri
      join routines r on r.id = ri.routine_id
      left join reward_transactions rt on rt.activity_type = 'routine' and rt.activity_id = ri.id::text`.execute(
      database.db,
    );
    const completed = rows.rows.filter((row) => row.completion_status === 'completed');
    expect(rows.rows.every((row) => row.date >= '2026-02-20' && row.date <= TODAY)).toBe(true);
    expect(completed.length / rows.rows.length).toBeGreaterThan(0.75);
    expect(rows.rows.some((row) => row.completion_status === 'not_started')).toBe(true);
    for (const row of rows.rows) {
      const done = row.completion_status === 'completed';
      expect([row.completed_at !== null, row.points]).toEqual([done, done ? 5 * row.tasks : null]);
    }
  });

  it("keeps each child's rewards row equal to the totals recomputed from its ledger", async () => {
    for (const childId of seeded.childIds) {
      const ledger = await sql<{ points: number; activity_type: string; local_date: string }>`
        select rt.points, rt.activity_type, to_char(rt.created_at at time zone f.time_zone, 'YYYY-MM-DD') as local_date
        from reward_transactions rt join families f on f.id = rt.family_id
        where rt.child_id = ${childId}`.execute(database.db);
      const entries = ledger.rows;
      expect(new Set(entries.map((entry) => entry.activity_type))).toEqual(
        new Set(['routine', 'chore', 'redemption']),
      );
      expect(entries.filter((entry) => entry.activity_type === 'redemption').every((e) => e.points < 0)).toBe(
        true,
      );
      const { current, longest } = streaks(
        entries.filter((e) => e.activity_type === 'routine').map((e) => e.local_date),
      );
      const earning = entries
        .filter((entry) => entry.points > 0)
        .map((entry) => entry.local_date)
        .sort();
      const rewards = await database.db
        .selectFrom('rewards')
        .selectAll()
        .where('child_id', '=', childId)
        .executeTakeFirstOrThrow();
      expect(rewards).toMatchObject({
        total_points: entries.reduce((sum, entry) => sum + entry.points, 0),
        current_streak: current,
        longest_streak: longest,
        last_activity_date: earning.at(-1),
      });
      expect(rewards.current_streak).toBeGreaterThan(0);
    }
  });

  it('numbers every synced row of the family with a distinct seq, and change_seq is the highest', async () => {
    const seqs: number[] = [];
    for (const table of SYNCED_TABLES) {
      const rows = await sql<{
        seq: number;
        family_id: string;
      }>`select seq, family_id from ${sql.table(table)}`.execute(database.db);
      expect(rows.rows.length, table).toBeGreaterThan(0);
      expect(
        rows.rows.every((row) => row.family_id === seeded.familyId),
        table,
      ).toBe(true);
      seqs.push(...rows.rows.map((row) => Number(row.seq)));
    }
    const family = await database.db.selectFrom('families').select('change_seq').executeTakeFirstOrThrow();
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(Math.max(...seqs)).toBe(family.change_seq);
  });

  it("adds today's built-in quote and joke for every age band", async () => {
    const ofKind = (kind: 'quote' | 'joke') =>
      database.db
        .selectFrom('daily_content')
        .select(['date', 'age_group', 'source'])
        .where('kind', '=', kind)
        .orderBy('age_group')
        .execute();
    const quotes = await ofKind('quote');
    const jokes = await ofKind('joke');
    const day = NOW.toISOString().slice(0, 10);
    const todays = (rows: { date: unknown; age_group: string; source: string }[]) =>
      rows.filter(
        (row) =>
          String(row.date).slice(0, 10) === day ||
          (row.date instanceof Date && row.date.toISOString().slice(0, 10) === day),
      );
    const expected = ['10-12', '13+', '3-4', '5-6', '7-9'].map((age_group) => ({
      age_group,
      source: 'builtin',
    }));
    for (const rows of [quotes, jokes]) {
      expect(todays(rows).map(({ age_group, source }) => ({ age_group, source }))).toEqual(expected);
    }
  });

  it('leaves exactly one demo parent and one demo family when the seed runs twice', async () => {
    const again = await seedDemoFamily(database.db, { now: NOW, password: PASSWORD });
    const users = await database.db.selectFrom('users').select(['email', 'family_id']).execute();
    const families = await database.db.selectFrom('families').select('id').execute();
    expect(users).toEqual([{ email: DEMO_EMAIL, family_id: again.familyId }]);
    expect(families).toEqual([{ id: again.familyId }]);
    expect(again.familyId).not.toBe(seeded.familyId);
    const children = await database.db.selectFrom('children').select('family_id').execute();
    expect(children).toEqual([{ family_id: again.familyId }, { family_id: again.familyId }]);
    // The shared content is written once per band and date, however often the seed runs.
    expect(
      await database.db.selectFrom('daily_content').select('id').where('kind', '=', 'quote').execute(),
    ).toHaveLength(15 * 5);
  });
});
