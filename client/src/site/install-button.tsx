import { buttonClass, type ButtonVariant } from '../ui/button-class';
import { Icon } from '../ui/icon';
import { installGuide } from './destinations';
import { showInstallPrompt, useInstallOffered } from './use-install-prompt';
import { useDevice } from './use-device';

interface InstallButtonProps {
  variant?: ButtonVariant;
  className?: string;
}

/**
 * Install Brightday, as it truly installs here (ADR 0058): the browser's own install dialog where the browser
 * offers one, else the install guide's steps for this device. The prerendered page, which knows neither,
 * links to the guide.
 */
export function InstallButton({ variant = 'primary', className = '' }: InstallButtonProps) {
  const offered = useInstallOffered();
  const device = useDevice();
  const content = (
    <>
      <Icon name="download" className="size-5" />
      Install Brightday
    </>
  );
  if (offered) {
    return (
      <button
        type="button"
        className={buttonClass(variant, className)}
        onClick={() => void showInstallPrompt()}
      >
        {content}
      </button>
    );
  }
  const guide = device ? installGuide[device.type] : installGuide.any;
  return (
    <a href={guide} className={buttonClass(variant, className)}>
      {content}
    </a>
  );
}
