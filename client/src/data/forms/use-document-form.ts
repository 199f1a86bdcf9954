// The values of a form that edits a stored document, kept in step with that document while it is open (ADR
// 0051): a field the person has not changed follows the stored document (M-FORM-4), a field they changed
// keeps their value, and a save writes only what they changed (M-FORM-1, `save-changes.ts`).
import { useState, type Dispatch, type SetStateAction } from 'react';
import {
  formChanges,
  pathKey,
  rebaseFormValues,
  type ChangeRules,
  type FormClash,
} from '@sync/domain/form-changes';
import { jsonEqual } from '@sync/merge/json-value';

type Values = Record<string, unknown>;

/** How a form follows its document. */
export interface DocumentFormOptions<FormValues extends Values, Document extends object> {
  /** The values the form opens with: the document's (`valuesOf(document)`), or a new one's. */
  initial: FormValues | (() => FormValues);
  /** The stored document, live from the local database; undefined for a form that creates one. */
  document?: Document | null | undefined;
  /** The form values a stored document stands for. */
  valuesOf?: (document: Document) => FormValues;
  /** Lists kept by id among the values (a routine's steps). */
  rules?: ChangeRules;
}

/** What a save needs to write only the person's changes; null for a form that creates its document. */
export interface FormEdit {
  /** The form's start in the document's terms: what the change set is measured from. */
  start: Values;
  /** Fields both the person and another device changed while the form was open (M-FORM-4). */
  clashes: FormClash[];
}

interface Tracked<FormValues, Document> {
  values: FormValues;
  /** The values the stored document stood for when the form last followed it. */
  base: FormValues;
  document: Document | null;
  clashes: ReadonlyMap<string, FormClash>;
}

/** The form after its stored document changed (M-FORM-4): the person's changes on the new values. */
function followed<FormValues extends Values, Document extends object>(
  current: Tracked<FormValues, Document>,
  stored: Document,
  values: FormValues,
  rules: ChangeRules | undefined,
): Tracked<FormValues, Document> {
  if (jsonEqual(values, current.base)) return { ...current, document: stored };
  const rebased = rebaseFormValues(current.base, current.values, values, rules);
  const clashes = new Map(current.clashes);
  for (const clash of rebased.clashes) clashes.set(pathKey(clash.path), clash);
  return { values: rebased.values as FormValues, base: values, document: stored, clashes };
}

/** A form's values that follow its stored document; see `DocumentFormOptions`. */
export function useDocumentForm<FormValues extends Values, Document extends object>(
  options: DocumentFormOptions<FormValues, Document>,
) {
  const { document, valuesOf, rules } = options;
  const [state, setState] = useState<Tracked<FormValues, Document>>(() => {
    const initial = typeof options.initial === 'function' ? options.initial() : options.initial;
    return { values: initial, base: initial, document: document ?? null, clashes: new Map() };
  });
  // A new copy of the document is taken in during render, as React advises for state that follows a
  // prop: no effect, so no render shows the old values after the new document arrived.
  let tracked = state;
  if (document && valuesOf && document !== state.document) {
    tracked = followed(state, document, valuesOf(document), rules);
    setState(tracked);
  }

  const setValues: Dispatch<SetStateAction<FormValues>> = (update) =>
    setState((current) => ({
      ...current,
      values: typeof update === 'function' ? update(current.values) : update,
    }));

  /**
   * The edit a save of the form's current values makes, and forgets the clashes seen so far. `toInput` turns
   * form values into the document's fields (null when they do not validate); `input` is what it gave for
   * the values now. Null for a form that creates its document.
   */
  function edit<Input extends Values>(
    toInput: (values: FormValues) => Input | null,
    input: Input,
  ): FormEdit | null {
    const { base, values, document: stored, clashes } = tracked;
    if (stored === null) return null;
    const storedFields = stored as Values;
    const start =
      toInput(base) ?? Object.fromEntries(Object.keys(input).map((key) => [key, storedFields[key]]));
    // A clash still matters while the person's value differs from the stored one there, or when the step
    // they edited is gone (a removal wins, M-TASKS-3).
    const changed = new Set(formChanges(base, values, rules).map((change) => pathKey(change.path)));
    const told = [...clashes.entries()].filter(([key, clash]) => clash.kept === 'theirs' || changed.has(key));
    setState((current) => ({ ...current, clashes: new Map() }));
    return { start, clashes: told.map(([, clash]) => clash) };
  }

  return { values: tracked.values, setValues, baseValues: tracked.base, edit };
}
