import type { CollectionName, CollectionSpec } from '../../../sync/protocol/collections';
import { documentsEqual } from '../../../sync/merge/documents-equal';
import { AppError } from '../errors/error-codes';
import type { WireDocument } from './row-mapping';

/** Deep equality of two field values, as documents are compared. */
export function valuesEqual(a: unknown, b: unknown): boolean {
  return documentsEqual({ value: a }, { value: b });
}

/** True when two documents hold the same content (their `updatedAt` aside). */
export function sameContent(a: WireDocument, b: WireDocument): boolean {
  return documentsEqual(a, b);
}

/**
 * Parses a pushed document with its collection's schema. Security: `familyId` is overwritten with the
 * credential's family before parsing, so a document can never be written into another family.
 */
export function parsePushedDocument(
  name: CollectionName,
  spec: CollectionSpec,
  raw: Record<string, unknown>,
  familyId: string,
): WireDocument {
  const candidate = { updatedAt: new Date().toISOString(), ...raw, familyId };
  const result = spec.schema.safeParse(candidate);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
    throw new AppError(
      'BAD_REQUEST',
      `A ${name} document was refused${where}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return result.data;
}

/** Parses the state a client assumed the server had; undefined when it is not even a valid document. */
export function parseAssumedDocument(
  spec: CollectionSpec,
  raw: Record<string, unknown>,
): WireDocument | undefined {
  const result = spec.schema.safeParse(raw);
  return result.success ? result.data : undefined;
}
