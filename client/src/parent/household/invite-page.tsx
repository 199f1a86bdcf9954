import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { InvitationPreview } from '@sync/schemas/household';
import { AuthCard } from '../../ui/auth-card';
import { useLogout } from '../../session/auth-mutations';
import { useCurrentUser, type User } from '../../session/current-user';
import { buttonClass } from '../../ui/button-class';
import { ButtonLink } from '../../ui/button-link';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toaster';
import { usePageMeta } from '../../ui/use-page-meta';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { closeFamilyData } from '../../data/family-data';
import { useAcceptInvitation, useInvitationPreview } from './household-api';
import { ROLE_DESCRIPTIONS, shortDay } from './household-words';
import { invitationRefusal } from './invitation-refusal';
import { InviteAccountStep } from './invite-account-step';

/**
 * /invite/{token}: whose family and which role, before anything is accepted; then a new account or a login
 * with the invited address, and the acceptance itself.
 */
export function InvitePage() {
  usePageMeta({
    title: 'Your invitation',
    description: 'Join a family on Brightday.',
    canonicalPath: null,
  });
  const { token = '' } = useParams();
  const { user, isLoading } = useCurrentUser();
  const preview = useInvitationPreview(token);

  if (isLoading || preview.isPending) {
    return (
      <AuthCard title="Your invitation">
        <Spinner label="Opening your invitation…" />
      </AuthCard>
    );
  }
  if (preview.isError) return <RefusedInvitation error={preview.error} signedIn={user !== null} />;
  return <Invitation token={token} preview={preview.data} user={user} />;
}

function Invitation({
  token,
  preview,
  user,
}: {
  token: string;
  preview: InvitationPreview;
  user: User | null;
}) {
  const role = preview.role === 'parent' ? 'a parent' : 'a caregiver';
  return (
    <AuthCard title={`Join ${preview.familyName}`}>
      <p className="text-lg">
        <strong>{preview.invitedBy}</strong> invites you to join {preview.familyName} on Brightday as{' '}
        <strong>{role}</strong>
        {preview.until ? <>, until {shortDay(preview.until)}</> : null}.
      </p>
      <p className="rounded-2xl bg-cream p-4 text-ink-soft">{ROLE_DESCRIPTIONS[preview.role]}</p>
      {user === null ? (
        <InviteAccountStep email={preview.email} />
      ) : user.email.toLowerCase() !== preview.email.toLowerCase() ? (
        <OtherAddress invited={preview.email} signedIn={user.email} />
      ) : (
        <AcceptStep token={token} preview={preview} />
      )}
    </AuthCard>
  );
}

function AcceptStep({ token, preview }: { token: string; preview: InvitationPreview }) {
  const accept = useAcceptInvitation();
  const submission = useSubmitOnce();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<ReturnType<typeof invitationRefusal> | null>(null);
  const ownChildren = preview.ownChildren ?? 0;

  async function join() {
    await submission.run(async () => {
      try {
        await accept.mutateAsync(token);
        notify({ title: 'Welcome', description: `You are now a member of ${preview.familyName}.` });
        await navigate('/app', { replace: true });
      } catch (error) {
        setRefusal(invitationRefusal(error));
      }
    });
  }

  return (
    <div className="space-y-4">
      {ownChildren > 0 && (
        <div role="note" className="rounded-2xl bg-sun-200 p-4">
          <p className="font-bold">
            You already have {ownChildren === 1 ? 'a child' : `${ownChildren} children`} in Brightday.
          </p>
          <p className="mt-1">
            An account belongs to one family at a time. If you join {preview.familyName}, this account shows
            their children instead of yours, and your own family&apos;s routines and boards are no longer
            reached from it. To keep them, download your family&apos;s data first from your profile, or ask to
            be invited with another address.
          </p>
        </div>
      )}
      {refusal && (
        <div role="alert" className="rounded-2xl bg-sunrise-100 p-4">
          <p className="font-bold">{refusal.title}</p>
          <p className="mt-1">{refusal.message}</p>
        </div>
      )}
      <button
        type="button"
        disabled={submission.pending}
        aria-busy={submission.pending || undefined}
        className={buttonClass('primary', 'w-full text-lg')}
        onClick={() => void join()}
      >
        {submission.pending && <Spinner size="small" tone="ink" label="Joining the family…" />}
        Join {preview.familyName}
      </button>
    </div>
  );
}

function OtherAddress({ invited, signedIn }: { invited: string; signedIn: string }) {
  const logout = useLogout();
  async function switchAccount() {
    await logout.mutateAsync({});
    await closeFamilyData({ wipe: true });
  }
  return (
    <div role="alert" className="space-y-3 rounded-2xl bg-sunrise-100 p-4">
      <p className="font-bold">This invitation is for {invited}.</p>
      <p>
        You are logged in as {signedIn}. Log out, then sign up or log in with {invited} to accept it.
      </p>
      <button
        type="button"
        disabled={logout.isPending}
        className={buttonClass('secondary', 'w-full')}
        onClick={() => void switchAccount()}
      >
        Log out
      </button>
    </div>
  );
}

function RefusedInvitation({ error, signedIn }: { error: unknown; signedIn: boolean }) {
  const refusal = invitationRefusal(error);
  return (
    <AuthCard title={refusal.title}>
      <p role="alert">{refusal.message}</p>
      <ButtonLink to={signedIn ? '/app' : '/'} variant="secondary" className="w-full">
        {signedIn ? 'Open Brightday' : 'Go to Brightday'}
      </ButtonLink>
    </AuthCard>
  );
}
