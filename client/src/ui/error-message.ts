/**
 * A router error response ({ status, statusText, data }), recognised by shape so that pages without
 * the router (the prerendered marketing pages) need not load it to show an error.
 */
function isRouteErrorResponse(
  error: unknown,
): error is { status: number; statusText: string; data: unknown; internal: boolean } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { statusText?: unknown }).statusText === 'string' &&
    typeof (error as { internal?: unknown }).internal === 'boolean' &&
    'data' in error
  );
}

/** The human-readable part of whatever was thrown, or undefined when there is none. */
export function errorMessage(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) {
    return typeof error.data === 'string' && error.data ? error.data : `${error.status} ${error.statusText}`;
  }
  if (error instanceof Error) return error.message || undefined;
  if (typeof error === 'string') return error || undefined;
  return undefined;
}
