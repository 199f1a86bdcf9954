import type { ReactNode } from 'react';
import { ctaClickedEvent, recordSiteEvent, type CtaAction } from '../lib/analytics';
import type { ButtonVariant } from '../ui/button-class';
import { getStartedDestination } from './destinations';
import { SiteButton } from './site-button';
import { clientDevice, useDevice, useSiteConfig } from './use-device';

interface GetStartedLinkProps {
  action: Extract<
    CtaAction,
    'get_started' | 'start_free_today' | 'experience_for_free' | 'join_early_access'
  >;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}

/**
 * A call to action towards the app. Get Started and Start free today lead where
 * docs/product.md#routes-and-screens says for this device (the prerendered HTML, not knowing the device,
 * links to /get-started); every click is counted.
 */
export function GetStartedLink({ action, variant, className, children }: GetStartedLinkProps) {
  const device = useDevice();
  const config = useSiteConfig();
  // docs/product.md#routes-and-screens routes Get Started and Start free today by device; the other calls to
  // action always lead to the download page.
  const routed = action === 'get_started' || action === 'start_free_today';
  const destination = routed
    ? getStartedDestination(device, config)
    : { href: '/get-started', platform: 'web' as const, external: false };
  return (
    <SiteButton
      href={destination.href}
      variant={variant}
      className={className}
      data-cta={action}
      onClick={() =>
        void recordSiteEvent(ctaClickedEvent(action, destination.platform, device ?? clientDevice()))
      }
    >
      {children}
    </SiteButton>
  );
}
