import { useEffect } from 'react';
import { qrCodeScannedEvent, recordSiteEvent } from '../lib/analytics';
import { readSiteConfig } from '../lib/site-config';
import { Spinner } from '../ui/spinner';
import { usePageMeta } from '../ui/use-page-meta';
import { qrDestination } from './destinations';
import type { SitePage, SitePageMeta } from './site-page';
import { clientDevice } from './use-device';

const meta: SitePageMeta = {
  title: 'Redirecting',
  description: 'Opening Brightday on your device.',
  // A redirect, not a page to find in search results.
  canonicalPath: null,
};

/**
 * Where a printed or shown QR code lands (docs/product.md#routes-and-screens): it records the scan with the
 * device it came from, then sends an iPhone to the App Store, an Android phone to Google Play (or, while they
 * are not configured, to the install guide) and anything else to the app.
 */
function QrPage() {
  usePageMeta(meta);

  useEffect(() => {
    const device = clientDevice();
    // keepalive lets the event finish while the browser leaves the page.
    void recordSiteEvent(qrCodeScannedEvent(device, new Date()));
    window.location.replace(qrDestination(device, readSiteConfig()));
  }, []);

  return (
    <section className="grid place-items-center gap-6 px-4 py-24 text-center">
      <Spinner label="Redirecting" />
      <h1 className="text-2xl font-extrabold">Redirecting to your app...</h1>
    </section>
  );
}

/** /qr, the QR code landing. */
export const qrPage: SitePage = { Component: QrPage, meta };
