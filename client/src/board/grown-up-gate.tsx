import { useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '../ui/button-class';
import { FieldErrors, errorIdFor, inputClass } from '../ui/form-field';
import { answersQuestion, grownUpQuestion } from './grown-up-question';

interface GrownUpGateProps {
  /** The id the gate's heading takes, so the dialog around it is named by it. */
  titleId: string;
  onPass: () => void;
}

/**
 * Asks for a number written in words to be typed in digits (grown-up-question.ts). A wrong answer brings a
 * new number, so tapping digits at random does not get through.
 */
export function GrownUpGate({ titleId, onPass }: GrownUpGateProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [question, setQuestion] = useState(() => grownUpQuestion());
  const [typed, setTyped] = useState('');
  const [wrong, setWrong] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (answersQuestion(question, typed)) {
      onPass();
      return;
    }
    setQuestion(grownUpQuestion());
    setTyped('');
    setWrong(true);
    input.current?.focus();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <h2 id={titleId} className="text-2xl font-extrabold">
        For grown-ups
      </h2>
      <p className="text-ink-soft">To open the board's settings, type this number in digits.</p>
      <p className="rounded-2xl bg-sun-200 px-4 py-3 text-center text-2xl font-extrabold" aria-live="polite">
        {question.words}
      </p>
      <div>
        <label htmlFor={inputId} className="mb-2 block font-bold">
          The number in digits
        </label>
        <input
          ref={input}
          id={inputId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          maxLength={6}
          aria-invalid={wrong}
          aria-describedby={wrong ? errorIdFor(inputId) : undefined}
          className={inputClass(wrong, 'text-center text-2xl tabular-nums')}
        />
        <FieldErrors
          id={errorIdFor(inputId)}
          errors={wrong ? ["That's not it. Here is a new number to type."] : undefined}
        />
      </div>
      <button type="submit" className={buttonClass('primary')}>
        Open settings
      </button>
    </form>
  );
}
