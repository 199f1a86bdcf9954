// The session hint (ADR 0093): a cookie that says only "this browser may have a session", readable by the
// page's script, so that a public page never asks GET /api/user (and meets its 401) for a visitor who has
// none. It carries no identity and grants nothing: the HttpOnly session cookie stays the only credential,
// and the server alone sets and clears the hint. Shared by the server, which keeps it, and the client.

/** The hint's name over plain HTTP (development, the test servers). */
export const SESSION_HINT_COOKIE = 'brightday.signed-in';

/** Its name over HTTPS: `__Host-` pins it to the exact origin, like the session cookie. */
export const SECURE_SESSION_HINT_COOKIE = '__Host-brightday.signed-in';

/** The only value the hint ever has. */
export const SESSION_HINT_VALUE = '1';

/** The hint's name for a site served over HTTPS (`secure`) or not. */
export function sessionHintCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_HINT_COOKIE : SESSION_HINT_COOKIE;
}

/**
 * Whether a `Cookie` header or `document.cookie` carries the hint, under either name. Only a hint set to
 * its one value counts: a cleared cookie (empty) does not.
 */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((pair) => {
    const separator = pair.indexOf('=');
    if (separator === -1) return false;
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    return (
      (name === SESSION_HINT_COOKIE || name === SECURE_SESSION_HINT_COOKIE) && value === SESSION_HINT_VALUE
    );
  });
}
