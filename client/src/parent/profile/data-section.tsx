import { buttonClass } from '../../ui/button-class';
import { Icon } from '../../ui/icon';
import { EXPORT_URL } from './account-api';
import { ProfileSection } from './profile-section';

/** "Download all your family's data": one JSON file, straight from the server. */
export function DataSection({ offline }: { offline: boolean }) {
  return (
    <ProfileSection
      title="Your data"
      description="One file with everything Brightday keeps about your family: your account, your settings, your children and their routines, chores, rewards and history, your consents and your support requests. Never your password."
    >
      {offline ? (
        <button type="button" disabled className={buttonClass('secondary', 'w-full sm:w-auto')}>
          <Icon name="download" className="size-5" />
          Download all your family&apos;s data
        </button>
      ) : (
        // The server names the file and sends it as an attachment, so the page stays where it is.
        <a href={EXPORT_URL} download className={buttonClass('secondary', 'w-full sm:w-auto')}>
          <Icon name="download" className="size-5" />
          Download all your family&apos;s data
        </a>
      )}
    </ProfileSection>
  );
}
