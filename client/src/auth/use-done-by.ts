// Who the parent app's writes say did it (D-DONEBY-1, ADR 0072): the signed-in member, named at the moment
// of the write. Null until the account is known; the server refuses any other member's name.
import type { DoneBy } from '../../../sync/schemas/done-by';
import { useCurrentUser } from './current-user';

/** The signed-in member as a `doneBy`, or null while the account loads. */
export function useDoneBy(): DoneBy {
  const { user } = useCurrentUser();
  return user ? { kind: 'member', id: user.id } : null;
}
