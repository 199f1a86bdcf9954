import { ctaClickedEvent, recordSiteEvent } from '../lib/analytics';
import { Icon } from '../ui/icon';
import { appStoreDestination, playStoreDestination, type Destination } from './destinations';
import { clientDevice, useSiteConfig } from './use-device';

// Light badges: they sit on the offer box's ink background.
const storeClass =
  'inline-flex min-h-14 items-center gap-3 rounded-2xl bg-white px-5 py-2 text-left text-ink shadow-lift transition hover:bg-cream';

interface StoreButtonProps {
  destination: Destination;
  action: 'app_store_button' | 'play_store_button';
  small: string;
  name: string;
}

function StoreButton({ destination, action, small, name }: StoreButtonProps) {
  return (
    <a
      href={destination.href}
      className={storeClass}
      // A store listing opens in a new tab (docs/product.md#routes-and-screens); the install guide is on this
      // page.
      {...(destination.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={() => void recordSiteEvent(ctaClickedEvent(action, destination.platform, clientDevice()))}
    >
      <Icon name="phone" className="size-7" />
      <span>
        <span className="block text-xs font-semibold text-ink-soft">{small}</span>
        <span className="block text-lg leading-tight font-extrabold">{name}</span>
      </span>
      {destination.external && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}

/** The download page's two store buttons: the store listings when configured, else the install guide. */
export function StoreButtons() {
  const config = useSiteConfig();
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <StoreButton
        destination={appStoreDestination(config)}
        action="app_store_button"
        small="Download on the"
        name="iOS App Store"
      />
      <StoreButton
        destination={playStoreDestination(config)}
        action="play_store_button"
        small="Get it on"
        name="Google Play Store"
      />
    </div>
  );
}
