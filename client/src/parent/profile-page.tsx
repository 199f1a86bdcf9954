import { useState } from 'react';
import { useCurrentUser } from '../auth/current-user';
import { contactEmail } from '../site/site-links';
import { buttonClass } from '../ui/button-class';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { AccountDetails } from './account-details';
import { ParentPage } from './parent-page';
import { useLogOut } from './use-log-out';

export function ProfilePage() {
  const { user } = useCurrentUser();
  const { logOut, pending } = useLogOut();
  const [confirming, setConfirming] = useState(false);

  return (
    <ParentPage title="Your profile" lede="Your account and the devices you are logged in on.">
      <div className="space-y-8">
        {user && <AccountDetails user={user} />}

        <section aria-labelledby="sessions" className="rounded-3xl bg-white p-6 shadow-soft">
          <h2 id="sessions" className="text-xl font-extrabold">
            Logged in somewhere else?
          </h2>
          <p className="mt-2 text-ink-soft">
            Log out on every phone, tablet and computer, including this one. Paired boards keep working.
          </p>
          <button
            type="button"
            disabled={pending}
            className={buttonClass('secondary', 'mt-5')}
            onClick={() => setConfirming(true)}
          >
            Log out everywhere
          </button>
        </section>

        <p className="text-ink-soft">
          To delete your account and all of your family&apos;s data, e-mail{' '}
          <a
            href={`mailto:${contactEmail}`}
            className="font-bold text-sunrise-700 underline underline-offset-4"
          >
            {contactEmail}
          </a>
          .
        </p>
      </div>

      <ConfirmDialog
        open={confirming}
        title="Log out everywhere?"
        confirmLabel="Log out everywhere"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void logOut(true);
        }}
      >
        You will need to log in again on every device, this one too. Your children&apos;s paired boards stay
        connected.
      </ConfirmDialog>
    </ParentPage>
  );
}
