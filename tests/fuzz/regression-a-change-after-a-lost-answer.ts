// A lost change the fuzz test's convergence check led to (I-FUZZ-8), played step by step. The answer to a
// push the server committed is lost; before RxDB sends it again, the parent changes the document back.
// The server answers the re-sent row with its copy — the row's own content — as a conflict, and RxDB
// confirms the server's copy only if it can write the merge over the document it read, which the newer
// change has replaced. So the newer change went on the base from before the lost answer, and the merge
// took it for no change at all: the server kept the first change, and the parent's second was undone
// (ADR 0084).
import { setTimeout as sleep } from 'node:timers/promises';
import { recordPushes } from './push-recorder';
import { twoParentsAndAReward } from './two-parents-and-a-reward';
import { waitFor, type Doc } from '../kit/sync/sync-clients';

/**
 * The laptop prices a reward at 30 coins; the server commits it but the answer is lost, and the laptop's
 * pushes do not get through for a moment. Meanwhile the parent prices it back at 20. Answers the reward
 * as the server and the laptop hold it once the laptop's pushes get through.
 */
export async function changeAfterALostAnswer(): Promise<{ server?: Doc; laptop?: Doc }> {
  const recorder = recordPushes();
  const { family, laptop, rewardOn, onServer, close } = await twoParentsAndAReward();
  try {
    const push = 'POST /api/sync/magicRewards/push';
    laptop.client.network.loseAnswers(push);
    const pushes = () => laptop.client.network.requests.filter((request) => request === push).length;
    const sent = pushes();
    await (await rewardOn(laptop))?.incrementalPatch({ pointCost: 30 });
    await waitFor(() => (pushes() > sent ? true : undefined), { intervalMs: 1, what: 'the push of 30' });
    const letPushesThrough = laptop.client.network.holdBack(push);
    await waitFor(async () => ((await onServer())?.pointCost === 30 ? true : undefined), {
      what: 'the price of 30 on the server',
    });
    await recorder.settle();

    await (await rewardOn(laptop))?.incrementalPatch({ pointCost: 20 });
    letPushesThrough();
    // The held push is retried within the replication's retry time.
    await sleep(500);
    await Promise.all(family.devices.map((device) => device.client.replication.awaitInSync()));
    await sleep(200);
    return { server: await onServer(), laptop: (await rewardOn(laptop))?.toJSON() as Doc | undefined };
  } finally {
    await close();
    recorder.restore();
  }
}
