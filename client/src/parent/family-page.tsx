import { Link } from 'react-router';
import { useCurrentUser } from '../session/current-user';
import { useOnline } from '../lib/use-online';
import { OfflineNotice } from './offline-notice';
import { ParentPage } from '../ui/parent-page';
import { roleMayDo } from '@sync/domain/member-permissions';
import { BonusLimitForm } from './household/bonus-limit-form';
import { FamilyGrownUps } from './household/family-grown-ups';
import { FamilyInvitations } from './household/family-invitations';
import { roleOf } from './household/member-role';
import { FamilySettingsForm } from './profile/family-settings-form';
import { ProfileSection } from './profile/profile-section';

/**
 * The household in one place (ADR 0096): its grown-ups and their roles, the invitations, the caregivers'
 * bonus and where the family lives. Each part shows only as far as the member's role reaches
 * (`sync/domain/member-permissions.ts`); the server checks the same rules again.
 */
export function FamilyPage() {
  const { user } = useCurrentUser();
  const offline = !useOnline();
  if (!user) return null;
  const role = roleOf(user);

  return (
    <ParentPage
      title="Family"
      lede={
        roleMayDo(role, 'inviteMembers')
          ? "The grown-ups who share your children's days, the invitations you sent and where your family lives."
          : "The grown-ups who share the children's days."
      }
    >
      <div className="space-y-6">
        {offline && (
          <OfflineNotice>
            You&apos;re offline. The family shows what was last loaded; changes need a connection.
          </OfflineNotice>
        )}
        <ProfileSection title="Grown-ups" description="Who belongs to the family, and what each may do.">
          <FamilyGrownUps user={user} offline={offline} />
        </ProfileSection>
        {roleMayDo(role, 'inviteMembers') && (
          <ProfileSection
            title="Invitations"
            description="Each link works once, for 7 days, only for the address it was sent to."
          >
            <FamilyInvitations user={user} offline={offline} />
          </ProfileSection>
        )}
        {roleMayDo(role, 'changeMembers') && (
          <ProfileSection title="Caregivers" description="How far a caregiver's bonus may go in a day.">
            <BonusLimitForm user={user} offline={offline} />
          </ProfileSection>
        )}
        {roleMayDo(role, 'changeFamilySettings') && (
          <ProfileSection
            title="Home and weather"
            description="Your family's time zone, and the town whose weather the boards show."
          >
            <FamilySettingsForm user={user} offline={offline} />
          </ProfileSection>
        )}
        <p className="text-ink-soft">
          Your own name, e-mail and password are in{' '}
          <Link to="/profile" className="font-bold text-ink underline underline-offset-4">
            your profile
          </Link>
          .
        </p>
      </div>
    </ParentPage>
  );
}
