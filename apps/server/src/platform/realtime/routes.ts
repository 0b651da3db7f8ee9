/**
 * The websocket routes and the ticket call. Registered by app.ts (the platform's own contract endpoint, like the
 * health check: it needs no table and belongs to no area; docs/decisions.md "Real-time channel").
 *
 * An upgrade is decided before the protocol switches, in this order:
 * 1. only the websocket routes below upgrade at all: an upgrade to any other path (anything else under /ws, an API
 *    path, a page) is answered 404 over HTTP and never becomes a socket;
 * 2. the Origin must be the server's own host (or WS_ALLOWED_ORIGINS), else HTTP 403;
 * 3. the ticket (chat: ?ticket=; real-time: the {param} of §7.7) is verified and the session it names is read;
 *    a refused one still upgrades, then is closed before any data with a code the client can read (4401 ticket,
 *    4001–4003 session), since a browser sees no HTTP status of a failed upgrade.
 * The /ws paths are not under /japi, so the app's access hook does not guard them: this file does, for every path.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import {
  CHAT_TICKET_PARAM,
  CHAT_WS_PATH,
  HTTP_STATUS_MESSAGES,
  MAX_FRAME_BYTES,
  REALTIME_PATH_PREFIXES,
  REALTIME_TARGETS,
  RESPONSE_CODE,
  WS_CLOSE,
  WS_CLOSE_REASON,
  type RealtimeTarget,
} from '@portal/shared';
import { bearerToken } from '../auth/access.ts';
import { hashToken } from '../auth/tokens.ts';
import { fail, ok } from '../envelope.ts';
import { endpoint } from '../routes.ts';
import type { Admission } from './hub.ts';
import type { Channel } from './channels.ts';
import { originAllowed } from './origin.ts';
import { TicketSigner } from './tickets.ts';
import { registerBenchRoutes } from './bench-routes.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the websocket routes: the only routes an upgrade request may reach. */
    realtimeChannel?: Channel;
  }
}

const notFound = () => fail.withCode(RESPONSE_CODE.notFound, HTTP_STATUS_MESSAGES[404], 404);
/** The answer of the websocket paths to a plain GET: nothing is there but the socket. */
const plainRequest = async () => {
  throw notFound();
};

/** Node's own test for an upgrade request (it then emits 'upgrade', not 'request'): both headers. */
const isUpgrade = (req: FastifyRequest) =>
  req.headers.upgrade !== undefined && /(^|,)\s*upgrade\s*(,|$)/i.test(req.headers.connection ?? '');

export async function registerRealtime(app: FastifyInstance): Promise<void> {
  const { realtime: hub, config } = app.deps;
  const signer = new TicketSigner(config.secret);

  // Before the plugin's own preClose (which closes sockets without a code): clients read 1001 and reconnect.
  app.addHook('preClose', async () => hub.close());
  await app.register(websocket, {
    // Larger frames are refused unread (1009) by ws itself; no compression (memory per socket, and CRIME-like leaks).
    options: { maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false, closeTimeout: 5000 },
    // ws reports protocol faults (bad UTF-8 1007, too large 1009) after it has started the close with their code:
    // nothing to add but a debug line. Anything else on a socket still open is our fault: 1011.
    errorHandler: (err, socket, req) => {
      req.log.debug({ err }, 'websocket error');
      if (socket.readyState === 1 /* OPEN */)
        socket.close(WS_CLOSE.internalError, WS_CLOSE_REASON[WS_CLOSE.internalError]);
    },
  });
  // After the plugin's onRequest, which marks upgrade requests (req.ws).
  app.addHook('onRequest', async (req) => {
    if (req.ws && !req.routeOptions.config?.realtimeChannel) throw notFound();
  });
  // An upgrade answered over HTTP (refused) leaves a raw socket that no HTTP parser owns any more. The plugin ends it
  // only when its own hook had marked the request, and hooks registered before it (the access check's 9999) answer
  // first: without this, every refused upgrade would hold a file descriptor for as long as the client liked.
  app.addHook('onResponse', async (req) => {
    if (isUpgrade(req)) req.raw.socket.destroy();
  });

  endpoint(app, 'wsTicket', { access: 'signedIn' }, async (req, reply) => {
    // The access check has found a live session for this bearer token.
    const token = bearerToken(req) ?? '';
    void reply.header('cache-control', 'no-store');
    return ok([signer.issue(hashToken(token))]);
  });

  const admissions = new WeakMap<FastifyRequest, Admission>();
  const admit = async (req: FastifyRequest, ticket: unknown) => {
    if (!req.ws) return;
    if (!originAllowed(req.headers.origin, req.host, config.wsAllowedOrigins)) {
      throw fail.withCode(RESPONSE_CODE.forbidden, HTTP_STATUS_MESSAGES[403], 403);
    }
    const check = signer.verify(typeof ticket === 'string' ? ticket : null);
    admissions.set(req, check.ok ? await hub.admit(check.tokenHash) : { ok: false, code: WS_CLOSE.ticketRefused });
  };
  const open = (channel: Channel) => (socket: WebSocket, req: FastifyRequest) => {
    const admission = admissions.get(req) ?? { ok: false, code: WS_CLOSE.ticketRefused };
    admissions.delete(req);
    if (!admission.ok) return socket.close(admission.code, WS_CLOSE_REASON[admission.code]);
    hub.accept(socket, channel, admission);
  };

  app.route({
    method: 'GET',
    url: CHAT_WS_PATH,
    config: { access: 'public', realtimeChannel: 'chat' },
    schema: { hide: true },
    preHandler: (req) => admit(req, (req.query as Record<string, unknown>)[CHAT_TICKET_PARAM]),
    handler: plainRequest,
    wsHandler: open('chat'),
  });
  for (const prefix of REALTIME_PATH_PREFIXES) {
    for (const [channel, target] of Object.entries(REALTIME_TARGETS) as [RealtimeTarget, string][]) {
      app.route({
        method: 'GET',
        url: `${prefix}${target}/:param`,
        config: { realtimeChannel: channel },
        schema: { hide: true },
        preHandler: (req) => admit(req, (req.params as { param?: string }).param),
        handler: plainRequest,
        wsHandler: open(channel),
      });
    }
  }
  // Nothing else under /ws answers (the web app would otherwise serve its page for a client route).
  app.all('/ws', { schema: { hide: true } }, plainRequest);
  app.all('/ws/*', { schema: { hide: true } }, plainRequest);

  if (config.benchBareRoute) registerBenchRoutes(app);
}
