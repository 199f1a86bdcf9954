// The board drawn from its snapshot (ADR 0076) while its database code arrives and opens: the clock, the
// greeting and the routine card exactly where the live board puts them, on the live clock. It cannot be
// used yet (the live board takes the taps), and the corner tiles, coins, jobs and week come with the data.
import { familyDate } from '@sync/domain/family-date';
import { useNow } from '../lib/use-now';
import { boardRoutineView } from './board-routine-view';
import { BoardScreenLayout } from './board-screen-layout';
import type { BoardSnapshot } from './board-snapshot';
import { playChime } from './board-sound';
import { RoutineCard } from './routine-card';

function ignore(): void {}

/** The board's last screen, brought up to the current minute. */
export function BoardSnapshotScreen({ snapshot }: { snapshot: BoardSnapshot }) {
  const now = useNow();
  const { timeZone } = snapshot;
  const today = familyDate(now, timeZone);
  const { moment, catchUp, summary, instanceOf } = boardRoutineView(
    snapshot.routines,
    snapshot.instances,
    now,
    timeZone,
    today,
  );
  return (
    <BoardScreenLayout
      childName={snapshot.child?.name}
      theme={snapshot.child?.theme}
      now={now}
      timeZone={timeZone}
      routine={
        <div inert className="h-full min-h-0">
          <RoutineCard
            moment={moment}
            day={summary}
            catchUp={catchUp}
            instanceOf={instanceOf}
            now={now}
            timeZone={timeZone}
            timerOwner={snapshot.deviceId}
            onDone={ignore}
            onStart={ignore}
            onSpeak={ignore}
            onChime={playChime}
          />
        </div>
      }
      roomForGear
    />
  );
}
