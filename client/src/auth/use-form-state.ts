import { useState } from 'react';
import type { FieldErrorMap } from './form-errors';
import { firstInvalidField } from './form-errors';

/**
 * Values and messages of a small form. Editing a field clears its messages, so a correction is not
 * still marked wrong; `showErrors` moves focus to the first field that needs attention.
 */
export function useFormState<Values extends Record<string, unknown>>(
  initial: Values | (() => Values),
  idPrefix: string,
) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrorMap>({});

  function setField<Field extends keyof Values & string>(field: Field, value: Values[Field]): void {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
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
    fieldId: (field: string) => `${idPrefix}-${field}`,
  };
}
