import { useMemo } from 'react';
import { encode } from 'uqr';

/** The path of a QR code's dark modules, one unit square each, on a grid of `size` units. */
function modulesPath(data: boolean[][]): string {
  const parts: string[] = [];
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return parts.join('');
}

/**
 * A QR code drawn as an inline SVG (uqr, already the site's encoder): crisp at any size, no image request,
 * and it works offline. Medium error correction survives a smudged tablet screen. The board's setup shows
 * one for the parent's phone, and the parent's pairing screen one for the tablet's camera.
 */
export function QrCode({ url, label }: { url: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(url, { ecc: 'M', border: 2 });
    return { size: qr.size, path: modulesPath(qr.data) };
  }, [url]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="aspect-square w-full rounded-2xl bg-white"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#1f2340" />
    </svg>
  );
}
