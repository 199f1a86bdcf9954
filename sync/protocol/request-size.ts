// How large one request or answer of the replication API may be (class 3 of the hardening work, ADR 0048).
// Bounded by bytes as well as by count, so that neither a push nor a pull of large documents (pictures,
// conversations with Nia) can grow past what one server holds comfortably in memory.

/** Most bytes of JSON one request body may have; the server answers 413 past it. */
export const REQUEST_BODY_MAX_BYTES = 1024 * 1024;

/**
 * Most bytes of stored documents one pull page reads; a page is cut after the document that reaches it (a
 * page always holds at least one document) and says that more may follow.
 */
export const PULL_PAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The UTF-8 size of a text (counted here: `sync/` runs where neither TextEncoder nor Buffer is typed). */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      // A surrogate pair: one character of four bytes.
      bytes += 4;
      index++;
    } else bytes += 3;
  }
  return bytes;
}

/** The UTF-8 size of a value as JSON: what it weighs in a request body. */
export function jsonBytes(value: unknown): number {
  return utf8Bytes(JSON.stringify(value));
}

/**
 * `items` in order, in groups whose JSON weighs at most `maxBytes` with `overhead` bytes of envelope
 * around each group. An item too large for any group travels alone (the server then refuses it by name).
 */
export function groupsWithin<T>(items: readonly T[], maxBytes: number, overhead = 64): T[][] {
  const groups: T[][] = [];
  let group: T[] = [];
  let size = overhead;
  for (const item of items) {
    const itemSize = jsonBytes(item) + 1;
    if (group.length > 0 && size + itemSize > maxBytes) {
      groups.push(group);
      group = [];
      size = overhead;
    }
    group.push(item);
    size += itemSize;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}
