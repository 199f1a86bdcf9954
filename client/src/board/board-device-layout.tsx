// /board/{deviceId} and its rewards page on a paired tablet. A tablet with no credential (or another board's
// address) goes to setup. A board that kept its last screen (ADR 0076) paints it at once, with nothing but
// this light code and its snapshot: the live board (device-board.tsx), with the database, replication and
// schema code, is fetched only after that paint, reads the credential in full and takes over once its
// database is open.
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';
import { BoardOpening, BoardOpeningSnapshot } from './board-opening';
import type * as DeviceBoardModule from './device-board';
import { readBoardSnapshot } from './board-snapshot';
import { peekPairedBoard, type PairedBoard } from './paired-board';
import { TapToStart } from './tap-to-start';

type LiveBoard = typeof DeviceBoardModule;

/**
 * Loads the live board: at once when there is nothing to paint before it, otherwise after the frame that
 * shows the snapshot, so that the database code never holds up that frame. A load that fails (offline
 * with nothing cached) is thrown where the route's error page catches it, as the router's own loads are.
 */
function useLiveBoard(afterFirstPaint: boolean): LiveBoard | undefined {
  const [live, setLive] = useState<LiveBoard | undefined>(undefined);
  const painted = useAfterFirstPaint();
  const wanted = !afterFirstPaint || painted;
  useEffect(() => {
    if (!wanted) return;
    let active = true;
    // The board screen comes with it: the live board shows it as soon as the database is open (a failure
    // shows where the screen itself is loaded).
    import('./board-screen').catch(() => undefined);
    import('./device-board').then(
      (module) => active && setLive(module),
      (error: unknown) =>
        active &&
        setLive(() => {
          throw error;
        }),
    );
    return () => {
      active = false;
    };
  }, [wanted]);
  return live;
}

function BoardOnTablet({ board }: { board: PairedBoard }) {
  // Read once per address, like the credential: the live board writes the next one.
  const snapshot = useMemo(() => readBoardSnapshot(board, new Date()), [board]);
  const live = useLiveBoard(snapshot !== undefined);
  return (
    <BoardOpeningSnapshot.Provider value={snapshot}>
      {live !== undefined ? (
        <live.PairedDeviceBoard deviceId={board.deviceId} />
      ) : (
        <>
          <BoardOpening />
          {snapshot !== undefined && <TapToStart />}
        </>
      )}
    </BoardOpeningSnapshot.Provider>
  );
}

/** The layout of a paired tablet's board routes. */
export function BoardDeviceLayout() {
  const { deviceId } = useParams();
  // Read once per address: the credential changes only by pairing (another page) or leaving (which navigates).
  const board = useMemo(() => peekPairedBoard(), []);
  if (board === undefined || board.deviceId !== deviceId) return <Navigate to="/board/setup" replace />;
  return <BoardOnTablet board={board} />;
}
