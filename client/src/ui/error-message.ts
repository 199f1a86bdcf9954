import { isRouteErrorResponse } from 'react-router';

/** The human-readable part of whatever was thrown, or undefined when there is none. */
export function errorMessage(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) {
    return typeof error.data === 'string' && error.data ? error.data : `${error.status} ${error.statusText}`;
  }
  if (error instanceof Error) return error.message || undefined;
  if (typeof error === 'string') return error || undefined;
  return undefined;
}
