import { Link } from 'react-router';
import { Icon } from '../../ui/icon';
import { SET_UP_A_BOARD } from '../../ui/set-up-a-board';
import { useMayDo } from '../household/use-member-role';
import { setUpBoardPath, useNeedsBoard } from './use-needs-board';

/**
 * On a child's card on Today: the way to their board while they have none, for a member who may pair one
 * (ADR 0096). The link's name says whose board, as every card has one.
 */
export function BoardSetUpLink({ childId, childName }: { childId: string; childName: string }) {
  const mayPair = useMayDo('pairBoards');
  const needsBoard = useNeedsBoard(childId, mayPair);
  if (!needsBoard) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-sky-100 p-3 pl-4">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <Icon name="tablet" className="size-5 shrink-0 text-sky-700" />
        No board yet
      </p>
      <Link
        to={setUpBoardPath(childId)}
        className="inline-flex min-h-11 items-center rounded-full bg-ink px-4 font-bold text-cream transition hover:bg-ink-soft"
      >
        {SET_UP_A_BOARD}
        <span className="sr-only"> for {childName}</span>
      </Link>
    </div>
  );
}
