/**
 * The Origin check of a websocket upgrade. A browser sends cookies and connects to any host from any page, so
 * without this check a foreign page could open a socket on a visitor's behalf (cross-site websocket hijacking). The
 * ticket already stops that (a foreign page cannot read one), and this check is the second wall: the Origin must
 * name the host the request was sent to, or be one of WS_ALLOWED_ORIGINS (a development server on another port
 * that proxies the sockets). Browsers always send Origin on a websocket, so a missing one is refused too.
 *
 * Only host and port are compared, not the scheme: behind a TLS-terminating proxy the server sees http while the
 * page is https, and an attacker cannot serve a page from the portal's own host name anyway.
 */

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** host:port with the scheme's default port filled in, lower case. */
function hostAndPort(url: URL, scheme: string): string {
  return `${url.hostname.toLowerCase()}:${url.port || DEFAULT_PORT[scheme]}`;
}

export function originAllowed(
  origin: string | undefined,
  requestHost: string | undefined,
  allowed: readonly string[],
): boolean {
  if (!origin || !requestHost) return false;
  const o = parse(origin);
  if (!o || !(o.protocol in DEFAULT_PORT)) return false;
  if (allowed.includes(o.origin)) return true;
  const h = parse(`${o.protocol}//${requestHost}`);
  return h !== null && h.username === '' && hostAndPort(o, o.protocol) === hostAndPort(h, o.protocol);
}
