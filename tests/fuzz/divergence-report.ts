// What a divergent document looked like at the end of a run (I-FUZZ): the device's stored copy with its
// origin mark, the state its replication believes the server holds, the server's copy, and every push of
// the document the server answered. A divergence is a finding; without this it could only be rerun.
import { getComposedPrimaryKeyOfDocumentData, getHeightOfRevision } from 'rxdb';
import { collectionOf } from '../../client/src/data/create-database';
import type { CollectionName } from '@sync/protocol/collections';
import { senderName, type FuzzDevice, type FuzzFamily } from './devices';
import { describeStored } from './device-history';
import type { HandledRow } from './push-recorder';
import { allServerDocuments } from './restartable-server';
import { describeContent, describeHandled } from './write-chains';
import type { Doc, SyncServer } from '../kit/sync/sync-clients';

/** The device's stored copy of the document, described. */
async function storedCopy(device: FuzzDevice, name: CollectionName, id: string): Promise<string> {
  const [stored] = await collectionOf(device.client.database, name).storageInstance.findDocumentsById(
    [id],
    true,
  );
  return stored === undefined ? 'none' : describeStored(stored);
}

/** The state the device's replication last confirmed for the document (its push's base). */
async function confirmedCopy(device: FuzzDevice, name: CollectionName, id: string): Promise<string> {
  const replication = device.client.replication.states.get(name);
  const metaInstance = replication?.internalReplicationState?.input.metaInstance;
  if (metaInstance === undefined) return 'no replication';
  const key = getComposedPrimaryKeyOfDocumentData(metaInstance.schema, { itemId: id, isCheckpoint: '0' });
  const [row] = await metaInstance.findDocumentsById([key], true);
  if (row === undefined) return 'none';
  const resolved =
    row.isResolvedConflict === undefined
      ? ''
      : ` (a resolved conflict, rev ${getHeightOfRevision(row.isResolvedConflict)})`;
  return `${describeContent(row.docData as Doc)}${resolved}`;
}

/** Lines explaining one `device collection/id` divergence. */
export async function explainDivergence(
  server: SyncServer,
  family: FuzzFamily,
  handled: readonly HandledRow[],
  line: string,
): Promise<string[]> {
  const match = /^(\S+) ([A-Za-z]+)\/(\S+)$/.exec(line);
  const device = family.devices.find((candidate) => candidate.name === match?.[1]);
  if (match === null || device === undefined) return [line];
  const name = match[2] as CollectionName;
  const id = match[3] ?? '';
  const onServer = (await allServerDocuments(server, device.principal, name)).find((d) => d.id === id);
  const pushes = handled
    .filter((row) => row.collection === name && row.id === id)
    .map((row) => describeHandled(row, (sender) => senderName(family, sender)));
  return [
    line,
    `stored on ${device.name}: ${await storedCopy(device, name, id)}`,
    `confirmed on ${device.name}: ${await confirmedCopy(device, name, id)}`,
    `on the server: ${describeContent(onServer)}`,
    ...pushes,
  ];
}
