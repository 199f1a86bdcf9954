import { describe, expect, it } from 'vitest';
import type { DeviceInfo } from '../lib/device';
import { getStartedDestination, qrDestination } from './destinations';

const iphone: DeviceInfo = { type: 'ios', os: 'ios', isMobile: true };
const android: DeviceInfo = { type: 'android', os: 'android', isMobile: true };
const desktop: DeviceInfo = { type: 'desktop', os: 'windows', isMobile: false };

const configured = {
  appStoreUrl: 'https://apps.apple.com/app/brightday/id1',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=app.brightday',
};
const unconfigured = { appStoreUrl: null, playStoreUrl: null };

describe('getStartedDestination', () => {
  it('sends an iPhone to the App Store and an Android phone to Google Play when they are configured', () => {
    expect(getStartedDestination(iphone, configured)).toEqual({
      href: configured.appStoreUrl,
      platform: 'app_store',
      external: true,
    });
    expect(getStartedDestination(android, configured)).toEqual({
      href: configured.playStoreUrl,
      platform: 'play_store',
      external: true,
    });
  });

  it('sends phones to the top of /get-started, where an account comes first, while no store link is configured', () => {
    expect(getStartedDestination(iphone, unconfigured)).toEqual({
      href: '/get-started',
      platform: 'web',
      external: false,
    });
    expect(getStartedDestination(android, unconfigured).href).toBe('/get-started');
    // One store configured: the other kind of phone still goes to the page's top.
    expect(
      getStartedDestination(android, { ...unconfigured, appStoreUrl: configured.appStoreUrl }).href,
    ).toBe('/get-started');
  });

  it('sends a desktop, or a device not known yet, to /get-started', () => {
    expect(getStartedDestination(desktop, configured).href).toBe('/get-started');
    expect(getStartedDestination(null, configured).href).toBe('/get-started');
  });
});

describe('qrDestination', () => {
  it('sends a scanned code to the store of the phone that scanned it', () => {
    expect(qrDestination(iphone, configured)).toBe(configured.appStoreUrl);
    expect(qrDestination(android, configured)).toBe(configured.playStoreUrl);
  });

  it('sends a phone to the install guide while its store is not configured', () => {
    expect(qrDestination(iphone, unconfigured)).toBe('/get-started#install-iphone');
    expect(qrDestination(android, unconfigured)).toBe('/get-started#install-android');
  });

  it("sends anything else to the site's /app page", () => {
    expect(qrDestination(desktop, configured)).toBe('/app');
  });
});
