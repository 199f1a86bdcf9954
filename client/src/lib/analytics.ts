// The site's first-party analytics (docs/product.md#calls-and-analytics): events go to our own server and
// nowhere else.
import type { DeviceInfo, DeviceOs, DeviceType } from './device';

/** The buttons whose clicks are counted; the server accepts exactly these. */
export type CtaAction =
  | 'get_started'
  | 'start_free_today'
  | 'experience_for_free'
  | 'join_early_access'
  | 'app_store_button'
  | 'play_store_button'
  | 'download_from_app_store';

/** Where a counted button leads. */
export type CtaPlatform = 'app_store' | 'play_store' | 'web';

/** Every event the site records, with its properties as the server stores them. */
export type SiteEvent =
  | {
      name: 'download_page_viewed';
      properties: { device_type: DeviceType; os: DeviceOs; is_mobile: boolean };
    }
  | {
      name: 'cta_clicked';
      properties: { action: CtaAction; platform: CtaPlatform; device_type: DeviceType; os: DeviceOs };
    }
  | { name: 'qr_code_viewed'; properties: { device_type: DeviceType; os: DeviceOs } }
  | {
      name: 'qr_code_scanned';
      properties: {
        device_type: DeviceType;
        os: DeviceOs;
        is_mobile: boolean;
        environment: 'production';
        timestamp: string;
      };
    };

/** The `qr_code_scanned` event with the spec's fields; the environment is always 'production'. */
export function qrCodeScannedEvent(device: DeviceInfo, now: Date): SiteEvent {
  return {
    name: 'qr_code_scanned',
    properties: {
      device_type: device.type,
      os: device.os,
      is_mobile: device.isMobile,
      environment: 'production',
      timestamp: now.toISOString(),
    },
  };
}

/** The `download_page_viewed` event of /get-started. */
export function downloadPageViewedEvent(device: DeviceInfo): SiteEvent {
  return {
    name: 'download_page_viewed',
    properties: { device_type: device.type, os: device.os, is_mobile: device.isMobile },
  };
}

/** A counted button click. */
export function ctaClickedEvent(action: CtaAction, platform: CtaPlatform, device: DeviceInfo): SiteEvent {
  return { name: 'cta_clicked', properties: { action, platform, device_type: device.type, os: device.os } };
}

/**
 * Posts one event to /api/events. It never throws and never delays the page: `keepalive` lets the
 * request finish while the browser follows the link that was clicked, and a failure is dropped.
 */
export function recordSiteEvent(event: SiteEvent): Promise<void> {
  return fetch('/api/events', {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...event, path: window.location.pathname }),
  }).then(
    () => undefined,
    () => undefined,
  );
}
