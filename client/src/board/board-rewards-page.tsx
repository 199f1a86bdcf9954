import { Link } from 'react-router';
import { Icon } from '../ui/icon';
import { BoardFrame } from './board-frame';

export function BoardRewardsPage() {
  return (
    <BoardFrame title="My rewards">
      <nav>
        <Link
          to=".."
          relative="path"
          className="inline-flex min-h-14 items-center gap-2 rounded-full bg-white px-6 text-xl font-black shadow-lift"
        >
          <Icon name="arrowLeft" className="size-7" />
          Back to my board
        </Link>
      </nav>
      <section className="mt-8 flex flex-1 flex-col items-center justify-center rounded-[2rem] bg-white p-8 text-center shadow-soft">
        <span className="grid size-24 place-items-center rounded-full bg-sun-200 text-sunrise-700">
          <Icon name="star" className="size-14" />
        </span>
        <h1 className="mt-6 text-4xl font-black sm:text-6xl">My rewards</h1>
        <p className="mt-4 max-w-lg text-xl text-ink-soft sm:text-2xl">
          The coins, stickers and treasures you earn for finished routines are kept here.
        </p>
      </section>
    </BoardFrame>
  );
}
