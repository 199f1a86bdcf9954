// The start the fuzz test's step-by-step cases of two parents share (I-FUZZ-3, -7, -8): the server, a
// family with a phone and a laptop and no boards, and one magic reward both parents' devices hold.
import { collectionOf } from '../../client/src/data/create-database';
import { toLocalDocument } from '../../client/src/data/synced-document';
import { startFuzzFamily, type FuzzDevice } from './devices';
import { familyDocuments } from './invariants';
import { startFuzzServer } from './restartable-server';
import { waitFor } from '../kit/sync/sync-clients';

function rewardsOf(device: FuzzDevice) {
  return collectionOf(device.client.database, 'magicRewards');
}

/**
 * Starts the server and the family; the phone makes "Ice cream" (20 coins) and both devices have it.
 * Answers the devices, the reward's id, ways to read the reward on a device (undefined once gone there)
 * and on the server (deleted or not), and `close`.
 */
export async function twoParentsAndAReward() {
  const fuzz = await startFuzzServer();
  const family = await startFuzzFamily(fuzz.server, { boards: false });
  const [phone, laptop] = family.devices;
  if (phone === undefined || laptop === undefined) throw new Error('two parent devices expected');
  const now = new Date().toISOString();
  const reward = toLocalDocument('magicRewards', {
    id: crypto.randomUUID(),
    familyId: family.familyId,
    childId: family.childIds[0],
    name: 'Ice cream',
    pointCost: 20,
    createdAt: now,
    updatedAt: now,
  });
  const id = String(reward.id);
  const rewardOn = async (device: FuzzDevice) => (await rewardsOf(device).findOne(id).exec()) ?? undefined;
  const onServer = async () =>
    (await familyDocuments(fuzz.server, family, 'magicRewards')).find((document) => document.id === id);
  await rewardsOf(phone).insert(reward);
  await waitFor(() => onServer(), { what: 'the reward on the server' });
  await waitFor(() => rewardOn(laptop), { what: 'the reward on the laptop' });
  await Promise.all(family.devices.map((device) => device.client.replication.awaitInSync()));
  return {
    fuzz,
    family,
    phone,
    laptop,
    id,
    rewardOn,
    onServer,
    close: async () => {
      await Promise.all(family.devices.map((device) => device.client.close()));
      await fuzz.close();
    },
  };
}

/** What twoParentsAndAReward answers. */
export type TwoParents = Awaited<ReturnType<typeof twoParentsAndAReward>>;
