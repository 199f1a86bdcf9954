// One field of a valid body at a time: replaced, removed, or joined by one it should not have.

/** Where a field sits in a body: the keys and indexes from the top. */
export type FieldPath = (string | number)[];

type Container = Record<string | number, unknown>;

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** Every field of `body` at any depth, objects and arrays as well as their leaves, parents first. */
export function fieldPaths(body: unknown, path: FieldPath = []): FieldPath[] {
  if (!isContainer(body)) return [];
  return Object.keys(body).flatMap((key) => {
    const step = Array.isArray(body) ? Number(key) : key;
    return [[...path, step], ...fieldPaths(body[key], [...path, step])];
  });
}

// As an own property: `copy['__proto__'] = value` would set the prototype instead, and send nothing.
function setOwn(target: Container, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function copyOf(body: unknown): unknown {
  return body === undefined ? undefined : (JSON.parse(JSON.stringify(body)) as unknown);
}

function parentOf(root: unknown, path: FieldPath): Container | undefined {
  let node = root;
  for (const step of path.slice(0, -1)) node = isContainer(node) ? node[step] : undefined;
  return isContainer(node) ? node : undefined;
}

/** A copy of `body` with the field at `path` replaced by `value`. */
export function withField(body: unknown, path: FieldPath, value: unknown): unknown {
  const copy = copyOf(body);
  const last = path.at(-1);
  const parent = parentOf(copy, path);
  if (parent !== undefined && last !== undefined) setOwn(parent, last, value);
  return copy;
}

/** A copy of `body` without the field at `path`. */
export function withoutField(body: unknown, path: FieldPath): unknown {
  const copy = copyOf(body);
  const last = path.at(-1);
  const parent = parentOf(copy, path);
  if (parent !== undefined && last !== undefined) {
    if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else Reflect.deleteProperty(parent, last);
  }
  return copy;
}

/** A copy of `body` with one more field, `key`, in the object at `path` (the top for an empty path). */
export function withExtraField(body: unknown, path: FieldPath, key: string, value: unknown): unknown {
  const copy = copyOf(body);
  let target = copy;
  for (const step of path) target = isContainer(target) ? target[step] : undefined;
  if (isContainer(target) && !Array.isArray(target)) setOwn(target, key, value);
  return copy;
}
