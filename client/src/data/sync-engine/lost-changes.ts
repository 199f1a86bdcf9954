// Changes of this device that a push conflict lost to another device's earlier write to the same field
// (M-FORM-6, ADR 0051). The conflict handler keeps the master's value, as every device does (M-CONFIG-3),
// and reports here what this device's person had changed, so that the app tells them rather than letting
// their change vanish.
import { Subject, type Observable } from 'rxjs';
import type { FormClash } from '@sync/domain/form-changes';
import type { CollectionName } from '@sync/protocol/collections';

/** This device's changes to one document that lost to the master's values. */
export interface LostChange {
  collection: CollectionName;
  /** The document as the master has it, which the device now keeps. */
  document: Record<string, unknown>;
  clashes: readonly FormClash[];
}

/** The lost changes of one local database. */
export class LostChanges {
  readonly #lost = new Subject<LostChange>();

  /** Every lost change, as conflicts are resolved. */
  readonly lost$: Observable<LostChange> = this.#lost.asObservable();

  /** Reports a resolved conflict's lost changes; nothing for a conflict that lost none. */
  report(change: LostChange): void {
    if (change.clashes.length > 0) this.#lost.next(change);
  }
}

const BY_DATABASE = new WeakMap<object, LostChanges>();

/** The lost changes registry of a database (created with it by createDatabase). */
export function lostChangesOf(database: object): LostChanges {
  let lost = BY_DATABASE.get(database);
  if (lost === undefined) {
    lost = new LostChanges();
    BY_DATABASE.set(database, lost);
  }
  return lost;
}

/** Ties a registry made before its database existed (the conflict handlers need it first) to it. */
export function attachLostChanges(database: object, lost: LostChanges): void {
  BY_DATABASE.set(database, lost);
}
