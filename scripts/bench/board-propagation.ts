// Goal 4: board → parent propagation of a completed step. The board is the real one in Chromium (the child
// taps "Done"); the parent is the parent app's own database and replication code running in Node on its own
// fake IndexedDB, signed in with the parent's session. Each step's time runs from the instant the board
// stamps it done (its `completedAt`, written in the same local write) to the moment the parent's local
// database emits it. Both clocks are this machine's: the board's page has no fake clock.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { Page } from 'playwright-core';
import { of } from 'rxjs';
import { collectionOf, createDatabase } from '../../client/src/data/create-database';
import { startReplication } from '../../client/src/data/sync-engine/replicate';
import type { BoardStage } from './board-stage';

/** Milliseconds from each step's local write on the board to its arrival in the parent's database. */
export type PropagationTimes = number[];

/** Starts the parent's app database, replicating with the server as the signed-in parent. */
async function startParentDatabase(stage: BoardStage) {
  const database = await createDatabase({
    owner: { kind: 'parent', userId: stage.userId },
    collections: ['routineInstances'],
    indexedDB: new IDBFactory(),
    IDBKeyRange,
    multiInstance: false,
  });
  const replication = startReplication(database, {
    baseUrl: stage.server.url,
    credential: { kind: 'parent' },
    fetch: stage.parent.fetch,
    online$: of(true),
  });
  await replication.awaitInSync();
  return { database, replication };
}

interface TaskStatus {
  completedAt?: string;
}

/**
 * Has the child complete `stepNames` one by one on the board in `page` (online, started, showing the
 * routine `routineId` with these steps in order), waiting for each to reach the parent before the next.
 */
export async function measurePropagation(
  stage: BoardStage,
  page: Page,
  routineId: string,
  stepNames: readonly string[],
): Promise<PropagationTimes> {
  const parent = await startParentDatabase(stage);
  const arrived = new Map<string, number>();
  let waiting: { count: number; resolve: () => void } | undefined;
  const subscription = collectionOf(parent.database, 'routineInstances')
    .find({ selector: { routineId } })
    .$.subscribe((documents) => {
      const seenAt = Date.now();
      for (const document of documents) {
        for (const [key, value] of Object.entries(document.status as Record<string, TaskStatus | null>)) {
          const stamped = value?.completedAt;
          if (stamped === undefined || arrived.has(key)) continue;
          arrived.set(key, seenAt - Date.parse(stamped));
        }
      }
      if (waiting !== undefined && arrived.size >= waiting.count) waiting.resolve();
    });
  try {
    for (const [index, name] of stepNames.entries()) {
      const reached = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`step ${name} did not reach the parent`)), 60_000);
        waiting = {
          count: index + 1,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        };
        if (arrived.size >= index + 1) waiting.resolve();
      });
      // A failed tap must not leave the wait rejecting unobserved.
      reached.catch(() => undefined);
      await page.getByRole('button', { name: `Done: ${name}`, exact: true }).click();
      await reached;
    }
    return [...arrived.values()];
  } finally {
    subscription.unsubscribe();
    await parent.replication.stop();
    await parent.database.remove();
  }
}
