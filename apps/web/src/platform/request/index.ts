export { http, request, requestBlob, first, applyPortalHeaders } from './http.ts';
export { decideResponse, decideHttpError, safeRedirectUrl, NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from './decide.ts';
export type { ResponseAction, HttpErrorAction } from './decide.ts';
export { setRequestEffects, getRequestEffects } from './effects.ts';
export type { RequestEffects } from './effects.ts';
export { RequestError, isRequestError, errorMessage } from './errors.ts';
export type { RequestErrorKind } from './errors.ts';
