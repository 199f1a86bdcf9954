// When are two replicated documents "the same"? RxDB asks this (its conflict handler's `isEqual`) when a
// pull meets unpushed local changes, and before it pushes (where the client compares the stamp as well,
// ADR 0084); the server asks it to detect a conflict and to recognise a replayed push (docs/sync-protocol.md).
import type { WireDocument } from './json-value';
import { jsonEqual } from './json-value';

/**
 * Fields that never take part in equality (M-EQUAL-1). `updatedAt` is stamped by the server at each write,
 * so a client's copy of a document it has just written carries an older one: comparing it would make every
 * replayed push look like a conflict with itself. The others are RxDB's local bookkeeping, never on the wire.
 */
export const FIELDS_IGNORED_BY_EQUALITY: readonly string[] = ['updatedAt', '_meta', '_rev', '_attachments'];

/** The document's content: every field but those equality ignores, with `_deleted` made explicit. */
export function documentContent(document: WireDocument): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(document)) {
    if (!FIELDS_IGNORED_BY_EQUALITY.includes(field)) content[field] = value;
  }
  // A document without the flag is a live one (the wire schema defaults it to false).
  content._deleted = document._deleted === true;
  return content;
}

/**
 * True when two wire documents hold the same content (M-EQUAL-1): deep structural equality that ignores
 * `updatedAt` and RxDB's internal fields, treats key order as irrelevant and a missing `_deleted` as false.
 */
export function documentsEqual(a: WireDocument, b: WireDocument): boolean {
  return jsonEqual(documentContent(a), documentContent(b));
}
