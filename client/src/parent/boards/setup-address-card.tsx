import { readSiteConfig } from '../../lib/site-config';
import { QrCode } from '../../ui/qr-code';

/**
 * The first step of pairing, said exactly: the address the tablet opens, from the server's public address
 * (ADR 0010), as text to type and as a QR code for the tablet's camera.
 */
export function SetupAddressCard() {
  const { publicUrl } = readSiteConfig();
  const setupUrl = `${publicUrl}/setup`;
  return (
    <section
      aria-labelledby="setup-address-title"
      className="rounded-3xl bg-white p-5 shadow-soft sm:p-6"
      data-testid="setup-address"
    >
      <h2 id="setup-address-title" className="text-xl font-extrabold">
        1. On the tablet, open
      </h2>
      {/* A long address breaks before /setup first, and anywhere only if it must. */}
      <p className="mt-3 rounded-2xl bg-cream px-4 py-3 font-mono text-base font-bold select-all [overflow-wrap:anywhere] sm:text-lg">
        {publicUrl}
        <wbr />
        /setup
      </p>
      <div className="mt-4 flex items-center gap-4">
        <div className="w-32 shrink-0">
          <QrCode url={setupUrl} label={`Square code that opens ${setupUrl} on the tablet`} />
        </div>
        <p className="text-ink-soft">
          Or point the tablet’s camera at this square. The page shows a six-digit code.
        </p>
      </div>
    </section>
  );
}
