// A small, dependency-free fingerprint of a JSON value, for pinning the wire schema (P-WIRE-2). Not a
// security hash: it only has to change when the value changes.

/** JSON text of `value` with every object's keys sorted, so equal values always give the same text. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => stableStringify(item ?? null)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const fields = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableStringify(record[key])}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** FNV-1a, 32 bits, over the UTF-16 code units of `text`, as 8 lowercase hex digits. */
export function fnv1a32(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The fingerprint of a JSON value: FNV-1a of its stable JSON text. */
export function stableHash(value: unknown): string {
  return fnv1a32(stableStringify(value));
}
