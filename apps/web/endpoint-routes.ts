/**
 * A Vite plugin serving `virtual:endpoint-routes`: each endpoint's method and path, read from the shared contract
 * table at build time. The web's request layer needs only these; importing the contract itself would put zod and
 * every schema into the entry (the login page's budget is 250 KB gzip: it went from 238 to 274 KB). The types still
 * come from the contract (type-only imports), so the table is derived, never written twice.
 */
import type { Plugin } from 'vite';
// By path, not by package name: this config runs in Node, which cannot load the package's TypeScript entry.
import { ENDPOINTS, endpointPath } from '../../packages/shared/src/api/index.ts';

const ID = 'virtual:endpoint-routes';
const RESOLVED = `\0${ID}`;

/** name → [method, path under /japi] and, for a multipart upload, the form field of its file. */
export function endpointRouteTable(): Record<string, [string, string] | [string, string, string]> {
  return Object.fromEntries(
    Object.entries(ENDPOINTS).map(([name, e]) => {
      const route: [string, string] = [e.method, endpointPath(name as keyof typeof ENDPOINTS)];
      const upload = 'upload' in e ? (e.upload as { field: string } | undefined) : undefined;
      return [name, upload ? [...route, upload.field] : route];
    }),
  );
}

export function endpointRoutes(): Plugin {
  return {
    name: 'portal-endpoint-routes',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify(endpointRouteTable())};` : undefined),
  };
}
