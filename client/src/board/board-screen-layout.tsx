// The board's one layout: the clock, the greeting and the corner tiles on top, the routine beside the coins
// and the day, the week beneath. The live board and its snapshot (board-snapshot-screen.tsx) both draw it,
// so the moment one replaces the other nothing on screen moves.
import type { ReactNode } from 'react';
import { BoardClock } from './board-clock';
import { BoardFrame } from './board-frame';
import { greetingFor } from './greeting';
import { speakTime } from './spoken-clock';

interface BoardScreenLayoutProps {
  childName: string | undefined;
  theme: string | null | undefined;
  now: Date;
  timeZone: string;
  /** The weather and the connection, in the top corner. */
  corner?: ReactNode;
  /** The routine card. */
  routine: ReactNode;
  /** Coins, jobs and the day's joke, beside the routine. */
  aside?: ReactNode;
  week?: ReactNode;
  /** On a paired tablet the grown-ups' gear sits in the bottom corner: the week leaves it room. */
  roomForGear: boolean;
  /** Over the board (a celebration). */
  children?: ReactNode;
}

/** The child's board laid out. */
export function BoardScreenLayout(props: BoardScreenLayoutProps) {
  const { childName, now, timeZone } = props;
  return (
    <BoardFrame title={childName ? `${childName}'s board` : 'Board'} theme={props.theme} fit>
      {/* A size container: the header's clock, greeting and weather take their sizes from the board's own box
          (ADR 0090), so on a short tablet they leave the routine its room. */}
      <div className="@container-[size] flex h-full min-h-0 flex-1 flex-col gap-4">
        {/* The header keeps clear of the corner where the theme's big picture hangs (ThemeCorner in
            theme-art-shared.tsx: 26vmin, at most 14rem, 4vmin off the screen), so no word of it ever sits
            on the picture. */}
        <header className="flex flex-wrap items-start justify-between gap-4 pr-[max(0px,min(22vmin,14rem-4vmin)-1rem)]">
          <BoardClock now={now} timeZone={timeZone} onSpeak={() => speakTime(now, timeZone)} />
          {/* The greeting sizes from the room the clock and the corner leave it (its own box: a name such as
              "Maximilian" stays whole beside the weather and the offline badge on a 960×600 tablet); a name
              too long even then breaks rather than running under the weather. */}
          <div className="order-last w-full [container-type:inline-size] landscape:order-none landscape:w-auto landscape:min-w-0 landscape:flex-1 landscape:self-center">
            <h1 className="text-[clamp(1.5rem,min(6.5cqw,6cqh),3rem)] landscape:text-[clamp(1.5rem,min(14cqw,6cqh),3rem)] leading-tight font-black break-words landscape:text-center">
              {greetingFor(now, timeZone, childName)}
            </h1>
          </div>
          <div className="ml-auto flex flex-col items-end gap-2">{props.corner}</div>
        </header>

        <div className="grid min-h-0 flex-1 grid-cols-1 gap-4 portrait:grid-rows-[minmax(0,1fr)_auto] landscape:grid-cols-[minmax(0,1fr)_clamp(13rem,22vw,20rem)]">
          {props.routine}
          <aside className="flex min-h-0 flex-col gap-4 overflow-y-auto portrait:grid portrait:grid-cols-2 portrait:items-start">
            {props.aside}
          </aside>
        </div>

        <div className={props.roomForGear ? 'pr-14 sm:pr-12' : undefined}>{props.week}</div>
      </div>
      {props.children}
    </BoardFrame>
  );
}
