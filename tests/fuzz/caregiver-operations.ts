// A caregiver's random work in the fuzz test (HOUSEHOLD-5, D-LEDGER-10): ticking the children's routines
// beside them, as a board's child does, and now and then a bonus of a few coins — enough of them that a
// day's bonuses to a child often go past the family's bound, which the server must refuse.
import { collectionOf } from '../../client/src/data/create-database';
import { toLocalDocument } from '../../client/src/data/synced-document';
import { boardOperation } from './board-operations';
import type { FuzzDevice } from './devices';
import { shortId, type OperationContext, type OperationResult } from './operations';
import { ledgerEntry } from '../kit/sync/sync-requests';

/** How often a caregiver's turn is a bonus rather than a tick. */
const BONUS_CHANCE = 0.12;

async function giveBonus(device: FuzzDevice, context: OperationContext): Promise<OperationResult> {
  const { family, rng } = context;
  if (device.memberId === undefined) throw new Error(`${device.name} is no member`);
  const childId = rng.pick(family.childIds) ?? family.childIds[0];
  const points = rng.int(1, 3);
  // A bonus as every test writes one (a parent's 'system' entry), said to be the caregiver's.
  const bonus = toLocalDocument(
    'rewardTransactions',
    ledgerEntry(family.familyId, childId, points, {
      description: 'Helped Grandma',
      doneBy: { kind: 'member', id: device.memberId },
    }),
  );
  await collectionOf(device.client.database, 'rewardTransactions').insert(bonus);
  context.bonuses.set(String(bonus.id), { childId, points });
  return {
    description: `bonus of ${points} to ${shortId(childId)} (${shortId(bonus.id)})`,
    collection: 'rewardTransactions',
  };
}

/** One random piece of a caregiver's work on `device`. */
export async function caregiverOperation(
  device: FuzzDevice,
  context: OperationContext,
): Promise<OperationResult> {
  if (context.rng.chance(BONUS_CHANCE)) return giveBonus(device, context);
  return boardOperation(device, context);
}
