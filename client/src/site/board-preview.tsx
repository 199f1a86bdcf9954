import { Icon } from '../ui/icon';

const steps = [
  { name: 'Get dressed', state: 'done' },
  { name: 'Brush teeth', state: 'now' },
  { name: 'Eat breakfast', state: 'next' },
] as const;

/** A drawn example of the child's board, used on the home page in place of a screenshot. */
export function BoardPreview() {
  return (
    <div
      role="img"
      aria-label="Example of a Brightday board: the time is 7:10, the morning routine is in progress, and Brush teeth has 1 minute 45 seconds left."
      className="mx-auto w-full max-w-md rotate-1 rounded-[2rem] bg-ink p-3 shadow-soft"
    >
      <div className="rounded-[1.5rem] bg-gradient-to-b from-sky-100 to-cream p-5 sm:p-6">
        <div className="flex items-start justify-between">
          <div>
            <p className="text-5xl font-black tracking-tight">7:10</p>
            <p className="mt-1 font-bold text-ink-soft">Good morning!</p>
          </div>
          <span className="grid size-14 place-items-center rounded-full bg-sun-400 text-ink">
            <Icon name="sun" className="size-8" />
          </span>
        </div>

        <div className="mt-5 rounded-2xl bg-white p-4 shadow-lift">
          <p className="text-sm font-bold tracking-wide text-sky-700 uppercase">Morning routine</p>
          <ul className="mt-3 space-y-2">
            {steps.map((step) => (
              <li
                key={step.name}
                className={`flex items-center gap-3 rounded-xl px-3 py-2 font-bold ${
                  step.state === 'now' ? 'bg-sunrise-100' : ''
                } ${step.state === 'done' ? 'text-ink-soft line-through' : ''}`}
              >
                <span
                  className={`grid size-7 shrink-0 place-items-center rounded-full ${
                    step.state === 'done' ? 'bg-leaf-400 text-white' : 'bg-cream-deep'
                  }`}
                >
                  {step.state === 'done' && <Icon name="check" className="size-4" />}
                </span>
                <span className="flex-1">{step.name}</span>
                {step.state === 'now' && (
                  <span className="flex items-center gap-1 text-sunrise-700">
                    <Icon name="timer" className="size-5" />
                    1:45
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>

        <div className="mt-4 flex items-center justify-between rounded-2xl bg-sun-200 px-4 py-3 font-bold">
          <span>Coins today</span>
          <span className="flex items-center gap-1">
            <Icon name="star" className="size-5 text-sunrise-700" />
            12
          </span>
        </div>
      </div>
    </div>
  );
}
