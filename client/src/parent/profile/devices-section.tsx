import { useState } from 'react';
import { buttonClass } from '../../ui/button-class';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useLogOut } from '../use-log-out';
import { ProfileSection } from './profile-section';

/** "Log out everywhere": every session of this parent ends, this browser's too. */
export function DevicesSection({ offline }: { offline: boolean }) {
  const { logOut, pending } = useLogOut();
  const [confirming, setConfirming] = useState(false);

  return (
    <ProfileSection
      title="Devices"
      description="Lost a phone, or logged in on a shared computer? Log out on every phone, tablet and computer, this one too. Your children's paired boards keep working."
    >
      <button
        type="button"
        disabled={pending || offline}
        className={buttonClass('secondary', 'w-full sm:w-auto')}
        onClick={() => setConfirming(true)}
      >
        Log out everywhere
      </button>
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
    </ProfileSection>
  );
}
