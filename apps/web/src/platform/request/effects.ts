/**
 * What the request layer does to the outside world, injected so the interceptor stays testable without
 * antd or a router. The app wires the real effects at start (src/app/request-effects.ts).
 */
export interface RequestEffects {
  /** Toast an error message (§8.1 error rows, §8.2). `code` is the envelope code when there is one. */
  showError(message: string, code?: string | null): void;
  /** §4 forced logout: clear token and alert cookies, reset user state, go to the portal home. */
  forceLogout(message: string): void;
  /** §4 login-error logout: clear the session and open the 5-second countdown dialog. */
  showLoginCountdown(message: string): void;
  /** §8.1 9985: send the browser to the URL. */
  redirect(url: string): void;
}

const noop = () => {};

let effects: RequestEffects = {
  showError: (m) => console.error('[request]', m),
  forceLogout: noop,
  showLoginCountdown: noop,
  redirect: noop,
};

export function setRequestEffects(next: Partial<RequestEffects>): void {
  effects = { ...effects, ...next };
}

export function getRequestEffects(): RequestEffects {
  return effects;
}
