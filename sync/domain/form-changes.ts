// What a form changed, and how that change lands on a document another device may have changed meanwhile
// (ADR 0051, M-FORM-1…5, M-TASKS-2…4). A form never writes its whole document: it writes the difference
// between the values it stood on and the values it holds, onto the document as stored at save time, so
// another device's change to a field the person left alone stands.
import type { WireDocument } from '../merge/json-value';
import { isJsonObject, jsonClone, jsonEqual } from '../merge/json-value';

/** One step of a path into a document: a field name, or an item of a list kept by id. */
export type PathStep = string | { readonly id: string };

/** Where a change is: `['startTime']`, `['tasks', { id }, 'duration']`. */
export type ChangePath = readonly PathStep[];

/** One change: a value set (`undefined` is absent: an item added or removed), or a list put in order. */
export type FormChange =
  | { readonly kind: 'set'; readonly path: ChangePath; readonly from: unknown; readonly to: unknown }
  | {
      readonly kind: 'order';
      readonly path: ChangePath;
      readonly from: readonly string[];
      readonly to: readonly string[];
    };

/** How a document's fields compare. */
export interface ChangeRules {
  /** Top-level fields holding lists whose items carry an `id` (a routine's `tasks`): compared item by item. */
  readonly listsById?: readonly string[];
}

/**
 * A field the person changed that another device changed too (M-FORM-3): the value the person started from,
 * theirs, the other device's (`undefined` when it removed the item), and which one the document kept.
 */
export interface FormClash {
  readonly path: ChangePath;
  readonly start: unknown;
  readonly mine: unknown;
  readonly theirs: unknown;
  readonly kept: 'mine' | 'theirs';
}

type IdItem = WireDocument & { readonly id: string };

/** A list every item of which is an object with its own string id, or null when it is not one. */
function idItems(value: unknown): IdItem[] | null {
  if (!Array.isArray(value)) return null;
  const seen = new Set<string>();
  for (const item of value) {
    if (!isJsonObject(item) || typeof item.id !== 'string' || seen.has(item.id)) return null;
    seen.add(item.id);
  }
  return value as IdItem[];
}

const idsOf = (items: readonly IdItem[]) => items.map((item) => item.id);

function diffValue(path: PathStep[], from: unknown, to: unknown, byId: boolean, out: FormChange[]): void {
  const fromItems = byId ? idItems(from) : null;
  const toItems = byId ? idItems(to) : null;
  if (fromItems && toItems) {
    diffList(path, fromItems, toItems, out);
  } else if (isJsonObject(from) && isJsonObject(to)) {
    for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
      diffValue([...path, key], from[key], to[key], false, out);
    }
  } else if (!jsonEqual(from, to)) {
    out.push({ kind: 'set', path, from: jsonClone(from), to: jsonClone(to) });
  }
}

function diffList(path: PathStep[], from: IdItem[], to: IdItem[], out: FormChange[]): void {
  const after = new Map(to.map((item) => [item.id, item]));
  const before = new Map(from.map((item) => [item.id, item]));
  for (const item of from) {
    const next = after.get(item.id);
    if (next === undefined)
      out.push({ kind: 'set', path: [...path, { id: item.id }], from: jsonClone(item), to: undefined });
    else diffValue([...path, { id: item.id }], item, next, false, out);
  }
  for (const item of to) {
    if (!before.has(item.id))
      out.push({ kind: 'set', path: [...path, { id: item.id }], from: undefined, to: jsonClone(item) });
  }
  const [fromIds, toIds] = [idsOf(from), idsOf(to)];
  if (!jsonEqual(fromIds, toIds)) out.push({ kind: 'order', path, from: fromIds, to: toIds });
}

/**
 * The change set between the values a form stood on and the values it holds (M-FORM-1): field by field, a
 * nested object key by key, a list of `rules.listsById` item by item (M-TASKS-2); any other list is one
 * value. Empty when nothing changed. The values are copied, never shared with the inputs.
 */
export function formChanges(
  start: WireDocument,
  current: WireDocument,
  rules: ChangeRules = {},
): FormChange[] {
  const out: FormChange[] = [];
  const lists = rules.listsById ?? [];
  for (const field of new Set([...Object.keys(start), ...Object.keys(current)])) {
    diffValue([field], start[field], current[field], lists.includes(field), out);
  }
  return out;
}

// ——— Applying a change set ———

type Located = { readonly value: unknown; readonly itemGone: boolean };

/** The value at `path` (`undefined` when absent); `itemGone` when an item the path goes through is gone. */
function valueAt(root: unknown, path: ChangePath): Located {
  let value: unknown = root;
  for (const [index, step] of path.entries()) {
    const last = index === path.length - 1;
    if (typeof step === 'string') {
      value = isJsonObject(value) ? value[step] : undefined;
    } else {
      const item = Array.isArray(value)
        ? (value as unknown[]).find((entry) => isItem(entry, step.id))
        : undefined;
      if (item === undefined && !last) return { value: undefined, itemGone: true };
      value = item;
    }
  }
  return { value, itemGone: false };
}

const isItem = (entry: unknown, id: string) => isJsonObject(entry) && entry.id === id;

