import type { z } from 'zod';
import { messagesByField } from '@sync/schemas/messages';

/** Messages to show under each field, by field name. */
export type FieldErrorMap = Partial<Record<string, readonly string[]>>;

/**
 * The messages of a failed form parse: one per field (the first, as the shared contract orders them),
 * except for the fields in `showAll`, which list every message — a new password shows each unmet rule.
 */
export function fieldErrors(error: z.ZodError, showAll: readonly string[] = []): FieldErrorMap {
  const errors: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(messagesByField(error))) errors[field] = [message];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    const list = errors[field];
    if (showAll.includes(field) && list && !list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

/** The first field with a message, in the order the form shows them, to move focus to. */
export function firstInvalidField(errors: FieldErrorMap, order: readonly string[]): string | undefined {
  return order.find((field) => (errors[field]?.length ?? 0) > 0);
}

/** Parses form values with a shared schema: the data, or the messages to show. */
export function validateForm<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
  showAll: readonly string[] = [],
): { ok: true; data: z.output<Schema> } | { ok: false; errors: FieldErrorMap } {
  const result = schema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: fieldErrors(result.error, showAll) };
}
