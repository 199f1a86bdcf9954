import type { CtaPlatform } from '../lib/analytics';
import type { DeviceInfo } from '../lib/device';
import type { SiteConfig } from '../lib/site-config';

/** Where a button leads, and what the click event reports. */
export interface Destination {
  href: string;
  platform: CtaPlatform;
  /** A store listing, outside the site. */
  external: boolean;
}

/** The install guide on /get-started, and its steps for each kind of device. */
export const installGuide = {
  any: '/get-started#install',
  ios: '/get-started#install-iphone',
  android: '/get-started#install-android',
  desktop: '/get-started#install-desktop',
} as const;

type StoreLinks = Pick<SiteConfig, 'appStoreUrl' | 'playStoreUrl'>;

/** The App Store listing when one is configured, else the install guide's iPhone steps. */
export function appStoreDestination(config: StoreLinks): Destination {
  return config.appStoreUrl
    ? { href: config.appStoreUrl, platform: 'app_store', external: true }
    : { href: installGuide.ios, platform: 'web', external: false };
}

/** The Google Play listing when one is configured, else the install guide's Android steps. */
export function playStoreDestination(config: StoreLinks): Destination {
  return config.playStoreUrl
    ? { href: config.playStoreUrl, platform: 'play_store', external: true }
    : { href: installGuide.android, platform: 'web', external: false };
}

/**
 * Get Started and Start free today (docs/product.md#routes-and-screens): the App Store on an iPhone, Google
 * Play on Android, /get-started anywhere else. A phone whose store has no listing goes to /get-started too,
 * at its top, where creating an account comes first: the install guide's steps come after an account, not
 * instead of it. An unknown device (the prerendered page) gets /get-started.
 */
export function getStartedDestination(device: DeviceInfo | null, config: StoreLinks): Destination {
  if (device?.type === 'ios' && config.appStoreUrl) return appStoreDestination(config);
  if (device?.type === 'android' && config.playStoreUrl) return playStoreDestination(config);
  return { href: '/get-started', platform: 'web', external: false };
}

/** Where /qr sends a scanned code: the phone's store (or install guide), anything else the app. */
export function qrDestination(device: DeviceInfo, config: StoreLinks): string {
  if (device.type === 'ios') return appStoreDestination(config).href;
  if (device.type === 'android') return playStoreDestination(config).href;
  return '/app';
}
