/**
 * Serves the built web app: hashed assets with long caching, and index.html for every client route
 * (deep links like /crm/customerInfo load the app). Unknown /japi paths answer in the envelope.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_BASE, HTTP_STATUS_MESSAGES } from '@portal/shared';
import type { Config } from '../config.ts';
import { createAppHtml } from './app-html.ts';
import { sendEncoded } from './encoded-body.ts';
import { setBuildCacheHeaders } from './static-cache.ts';

/**
 * Whether a request path, once decoded, has a segment starting with a dot (a dot-file or dot-folder, `.` or `..`):
 * `//.vite/x`, `/./.vite/x`, `/assets/%2e%2e/.vite/x` and `/assets/..%5c.vite/x` all do, so no spelling reaches the
 * build's records. An undecodable path counts as one (refused).
 */
export function hasDotSegment(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return decoded.split(/[\\/]/).some((segment) => segment.startsWith('.'));
}

export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = path.join(config.webDist, 'index.html');
  if (!fs.existsSync(indexFile))
    app.log.warn({ webDist: config.webDist }, 'web app not built yet: run `npm run build`');
  fs.mkdirSync(config.webDist, { recursive: true });
  const appHtml = createAppHtml(config.webDist);
  await app.register(fastifyStatic, {
    root: config.webDist,
    // GET / is answered below, with the other client routes.
    index: false,
    // A missing file falls through to the not-found handler below.
    wildcard: true,
    // The build writes .br/.gz beside each text asset (apps/web/precompress.ts): sent as-is, no work per request.
    preCompressed: true,
    // Off, so that setHeaders (and the not-found handler's no-cache) decide; on, it overwrites them with max-age=0.
    cacheControl: false,
    setHeaders: setBuildCacheHeaders,
    // The build's own records (.vite/: the manifest, chunk-packages.json) are for the server and the benchmarks,
    // not for visitors: no dot-file or dot-folder is served, however the path spells it.
    allowedPath: (pathname) => !hasDotSegment(pathname),
  });

  /** A client route gets the app's page (with its route's code preloaded); anything else the envelope 404. */
  const answer = (req: FastifyRequest, reply: FastifyReply) => {
    const url = req.url.split('?')[0];
    const clientRoute =
      (req.method === 'GET' || req.method === 'HEAD') && !url.startsWith(API_BASE) && !path.extname(url);
    const page = clientRoute ? appHtml.forPath(url) : null;
    if (!page) return reply.status(404).send({ code: '404', msg: HTTP_STATUS_MESSAGES[404], data: [] });
    return sendEncoded(req, reply.header('cache-control', 'no-cache'), page, 'text/html; charset=utf-8');
  };
  // GET / is a client route too (the client sends it on to the portal home, §2.1), not the static directory.
  app.get('/', answer);
  app.setNotFoundHandler(answer);
}
