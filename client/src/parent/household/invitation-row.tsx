import { useState } from 'react';
import type { CreatedInvitation, PendingInvitation } from '@sync/schemas/household';
import { buttonClass } from '../../ui/button-class';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { notify } from '../../ui/toaster';
import { useFamilyToday, useFamilyTimeZone } from '../../session/use-family-today';
import { showRefusal } from '../profile/server-refusal';
import { useResendInvitation, useRevokeInvitation } from './household-api';
import { lastDayLabel, linkExpiryLabel, ROLE_LABELS } from './household-words';
import { ShareLink } from './share-link';

interface InvitationRowProps {
  invitation: PendingInvitation;
  inviter: string;
  offline: boolean;
}

/**
 * One pending invitation: to whom, as what, until when it works. Its link exists only when made (the
 * server keeps a hash), so "Resend" makes a fresh one, e-mails it and shows it to copy or share.
 */
export function InvitationRow({ invitation, inviter, offline }: InvitationRowProps) {
  const today = useFamilyToday();
  const timeZone = useFamilyTimeZone();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [fresh, setFresh] = useState<CreatedInvitation | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function sendAgain() {
    try {
      setFresh(await resend.mutateAsync(invitation.id));
      notify({ title: 'Invitation sent again', description: `We sent a new link to ${invitation.email}.` });
    } catch (error) {
      showRefusal(error, {});
    }
  }

  async function cancel() {
    setConfirming(false);
    try {
      await revoke.mutateAsync(invitation.id);
      notify({
        title: 'Invitation cancelled',
        description: `The link sent to ${invitation.email} no longer works.`,
      });
    } catch (error) {
      showRefusal(error, {});
    }
  }

  return (
    <li className="rounded-2xl bg-cream p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-[1_1_12rem]">
          {/* A long address wraps inside the card rather than run past it (ADR 0096); the title holds it whole. */}
          <p className="font-bold [overflow-wrap:anywhere]" title={invitation.email}>
            {invitation.email}
          </p>
          <p className="text-sm text-ink-soft">
            <span className="font-bold text-ink">{ROLE_LABELS[invitation.role]}</span>
            {invitation.until && <> · {lastDayLabel(invitation.until, today)}</>}
          </p>
          <p className="text-sm text-ink-soft">{linkExpiryLabel(invitation.expiresAt, today, timeZone)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={offline || resend.isPending}
            className={buttonClass('secondary', 'min-h-11 px-4 py-2')}
            onClick={() => void sendAgain()}
            aria-label={`Resend to ${invitation.email}`}
          >
            Resend
          </button>
          <button
            type="button"
            disabled={offline || revoke.isPending}
            className={buttonClass('secondary', 'min-h-11 px-4 py-2')}
            onClick={() => setConfirming(true)}
            aria-label={`Cancel invitation to ${invitation.email}`}
          >
            Cancel invitation
          </button>
        </div>
      </div>
      {fresh && (
        <div className="mt-4">
          <ShareLink url={fresh.url} email={invitation.email} inviter={inviter} />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Cancel this invitation?"
        confirmLabel="Cancel invitation"
        cancelLabel="Keep it"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void cancel()}
      >
        The link sent to {invitation.email} will stop working. You can invite them again later.
      </ConfirmDialog>
    </li>
  );
}
