import { useEffect, useState } from 'react';

interface QrCodeImageProps {
  /** What the code encodes. */
  url: string;
  /** Shown and drawn at this many CSS pixels square. */
  size?: number;
}

/**
 * A QR code drawn in the browser from the site's configured address, so a printed or shown code
 * always points at this Brightday. The encoder is loaded only where a code is shown.
 */
export function QrCodeImage({ url, size = 176 }: QrCodeImageProps) {
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    import('uqr')
      .then(({ renderSVG }) => {
        const svg = renderSVG(url, { ecc: 'M', border: 2, blackColor: '#1f2340', whiteColor: '#ffffff' });
        if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch((error: unknown) => console.warn('The QR code could not be drawn', error));
    return () => {
      current = false;
    };
  }, [url]);

  return (
    <div
      className="grid place-items-center rounded-2xl bg-white p-2 shadow-lift"
      style={{ width: size + 16, height: size + 16 }}
    >
      {src && (
        <img
          src={src}
          width={size}
          height={size}
          alt={`QR code that opens ${url} on your phone`}
          // docs/product.md#error-texts: a QR image that fails to load is only logged.
          onError={() => console.warn('The QR code image failed to load')}
        />
      )}
    </div>
  );
}
