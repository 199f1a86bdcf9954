import { describe, expect, it } from 'vitest';
import {
  ctaClickedEvent,
  downloadPageViewedEvent,
  qrCodeScannedEvent,
  type SiteEvent,
} from '../../../client/src/lib/analytics';
import { detectDevice } from '../../../client/src/lib/device';
import { eventBodySchema } from './event-schemas';

const iphone = detectDevice(
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
);

// The client builds its events in client/src/lib/analytics.ts; the server's allow-list must take
// every one of them as sent, or the site would lose events without anyone noticing.
describe('the events the site sends', () => {
  const events: [string, SiteEvent][] = [
    ['a QR code scan', qrCodeScannedEvent(iphone, new Date('2026-03-02T07:10:00Z'))],
    ['a download page view', downloadPageViewedEvent(iphone)],
    ['a call-to-action click', ctaClickedEvent('download_from_app_store', 'app_store', iphone)],
    ['a QR code view', { name: 'qr_code_viewed', properties: { device_type: 'desktop', os: 'linux' } }],
  ];

  it.each(events)('are accepted by the server: %s', (_label, event) => {
    expect(eventBodySchema.safeParse({ ...event, path: '/get-started' }).success).toBe(true);
  });

  it('carry the spec fields of a QR code scan, with the environment always production', () => {
    expect(qrCodeScannedEvent(iphone, new Date('2026-03-02T07:10:00Z')).properties).toEqual({
      device_type: 'ios',
      os: 'ios',
      is_mobile: true,
      environment: 'production',
      timestamp: '2026-03-02T07:10:00.000Z',
    });
  });
});
