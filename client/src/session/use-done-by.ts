// Who the parent app's writes say did it (D-DONEBY-1, ADR 0072): the signed-in member, named at the moment
// of the write. Null until the account is known; the server refuses any other member's name.
import { useMemo } from 'react';
import type { DoneBy } from '@sync/schemas/done-by';
import { useCurrentUser } from './current-user';

/** The signed-in member as a `doneBy`, or null while the account loads; the same object while it stays. */
export function useDoneBy(): DoneBy {
  const userId = useCurrentUser().user?.id;
  return useMemo(() => (userId === undefined ? null : { kind: 'member', id: userId }), [userId]);
}
