import { Link } from 'react-router';
import { useOnline } from '../../lib/use-online';
import { buttonClass } from '../../ui/button-class';
import { Icon } from '../../ui/icon';
import { useChildRoutines } from '../../data/use-routines';
import type { ChildDocument } from '../../data/use-children';
import { useChildBoards } from './boards-api';

/**
 * The step after a child's first routine (ADR 0058): while no board is paired or connecting, the child's
 * screen offers to set one up. The board list lives on the server, so offline nothing is offered.
 */
export function BoardNextStep({ child }: { child: ChildDocument }) {
  const online = useOnline();
  const routines = useChildRoutines(child.id);
  const hasRoutine = routines !== undefined && routines.length > 0;
  const boards = useChildBoards(child.id, online && hasRoutine);
  if (!hasRoutine || !online || !boards.data) return null;
  if (boards.data.boards.length > 0 || boards.data.connecting.length > 0) return null;
  return (
    <section
      aria-labelledby="board-next-step-title"
      className="mb-6 flex flex-col gap-4 rounded-3xl bg-sky-100 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white text-sky-700">
          <Icon name="tablet" />
        </span>
        <div>
          <h2 id="board-next-step-title" className="text-xl font-extrabold">
            Next: {child.name}’s board
          </h2>
          <p className="mt-1 text-ink">
            Turn a tablet into {child.name}’s board, and they follow their routine on it step by step.
          </p>
        </div>
      </div>
      <Link to={`/pair-board/${encodeURIComponent(child.id)}`} className={buttonClass('primary', 'shrink-0')}>
        Set up their board
      </Link>
    </section>
  );
}
