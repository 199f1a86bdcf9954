// When a child's boards dim for the night (ADR 0056), set from the parent app: the night of the child's own
// routines (after the evening one, until the morning one), or hours the parent chooses. Saved on the child,
// so it reaches every board of the child through the sync, offline edits included (D-NIGHT-1).
import { useId, useState, type FormEvent } from 'react';
import { boardNightHours } from '@sync/domain/board-night';
import { nightHoursFormSchema } from '@sync/collections/children';
import { validateForm, type FieldErrorMap } from '../../lib/form-errors';
import { nightHoursWords, nightSourceWords } from '../../lib/night-hours-words';
import { setNightHours } from '../../data/writes/children';
import { buttonClass } from '../../ui/button-class';
import { TextField } from '../../ui/form-field';
import { notify } from '../../ui/toaster';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { useFamilyData } from '../../data/family-data-context';
import { useChildRoutines } from '../../data/hooks/use-routines';
import type { ChildDocument } from '../../data/hooks/use-children';

/** The night hours of a child's boards, with the routines' night as the default. */
export function ChildNightHours({ child }: { child: ChildDocument }) {
  const data = useFamilyData();
  const routines = useChildRoutines(child.id);
  const submission = useSubmitOnce();
  const radios = useId();
  const fromId = useId();
  const toId = useId();
  const titleId = useId();
  const routinesNight = boardNightHours({ tablet: null, parent: null, routines: routines ?? [] });
  const [own, setOwn] = useState(child.nightHours !== null);
  const [from, setFrom] = useState(child.nightHours?.from);
  const [to, setTo] = useState(child.nightHours?.to);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const shownFrom = from ?? routinesNight.hours.from;
  const shownTo = to ?? routinesNight.hours.to;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let nightHours = null;
    if (own) {
      const result = validateForm(nightHoursFormSchema, { from: shownFrom, to: shownTo });
      if (!result.ok) return setErrors(result.errors);
      nightHours = result.data;
    }
    setErrors({});
    await submission.run(async () => {
      if (!data) return;
      await setNightHours(data.database, child.id, nightHours);
      notify({ title: 'Saved', description: `${child.name}'s boards keep the new night hours.` });
    });
  }

  const choiceClass = (chosen: boolean) =>
    `flex min-h-12 cursor-pointer items-start gap-3 rounded-2xl border-2 bg-white p-3 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky-700 ${chosen ? 'border-ink' : 'border-ink/20 hover:border-ink/40'}`;
  return (
    <section aria-labelledby={titleId} className="max-w-xl rounded-3xl bg-white p-5 shadow-soft">
      <h2 id={titleId} className="text-2xl font-extrabold">
        Night on {child.name}&apos;s boards
      </h2>
      <p className="mt-2 text-ink-soft">
        The board dims at night, but never during a routine, a countdown or an alarm. A tap wakes it.
      </p>
      <form noValidate onSubmit={(event) => void save(event)} className="mt-4 space-y-3">
        <fieldset className="space-y-2">
          <legend className="sr-only">Night hours</legend>
          <label className={choiceClass(!own)}>
            <input
              type="radio"
              name={radios}
              checked={!own}
              onChange={() => setOwn(false)}
              className="mt-1 size-5 shrink-0 accent-ink"
            />
            <span>
              <span className="block font-bold">
                Follow {child.name}&apos;s routines: {nightHoursWords(routinesNight.hours)}
              </span>
              <span className="block text-sm text-ink-soft">{nightSourceWords(routinesNight.source)}</span>
            </span>
          </label>
          <label className={choiceClass(own)}>
            <input
              type="radio"
              name={radios}
              checked={own}
              onChange={() => setOwn(true)}
              className="mt-1 size-5 shrink-0 accent-ink"
            />
            <span className="block font-bold">Choose the hours</span>
          </label>
        </fieldset>
        {own && (
          <div className="grid grid-cols-2 gap-3">
            <TextField
              id={fromId}
              label="Dim from"
              type="time"
              value={shownFrom}
              errors={errors.from}
              onChange={(event) => setFrom(event.target.value)}
            />
            <TextField
              id={toId}
              label="Until"
              type="time"
              value={shownTo}
              errors={errors.to}
              onChange={(event) => setTo(event.target.value)}
            />
          </div>
        )}
        <button
          type="submit"
          disabled={!data || submission.pending}
          className={buttonClass('primary', 'min-h-11 px-5')}
        >
          Save night hours
        </button>
      </form>
    </section>
  );
}
