// Structural equality and copying of JSON values, the way documents are compared and merged. Pure and
// total: anything that is not an array or a plain object is compared as a primitive.

/** A document as it crosses the wire or sits in a local database: field name → JSON value. */
export type WireDocument = { readonly [field: string]: unknown };

/** True for a non-null object that is not an array (a JSON object). */
export function isJsonObject(value: unknown): value is WireDocument {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// A key whose value is undefined does not exist in JSON: `{ a: undefined }` is written as `{}`.
function definedKeys(value: WireDocument): string[] {
  return Object.keys(value).filter((key) => value[key] !== undefined);
}

/**
 * Deep structural equality of two JSON values: arrays element by element in order, objects key by key
 * whatever the key order, a key holding `undefined` the same as a missing key.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => jsonEqual(item, b[index]));
  }
  if (!isJsonObject(a) || !isJsonObject(b)) return false;
  const keys = definedKeys(a);
  if (keys.length !== definedKeys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key], b[key]));
}

/** A deep copy of a JSON value, so that a merged document never shares (or lets anyone mutate) its inputs. */
export function jsonClone<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => jsonClone(item)) as T;
  if (!isJsonObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const key of definedKeys(value)) copy[key] = jsonClone(value[key]);
  return copy as T;
}
