// Writes the server refused for good (a board writing outside its child, a document that fails the
// schema). RxDB would retry them forever and hold back every other change of the collection, so the
// push handler answers them with the server's copy instead, and the conflict handler — told here —
// keeps that copy rather than merging the refused change back in. Writes the server had already applied
// from an earlier push, and that were changed since (ADR 0013), are kept the same way, silently.
import { Subject, type Observable } from 'rxjs';
import type { CollectionName } from '@sync/protocol/collections';
import { documentsEqual } from '@sync/merge/documents-equal';
import type { WireDocument } from '@sync/merge/json-value';

/**
 * One refused write, for the UI to explain in family language (docs/house-style.md#connectivity-is-a-state:
 * toast only for this).
 */
export interface RefusedWrite {
  collection: CollectionName;
  /** The document's id. */
  id: string;
  /** The HTTP status of the refusal (400, 403, …). */
  status: number;
  /** The server's message, written for people. */
  message: string;
}

/** The refusals of one local database. */
export class RefusedWrites {
  readonly #awaitingResolution = new Set<string>();
  // The state of each document last refused for good, and why: RxDB sends a batch again whole when a later
  // row of it could not go (offline, 409), and a row refused once is then answered here, not sent again.
  readonly #refusedStates = new Map<string, { state: WireDocument; write: RefusedWrite }>();
  readonly #refused = new Subject<RefusedWrite>();

  /** Every refusal, as the server answers it. */
  readonly refused$: Observable<RefusedWrite> = this.#refused.asObservable();

  /**
   * Records a refusal of `state`: the next conflict of this document keeps the server's copy. Told once per
   * document and reason: the same state refused again (a batch sent again) is not told again, nor a later
   * state refused for the same reason. RxDB resends the rows it read for as long as their push fails, so a
   * batch read before the child's last ticks meets its refusal first; putting the server's copy back then
   * loses its race with those ticks, and the newest state is refused in the next push, for the same reason.
   */
  mark(write: RefusedWrite, state: WireDocument): void {
    const key = `${write.collection}/${write.id}`;
    this.#awaitingResolution.add(key);
    const before = this.#refusedStates.get(key)?.write;
    const toldAlready =
      before !== undefined && before.status === write.status && before.message === write.message;
    this.#refusedStates.set(key, { state, write });
    if (!toldAlready) this.#refused.next(write);
  }

  /** The refusal of exactly this state of the document, when the server refused it for good before. */
  refusalOf(collection: CollectionName, id: string, state: WireDocument): RefusedWrite | undefined {
    const before = this.#refusedStates.get(`${collection}/${id}`);
    return before !== undefined && documentsEqual(before.state, state) ? before.write : undefined;
  }

  /**
   * Records a write the server had applied before and answered again as a conflict: the next conflict of
   * this document keeps the server's copy, since merging the old change in would undo a later write.
   */
  keepServerCopy(collection: CollectionName, id: string): void {
    this.#awaitingResolution.add(`${collection}/${id}`);
  }

  /** True, once, when the conflict being resolved for this document must keep the server's copy. */
  take(collection: CollectionName, id: string): boolean {
    return this.#awaitingResolution.delete(`${collection}/${id}`);
  }
}

const BY_DATABASE = new WeakMap<object, RefusedWrites>();

/** The refusals registry of a database (created with it by createDatabase). */
export function refusedWritesOf(database: object): RefusedWrites {
  let refusals = BY_DATABASE.get(database);
  if (refusals === undefined) {
    refusals = new RefusedWrites();
    BY_DATABASE.set(database, refusals);
  }
  return refusals;
}

/** Ties a registry made before its database existed (the conflict handlers need it first) to it. */
export function attachRefusedWrites(database: object, refusals: RefusedWrites): void {
  BY_DATABASE.set(database, refusals);
}
