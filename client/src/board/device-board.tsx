// The live board of a paired tablet (/board/{deviceId} and its rewards page): opens the board's own database
// with its device token and keeps it open across the board's screens. A board the server no longer knows
// (revoked) wipes its data and goes to setup with an explanation (ADR 0022). Loaded by the board's layout
// (board-device-layout.tsx) once the board's snapshot is on screen: it brings the database code (ADR 0076).
import { familyWeekStart } from '@sync/domain/week-start';
import { Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { filter, take } from 'rxjs';
import { forgetBoardCredential, readBoardCredential, type BoardCredential } from './board-credential';
import { closeBoardData, openBoardData, type OpenBoard } from './board-data';
import { BoardDataContext, type BoardData } from './board-data-context';
import { BoardLeaveContext } from './board-leave';
import { APP_VERSION } from '../pwa/app-version';
import { AlarmRinger } from './alarm-ringer';
import { BoardOpening, BoardOpeningSnapshot } from './board-opening';
import { BoardSettingsButton } from './board-settings';
import { forgetBoardSnapshot } from './board-snapshot';
import { BoardThemePreview } from './themes/board-theme-preview';
import { NightDim } from './night-dim';
import { TapToStart } from './tap-to-start';
import { useBoardUpkeep } from './use-board-upkeep';
import { useUsageSessions } from './use-usage-sessions';

/** Why a tablet stops being a board. */
type LeaveReason = 'unpaired' | 'left';

/** The paired tablet's board, its database open. */
function DeviceBoard({ credential }: { credential: BoardCredential }) {
  const snapshot = useContext(BoardOpeningSnapshot);
  const navigate = useNavigate();
  const [board, setBoard] = useState<OpenBoard | undefined>(undefined);
  const endSession = useUsageSessions(credential);

  useEffect(() => {
    let active = true;
    openBoardData(credential).then(
      (opened) => active && setBoard(opened),
      (error: unknown) => console.error('could not open the board data', error),
    );
    return () => {
      active = false;
    };
  }, [credential]);

  const leaving = useRef(false);
  const leave = useCallback(
    async (reason: LeaveReason) => {
      // The replication and the health report may both learn of a revocation: leave once.
      if (leaving.current) return;
      leaving.current = true;
      // The last session's end goes out (or is attempted) before the wipe forgets its outbox.
      await endSession(reason === 'unpaired' ? 'unpaired' : 'left-board-mode');
      // The credential goes before the data: should the wipe be cut short, the tablet never acts as the board.
      forgetBoardCredential();
      forgetBoardSnapshot();
      await closeBoardData({ wipe: true }).catch((error: unknown) =>
        console.error('could not wipe the board data', error),
      );
      void navigate(reason === 'unpaired' ? '/board/setup?unpaired=1' : '/board/setup', { replace: true });
    },
    [navigate, endSession],
  );

  useEffect(() => {
    if (board === undefined) return;
    const subscription = board.replication.connection$
      .pipe(
        filter((state) => state.unauthorized),
        take(1),
      )
      .subscribe(() => void leave('unpaired'));
    return () => subscription.unsubscribe();
  }, [board, leave]);

  const data = useMemo<BoardData | undefined>(
    () =>
      board && {
        database: board.database,
        mode: 'device',
        deviceId: credential.deviceId,
        doneBy: { kind: 'board', id: credential.deviceId },
        familyId: credential.familyId,
        childId: credential.childId,
        timeZone: credential.family.timeZone,
        weekStart: familyWeekStart({
          country: credential.family.country,
          weatherCountry: credential.family.weatherPlace?.country,
        }),
        temperatureUnit: credential.family.temperatureUnit,
        weatherPlace: credential.family.weatherPlace,
        credential: { kind: 'board', token: credential.token },
        replication: board.replication,
      },
    [board, credential],
  );
  const leaveBoard = useCallback(() => void leave('left'), [leave]);
  const leaveUnpaired = useCallback(() => void leave('unpaired'), [leave]);
  useBoardUpkeep(credential, board?.replication, leaveUnpaired);

  if (data === undefined) {
    // A board opening on its snapshot asks for its first tap already, as the live board will.
    return (
      <>
        <BoardOpening />
        {snapshot !== undefined && <TapToStart />}
      </>
    );
  }
  return (
    <BoardDataContext.Provider value={data}>
      <BoardLeaveContext.Provider value={leaveBoard}>
        {/* The board screen's code may still be on its way: its stand-in meanwhile. */}
        <Suspense fallback={<BoardOpening />}>
          <Outlet />
        </Suspense>
        {/* Over every board screen, rewards included: an alarm rings wherever the child is. */}
        <BoardSettingsButton
          onLeaveBoard={leaveBoard}
          appVersion={APP_VERSION}
          themePreview={<BoardThemePreview />}
        />
        <NightDim />
        <TapToStart />
        <AlarmRinger />
      </BoardLeaveContext.Provider>
    </BoardDataContext.Provider>
  );
}

/**
 * The live board of the tablet paired as `deviceId`, once its credential reads in full; a credential that
 * does not (damaged, or from an older version) sends the tablet to setup.
 */
export function PairedDeviceBoard({ deviceId }: { deviceId: string }) {
  // Read once per address: the credential changes only by pairing (another page) or leaving (which navigates).
  const credential = useMemo(() => readBoardCredential(), []);
  if (credential === undefined || credential.deviceId !== deviceId) {
    return <Navigate to="/board/setup" replace />;
  }
  return <DeviceBoard credential={credential} />;
}
