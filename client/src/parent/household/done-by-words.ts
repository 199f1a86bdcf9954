// How the parent app says who did something (ADR 0072): "by you", "by Efua", "Noor's board". An entry that
// does not say (null, from before it or from an older app) says nothing extra (D-DONEBY-3).
import type { DoneBy } from '../../../../sync/schemas/done-by';

/** What the words are made from: who is reading, the family's members and the child whose board it was. */
export interface DoneByNames {
  /** The signed-in member's user id: their own doings read "by you". */
  selfId: string | null;
  members: readonly { userId: string; firstName: string }[];
  /** The child the entry is about; a board belongs to one child. */
  childName: string;
}

/** The words for who did it, or null when nothing should be said. */
export function doneByWords(doneBy: DoneBy | undefined, names: DoneByNames): string | null {
  if (doneBy == null) return null;
  if (doneBy.kind === 'board') return `${names.childName}'s board`;
  if (doneBy.id === names.selfId) return 'by you';
  const member = names.members.find((candidate) => candidate.userId === doneBy.id);
  // Someone who has since left the family: the app no longer knows their name.
  return member === undefined ? 'by a former member' : `by ${member.firstName}`;
}
