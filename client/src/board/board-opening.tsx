import { BoardFrame } from './board-frame';

/**
 * The moment between a board's address and its opened database (well under a second from the device):
 * the board's own backdrop with nothing to read, never a spinner where a child expects a board.
 */
export function BoardOpening() {
  return (
    <BoardFrame title="Board">
      <p className="sr-only" role="status">
        Opening the board…
      </p>
    </BoardFrame>
  );
}
