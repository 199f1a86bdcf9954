// A divergence the fuzz test's convergence check found (I-FUZZ-7), played step by step. RxDB's pull leaves
// a document alone while the device holds a change of it not yet pushed: that push will meet the server's
// newer copy as a conflict and merge it. When the parent then puts the document back as it was (a reward
// switched off and on again) before the push got through, RxDB's push compared content only, found
// nothing to send, and the server's copy — already pulled past — never reached the device: it kept a
// reward the other parent had deleted (ADR 0084).
import { setTimeout as sleep } from 'node:timers/promises';
import { twoParentsAndAReward } from './two-parents-and-a-reward';
import { waitFor, type Doc } from '../kit/sync/sync-clients';

/**
 * Holds the answer of the next rewards pull sent with `cookie` whose page holds `text` (already read on the
 * server) until `release` is called: a pull slow to come back, as on a busy server or a weak signal.
 */
function holdAPull(cookie: string, text: string) {
  const realFetch = globalThis.fetch;
  let release: () => void = () => undefined;
  let reach: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (reach = resolve));
  let armed = true;
  globalThis.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    const sender = new Headers(init?.headers).get('cookie') ?? '';
    if (armed && url.includes('/api/sync/magicRewards/pull') && sender.includes(cookie)) {
      if ((await response.clone().text()).includes(text)) {
        armed = false;
        reach();
        await released;
      }
    }
    return response;
  };
  return {
    reached,
    release: () => {
      globalThis.fetch = realFetch;
      release();
    },
  };
}

/**
 * The phone deletes a reward; the laptop's pull of that deletion is slow to come back, and meanwhile the
 * laptop switches the reward off, with its pushes not getting through. The pull is stored; the laptop
 * switches the reward on again; its pushes get through. Answers the reward as the laptop held it after
 * the pull and in the end, and as the server holds it.
 */
export async function changeUndoneWhileADeletionWaits(): Promise<{
  laptopAfterThePull?: Doc;
  laptop?: Doc;
  server?: Doc;
}> {
  const { family, phone, laptop, id, rewardOn, onServer, close } = await twoParentsAndAReward();
  try {
    const slowPull = holdAPull(laptop.credential, id);
    await (await rewardOn(phone))?.incrementalRemove();
    await slowPull.reached;

    const letPushesThrough = laptop.client.network.holdBack('POST /api/sync/magicRewards/push');
    await (await rewardOn(laptop))?.incrementalPatch({ isActive: false });
    const down = laptop.client.replication.states.get('magicRewards')?.internalReplicationState;
    slowPull.release();
    await waitFor(() => (down?.events.active.down.getValue() === false ? true : undefined), {
      intervalMs: 5,
      what: "the laptop's pull to be stored",
    });
    const laptopAfterThePull = (await rewardOn(laptop))?.toJSON() as Doc | undefined;

    await (await rewardOn(laptop))?.incrementalPatch({ isActive: true });
    letPushesThrough();
    // The held push is retried within the replication's retry time.
    await sleep(500);
    await Promise.all(family.devices.map((device) => device.client.replication.awaitInSync()));
    await sleep(200);
    return {
      laptopAfterThePull,
      laptop: (await rewardOn(laptop))?.toJSON() as Doc | undefined,
      server: await onServer(),
    };
  } finally {
    await close();
  }
}
