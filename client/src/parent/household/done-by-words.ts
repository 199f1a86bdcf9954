// How the parent app says who did something (ADR 0072): "by you", "by Efua", "Noor's board", or as the
// subject of a line, "You ticked …", "Efua ticked …", "Noor's board ticked …". An entry that does not say
// (null, from before it or from an older app) says nothing extra (D-DONEBY-3).
import type { DoneBy } from '@sync/schemas/done-by';

/** What the words are made from: who is reading, the family's members and the child whose board it was. */
export interface DoneByNames {
  /** The signed-in member's user id: their own doings read "by you". */
  selfId: string | null;
  members: readonly { userId: string; firstName: string }[];
  /** The child the entry is about; a board belongs to one child. */
  childName: string;
}

type Who = { kind: 'board' | 'member'; name: string } | { kind: 'you' | 'former' };

function whoDid(doneBy: NonNullable<DoneBy>, names: DoneByNames): Who {
  if (doneBy.kind === 'board') return { kind: 'board', name: `${names.childName}'s board` };
  if (doneBy.id === names.selfId) return { kind: 'you' };
  const member = names.members.find((candidate) => candidate.userId === doneBy.id);
  // Someone who has since left the family: the app no longer knows their name.
  return member === undefined ? { kind: 'former' } : { kind: 'member', name: member.firstName };
}

/** The words for who did it, after what was done ("by Efua", "Noor's board"), or null when nothing should be said. */
export function doneByWords(doneBy: DoneBy, names: DoneByNames): string | null {
  if (doneBy === null) return null;
  const who = whoDid(doneBy, names);
  switch (who.kind) {
    case 'board':
      return who.name;
    case 'member':
      return `by ${who.name}`;
    case 'you':
      return 'by you';
    case 'former':
      return 'by a former member';
  }
}

/** Who did it as the subject of a sentence: "You", "Efua", "Noor's board", "A former member". */
export function doneBySubject(doneBy: NonNullable<DoneBy>, names: DoneByNames): string {
  const who = whoDid(doneBy, names);
  switch (who.kind) {
    case 'board':
    case 'member':
      return who.name;
    case 'you':
      return 'You';
    case 'former':
      return 'A former member';
  }
}
