import { useOnline } from '../../lib/use-online';
import { useChildBoards } from './boards-api';

/**
 * Whether the child has no board yet: none paired and none connecting. The board list lives on the server
 * (ADR 0036), so offline, or until it has answered, the answer is no and nothing is offered.
 */
export function useNeedsBoard(childId: string, enabled = true): boolean {
  const online = useOnline();
  const boards = useChildBoards(childId, online && enabled);
  if (!online || !enabled || !boards.data) return false;
  return boards.data.boards.length === 0 && boards.data.connecting.length === 0;
}

/** Where a child's board is set up. */
export function setUpBoardPath(childId: string): string {
  return `/pair-board/${encodeURIComponent(childId)}`;
}
