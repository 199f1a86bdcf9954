import { useEffect, useState } from 'react';
import { finishPendingWipes } from '../data/family-data';
import { AuthCard } from '../ui/auth-card';
import { ButtonLink } from '../ui/button-link';
import { usePageMeta } from '../ui/use-page-meta';
import { endedMembership, forgetEndedMembership } from '../session/membership-memory';

/**
 * What a removed member (or a caregiver after their last day) sees once the app has signed them out of
 * the family and wiped its copy of the family's data.
 */
export function MembershipEndedPage() {
  usePageMeta({
    title: 'No longer a member',
    description: 'You have been signed out of the family.',
    canonicalPath: '/no-longer-a-member',
  });
  const [family] = useState(() => endedMembership() ?? 'this family');
  useEffect(() => {
    // Like a revoked board: nothing of the family stays on the device once the server has said so. The
    // wipe may have begun on the page before this one (reloaded or closed half-way): it is finished here.
    finishPendingWipes().catch((error: unknown) => console.error('could not wipe the family data', error));
  }, []);

  return (
    <AuthCard title={`You are no longer a member of ${family}`}>
      <p>
        You have been signed out of the family on this device, and its copy of the family&apos;s routines and
        days has been removed.
      </p>
      <p>
        If this is a mistake, ask a parent of the family to invite you again. If you are still a member, log
        in again.
      </p>
      <ButtonLink to="/login" className="w-full" onClick={forgetEndedMembership}>
        Log in
      </ButtonLink>
    </AuthCard>
  );
}
