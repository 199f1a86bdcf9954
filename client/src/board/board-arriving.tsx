// A board whose child's data has not arrived yet (a tablet just paired, SPEC I-STATE-4): it says it is
// getting ready, never an empty day ("Free time!") that a child would take at its word.
import { useContext } from 'react';
import { useConnectionState } from '../data/hooks/use-connection-state';
import { Icon } from '../ui/icon';
import { useBoardData } from './board-data-context';
import { BoardFrame } from './board-frame';
import { BoardOpeningSnapshot } from './board-opening';
import { BoardSnapshotScreen } from './board-snapshot-screen';

/** What the board shows while its day is not there: getting ready, or only the backdrop while it opens. */
export function BoardArriving() {
  const state = useConnectionState(useBoardData().replication);
  const snapshot = useContext(BoardOpeningSnapshot);
  // A board with its data opens in a moment: its last screen until then (ADR 0076), or the backdrop alone.
  if (state === undefined || state.firstPullLanded) {
    if (snapshot !== undefined) return <BoardSnapshotScreen snapshot={snapshot} />;
    return <BoardFrame title="Board">{null}</BoardFrame>;
  }
  const offline = state.status === 'offline';
  return (
    <BoardFrame title="Board">
      <section
        role="status"
        className="m-auto flex max-w-lg flex-col items-center gap-3 rounded-[2rem] bg-(--board-surface) p-8 text-center shadow-soft"
      >
        <Icon name={offline ? 'cloudOff' : 'sparkles'} className="size-12" />
        <h1 className="text-3xl font-black">{offline ? 'Waiting for Wi-Fi' : 'Getting your board ready…'}</h1>
        <p className="text-lg text-(--board-text-soft)">
          {offline
            ? 'Your routines will appear here once the board is back online.'
            : 'Your routines and rewards are on their way.'}
        </p>
      </section>
    </BoardFrame>
  );
}
