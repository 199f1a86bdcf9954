// What a caregiver may claim, checked after a run (HOUSEHOLD-5, D-LEDGER-10): every refusal they were told
// is one the rules give, every bonus they gave is either kept or refused, and the bonuses kept stay within
// the family's bound for each child's day. Their routine credits are held to the rules with everyone's
// (ledgerProblems).
import type { RefusedWrite } from '../../client/src/data/sync-engine/refused-writes';
import { familyDate } from '@sync/domain/family-date';
import type { FuzzFamily } from './devices';
import { familyDocuments } from './invariants';
import type { OperationContext } from './operations';
import type { SyncServer } from '../kit/sync/sync-clients';

/** A refusal the rules give a caregiver: a bonus past the day's bound, or a day of a routine removed. */
function isExpected(refusal: RefusedWrite, context: OperationContext): boolean {
  if (refusal.collection === 'rewardTransactions')
    return refusal.status === 403 && context.bonuses.has(refusal.id);
  return refusal.collection === 'routineInstances' && /routine that has been removed/.test(refusal.message);
}

/** The problems of the caregiver's claims, given the refusals their phone was told. */
export async function caregiverProblems(
  server: SyncServer,
  family: FuzzFamily,
  context: OperationContext,
  told: readonly RefusedWrite[],
): Promise<string[]> {
  const problems = told
    .filter((refusal) => !isExpected(refusal, context))
    .map(
      (r) => `caregiver was refused ${r.collection}/${r.id} for no rule's reason: ${r.status} ${r.message}`,
    );
  const entries = new Map(
    (await familyDocuments(server, family, 'rewardTransactions')).map((entry) => [String(entry.id), entry]),
  );
  const refused = new Set(told.map((refusal) => refusal.id));
  const { time_zone: timeZone, caregiver_bonus_limit: limit } = await server.database.db
    .selectFrom('families')
    .select(['time_zone', 'caregiver_bonus_limit'])
    .where('id', '=', family.familyId)
    .executeTakeFirstOrThrow();
  // By child and family-local day: a run that goes past midnight starts a new day's bound.
  const kept = new Map<string, number>();
  for (const [id, bonus] of context.bonuses) {
    const stored = entries.get(id);
    const isKept = stored !== undefined && stored._deleted !== true;
    if (isKept === refused.has(id))
      problems.push(
        `caregiver's bonus ${id} was ${isKept ? 'both kept and refused' : 'neither kept nor refused'}`,
      );
    if (!isKept) continue;
    const day = `${bonus.childId} on ${familyDate(String(stored.createdAt), timeZone)}`;
    kept.set(day, (kept.get(day) ?? 0) + bonus.points);
  }
  for (const [day, points] of kept) {
    if (points > limit)
      problems.push(`caregiver's bonuses kept for ${day} sum to ${points}, past the bound of ${limit}`);
  }
  return problems;
}
