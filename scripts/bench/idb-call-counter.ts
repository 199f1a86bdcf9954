// Counts the IndexedDB reads and writes a run makes, by wrapping `get` and `put` of an IDBObjectStore
// class (fake-indexeddb's in Node). The counts explain a run's time where a profile would only show it:
// they do not change with the machine's load.

/** IndexedDB calls since the last `take`. */
export interface IdbCalls {
  get: number;
  put: number;
}

/** A running count of `get` and `put` calls. */
export interface IdbCallCounter {
  /** The calls since the previous take (or since counting began), and a fresh start. */
  take(): IdbCalls;
  /** Puts the original methods back. */
  stop(): void;
}

type StoreMethod = (this: unknown, ...args: unknown[]) => unknown;

/** Starts counting the `get` and `put` calls on every store of the class. */
export function countIdbCalls(storeClass: { prototype: object }): IdbCallCounter {
  const prototype = storeClass.prototype as Record<'get' | 'put', StoreMethod>;
  const originals = { get: prototype.get, put: prototype.put };
  let calls: IdbCalls = { get: 0, put: 0 };
  for (const method of ['get', 'put'] as const) {
    const original = originals[method];
    prototype[method] = function (this: unknown, ...args: unknown[]) {
      calls[method] += 1;
      return original.apply(this, args);
    };
  }
  return {
    take: () => {
      const taken = calls;
      calls = { get: 0, put: 0 };
      return taken;
    },
    stop: () => Object.assign(prototype, originals),
  };
}
