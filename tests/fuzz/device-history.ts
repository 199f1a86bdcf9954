// Every write each device's storage took, per document (I-FUZZ): its copy of the document and the state
// its replication confirmed for it, with the context of each write (a pull, a local write, a resolved
// conflict). A lost write or a divergence is then explained by what its device did, not only by what the
// server committed.
import { getHeightOfRevision, type RxStorageInstance } from 'rxdb';
import type { Subscription } from 'rxjs';
import type { FuzzDevice } from './devices';
import { describeContent } from './write-chains';
import type { Doc } from '../kit/sync/sync-clients';

type Stored = Doc & { _rev?: string; _meta?: { o?: { _rev: number } } };
type MetaRow = { itemId?: string; isCheckpoint?: string; docData?: Doc; isResolvedConflict?: string };

// A document's history is cut at this many entries: a failure needs its recent past.
const KEPT_PER_DOCUMENT = 80;

/** A device's stored copy: its revision, whether it is still as pulled, its content and stamp. */
export function describeStored(document: Stored): string {
  const height = document._rev === undefined ? 0 : getHeightOfRevision(document._rev);
  const pulled = document._meta?.o?._rev === height ? ', as pulled' : '';
  return `rev ${height}${pulled}: ${describeContent(document)} of ${String(document.updatedAt)}`;
}

/** One write a device's storage took, kept as it came and described only when a failure asks. */
type Entry = { at: number; describe: () => string };

/** The writes of every device, kept by document id. */
export class DeviceHistory {
  readonly #entries = new Map<string, Entry[]>();
  readonly #subscriptions: Subscription[] = [];
  readonly #started = Date.now();

  #add(id: string, describe: () => string): void {
    const entries = this.#entries.get(id) ?? [];
    entries.push({ at: Date.now() - this.#started, describe });
    if (entries.length > KEPT_PER_DOCUMENT) entries.shift();
    this.#entries.set(id, entries);
  }

  /** Follows the device's collections and, for those it replicates, their confirmed states. */
  watch(device: FuzzDevice): void {
    for (const name of device.collections) {
      const replication = device.client.replication.states.get(name);
      const collection = replication?.collection;
      if (collection === undefined) continue;
      this.#subscriptions.push(
        collection.storageInstance.changeStream().subscribe((bulk) => {
          for (const event of bulk.events) {
            const document = event.documentData as Stored;
            this.#add(
              event.documentId,
              () => `${device.name} ${name} stored (${bulk.context}) ${describeStored(document)}`,
            );
          }
        }),
      );
      const meta = replication?.metaInstance as RxStorageInstance<MetaRow, unknown, unknown> | undefined;
      if (meta === undefined) continue;
      this.#subscriptions.push(
        meta.changeStream().subscribe((bulk) => {
          for (const event of bulk.events) {
            const row = event.documentData;
            const state = row.docData;
            if (row.isCheckpoint !== '0' || row.itemId === undefined || state === undefined) continue;
            const resolved = row.isResolvedConflict === undefined ? '' : ', a resolved conflict';
            this.#add(
              row.itemId,
              () =>
                `${device.name} ${name} confirmed (${bulk.context}${resolved}) ${describeContent(state)} of ${String(state.updatedAt)}`,
            );
          }
        }),
      );
    }
  }

  /** What the devices' storage took for the document, oldest first. */
  of(id: string): string[] {
    return (this.#entries.get(id) ?? []).map((entry) => `[${entry.at} ms] ${entry.describe()}`);
  }

  stop(): void {
    for (const subscription of this.#subscriptions) subscription.unsubscribe();
  }
}
