// One message of a conversation with Nia: the parent's question on the right, Nia's answer on the left with
// who wrote it (the built-in guide or the online helper), any note about a fallback, the routines she
// suggests as editable cards, and the topics nearby.
import type { CoachMessage } from '@sync/collections/coach-conversations';
import type { RoutineInput } from '@sync/collections/routines';
import type { ChildDocument } from '../data/hooks/use-children';
import { AnswerText } from './answer-text';
import { RoutineSuggestionCard } from './routine-suggestion-card';

interface NiaMessageProps {
  message: CoachMessage;
  family: readonly ChildDocument[];
  childId: string | null;
  onAddRoutine: (input: RoutineInput, childIds: readonly string[], openingId: string) => Promise<void>;
  onAskTopic: (topicId: string, title: string) => void;
}

/** Nia's round face, so her answers are told apart at a glance. */
export function NiaFace({ className = 'size-10 text-lg' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} grid shrink-0 place-items-center rounded-full bg-sky-700 font-extrabold text-white`}
    >
      N
    </span>
  );
}

/** Who wrote an answer, in words. */
function sourceLabel(source: CoachMessage['source']): string {
  return source === 'provider' ? "From Nia's online helper" : "From Nia's built-in guide";
}

/** One message: a question, or an answer with its suggestions. */
export function NiaMessage({ message, family, childId, onAddRoutine, onAskTopic }: NiaMessageProps) {
  if (message.role === 'parent') {
    return (
      <li className="flex justify-end">
        <div className="max-w-[85%] rounded-3xl rounded-br-md bg-ink px-5 py-3 text-cream">
          <p className="sr-only">You asked:</p>
          <p className="whitespace-pre-line">{message.text}</p>
        </div>
      </li>
    );
  }
  // The guide answers without a topic only when unsure: its closest topics are then the question it asks back.
  const unsure = message.source === 'builtin' && message.topicId === null;
  return (
    <li className="flex gap-3">
      <NiaFace />
      <div className="min-w-0 flex-1 space-y-3">
        <div className="rounded-3xl rounded-tl-md bg-white px-5 py-4 shadow-soft">
          <p className="mb-2 text-sm font-bold text-sky-700">
            <span className="sr-only">Nia answered. </span>
            {sourceLabel(message.source)}
          </p>
          {message.notice && (
            <p className="mb-3 rounded-2xl bg-sun-200 px-4 py-2 text-sm font-semibold">{message.notice}</p>
          )}
          <AnswerText text={message.text} />
        </div>
        {message.routines.map((routine, index) => (
          <RoutineSuggestionCard
            key={`${message.id}-${index}`}
            idPrefix={`suggestion-${message.id}-${index}`}
            suggestion={routine}
            family={family}
            initialChildIds={childId ? [childId] : family.length === 1 && family[0] ? [family[0].id] : []}
            onAdd={onAddRoutine}
          />
        ))}
        {message.related.length > 0 && (
          <div>
            <p id={`${message.id}-topics`} className="mb-2 text-sm font-bold text-ink-soft">
              {unsure ? 'Did you mean' : 'You could also ask about'}
            </p>
            <ul aria-labelledby={`${message.id}-topics`} className="flex flex-wrap gap-2">
              {message.related.map((topic) => (
                <li key={topic.id}>
                  <button
                    type="button"
                    onClick={() => onAskTopic(topic.id, topic.title)}
                    className="min-h-11 rounded-full bg-cream-deep px-4 font-bold hover:bg-sun-200"
                  >
                    {topic.title}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </li>
  );
}
