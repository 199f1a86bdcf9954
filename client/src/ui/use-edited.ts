import { useState } from 'react';
import { jsonEqual } from '@sync/merge/json-value';

/**
 * Whether a form's values differ, compared as JSON, from `saved` when given (a form that stays open after
 * saving compares with what is stored), else from those it opened with: typing a word and deleting it again
 * is no edit. Forms keep their values immutable, so the first value is kept as it is.
 */
export function useEdited(values: unknown, saved?: unknown): boolean {
  const [opened] = useState(values);
  return !jsonEqual(saved === undefined ? opened : saved, values);
}
