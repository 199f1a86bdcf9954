import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * A value only the browser knows, such as the user agent or the server's settings. The prerendered
 * HTML and the hydrating render both use `serverValue`, so they match; React then renders again with
 * the browser's value. `read` must return the same value (by identity) on every call.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(neverChanges, read, () => serverValue);
}
