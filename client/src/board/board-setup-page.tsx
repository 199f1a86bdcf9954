import { Logo } from '../ui/logo';
import { BoardFrame } from './board-frame';

const steps = [
  'On your phone, log in to Brightday and open your child’s page.',
  'Choose Pair a board.',
  'Type the six-digit code this screen shows. The board then opens by itself.',
] as const;

/** Shown on a tablet that is not yet a child's board; served at /setup and /board/setup. */
export function BoardSetupPage() {
  return (
    <BoardFrame title="Set up this board">
      <div className="flex justify-center">
        <Logo />
      </div>
      <section className="mx-auto mt-8 flex w-full max-w-2xl flex-1 flex-col justify-center rounded-[2rem] bg-white p-8 shadow-soft sm:p-12">
        <h1 className="text-center text-4xl font-black sm:text-5xl">Set up this board</h1>
        <p className="mt-4 text-center text-xl text-ink-soft">
          This tablet is about to become your child&apos;s Brightday board. A parent pairs it in three steps:
        </p>
        <ol className="mt-8 space-y-4">
          {steps.map((step, index) => (
            <li key={step} className="flex items-start gap-4 text-lg sm:text-xl">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-sunrise-500 font-black">
                {index + 1}
              </span>
              <span className="pt-1.5">{step}</span>
            </li>
          ))}
        </ol>
      </section>
    </BoardFrame>
  );
}
