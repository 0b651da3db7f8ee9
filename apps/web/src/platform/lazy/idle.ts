/**
 * Runs `fn` once the browser is idle, that is after the page has painted and settled, so work that is only
 * likely to be needed (the next page's code) never competes with what is on screen. Returns a cancel
 * function (a React effect's cleanup).
 */
export function whenIdle(fn: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 200);
  return () => window.clearTimeout(id);
}
