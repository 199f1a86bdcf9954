// @vitest-environment node
// Confirmed states written when a local write first needs them (ADR 0015): a device that got its
// documents from the bulk first sync, which writes none, must push its edits exactly as if it had them.
import {
  getAssumedMasterState,
  getMetaWriteRow,
  type RxReplicationWriteToMasterRow,
  type WithDeleted,
} from 'rxdb';
import { describe, expect, it } from 'vitest';
import {
  FakeServer,
  reward,
  startDevice,
  stored,
  type Device,
} from '../../../../tests/kit/sync/one-collection-device';
import { withoutServerStates } from './confirmed-states';
import { collectionOf } from '../create-database';
import { toLocalDocument, type SyncedDocument } from '../synced-document';

/** Stores `state` as the confirmed state of its document on `device`, as RxDB's pull does. */
async function confirmAs(device: Device, state: WithDeleted<SyncedDocument>) {
  const replication = device.replication.internalReplicationState;
  if (replication === undefined) throw new Error('the replication has not started');
  const [previous] = Object.values(await getAssumedMasterState(replication, [state.id]));
  const row = await getMetaWriteRow(replication, state, previous?.metaDocument);
  const result = await replication.input.metaInstance.bulkWrite([row], 'confirmed-states-test');
  expect(result.error).toEqual([]);
}

/** The device's push wrapper around a server that records what it was sent and takes it all. */
function recordingPush(device: Device) {
  const sent: RxReplicationWriteToMasterRow<SyncedDocument>[][] = [];
  const push = withoutServerStates(
    (rows) => {
      sent.push(rows);
      return Promise.resolve([]);
    },
    () => device.replication,
  );
  return { push, sent };
}

/** A device that has pulled `documents` with the bulk first sync, and the server it pulled them from. */
async function deviceWith(...documents: ReturnType<typeof reward>[]) {
  const server = new FakeServer();
  for (const document of documents) server.put(document);
  const device = await startDevice(server, true);
  const rewards = collectionOf(device.database, 'magicRewards');
  const find = async (id: string) => {
    const found = await rewards.findOne(id).exec();
    if (found === null) throw new Error(`${id} is not on the device`);
    return found;
  };
  return { server, device, rewards, find };
}