/** Writes `value` at `path` in a document the caller owns (`undefined` removes); an added item goes last. */
function writeAt(root: Record<string, unknown>, path: ChangePath, value: unknown): void {
  let container: Record<string, unknown> | unknown[] = root;
  for (const [index, step] of path.entries()) {
    const last = index === path.length - 1;
    if (typeof step === 'string') {
      const holder = container as Record<string, unknown>;
      if (last) {
        if (value === undefined) delete holder[step];
        else holder[step] = jsonClone(value);
        return;
      }
      const nextIsItem = typeof path[index + 1] === 'object';
      const next = holder[step];
      if (nextIsItem ? !Array.isArray(next) : !isJsonObject(next)) holder[step] = nextIsItem ? [] : {};
      container = holder[step] as Record<string, unknown> | unknown[];
    } else {
      const list = container as unknown[];
      const position = list.findIndex((entry) => isItem(entry, step.id));
      if (last) {
        if (value === undefined) {
          if (position >= 0) list.splice(position, 1);
        } else if (position >= 0) list[position] = jsonClone(value);
        else list.push(jsonClone(value));
        return;
      }
      container = list[position] as Record<string, unknown>;
    }
  }
}

/** True when the ids both lists hold come in the same order in each. */
function sameRelativeOrder(a: readonly string[], b: readonly string[]): boolean {
  const inB = new Set(b);
  const inA = new Set(a);
  return jsonEqual(
    a.filter((id) => inB.has(id)),
    b.filter((id) => inA.has(id)),
  );
}

/**
 * `primary`'s order, with each id only `secondary` has placed after the id it follows there (at the start
 * when it follows none that is placed): M-TASKS-3, M-TASKS-4.
 */
function weave(primary: readonly string[], secondary: readonly string[]): string[] {
  const result = [...primary];
  for (const [index, id] of secondary.entries()) {
    if (result.includes(id)) continue;
    let at = 0;
    for (let back = index - 1; back >= 0; back -= 1) {
      const found = result.indexOf(secondary[back] ?? '');
      if (found >= 0) {
        at = found + 1;
        break;
      }
    }
    result.splice(at, 0, id);
  }
  return result;
}

function applyOrder(
  document: Record<string, unknown>,
  stored: WireDocument,
  change: Extract<FormChange, { kind: 'order' }>,
  onClash: 'mine' | 'theirs',
  clashes: FormClash[],
): void {
  const items = idItems(valueAt(document, change.path).value);
  const storedItems = idItems(valueAt(stored, change.path).value);
  if (items === null || storedItems === null) return;
  const theirs = idsOf(storedItems);
  const mineMoved = !sameRelativeOrder(change.from, change.to);
  const theirsMoved = !sameRelativeOrder(change.from, theirs);
  let mineFirst = mineMoved;
  if (mineMoved && theirsMoved && !sameRelativeOrder(change.to, theirs)) {
    clashes.push({ path: change.path, start: [...change.from], mine: [...change.to], theirs, kept: onClash });
    mineFirst = onClash === 'mine';
  }
  const order = mineFirst ? weave(change.to, theirs) : weave(theirs, change.to);
  const byId = new Map(items.map((item) => [item.id, item]));
  const placed = order.flatMap((id) => byId.get(id) ?? []);
  const rest = items.filter((item) => !order.includes(item.id));
  writeAt(document, change.path, [...placed, ...rest]);
}

/**
 * Applies a change set to the document as it is stored now (M-FORM-2): a change whose field still holds the
 * value it started from (or already holds the new one) lands; a field another device changed meanwhile is a
 * clash (M-FORM-3), settled by `onClash` — 'mine' for a form's save (the later write wins), 'theirs' for a
 * push conflict (the master wins, M-CONFIG-3). A list item removed on either side stays removed and an
 * edit of it is a clash it loses (M-TASKS-3). Returns a new document; `stored` is not changed.
 */
export function applyFormChanges(
  stored: WireDocument,
  changes: readonly FormChange[],
  onClash: 'mine' | 'theirs',
): { document: Record<string, unknown>; clashes: FormClash[] } {
  const document = jsonClone(stored) as Record<string, unknown>;
  const clashes: FormClash[] = [];
  for (const change of changes) {
    if (change.kind !== 'set') continue;
    const { path, from, to } = change;
    const at = valueAt(document, path);
    if (at.itemGone) {
      clashes.push({ path, start: from, mine: to, theirs: undefined, kept: 'theirs' });
      continue;
    }
    if (jsonEqual(at.value, to)) continue;
    if (jsonEqual(at.value, from)) {
      writeAt(document, path, to);
      continue;
    }
    const removesItem = typeof path.at(-1) === 'object' && to === undefined;
    const kept = removesItem ? 'mine' : onClash;
    clashes.push({ path, start: from, mine: to, theirs: jsonClone(at.value), kept });
    if (kept === 'mine') writeAt(document, path, to);
  }
  for (const change of changes) {
    if (change.kind === 'order') applyOrder(document, stored, change, onClash, clashes);
  }
  return { document, clashes };
}

/**
 * The values an open form shows once its document changed underneath (M-FORM-4): the new stored values,
 * with the person's own changes (against the values it stood on) on top. The form then stands on `stored`;
 * the clashes are fields both changed, which keep the person's value and are told at save.
 */
export function rebaseFormValues(
  base: WireDocument,
  values: WireDocument,
  stored: WireDocument,
  rules: ChangeRules = {},
): { values: Record<string, unknown>; clashes: FormClash[] } {
  const { document, clashes } = applyFormChanges(stored, formChanges(base, values, rules), 'mine');
  return { values: document, clashes };
}

/** The value at `path` in a document; `undefined` when it, or an item on the way, is absent. */
export function valueAtPath(document: unknown, path: ChangePath): unknown {
  return valueAt(document, path).value;
}

/** A path as one string, to tell clashes apart: `tasks.#<id>.duration`. */
export function pathKey(path: ChangePath): string {
  return path.map((step) => (typeof step === 'string' ? step : `#${step.id}`)).join('.');
}
