import { Link, Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '../session/current-user';
import { buttonClass } from '../ui/button-class';
import { useOnline } from '../lib/use-online';
import { Icon } from '../ui/icon';
import { OfflineNotice } from './offline-notice';
import { ParentPage } from '../ui/parent-page';
import { DataSection } from './profile/data-section';
import { DeleteAccountSection } from './profile/delete-account-section';
import { DetailsForm } from './profile/details-form';
import { DevicesSection } from './profile/devices-section';
import { EmailForm } from './profile/email-form';
import { roleMayDo } from '@sync/domain/member-permissions';
import { roleOf } from './household/member-role';
import { PasswordForm } from './profile/password-form';
import { ProfileSection } from './profile/profile-section';

/**
 * The parent's own account, devices and data (ADR 0032); the family has a screen of its own (ADR 0096).
 * Account changes go straight to the server; offline, the screen still shows what this browser remembers
 * and says that changes need a connection.
 */
export function ProfilePage() {
  const { user } = useCurrentUser();
  const online = useOnline();
  const { hash } = useLocation();
  const offline = !online;
  // The family's part of the profile moved to its own screen (ADR 0096): an old link to it lands there.
  if (hash === '#family') return <Navigate to="/family" replace />;
  if (!user) return null;
  const role = roleOf(user);

  return (
    <ParentPage
      title="Your profile"
      lede={
        roleMayDo(role, 'exportData')
          ? 'Your details, your devices and your data.'
          : 'Your details and your devices.'
      }
    >
      <div className="space-y-6">
        {offline && (
          <OfflineNotice>
            You&apos;re offline. Your profile shows what was last saved; changes need a connection.
          </OfflineNotice>
        )}
        <ProfileSection title="Your details">
          <DetailsForm user={user} offline={offline} />
          <EmailForm user={user} offline={offline} />
        </ProfileSection>
        <ProfileSection
          title="Family"
          description="The family's grown-ups, invitations and settings have a screen of their own."
        >
          <Link to="/family" className={buttonClass('secondary')}>
            <Icon name="users" className="size-5" />
            Open Family
          </Link>
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
