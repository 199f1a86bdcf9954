import { Link } from 'react-router';
import { buttonClass } from '../../ui/button-class';
import { Icon } from '../../ui/icon';
import { SET_UP_A_BOARD } from '../../ui/set-up-a-board';
import type { ChildDocument } from '../../data/hooks/use-children';
import { setUpBoardPath, useNeedsBoard } from './use-needs-board';

/**
 * While no board is paired or connecting, the child's screen offers to set one up above its tabs, from the
 * child's first day (ADR 0058, ADR 0096): on a phone the Profile & board tab sits past the edge of the row.
 */
export function BoardNextStep({ child }: { child: ChildDocument }) {
  if (!useNeedsBoard(child.id)) return null;
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
            {child.name}’s board
          </h2>
          <p className="mt-1 text-ink">
            Turn a tablet into {child.name}’s board, and they follow their routines on it step by step.
          </p>
        </div>
      </div>
      <Link to={setUpBoardPath(child.id)} className={buttonClass('primary', 'shrink-0')}>
        {SET_UP_A_BOARD}
      </Link>
    </section>
  );
}
