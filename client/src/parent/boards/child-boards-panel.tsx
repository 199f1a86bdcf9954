import { Link } from 'react-router';
import { buttonClass } from '../../ui/button-class';
import { Spinner } from '../../ui/spinner';
import { useOnline } from '../../lib/use-online';
import { useNow } from '../../lib/use-now';
import type { ChildDocument } from '../../data/hooks/use-children';
import { BoardRow } from './board-row';
import { useChildBoards } from './boards-api';
import { setUpBoardPath } from './use-needs-board';
import { SET_UP_A_BOARD } from '../../ui/set-up-a-board';

/**
 * The child's paired boards with their health, and the boards that are connecting. The list lives on the
 * server only (pairing needs a connection), so offline it says so instead of showing an old copy.
 */
export function ChildBoardsPanel({ child }: { child: ChildDocument }) {
  const online = useOnline();
  const boards = useChildBoards(child.id, online);
  const now = useNow(30_000);
  const pairPath = setUpBoardPath(child.id);

  return (
    <section aria-labelledby="child-boards-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="child-boards-title" className="text-2xl font-extrabold">
          {child.name}&apos;s boards
        </h2>
        <Link to={pairPath} className={buttonClass('primary')}>
          {SET_UP_A_BOARD}
        </Link>
      </div>
      {!online ? (
        <p role="status" className="rounded-2xl bg-sky-100 px-4 py-3 font-semibold text-sky-700">
          Connect to the internet to see and manage {child.name}&apos;s boards.
        </p>
      ) : boards.isPending ? (
        <Spinner label="Loading boards…" />
      ) : boards.isError ? (
        <p role="alert" className="font-semibold text-sunrise-700">
          {boards.error.message}
        </p>
      ) : boards.data.boards.length === 0 && boards.data.connecting.length === 0 ? (
        <p className="text-ink-soft">
          No board yet. Set up a tablet to give {child.name} a board of their own.
        </p>
      ) : (
        <ul className="space-y-4">
          {boards.data.connecting.map((claim) => (
            <li key={claim.deviceId} className="rounded-3xl bg-white p-5 shadow-soft">
              <h3 className="text-xl font-extrabold">{claim.label}</h3>
              <p role="status" className="mt-2 text-ink-soft">
                Connecting… the board opens by itself in a few seconds.
              </p>
            </li>
          ))}
          {boards.data.boards.map((board) => (
            <BoardRow key={board.id} board={board} childId={child.id} childName={child.name} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
