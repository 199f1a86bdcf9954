import { ctaClickedEvent, recordSiteEvent, type CtaPlatform } from '../lib/analytics';
import { Icon } from '../ui/icon';
import { InstallButton } from './install-button';
import { clientDevice, useSiteConfig } from './use-device';

// Light badges: they sit on the offer box's ink background.
const storeClass =
  'inline-flex min-h-14 items-center gap-3 rounded-2xl bg-white px-5 py-2 text-left text-ink shadow-lift transition hover:bg-cream';

interface StoreButtonProps {
  href: string;
  platform: Exclude<CtaPlatform, 'web'>;
  action: 'app_store_button' | 'play_store_button';
  small: string;
  name: string;
}

function StoreButton({ href, platform, action, small, name }: StoreButtonProps) {
  return (
    <a
      href={href}
      className={storeClass}
      // A store listing opens in a new tab (docs/product.md#routes-and-screens).
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => void recordSiteEvent(ctaClickedEvent(action, platform, clientDevice()))}
    >
      <Icon name="phone" className="size-7" />
      <span>
        <span className="block text-xs font-semibold text-ink-soft">{small}</span>
        <span className="block text-lg leading-tight font-extrabold">{name}</span>
      </span>
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * The download page's ways to get the app (ADR 0058): a store badge for each listing that is configured, and
 * Install Brightday while a kind of phone has no listing, so nothing looks like a store that is not one.
 */
export function StoreButtons() {
  const { appStoreUrl, playStoreUrl } = useSiteConfig();
  return (
    <div className="flex flex-wrap justify-center gap-3">
      {appStoreUrl && (
        <StoreButton
          href={appStoreUrl}
          platform="app_store"
          action="app_store_button"
          small="Download on the"
          name="iOS App Store"
        />
      )}
      {playStoreUrl && (
        <StoreButton
          href={playStoreUrl}
          platform="play_store"
          action="play_store_button"
          small="Get it on"
          name="Google Play Store"
        />
      )}
      {(!appStoreUrl || !playStoreUrl) && (
        <InstallButton variant="secondary" className="min-h-14 shadow-lift" />
      )}
    </div>
  );
}
