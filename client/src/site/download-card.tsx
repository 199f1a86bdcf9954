import { useEffect } from 'react';
import { ctaClickedEvent, recordSiteEvent } from '../lib/analytics';
import { InstallButton } from './install-button';
import { QrCodeImage } from './qr-code-image';
import { SiteButton } from './site-button';
import { useDevice, useSiteConfig } from './use-device';

const cardClass =
  'mx-auto flex min-h-72 max-w-md flex-col items-center justify-center rounded-3xl bg-white p-8 text-center shadow-soft';

/**
 * On an iPhone: the Perfect for iPhone card (docs/product.md#routes-and-screens), with Download from App Store
 * once the listing is configured and Install Brightday until then (ADR 0058).
 */
function IphoneCard() {
  const device = useDevice();
  const { appStoreUrl } = useSiteConfig();
  return (
    <div className={cardClass} data-testid="iphone-card">
      <h2 className="text-2xl font-extrabold">Perfect for iPhone</h2>
      <p className="mt-3 text-lg text-ink-soft">
        Plan routines, pair boards and cheer on your kids from the phone in your pocket.
      </p>
      {appStoreUrl ? (
        <SiteButton
          href={appStoreUrl}
          className="mt-6"
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => {
            if (device) void recordSiteEvent(ctaClickedEvent('download_from_app_store', 'app_store', device));
          }}
        >
          Download from App Store
        </SiteButton>
      ) : (
        <InstallButton className="mt-6" />
      )}
    </div>
  );
}

/**
 * Anywhere else: a QR code to open Brightday on a phone (docs/product.md#routes-and-screens), counted as a QR
 * code view.
 */
function QrCard() {
  const device = useDevice();
  const { publicUrl } = useSiteConfig();

  useEffect(() => {
    if (device)
      void recordSiteEvent({
        name: 'qr_code_viewed',
        properties: { device_type: device.type, os: device.os },
      });
  }, [device]);

  return (
    <div className={cardClass} data-testid="qr-card">
      {/* The prerendered page does not know the site's address yet; the code is drawn once it does. */}
      {publicUrl ? <QrCodeImage url={`${publicUrl}/qr`} /> : <div className="size-48" />}
      <p className="mt-5 text-xl font-extrabold">Available on iPhone &amp; Android</p>
      <p className="mt-2 text-ink-soft">
        Scan the code with your phone&apos;s camera to get Brightday there.
      </p>
    </div>
  );
}

/** The iPhone card on an iPhone, the QR card on any other device. */
export function DownloadCard() {
  const device = useDevice();
  return device?.type === 'ios' ? <IphoneCard /> : <QrCard />;
}
