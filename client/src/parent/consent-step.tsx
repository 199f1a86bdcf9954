import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../ui/button-class';
import { FieldErrors } from '../ui/form-field';
import { useRecordChildDataConsent } from './use-child-data-consent';

/**
 * Before the first child: what Brightday keeps about a child, why, and who sees it, and the parent's
 * yes or no. Nothing about a child is stored until the parent says yes; a no keeps nothing.
 */
export function ConsentStep() {
  const record = useRecordChildDataConsent();
  const [declined, setDeclined] = useState(false);

  if (declined) {
    return (
      <div role="status" className="max-w-2xl rounded-3xl bg-white p-6 shadow-soft sm:p-8">
        <h2 className="text-2xl font-extrabold">Nothing about your child was saved</h2>
        <p className="mt-3 text-ink-soft">
          Brightday needs a child's name to show their board, routines and rewards, and the law asks for a
          parent's permission before keeping any information about a child. Without it we can't create a
          profile. You can come back and agree whenever you're ready.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <button type="button" className={buttonClass('primary')} onClick={() => setDeclined(false)}>
            Read it again
          </button>
          <Link to="/app" className={buttonClass('secondary')}>
            Back to today
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="max-w-2xl rounded-3xl bg-white p-6 shadow-soft sm:p-8">
      <h2 className="text-2xl font-extrabold">First, your permission</h2>
      <p className="mt-3 text-ink-soft">To make a profile for your child, Brightday keeps:</p>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-ink-soft">
        <li>their name, and if you add them, their birthday and a photo;</li>
        <li>the routines, chores and rewards you set up, and what they complete on their board.</li>
      </ul>
      <p className="mt-3 text-ink-soft">
        Only your family's devices see it. We never sell it, show ads, or share it to train AI, and you can
        change or delete it at any time. Read the{' '}
        <Link to="/privacy-policy" className="font-bold text-sunrise-700 underline">
          privacy policy
        </Link>{' '}
        for the details.
      </p>
      <FieldErrors id="consent-error" errors={record.error ? [record.error.message] : undefined} />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={record.isPending}
          onClick={() => record.mutate()}
        >
          {record.isPending ? 'Saving…' : 'I agree, as their parent'}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={() => setDeclined(true)}>
          No, not now
        </button>
      </div>
    </div>
  );
}
