export { http, request, requestBlob, first, applyPortalHeaders } from './http.ts';
export { setRequestEffects, getRequestEffects } from './effects.ts';
export type { RequestEffects } from './effects.ts';
export { RequestError, isRequestError, errorMessage } from './errors.ts';
export type { RequestErrorKind } from './errors.ts';
