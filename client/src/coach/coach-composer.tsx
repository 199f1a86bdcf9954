import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { COACH_LIMITS } from '@sync/schemas/coach';
import { Icon } from '../ui/icon';

interface CoachComposerProps {
  busy: boolean;
  placeholder: string;
  onAsk: (question: string) => void;
}

/** The question box: Enter sends, Shift+Enter starts a new line; a count appears near the limit. */
export function CoachComposer({ busy, placeholder, onAsk }: CoachComposerProps) {
  const [text, setText] = useState('');
  const left = COACH_LIMITS.questionMaxLength - text.length;

  function send(event?: FormEvent) {
    event?.preventDefault();
    const question = text.trim();
    if (question === '' || busy) return;
    onAsk(question);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  }

  return (
    <form
      onSubmit={send}
      className="flex items-end gap-2 rounded-3xl bg-white p-2 shadow-soft ring-1 ring-ink/10"
    >
      <label htmlFor="coach-question" className="sr-only">
        Ask Nia
      </label>
      <textarea
        id="coach-question"
        rows={2}
        value={text}
        maxLength={COACH_LIMITS.questionMaxLength}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={left < 100 ? 'coach-question-left' : undefined}
        className="max-h-48 min-h-12 flex-1 resize-y rounded-2xl px-3 py-2 text-base outline-none focus-visible:ring-3 focus-visible:ring-sky-700"
      />
      {left < 100 && (
        <span id="coach-question-left" className="self-center text-sm text-ink-soft">
          {left} left
        </span>
      )}
      <button
        type="submit"
        disabled={busy || text.trim() === ''}
        className="grid size-12 shrink-0 place-items-center rounded-full bg-sunrise-500 text-ink shadow-lift transition hover:bg-sunrise-400 disabled:opacity-50"
      >
        <Icon name="chat" className="size-6" />
        <span className="sr-only">Ask</span>
      </button>
    </form>
  );
}
