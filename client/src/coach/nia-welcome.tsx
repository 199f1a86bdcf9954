import { NiaFace } from './nia-message';

interface NiaWelcomeProps {
  /** The child chosen, for "for Mia"; null for any child. */
  childName: string | null;
  starters: readonly string[];
  onAsk: (question: string) => void;
  /** True while the family's data is still opening: the buttons wait rather than lose a question. */
  disabled: boolean;
}

const ROUTINE_STARTS = [
  { kind: 'morning', label: 'Morning routine' },
  { kind: 'after-school', label: 'After-school routine' },
  { kind: 'bedtime', label: 'Bedtime routine' },
] as const;

/**
 * A new conversation: Nia says what she can do, offers a routine in one tap (the quickest way to a first
 * routine: pick the child, take Nia's proposal, change it, add it) and the questions parents ask most.
 */
export function NiaWelcome({ childName, starters, onAsk, disabled }: NiaWelcomeProps) {
  const forWhom = childName ? ` for ${childName}` : '';
  return (
    <div className="flex gap-3">
      <NiaFace />
      <div className="min-w-0 flex-1 space-y-4 rounded-3xl rounded-tl-md bg-white px-5 py-4 shadow-soft">
        <p>
          Hi, I’m Nia. Ask me about mornings, bedtime, screens, chores or a tricky moment, and I’ll suggest
          what tends to help at your child’s age. Routines I suggest can be changed before they reach the
          board.
        </p>
        <div>
          <h2 className="mb-2 font-bold">Make a routine{forWhom}</h2>
          <ul className="flex flex-wrap gap-2">
            {ROUTINE_STARTS.map(({ kind, label }) => (
              <li key={kind}>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onAsk(`Suggest a ${kind} routine${forWhom}`)}
                  className="min-h-12 rounded-full bg-sunrise-100 px-4 font-bold hover:bg-sun-200 disabled:opacity-60"
                >
                  {label}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-2 font-bold">Parents often ask</h2>
          <ul className="flex flex-col gap-2">
            {starters.map((question) => (
              <li key={question}>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onAsk(question)}
                  className="min-h-11 w-full rounded-2xl bg-cream-deep px-4 py-2 text-left font-semibold hover:bg-sun-200 disabled:opacity-60"
                >
                  {question}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
