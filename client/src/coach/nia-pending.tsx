import { AnswerText } from './answer-text';
import { NiaFace } from './nia-message';

/** Nia's answer while it is being written: the words so far, or "Nia is thinking…" before the first. */
export function NiaPending({ text }: { text: string }) {
  return (
    <li className="flex gap-3" aria-busy="true">
      <NiaFace />
      <div className="min-w-0 flex-1 rounded-3xl rounded-tl-md bg-white px-5 py-4 shadow-soft">
        {text === '' ? (
          <p className="animate-pulse text-ink-soft motion-reduce:animate-none">Nia is thinking…</p>
        ) : (
          <AnswerText text={text} />
        )}
      </div>
    </li>
  );
}
