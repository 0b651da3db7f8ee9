import { QueryClient } from '@tanstack/react-query';
import { useMessageCentre } from '../platform/notices/message-centre.ts';
import { onSessionEnd } from '../platform/session/actions.ts';
import { useSession } from '../platform/session/store.ts';

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

// Cached server data belongs to the user who fetched it; so do the open notice dialogs.
onSessionEnd(() => {
  queryClient.clear();
  useMessageCentre.getState().reset();
});

// The server refuses an unverified admin's calls (7701): once the phone code passes, load them again.
useSession.subscribe((state, prev) => {
  if (state.adminVerified && !prev.adminVerified) void queryClient.invalidateQueries();
});
