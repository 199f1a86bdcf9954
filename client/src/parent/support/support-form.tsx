import type { FormEvent } from 'react';
import type { IssuePriority } from '@sync/schemas/enums';
import { issueInputSchema } from '@sync/schemas/issue';
import { validateForm } from '../../lib/form-errors';
import { useFormState } from '../../data/forms/use-form-state';
import { useCreateId } from '../../data/hooks/use-create-id';
import { describedBy, FieldShell, inputClass, TextField } from '../../ui/form-field';
import { SubmitButton } from '../../ui/submit-button';
import { notify } from '../../ui/toaster';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { useSendIssue } from '../profile/account-api';
import { showRefusal } from '../profile/server-refusal';
import { useChildren } from '../../data/hooks/use-children';

const priorities: { value: IssuePriority; label: string }[] = [
  { value: 'low', label: 'Low — whenever you can' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High — it gets in the way' },
  { value: 'critical', label: 'Critical — nothing works' },
];

const fieldOrder = ['title', 'description'] as const;
const empty = { title: '', description: '', priority: 'medium' as IssuePriority, childId: '' };

/** A support request: what happened, how much it matters, and which child it concerns, if one. */
export function SupportForm({ offline }: { offline: boolean }) {
  const send = useSendIssue();
  const children = useChildren() ?? [];
  const form = useFormState(empty, 'support');
  const { values, errors, setField, fieldId } = form;
  // The request's id is made when the form opens (ADR 0049): the server answers a repeat with the first.
  const created = useCreateId();
  const submission = useSubmitOnce();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(issueInputSchema, {
      ...values,
      childId: values.childId === '' ? null : values.childId,
    });
    if (!result.ok) return form.showErrors(result.errors, fieldOrder);
    if (offline) return;
    const request = { ...result.data, id: created.id };
    await submission.run(async () => {
      try {
        await send.mutateAsync(request);
        form.setValues(empty);
        created.next();
        notify({ title: 'Thank you', description: "We've got your message and will answer by e-mail." });
      } catch (error) {
        const fields = showRefusal(error, { BAD_REQUEST: 'title' });
        if (fields) form.showErrors(fields, fieldOrder);
      }
    });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <TextField
        id={fieldId('title')}
        label="Title"
        placeholder="In a few words"
        value={values.title}
        errors={errors.title}
        onChange={(event) => setField('title', event.target.value)}
      />
      <FieldShell id={fieldId('description')} label="Description" errors={errors.description}>
        <textarea
          id={fieldId('description')}
          rows={4}
          value={values.description}
          placeholder="What happened, and what did you expect?"
          onChange={(event) => setField('description', event.target.value)}
          className={inputClass(Boolean(errors.description?.length), 'resize-y')}
          {...describedBy(fieldId('description'), errors.description)}
        />
      </FieldShell>
      <div className="grid gap-5 sm:grid-cols-2">
        <FieldShell id={fieldId('priority')} label="Priority">
          <select
            id={fieldId('priority')}
            value={values.priority}
            onChange={(event) => setField('priority', event.target.value as IssuePriority)}
            className={inputClass(false)}
          >
            {priorities.map((priority) => (
              <option key={priority.value} value={priority.value}>
                {priority.label}
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell id={fieldId('childId')} label="About a child (optional)">
          <select
            id={fieldId('childId')}
            value={values.childId}
            onChange={(event) => setField('childId', event.target.value)}
            className={inputClass(false)}
          >
            <option value="">No particular child</option>
            {children.map((child) => (
              <option key={child.id} value={child.id}>
                {child.name}
              </option>
            ))}
          </select>
        </FieldShell>
      </div>
      {offline && (
        <p role="status" className="rounded-2xl bg-sun-200 p-4 font-semibold">
          You&apos;re offline, so this can&apos;t be sent yet. What you typed stays here until you&apos;re
          connected.
        </p>
      )}
      <SubmitButton pending={submission.pending} pendingLabel="Sending…">
        Send to support
      </SubmitButton>
    </form>
  );
}
