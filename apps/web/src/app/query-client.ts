import { QueryClient } from '@tanstack/react-query';

/**
 * The one query client. The request layer already shows every failure, so a failed query is not
 * retried (a retry would show the same message again) and focus does not refetch.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
