// Household chores the parent set up, a week of them handed to the children, and the coins earned.
import { randomUUID } from 'node:crypto';
import { choreInstanceId, choreLedgerEntryId } from '@sync/domain/name-based-id';
import type { DemoChild } from './demo-children';
import { at, CHORE_HISTORY_DAYS, lastDays, setupTimestamps, type DemoContext } from './demo-context';
import type { DemoDrafts } from './demo-drafts';
import { addDays, dayOfWeek } from './local-date';

interface ChoreSpec {
  name: string;
  description: string;
  icon: string;
  frequency: 'daily' | 'weekly' | 'one-time';
  daysOfWeek: number[];
  /** For a one-time chore: how many days after today it is due. */
  inDays?: number;
  rewardCoins: number;
  /** Which child (index into the children) does it on a day, by days ago. */
  assignee: (daysAgo: number) => number;
}

// Each frequency meets the spec's rule (V-CHORE-4): daily names all 7 days, weekly 1 to 6, one-time a
// date and no days.
const CHORES: readonly ChoreSpec[] = [
  {
    name: 'Feed the cat',
    description: 'One scoop of dry food and fresh water.',
    icon: 'cat',
    frequency: 'daily',
    daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    rewardCoins: 2,
    assignee: (daysAgo) => daysAgo % 2,
  },
  {
    name: 'Take out recycling',
    description: 'Blue bin to the curb before school.',
    icon: 'recycle',
    frequency: 'weekly',
    daysOfWeek: [2],
    rewardCoins: 5,
    assignee: () => 0,
  },
  {
    name: 'Tidy the playroom',
    description: 'Toys back in their boxes.',
    icon: 'toys',
    frequency: 'weekly',
    daysOfWeek: [6],
    rewardCoins: 10,
    assignee: () => 1,
  },
  {
    name: 'Help wash the car',
    description: 'Sponges and buckets in the driveway.',
    icon: 'car',
    frequency: 'one-time',
    daysOfWeek: [],
    inDays: 3,
    rewardCoins: 15,
    assignee: () => 0,
  },
];

/** Days ago on which the daily chore was left undone: not every chore gets done. */
const FORGOTTEN_DAYS_AGO = 3;

/**
 * Adds the parent's chores, an instance of each recurring chore on every scheduled day of the last
 * CHORE_HISTORY_DAYS days (today's still pending, past ones completed but one), and a 'chore' ledger
 * entry of the chore's coins for each completed instance.
 */
export function buildChores(context: DemoContext, children: DemoChild[], drafts: DemoDrafts): void {
  for (const spec of CHORES) {
    const choreId = randomUUID();
    drafts.chores.push({
      id: choreId,
      family_id: context.familyId,
      user_id: context.parentId,
      name: spec.name,
      description: spec.description,
      icon: spec.icon,
      frequency: spec.frequency,
      days_of_week: spec.daysOfWeek,
      scheduled_date: spec.inDays === undefined ? null : addDays(context.today, spec.inDays),
      reward_coins: spec.rewardCoins,
      ...setupTimestamps(context),
    });
    if (spec.frequency === 'one-time') continue;

    for (const { date, daysAgo } of lastDays(context, CHORE_HISTORY_DAYS)) {
      if (!spec.daysOfWeek.includes(dayOfWeek(date))) continue;
      const child = children[spec.assignee(daysAgo)];
      if (child === undefined) throw new Error(`No child to do '${spec.name}'`);
      const completed = daysAgo > 0 && !(spec.frequency === 'daily' && daysAgo === FORGOTTEN_DAYS_AGO);
      const completedAt = at(context, date, '17:30', (daysAgo * 11) % 40);
      const dayStart = at(context, date, '06:00');
      const createdAt = dayStart < context.now ? dayStart : context.now;
      // The ids the app gives them (D-CINST-1, D-CLEDGER-2), so that an undo in the app finds the earning.
      const instanceId = choreInstanceId(choreId, date, child.id);
      drafts.chore_instances.push({
        id: instanceId,
        family_id: context.familyId,
        chore_id: choreId,
        date,
        assigned_child_id: child.id,
        status: completed ? 'completed' : 'pending',
        completed_at: completed ? completedAt : null,
        created_at: createdAt,
        updated_at: completed ? completedAt : createdAt,
      });
      if (!completed || spec.rewardCoins === 0) continue;
      drafts.reward_transactions.push({
        id: choreLedgerEntryId(instanceId, 1, 'earned'),
        family_id: context.familyId,
        reward_id: child.rewardId,
        child_id: child.id,
        points: spec.rewardCoins,
        activity_type: 'chore',
        activity_id: instanceId,
        description: `Chore done: ${spec.name}`,
        created_at: completedAt,
        updated_at: completedAt,
      });
    }
  }
}
