import { useState } from 'react';
import type { ChangeRules } from '@sync/domain/form-changes';
import { useDocumentForm } from './use-document-form';
import type { FieldErrorMap } from '../../lib/form-errors';
import { firstInvalidField } from '../../lib/form-errors';

/** How a form that edits a stored document follows it (ADR 0051); see `useDocumentForm`. */
export interface FollowedDocument<Values, Document extends object> {
  /** The stored document, live; undefined or null for a form that creates one. */
  document: Document | null | undefined;
  /** The form values a stored document stands for. */
  valuesOf: (document: Document) => Values;
  rules?: ChangeRules;
}

/**
 * Values and messages of a small form. Editing a field clears its messages, so a correction is not
 * still marked wrong; `showErrors` moves focus to the first field that needs attention. With `follow`, the
 * fields the person has not changed follow the stored document, and `edit` gives what a save writes from.
 */
export function useFormState<Values extends Record<string, unknown>, Document extends object = object>(
  initial: Values | (() => Values),
  idPrefix: string,
  follow?: FollowedDocument<Values, Document>,
) {
  const { values, setValues, baseValues, edit } = useDocumentForm<Values, Document>({
    initial,
    document: follow?.document,
    ...(follow ? { valuesOf: follow.valuesOf } : {}),
    ...(follow?.rules ? { rules: follow.rules } : {}),
  });
  const [errors, setErrors] = useState<FieldErrorMap>({});

  function setField<Field extends keyof Values & string>(field: Field, value: Values[Field]): void {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  /** Clears one message without an edit of its own field: a message that stands for several fields. */
  function clearError(field: string): void {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  /** Puts the form back to `next` with no messages: a saved entry leaves nothing marked wrong. */
  function reset(next: Values): void {
    setValues(next);
    setErrors({});
  }

  function showErrors(next: FieldErrorMap, order: readonly string[]): void {
    setErrors(next);
    const field = firstInvalidField(next, order);
    if (field) document.getElementById(`${idPrefix}-${field}`)?.focus();
  }

  return {
    values,
    setValues,
    setField,
    errors,
    showErrors,
    clearError,
    reset,
    fieldId: (field: string) => `${idPrefix}-${field}`,
    /** The values of the stored document as last taken in: the form is edited where it differs from them. */
    baseValues,
    edit,
  };
}
