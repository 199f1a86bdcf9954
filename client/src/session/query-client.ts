import { QueryCache, QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from '../lib/http-client';

/**
 * The app's cache with the defaults of docs/product.md#states-and-session: queries load from the path in
 * their key, never go stale, are not refetched on window focus and are not retried; mutations are not retried
 * either. Individual queries (the current user) override what they need.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // Reached once per query after its last retry; the screens decide what the person sees.
      onError: (error, query) => {
        console.error(`Loading ${JSON.stringify(query.queryKey)} failed`, error);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
