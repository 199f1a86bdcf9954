import { useState, type FormEvent } from 'react';
import { SET_UP_A_BOARD } from '../../ui/set-up-a-board';
import { useNavigate } from 'react-router';
import { boardClaimRequestSchema } from '@sync/protocol/pairing';
import { validateForm } from '../../lib/form-errors';
import { useFormState } from '../../data/forms/use-form-state';
import { useOnline } from '../../lib/use-online';
import { TextField } from '../../ui/form-field';
import { SubmitButton } from '../../ui/submit-button';
import { notify } from '../../ui/toaster';
import { useSubmitOnce } from '../../ui/use-submit-once';
import type { ChildDocument } from '../../data/hooks/use-children';
import { useClaimBoard } from './boards-api';
import { useEdited } from '../../ui/use-edited';
import { useLeaveGuard } from '../../ui/use-leave-guard';

interface PairBoardFormProps {
  child: ChildDocument;
  /** The code from the board's QR link, already filled in. */
  initialCode: string;
}

interface PairValues extends Record<string, unknown> {
  code: string;
  label: string;
}

const fieldOrder = ['code', 'label'] as const;

/** Keeps the digits a parent types or pastes ("123 456" too), at most six. */
function digitsOf(text: string): string {
  return text.replace(/\D/g, '').slice(0, 6);
}

/**
 * The code the board shows, and an optional name for the board. The server's answer (no such code,
 * expired, already used, too many tries) shows under the code; success returns to the child's boards.
 */
export function PairBoardForm({ child, initialCode }: PairBoardFormProps) {
  const online = useOnline();
  const navigate = useNavigate();
  const claim = useClaimBoard(child.id);
  const submission = useSubmitOnce();
  const [done, setDone] = useState(false);
  const form = useFormState<PairValues>({ code: digitsOf(initialCode), label: '' }, 'pair');
  const { values, errors, setField, fieldId } = form;
  useLeaveGuard(useEdited(values));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const label = values.label.trim();
    const result = validateForm(boardClaimRequestSchema, { code: values.code, ...(label ? { label } : {}) });
    if (!result.ok) return form.showErrors(result.errors, fieldOrder);
    const request = result.data;
    await submission.run(async () => {
      try {
        const claimed = await claim.mutateAsync(request);
        setDone(true);
        notify({
          title: 'Board paired',
          description: `${claimed.label} opens ${child.name}’s board in a few seconds.`,
        });
        void navigate(`/children/${encodeURIComponent(child.id)}?section=settings`);
      } catch (error) {
        form.showErrors({ code: [(error as Error).message] }, fieldOrder);
      }
    });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="max-w-md">
      <fieldset disabled={!online || done} className="space-y-5">
        <legend className="sr-only">
          {SET_UP_A_BOARD} for {child.name}
        </legend>
        <TextField
          id={fieldId('code')}
          label="Code on the board"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          placeholder="123456"
          maxLength={7}
          value={values.code}
          errors={errors.code}
          className="text-center text-3xl font-black tracking-[0.3em] tabular-nums"
          onChange={(event) => setField('code', digitsOf(event.target.value))}
        />
        <TextField
          id={fieldId('label')}
          label="Board name (optional)"
          placeholder="Kitchen tablet"
          maxLength={40}
          value={values.label}
          errors={errors.label}
          onChange={(event) => setField('label', event.target.value)}
        />
        {!online && (
          <p role="status" className="rounded-2xl bg-sky-100 px-4 py-3 font-semibold text-sky-700">
            Pairing needs a connection. Connect to the internet and try again.
          </p>
        )}
        <SubmitButton pending={submission.pending} pendingLabel="Pairing…">
          Pair board
        </SubmitButton>
      </fieldset>
    </form>
  );
}
