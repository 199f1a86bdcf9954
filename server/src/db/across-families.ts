import { AsyncLocalStorage } from 'node:async_hooks';

const sweep = new AsyncLocalStorage<string>();

/**
 * Runs work that spans every family on purpose: the hourly pass that prunes what retention keeps no longer,
 * expires codes and counters, and writes ahead for all families; and, in a push, the one lookup that asks
 * whether a reference the family does not have is another family's (refused) or still on its way. On Citus its statements go to every shard at
 * once, in batches, never in a family's request; the family-filter test (ADR 0074) lets them leave the
 * family out, and holds every other statement to naming one.
 */
export function acrossFamilies<T>(what: string, work: () => Promise<T>): Promise<T> {
  return sweep.run(what, work);
}

/** What cross-family work the caller is part of, if any. */
export function currentSweep(): string | undefined {
  return sweep.getStore();
}
