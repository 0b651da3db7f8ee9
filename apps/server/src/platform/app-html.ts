/**
 * index.html as answered for a client route: with a <link rel="modulepreload"> for each script of the route's
 * code and a <link rel="stylesheet"> for each of its style sheets (the main shell unless the page has the blank
 * layout, and its page), from the route-chunks.json the web build writes (apps/web/route-chunks.ts). The browser then fetches them together with the entry instead of finding
 * them only after the entry has run. Encoded once per page kind (brotli, gzip), rebuilt when a build replaces
 * index.html. Without route-chunks.json (an older build) the file goes out as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { HOME_PATH, findRoute, findSubAppMount, normalizeRoutePath } from '@portal/shared';
import { encodeBody, type EncodedBody } from './encoded-body.ts';

interface RouteChunks {
  shell: string[];
  construction: string[];
  pages: Record<string, string[]>;
}

/** Which code a location needs: the shell or not, and which page (null: a sub-app fills the page area). */
export function routeCode(pathname: string): { shell: boolean; page: string | null } {
  const p = normalizeRoutePath(pathname);
  // '/' and '/index' go to the portal home on the client (§2.1).
  const route = findRoute(p === '/' || p === '/index' ? HOME_PATH : p);
  if (!route) return { shell: true, page: findSubAppMount(p) ? null : 'notFound' };
  return { shell: route.layout !== 'blank', page: route.page ?? (route.subApp ? null : 'construction') };
}

export interface AppHtml {
  /** The page for a client route, or null when the web app is not built. */
  forPath(pathname: string): EncodedBody | null;
}

export function createAppHtml(webDist: string): AppHtml {
  const indexFile = path.join(webDist, 'index.html');
  const chunksFile = path.join(webDist, 'route-chunks.json');
  let built = -1;
  let index = '';
  let chunks: RouteChunks | null = null;
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
      bodies.clear();
      built = mtime;
    }
    return true;
  };

  const render = (shell: boolean, page: string | null): string => {
    if (!chunks) return index;
    const pageFiles = page === null ? [] : page === 'construction' ? chunks.construction : (chunks.pages[page] ?? []);
    const files = new Set([...(shell ? chunks.shell : []), ...pageFiles]);
    const links = [...files]
      .map((f) => `    <link rel="${f.endsWith('.css') ? 'stylesheet' : 'modulepreload'}" crossorigin href="${f}">\n`)
      .join('');
    return index.replace('</head>', `${links}  </head>`);
  };

  return {
    forPath(pathname) {
      if (!load()) return null;
      const { shell, page } = routeCode(pathname);
      const key = `${shell}:${page}`;
      let body = bodies.get(key);
      if (!body) bodies.set(key, (body = encodeBody(render(shell, page))));
      return body;
    },
  };
}
