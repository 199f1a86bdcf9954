import { useCurrentUser } from '../auth/current-user';
import { useOnline } from '../lib/use-online';
import { Icon } from '../ui/icon';
import { ParentPage } from '../ui/parent-page';
import { DataSection } from './profile/data-section';
import { DeleteAccountSection } from './profile/delete-account-section';
import { DetailsForm } from './profile/details-form';
import { DevicesSection } from './profile/devices-section';
import { EmailForm } from './profile/email-form';
import { FamilySettingsForm } from './profile/family-settings-form';
import { FamilyMembers } from './household/family-members';
import { roleMayDo } from '@sync/domain/member-permissions';
import { roleOf } from './household/member-role';
import { PasswordForm } from './profile/password-form';
import { ProfileSection } from './profile/profile-section';

/**
 * The parent's account and the family's settings (ADR 0032). Account changes go straight to the server;
 * offline, the screen still shows what this browser remembers and says that changes need a connection.
 */
export function ProfilePage() {
  const { user } = useCurrentUser();
  const online = useOnline();
  const offline = !online;
  if (!user) return null;
  const role = roleOf(user);

  return (
    <ParentPage
      title="Your profile"
      lede={
        roleMayDo(role, 'exportData')
          ? "Your details, your family's settings, your devices and your data."
          : 'Your details, the family you help and your devices.'
      }
    >
      <div className="space-y-6">
        {offline && (
          <p
            role="status"
            className="flex items-start gap-3 rounded-2xl bg-sun-200 p-4 font-semibold text-ink"
          >
            <Icon name="wifiOff" className="mt-0.5 size-5 shrink-0" />
            You&apos;re offline. Your profile shows what was last saved; changes need a connection.
          </p>
        )}
        <ProfileSection title="Your details">
          <DetailsForm user={user} offline={offline} />
          <EmailForm user={user} offline={offline} />
        </ProfileSection>
        <ProfileSection
          title="Family"
          description={
            roleMayDo(role, 'changeFamilySettings')
              ? "Where your family lives, and who helps with the children's days."
              : "Who helps with the children's days."
          }
        >
          {roleMayDo(role, 'changeFamilySettings') && <FamilySettingsForm user={user} offline={offline} />}
          <FamilyMembers user={user} offline={offline} />
        </ProfileSection>
        <ProfileSection title="Password" description="Choose a new password you don't use anywhere else.">
          <PasswordForm offline={offline} />
        </ProfileSection>
        <DevicesSection offline={offline} />
        {roleMayDo(role, 'exportData') && <DataSection offline={offline} />}
        {roleMayDo(role, 'deleteFamily') && <DeleteAccountSection offline={offline} />}
      </div>
    </ParentPage>
  );
}
