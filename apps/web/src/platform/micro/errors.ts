/**
 * Loader failures (§8.3: "Sub-app loader errors about a source that failed to load are ignored"): single-spa
 * reports a sub-app whose entry could not be fetched as "… died in status LOADING_SOURCE_CODE" and rethrows it
 * globally. Those are logged and dropped; the container shows its own unavailable message.
 */
const IGNORABLE = [
  /died in status LOADING_SOURCE_CODE/i,
  /failed to fetch/i,
  /load(ing)? (source|entry|script)/i,
  /sub-app entry unavailable/i,
];

/** The text of an error, a message string, or an object with a message (an ErrorEvent's, a rejection's). */
function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' ? message : '';
}

export function isIgnorableLoaderError(error: unknown): boolean {
  const text = messageOf(error);
  return IGNORABLE.some((re) => re.test(text));
}

/** Thrown by the host's fetch when an entry or asset answers non-2xx (import-html-entry does not check). */
export class EntryUnavailableError extends Error {
  constructor(
    public readonly url: string,
    public readonly status: number,
  ) {
    super(`sub-app entry unavailable: ${url} (HTTP ${status})`);
  }
}

/** The paths whose last fetch answered 404: the server has no such sub-app deployed (docs/subapps.md). */
const notDeployed = new Set<string>();
const pathOf = (url: string) => new URL(url, window.location.href).pathname;

/** import-html-entry's fetch, but a 404 or 500 entry rejects instead of being parsed as the app's HTML. */
export async function strictFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input instanceof Request ? input.url : input);
  const res = await window.fetch(input, init);
  if (res.status === 404) notDeployed.add(pathOf(url));
  else notDeployed.delete(pathOf(url));
  if (!res.ok) throw new EntryUnavailableError(url, res.status);
  return res;
}

/** Whether the sub-app at this entry is not deployed (its entry's last fetch answered 404), as opposed to failing. */
export function isNotDeployed(entry: string): boolean {
  return notDeployed.has(pathOf(entry));
}
