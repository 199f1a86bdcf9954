// Nia's online helper, as the family controls it (ADR 0043). Without one on the server, the panel says that
// Nia answers from her built-in guide on this device. With one, it shows exactly what would be shared, asks
// for a separate consent, records who gave it and when, and lets any parent turn it off again.
import { useState } from 'react';
import type { CoachSettings } from '@sync/schemas/coach';
import { buttonClass } from '../ui/button-class';
import { notify } from '../ui/toaster';
import { errorMessage } from '../ui/error-message';
import { useSubmitOnce } from '../ui/use-submit-once';
import { useOnlineHelperSwitch } from './use-coach-settings';

interface OnlineHelperPanelProps {
  settings: CoachSettings | undefined;
  online: boolean;
}

/** "24 November 2026", as the parent's browser writes dates. */
function dayOf(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** The built-in guide's promise, and the online helper's switch when the server has one. */
export function OnlineHelperPanel({ settings, online }: OnlineHelperPanelProps) {
  const change = useOnlineHelperSwitch();
  // A double tap must not turn the helper on and straight off again (ADR 0049).
  const switching = useSubmitOnce();
  const [showShares, setShowShares] = useState(false);
  const consent = settings?.consent ?? null;
  const using = Boolean(settings?.providerAvailable && consent && online);

  function turn(on: boolean) {
    return switching.run(async () => {
      if (!settings) return;
      try {
        await change.mutateAsync(on ? { on, sharesVersion: settings.sharesVersion } : { on });
        notify({ title: on ? "Nia's online helper is on" : "Nia's online helper is off" });
      } catch (error) {
        notify({ title: 'That did not work', description: errorMessage(error), variant: 'destructive' });
      }
    });
  }

  return (
    <section aria-labelledby="online-helper-title" className="space-y-3 rounded-3xl bg-white p-5 shadow-soft">
      <h2 id="online-helper-title" className="text-lg font-extrabold">
        {using ? "Nia's online helper is on" : "Nia's built-in guide"}
      </h2>
      {!using && (
        <p className="text-ink-soft">
          Nia answers from a guide written by our team, right here on your device. It works without internet
          and nothing you ask leaves your family’s account.
        </p>
      )}
      {!online && settings?.consent && (
        <p className="text-ink-soft">You’re offline: the built-in guide answers until you’re back online.</p>
      )}
      {settings?.providerAvailable && (
        <>
          {consent ? (
            <p className="text-ink-soft">
              Turned on by {consent.grantedBy} on {dayOf(consent.grantedAt)}. {settings.usedToday} of{' '}
              {settings.dailyLimit} questions used today.
            </p>
          ) : (
            <p className="text-ink-soft">
              For questions the guide doesn’t cover, you can let Nia ask an online AI service. It only starts
              when you agree.
            </p>
          )}
          {consent ? (
            <button
              type="button"
              aria-expanded={showShares}
              onClick={() => setShowShares(!showShares)}
              className="min-h-11 font-bold text-sky-700 underline underline-offset-4"
            >
              What Nia shares
            </button>
          ) : (
            <h3 className="font-bold">What Nia shares</h3>
          )}
          {(showShares || !consent) && (
            <ul className="list-disc space-y-1 pl-5 text-ink-soft">
              {settings.shares.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <button
            type="button"
            disabled={switching.pending || !online}
            aria-busy={switching.pending || undefined}
            onClick={() => void turn(!consent)}
            className={buttonClass(consent ? 'secondary' : 'primary', 'w-full')}
          >
            {consent ? 'Turn off the online helper' : 'I agree: turn on the online helper'}
          </button>
        </>
      )}
    </section>
  );
}
