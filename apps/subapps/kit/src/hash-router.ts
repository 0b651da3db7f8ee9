/**
 * A tiny hash router for the hash-routed sub-apps (/lease#/admin, /futures#/login1, §2.3). The host routes on the
 * pathname only, so the fragment belongs to the sub-app: deep links work because the route is read from
 * location.hash on mount, and `hashchange` re-renders. stop() removes the listener (unmount).
 */

export interface HashMatch {
  /** The route pattern that matched, e.g. '/contracts/:id'. */
  pattern: string;
  params: Record<string, string>;
}

/** '#/contracts/A%201?x=1' → '/contracts/A%201'; '' and '#' → '/'. */
export function hashPath(hash: string): string {
  const p = hash.replace(/^#/, '').split('?')[0] ?? '';
  return p.startsWith('/') ? p : `/${p}`;
}

export function matchRoute(path: string, patterns: readonly string[]): HashMatch | null {
  const segs = path.split('/').filter(Boolean);
  for (const pattern of patterns) {
    const want = pattern.split('/').filter(Boolean);
    if (want.length !== segs.length) continue;
    const params: Record<string, string> = {};
    const ok = want.every((w, i) => {
      if (!w.startsWith(':')) return w === segs[i];
      try {
        params[w.slice(1)] = decodeURIComponent(segs[i]);
        return true;
      } catch {
        return false; // a malformed escape is no match
      }
    });
    if (ok) return { pattern, params };
  }
  return null;
}

/** Calls render(path) now and on every hash change; returns the function that stops listening. */
export function startHashRouter(render: (path: string) => void): () => void {
  const onChange = () => render(hashPath(location.hash));
  window.addEventListener('hashchange', onChange);
  onChange();
  return () => window.removeEventListener('hashchange', onChange);
}
