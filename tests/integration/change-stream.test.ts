// @vitest-environment node
// The change stream: how a device learns, without polling, that the family's data changed.
import { filter, firstValueFrom } from 'rxjs';
import { expect, it } from 'vitest';
import { collectionOf } from '../../client/src/data/create-database';
import type { CollectionName } from '@sync/protocol/collections';
import { documentOn, insertDocument, type SyncClient } from '../kit/sync/sync-clients';
import { syncServerForFile } from '../kit/sync/sync-server-for-file';
import { routineDocument } from '../kit/sync/sync-requests';

const file = syncServerForFile();

const collections: CollectionName[] = ['children', 'routines'];
const pullsOf = (client: SyncClient) =>
  client.network.requests.filter((request) => request === 'GET /api/sync/routines/pull').length;

const parentAndBoard = () => file.parentAndBoard(collections);

it("I-STREAM-1: a change pushed by one device reaches another device's database through the change stream, without polling", async () => {
  const { user, child, parent, board } = await parentAndBoard();
  const quietPulls = pullsOf(board);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  // Nothing changed, so nothing was asked: the board does not poll.
  expect(pullsOf(board)).toBe(quietPulls);

  // What the board hears from the stream, and how many pulls it had made when it heard it (counted in the
  // same turn, before the pull the event starts). How fast a change arrives is bench:sync's "live
  // propagation" (docs/benchmarks.md), not a timed test.
  const heard: { collections: string[]; pullsBefore: number }[] = [];
  const events = board.replication.changeStream.changes$.subscribe((collections) =>
    heard.push({ collections: [...collections], pullsBefore: pullsOf(board) }),
  );
  const routine = routineDocument(user.familyId, child.id, { name: 'Bedtime' });
  const arrived = firstValueFrom(
    collectionOf(board.database, 'routines')
      .findOne(routine.id)
      .$.pipe(filter((document) => document !== null)),
  );
  await insertDocument(parent, 'routines', routine);
  await arrived;
  events.unsubscribe();

  // The stream named the routines first; only then did the board pull them.
  const told = heard.find((event) => event.collections.includes('routines'));
  expect(told?.pullsBefore).toBe(quietPulls);
  expect(pullsOf(board)).toBeGreaterThan(quietPulls);
});

it('I-STREAM-2: a device that reconnects catches up on what it missed from the first event of the stream', async () => {
  const { user, child, parent, board } = await parentAndBoard();
  board.network.setOnline(false);
  const routine = await insertDocument(parent, 'routines', routineDocument(user.familyId, child.id));
  await parent.replication.awaitInSync();

  const connected = firstValueFrom(board.replication.changeStream.connected$.pipe(filter(Boolean)));
  const firstEvent = firstValueFrom(board.replication.changeStream.changes$);
  board.network.setOnline(true);
  await connected;
  // On connect the server names every collection, so each replication pulls from its checkpoint.
  expect(await firstEvent).toEqual(expect.arrayContaining(['children', 'routines', 'rewardTransactions']));
  await documentOn(board, 'routines', routine.id);
});
