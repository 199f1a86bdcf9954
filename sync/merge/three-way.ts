// The three-way field merge behind config conflicts (ADR 0019): each side's change is measured against the
// base (the server state the client last saw), so a change made on only one side is never lost.
import type { WireDocument } from './json-value';
import { isJsonObject, jsonEqual } from './json-value';

/**
 * The merged value of one field (M-CONFIG-1…3): changed only locally → local; changed only on the server
 * (or nowhere) → master; changed on both sides → master, whether they agree or not. `undefined` stands for
 * an absent field, so a removal is a change like any other.
 */
export function mergeField(base: unknown, local: unknown, master: unknown): unknown {
  if (jsonEqual(local, master) || jsonEqual(local, base)) return master;
  if (jsonEqual(master, base)) return local;
  // Both changed to different values: the master's wins. The master's value is the one that reached the
  // server first, and every client sees the same master, so every client resolves the clash the same way
  // and none pushes its value back over another's (no ping-pong).
  return master;
}

/** How one field of a record is merged: the default is `mergeField`; a collection may refine a field. */
export type FieldMerger = (field: string, base: unknown, local: unknown, master: unknown) => unknown;

/** The fields of both sides, master's order first, skipping those the caller handles itself. */
export function unionOfFields(local: WireDocument, master: WireDocument, skip: readonly string[]): string[] {
  const fields = new Set([...Object.keys(master), ...Object.keys(local)]);
  return [...fields].filter((field) => !skip.includes(field));
}

/**
 * Merges two records field by field against a base (absent base = empty record, M-CONFIG-4). A field both
 * sides lack is absent; a field whose merged value is `undefined` is left out.
 */
export function mergeRecords(
  base: WireDocument,
  local: WireDocument,
  master: WireDocument,
  options: { skip?: readonly string[]; mergeOne?: FieldMerger } = {},
): Record<string, unknown> {
  const { skip = [], mergeOne = (_field, b, l, m) => mergeField(b, l, m) } = options;
  const merged: Record<string, unknown> = {};
  for (const field of unionOfFields(local, master, skip)) {
    const value = mergeOne(field, base[field], local[field], master[field]);
    if (value !== undefined) merged[field] = value;
  }
  return merged;
}

/** A record-valued field seen as a record; anything else (null, a list, a number) is not one. */
export function asRecord(value: unknown): WireDocument | undefined {
  return isJsonObject(value) ? value : undefined;
}
