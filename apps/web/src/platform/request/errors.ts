import type { Envelope } from '@portal/shared';

export type RequestErrorKind =
  'forceLogout' | 'loginErrorCountdown' | 'redirect' | 'silentError' | 'error' | 'httpError' | 'canceled';

/**
 * The rejection of every failed call. The request layer has already told the user (unless the call
 * was `silent`); callers catch it only to reset their own state (loading flags, captcha image...).
 */
export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  /** The envelope code (§8.1), when the server answered with one. */
  readonly code: string | null;
  /** The HTTP status (§8.2), when the failure was at the HTTP level; null for network errors. */
  readonly status: number | null;
  readonly envelope: Envelope | null;

  constructor(
    message: string,
    init: { kind: RequestErrorKind; code?: string | null; status?: number | null; envelope?: Envelope | null },
  ) {
    super(message);
    this.name = 'RequestError';
    this.kind = init.kind;
    this.code = init.code ?? null;
    this.status = init.status ?? null;
    this.envelope = init.envelope ?? null;
  }
}

export function isRequestError(e: unknown): e is RequestError {
  return e instanceof RequestError;
}

/** The message to show for any thrown value (used where a caller shows an error itself). */
export function errorMessage(e: unknown, fallback = '操作失败，请稍后重试'): string {
  if (e instanceof Error && e.message) return e.message;
  return fallback;
}
