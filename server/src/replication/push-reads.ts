// Facts a push reads again for each of its rows, although none of its own writes can change them: the
// family's time zone, a routine, a child's reward configuration, the rows a reference points at. A burst of
// ledger entries would otherwise read each of them once per entry (docs/benchmarks.md, bench:sync). Each is
// read once per push's transaction instead; what the push itself writes (the ledger, its instances) is always
// read afresh, so a later row of a batch still sees the earlier ones (D-BLEDGER).
import type { Transaction } from 'kysely';
import type { Database } from '../db/tables';

const readsByTransaction = new WeakMap<Transaction<Database>, Map<string, Promise<unknown>>>();

/**
 * Answers `read()` once per transaction and key. Only for facts the transaction does not change, or changes
 * once for good (a row it creates if missing, which then stays for the rest of the push): a cached answer is
 * never read again, even after a write that would change it.
 */
export function readOnce<T>(trx: Transaction<Database>, key: string, read: () => Promise<T>): Promise<T> {
  let reads = readsByTransaction.get(trx);
  if (reads === undefined) {
    reads = new Map();
    readsByTransaction.set(trx, reads);
  }
  const known = reads.get(key);
  if (known !== undefined) return known as Promise<T>;
  const fresh = read();
  reads.set(key, fresh);
  return fresh;
}
