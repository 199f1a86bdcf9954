import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The `<style>` elements a library of the client writes at run time, by the SHA-256 of their text: the
 * policy allows these and no other inline style. sonner 2 injects its stylesheet when it loads, and it
 * adds the element to the page before writing the sheet into it, so the browser checks the empty
 * element first. A test computes both from the installed sonner, so an upgrade that changes the sheet
 * fails a test instead of silently unstyling every toast (ADR 0054).
 */
export const LIBRARY_STYLE_HASHES = {
  sonnerEmptyElement: 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
  sonnerSheet: 'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY=',
} as const;

/**
 * The Content-Security-Policy of every answer (ADR 0054). Everything Brightday runs, shows or fetches is
 * its own: scripts and styles are files of the build (no inline code), pictures are files or data URLs
 * (children's photos, QR codes), and the board's weather comes through the server, never from the browser.
 */
export function contentSecurityPolicy(): string {
  const styleHashes = Object.values(LIBRARY_STYLE_HASHES).map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${styleHashes.join(' ')}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Powerful features no page of Brightday uses are refused to every page and frame. The board keeps its
 * screen on (`screen-wake-lock`) and rings alarms (`autoplay`), and the download page copies a link
 * (`clipboard-write`): those keep their default, this origin only. Photos come from a file picker, which
 * needs no camera permission.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** HSTS for a year on the host and its subdomains; a browser ignores it over plain HTTP anyway. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Every header this plugin sets, for the configured public address. */
export function securityHeaders(publicUrl: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(),
    // The obsolete twin of frame-ancestors, for browsers that predate it.
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    // Addresses carry ids (a board's device, a child): another site never learns them from a link.
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(publicUrl.startsWith('https:') ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/**
 * Security: every answer carries the browser protections of ADR 0054. They are set on the raw response
 * when a request arrives, so that they reach every answer however it is sent: a route's, an error, a
 * 404, a static file, and the change stream, which writes its own head (`reply.hijack()`).
 */
function securityHeadersPlugin(app: FastifyInstance, options: { publicUrl: string }): void {
  const headers = Object.entries(securityHeaders(options.publicUrl));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/** Registers the security headers; first of all plugins, so that no answer is sent without them. */
export const securityHeadersOnEveryAnswer = fp(securityHeadersPlugin, { name: 'security-headers' });
