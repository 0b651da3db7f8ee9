/**
 * URL sources for the portal's sockets (socket.ts UrlSource): before every attempt, a fresh connection ticket from
 * the server (the wsTicket call: browsers send no Authorization header on a socket, and the session token stays out
 * of URLs), then the §7.7 URL with it. Pass one as `url` to ChatClient or RealtimeChannel.
 */
import { chatUrl, realtimeUrl, type PageLocation, type RealtimeTarget } from '@portal/shared/realtime/urls';
import { first, isRequestError, request } from '../request/index.ts';
import type { UrlSource } from './socket.ts';

/** A UrlSource that asks for a ticket each time it is called. */
export type TicketedUrl = Extract<UrlSource, () => Promise<string | null | undefined>>;

/** The ticket, or null when the session is gone (nothing to connect to); rejects when it could not tell. */
export type TicketFetcher = () => Promise<string | null | undefined>;

/**
 * A background call: silent, so a dropped network does not toast at every reconnect. A refusal that ends the session
 * (9999, 401, a disabled account) gives null, so the client stops instead of retrying; the page's next call applies
 * the §8 action (logout), which also closes every socket.
 */
export const fetchTicket: TicketFetcher = async () => {
  try {
    return first(await request('wsTicket', undefined, { silent: true }))?.ticket;
  } catch (err) {
    if (isRequestError(err) && (err.kind === 'forceLogout' || err.kind === 'loginErrorCountdown')) return null;
    throw err;
  }
};

/** A URL source (socket.ts UrlSource) for the chat. */
export function chatUrlSource(page: PageLocation = window.location, fetch: TicketFetcher = fetchTicket): TicketedUrl {
  return async () => chatUrl(page, await fetch());
}

/** A URL source (socket.ts UrlSource) for a real-time target: the ticket is its {param}. */
export function realtimeUrlSource(
  target: RealtimeTarget,
  page: PageLocation = window.location,
  fetch: TicketFetcher = fetchTicket,
): TicketedUrl {
  return async () => realtimeUrl(target, await fetch(), page);
}
