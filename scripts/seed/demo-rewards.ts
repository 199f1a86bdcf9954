// Rewards (ADR 0018): the parent's scoring, the prizes a child can buy, a redemption, and the rewards row
// that is recomputed from the ledger rather than counted up.
import { randomUUID } from 'node:crypto';
import type { DemoChild } from './demo-children';
import { at, setupTimestamps, type DemoContext } from './demo-context';
import type { DemoDrafts } from './demo-drafts';
import { BASE_POINTS } from './demo-routines';
import { addDays, localDate } from './local-date';
import { handoverId } from '@sync/domain/reward-handovers';

/** The prizes every demo child can redeem, and their cost in points. */
export const MAGIC_REWARDS = [
  { name: 'Pick the movie', pointCost: 50 },
  { name: 'Extra bedtime story', pointCost: 30 },
  { name: 'Trip to the park', pointCost: 100 },
] as const;

/** Adds the child's reward configuration (5 base points, ×1.5 streak multiplier) and magic rewards. */
export function buildRewardSetup(context: DemoContext, child: DemoChild, drafts: DemoDrafts): void {
  drafts.reward_configurations.push({
    id: randomUUID(),
    family_id: context.familyId,
    parent_id: context.parentId,
    child_id: child.id,
    base_points: BASE_POINTS,
    streak_multiplier: '1.50',
    ...setupTimestamps(context),
  });
  for (const reward of MAGIC_REWARDS) {
    drafts.magic_rewards.push({
      id: randomUUID(),
      family_id: context.familyId,
      child_id: child.id,
      name: reward.name,
      point_cost: reward.pointCost,
      ...setupTimestamps(context),
    });
  }
}

/**
 * Adds one redemption to the child's ledger: a magic reward bought a few days ago, as negative
 * points pointing at the reward. The older child saves for the dearer prize, and has it already: a parent
 * tapped "Given" that evening (ADR 0060); the younger child's still waits on the dashboard.
 */
export function buildRedemption(context: DemoContext, child: DemoChild, drafts: DemoDrafts): void {
  const rewardName = child.age >= 6 ? 'Pick the movie' : 'Extra bedtime story';
  const reward = drafts.magic_rewards.find((row) => row.child_id === child.id && row.name === rewardName);
  if (reward === undefined) throw new Error(`${child.name} has no magic reward '${rewardName}'`);
  const redeemedAt = at(context, addDays(context.today, -2), '18:15');
  const id = randomUUID();
  drafts.reward_transactions.push({
    id,
    family_id: context.familyId,
    reward_id: child.rewardId,
    child_id: child.id,
    points: -reward.point_cost,
    activity_type: 'redemption',
    activity_id: reward.id,
    description: `Redeemed: ${reward.name}`,
    created_at: redeemedAt,
    updated_at: redeemedAt,
  });
  if (child.age < 6) return;
  const givenAt = at(context, addDays(context.today, -2), '18:40');
  drafts.reward_handovers.push({
    id: handoverId(id),
    family_id: context.familyId,
    child_id: child.id,
    transaction_id: id,
    parent_id: context.parentId,
    given_at: givenAt,
    created_at: givenAt,
    updated_at: givenAt,
  });
}

/** A ledger entry as the totals read it. */
export interface LedgerEntry {
  points: number;
  activityType: string;
  createdAt: Date;
}

/** A child's rewards projection. */
export interface RewardTotals {
  totalPoints: number;
  currentStreak: number;
  longestStreak: number;
  lastActivityDate: string | null;
}

/**
 * Recomputes a child's totals from the ledger: the sum of all points; streaks count consecutive
 * family-local days with a completed routine, the current one ending today or yesterday (a day not
 * yet done does not break it); the last activity date is the latest day that earned points.
 */
export function computeRewardTotals(entries: LedgerEntry[], timeZone: string, today: string): RewardTotals {
  const totalPoints = entries.reduce((sum, entry) => sum + entry.points, 0);
  const routineDays = new Set(
    entries.filter((entry) => entry.activityType === 'routine').map((e) => localDate(e.createdAt, timeZone)),
  );
  const earningDays = entries
    .filter((entry) => entry.points > 0)
    .map((e) => localDate(e.createdAt, timeZone));
  const lastActivityDate = earningDays.length === 0 ? null : earningDays.reduce((a, b) => (a > b ? a : b));

  let longestStreak = 0;
  for (const day of routineDays) {
    if (routineDays.has(addDays(day, -1))) continue; // Not the first day of a run.
    let length = 1;
    while (routineDays.has(addDays(day, length))) length++;
    longestStreak = Math.max(longestStreak, length);
  }
  let currentStreak = 0;
  let day = routineDays.has(today) ? today : addDays(today, -1);
  while (routineDays.has(day)) {
    currentStreak++;
    day = addDays(day, -1);
  }
  return { totalPoints, currentStreak, longestStreak, lastActivityDate };
}

/** Adds the child's rewards row, with totals recomputed from the ledger entries already drafted. */
export function buildRewardsRow(context: DemoContext, child: DemoChild, drafts: DemoDrafts): RewardTotals {
  const ledger = drafts.reward_transactions.filter((row) => row.child_id === child.id);
  const entries = ledger.map((row) => ({
    points: row.points,
    activityType: row.activity_type,
    createdAt: new Date(row.created_at ?? context.now),
  }));
  const totals = computeRewardTotals(entries, context.timeZone, context.today);
  const lastChange = entries.reduce(
    (latest, entry) => (entry.createdAt > latest ? entry.createdAt : latest),
    context.setupAt,
  );
  drafts.rewards.push({
    id: child.rewardId,
    family_id: context.familyId,
    child_id: child.id,
    total_points: totals.totalPoints,
    current_streak: totals.currentStreak,
    longest_streak: totals.longestStreak,
    last_activity_date: totals.lastActivityDate,
    created_at: context.setupAt,
    updated_at: lastChange,
  });
  return totals;
}
