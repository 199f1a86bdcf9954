import { createContext, useContext } from 'react';
import { BoardFrame } from './board-frame';
import type { BoardSnapshot } from './board-snapshot';
import { BoardSnapshotScreen } from './board-snapshot-screen';

/**
 * The snapshot a paired tablet opened with (ADR 0076), for every screen that stands in for the board while
 * its data opens; none in a parent's preview, or on a board that has not shown its day yet.
 */
export const BoardOpeningSnapshot = createContext<BoardSnapshot | undefined>(undefined);

/**
 * The moment between a board's address and its opened database (well under a second from the device): the
 * board's last screen when it kept one, otherwise the board's own backdrop with nothing to read, never a
 * spinner where a child expects a board.
 */
export function BoardOpening() {
  const snapshot = useContext(BoardOpeningSnapshot);
  if (snapshot !== undefined) return <BoardSnapshotScreen snapshot={snapshot} />;
  return (
    <BoardFrame title="Board">
      <p className="sr-only" role="status">
        Opening the board…
      </p>
    </BoardFrame>
  );
}
