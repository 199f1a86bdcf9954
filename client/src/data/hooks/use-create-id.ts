import { useCallback, useState } from 'react';
import { newId } from '../new-id';

/**
 * The id of the document a create form makes (ADR 0049): made once, when the form opens, so that every
 * submit of that opening writes the same document and a repeated one changes nothing. `next` makes a new
 * id for a form that stays open to create another; call it in the same update that clears the form.
 */
export function useCreateId(): { id: string; next: () => void } {
  const [id, setId] = useState(() => newId());
  const next = useCallback(() => setId(newId()), []);
  return { id, next };
}
