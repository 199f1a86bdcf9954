/**
 * This browser's localStorage, or undefined where a browser setting blocks it (reading the property then
 * throws): what is kept there is a convenience, so callers carry on without it.
 */
export function localStorageOrNone(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
