import { Link, useParams } from 'react-router';
import { Icon } from '../ui/icon';
import { BoardFrame } from './board-frame';
import { useNow } from './use-now';

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning!';
  if (hour < 18) return 'Good afternoon!';
  return 'Good evening!';
}

/** The child's board, at /board/{deviceId} on the tablet and /smart-board/{childId} for a parent. */
export function BoardScreen() {
  const { deviceId } = useParams();
  const now = useNow();
  const time = now.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
  const date = now.toLocaleDateString([], { weekday: 'long', month: 'long', day: 'numeric' });

  return (
    <BoardFrame title="Board">
      <header className="flex items-start justify-between gap-4">
        <div>
          <p className="text-6xl font-black tracking-tight tabular-nums sm:text-8xl">
            <time dateTime={now.toISOString()}>{time}</time>
          </p>
          <p className="mt-2 text-xl font-bold text-ink-soft sm:text-2xl">{date}</p>
        </div>
        <span className="grid size-20 shrink-0 place-items-center rounded-full bg-sun-400 text-ink shadow-lift sm:size-28">
          <Icon name="sun" className="size-12 sm:size-16" />
        </span>
      </header>

      <section className="mt-8 flex flex-1 flex-col items-center justify-center rounded-[2rem] bg-white p-8 text-center shadow-soft">
        <h1 className="text-4xl font-black sm:text-6xl">{greeting(now.getHours())}</h1>
        <p className="mt-4 max-w-lg text-xl text-ink-soft sm:text-2xl">
          Your routine for today shows up here, one step at a time.
        </p>
      </section>

      {/* The rewards page belongs to the tablet's own address; a parent's preview has none. */}
      {deviceId && (
        <nav className="mt-6 flex justify-center">
          <Link
            to="rewards"
            relative="path"
            className="flex min-h-16 items-center gap-3 rounded-full bg-sunrise-500 px-8 text-2xl font-black text-ink shadow-lift"
          >
            <Icon name="star" className="size-8" />
            My rewards
          </Link>
        </nav>
      )}
    </BoardFrame>
  );
}