describe('confirmed states kept for local writes', () => {
  it('pushes a removal of a pulled document with the pulled state as its base', async () => {
    const original = reward('Ice cream');
    const { server, device, find } = await deviceWith(original);
    await (await find(original.id)).remove();
    await device.replication.awaitInSync();
    expect(server.pushes).toHaveLength(1);
    expect(server.pushes[0]?.assumedMasterState).toEqual(original);
    expect(server.documents.get(original.id)?.document._deleted).toBe(true);
  });

  it('pushes an incremental removal of a pulled document with the pulled state as its base', async () => {
    const original = reward('Cinema');
    const { server, device, find } = await deviceWith(original);
    await (await find(original.id)).incrementalRemove();
    await device.replication.awaitInSync();
    expect(server.pushes.map((row) => row.assumedMasterState)).toEqual([original]);
  });

  it('pushes two edits made offline on top of the pulled state', async () => {
    const original = reward('Park');
    const { server, device, find } = await deviceWith(original);
    server.offline = true;
    const once = await (await find(original.id)).incrementalPatch({ pointCost: 20 });
    await once.incrementalPatch({ name: 'Park with a picnic' });
    server.offline = false;
    device.replication.reSync();
    await device.replication.awaitInSync();
    // RxDB retries the push it tried offline (the first edit), then sends the second on top of it.
    expect(server.pushes[0]?.assumedMasterState).toEqual(original);
    expect(server.documents.get(original.id)?.document).toMatchObject({
      name: 'Park with a picnic',
      pointCost: 20,
    });
  });

  it('merges an offline edit of one field with a server change to another, keeping both', async () => {
    const original = reward('Swimming', 30);
    const { server, device, find } = await deviceWith(original);
    server.offline = true;
    await (await find(original.id)).incrementalPatch({ pointCost: 15 });
    // Meanwhile another parent renames it.
    server.put({ ...original, name: 'Swimming with Grandma' });
    server.offline = false;
    device.replication.reSync();
    await device.replication.awaitInSync();
    expect(server.documents.get(original.id)?.document).toMatchObject({
      name: 'Swimming with Grandma',
      pointCost: 15,
    });
    const [onDevice] = Object.values(await stored(device, [original.id]));
    expect(onDevice?.document).toMatchObject({ name: 'Swimming with Grandma', pointCost: 15 });
  });

  it('leaves out of a push a pulled document the device has not changed, and sends one made on the device', async () => {
    const pulled = reward('Zoo');
    const { device, rewards } = await deviceWith(pulled);
    const made = await rewards.insert(toLocalDocument('magicRewards', reward('Museum')));
    const { push, sent } = recordingPush(device);
    const { _deleted: _unused, ...pulledFields } = pulled;
    await push([
      { newDocumentState: { ...pulledFields, _deleted: false } },
      { newDocumentState: { ...made.toJSON(), _deleted: false } },
    ]);
    expect(sent.map((rows) => rows.map((row) => row.newDocumentState.id))).toEqual([[made.id]]);
  });

  it('leaves out a pulled document even when the push sends it on an older confirmed state, and sends an edit made on the device (R-PUSH-PULLED)', async () => {
    const pulled = reward('Zoo');
    const { device, find } = await deviceWith(pulled);
    const older = { ...pulled, name: 'Zoo trip', _deleted: false };
    const { push, sent } = recordingPush(device);
    const { _deleted: _unused, ...pulledFields } = pulled;
    // RxDB's push, reading the document between the pull's two writes, sends the pulled copy as a change.
    await push([{ assumedMasterState: older, newDocumentState: { ...pulledFields, _deleted: false } }]);
    expect(sent).toEqual([]);

    const edited = await (await find(pulled.id)).incrementalPatch({ name: 'Zoo with lunch' });
    const { _meta, _rev, _attachments, ...editedFields } = edited.toMutableJSON(true);
    // The pulled copy RxDB read before the edit replaced it is still a pulled copy (ADR 0081); the edit
    // goes on the copy it replaced.
    await push([{ assumedMasterState: older, newDocumentState: { ...pulledFields, _deleted: false } }]);
    await push([{ assumedMasterState: pulled, newDocumentState: { ...editedFields, _deleted: false } }]);
    expect(sent.map((rows) => rows.map((row) => row.newDocumentState.name))).toEqual([['Zoo with lunch']]);
  });

  it('bases an edit on the pulled copy it replaces, even while an older confirmed state is stored (ADR 0081)', async () => {
    const pulled = reward('Zoo');
    const { server, device, find } = await deviceWith(pulled);
    // A pull page read before the device's own push committed has put the older copy back on the device;
    // the confirmed state is still the newer one.
    await confirmAs(device, { ...pulled, name: 'Zoo trip' });
    await (await find(pulled.id)).incrementalPatch({ pointCost: 25 });
    await device.replication.awaitInSync();
    expect(server.pushes[0]?.assumedMasterState).toEqual(pulled);
  });

  it('leaves out a row read on a confirmed state that a pull has replaced since (ADR 0081)', async () => {
    const pulled = reward('Zoo');
    const { device, find } = await deviceWith(pulled);
    await (await find(pulled.id)).incrementalPatch({ name: 'Zoo at noon' });
    const { push, sent } = recordingPush(device);
    const older = { ...pulled, name: 'Zoo trip' };
    const newer = { ...pulled, name: 'Zoo with Grandma' };
    await confirmAs(device, newer);
    await push([{ assumedMasterState: older, newDocumentState: { ...pulled, name: 'Zoo at noon' } }]);
    await push([{ assumedMasterState: newer, newDocumentState: { ...pulled, name: 'Zoo at noon' } }]);
    expect(sent.map((rows) => rows.map((row) => row.assumedMasterState?.name))).toEqual([
      ['Zoo with Grandma'],
    ]);
  });

  it('leaves out an older pulled copy read before the next pull put the newer one back, on the same confirmed state (ADR 0084)', async () => {
    // The device's own write "Zoo" is confirmed; a pull page read before it committed stored the older
    // "Zoo trip", and RxDB's push read that copy on the confirmed "Zoo"; the next pull stored "Zoo" again.
    const newer = reward('Zoo');
    const { device } = await deviceWith(newer);
    await confirmAs(device, newer);
    const { push, sent } = recordingPush(device);
    const { _deleted: _unused, ...newerFields } = newer;
    await push([
      { assumedMasterState: newer, newDocumentState: { ...newerFields, name: 'Zoo trip', _deleted: false } },
    ]);
    expect(sent).toEqual([]);
  });
});
