/**
 * index.html as answered for a client route: with a <link rel="modulepreload"> for each script of the location's
 * code and a <link rel="stylesheet"> for each of its style sheets (shared routeCodeFor, with the build's sub-app
 * modes), from the route-chunks.json the web build writes (apps/web/route-chunks.ts). The browser then fetches
 * them together with the entry instead of finding them only after the entry has run. Encoded once per page kind
 * (brotli, gzip), rebuilt when a build replaces index.html. Without route-chunks.json (an older build) the file
 * goes out as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  BOOT_LOADING_HTML,
  ROUTE_CHUNKS_FILE,
  parseSubAppModes,
  routeCodeFor,
  subAppRegistry,
  type RouteChunks,
  type RouteCode,
  type SubAppDef,
} from '@portal/shared';
import { encodeBody, type EncodedBody } from './encoded-body.ts';

export interface AppHtml {
  /** The page for a client route, or null when the web app is not built. */
  forPath(pathname: string): EncodedBody | null;
}

export function createAppHtml(webDist: string): AppHtml {
  const indexFile = path.join(webDist, 'index.html');
  const chunksFile = path.join(webDist, ROUTE_CHUNKS_FILE);
  let built = -1;
  let index = '';
  let chunks: RouteChunks | null = null;
  let registry: readonly SubAppDef[] = subAppRegistry();
  const bodies = new Map<string, EncodedBody>();

  const load = (): boolean => {
    let mtime: number;
    try {
      mtime = fs.statSync(indexFile).mtimeMs;
    } catch {
      return false;
    }
    if (mtime !== built) {
      index = fs.readFileSync(indexFile, 'utf8');
      try {
        chunks = JSON.parse(fs.readFileSync(chunksFile, 'utf8')) as RouteChunks;
      } catch {
        chunks = null;
      }
      registry = subAppRegistry(parseSubAppModes(chunks?.subAppModes).modes);
      bodies.clear();
      built = mtime;
    }
    return true;
  };

  const render = ({ shell, page }: RouteCode): string => {
    if (!chunks) return index;
    const pageFiles = page === null ? [] : (chunks.pages[page] ?? []);
    const files = new Set([...(shell ? chunks.shell : []), ...pageFiles]);
    const links = [...files]
      .map((f) => `    <link rel="${f.endsWith('.css') ? 'stylesheet' : 'modulepreload'}" crossorigin href="${f}">\n`)
      .join('');
    const firstPaint = page === null ? undefined : chunks.firstPaint?.[page];
    const html = index.replace('</head>', `${links}  </head>`);
    return firstPaint ? html.replace(BOOT_LOADING_HTML, firstPaint) : html;
  };

  return {
    forPath(pathname) {
      if (!load()) return null;
      const code = routeCodeFor(pathname, registry);
      const key = `${code.shell}:${code.page}`;
      let body = bodies.get(key);
      if (!body) bodies.set(key, (body = encodeBody(render(code))));
      return body;
    },
  };
}
