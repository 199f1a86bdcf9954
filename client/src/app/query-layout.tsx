// The server-state cache (react-query) of the screens that ask the server through it: the marketing pages'
// forms, the account forms and the parent app. A paired board never does, so its first paint does not wait
// for this code (ADR 0076). One cache for the page, made once: what a sign-in on /login stores is what /app
// finds.
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { createQueryClient } from '../session/query-client';

const queryClient = createQueryClient();

/** Gives the routes beneath it the app's query cache. */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
