export { http, request, requestBlob, requestFile, first, applyPortalHeaders, blobText } from './http.ts';
export type { DownloadedFile } from './http.ts';
export { upload, uploadForm, transferProgress } from './upload.ts';
export type { UploadEndpoint, UploadOptions, TransferProgress } from './upload.ts';
export { fileNameFromDisposition } from './file-name.ts';
export { setRequestEffects, getRequestEffects } from './effects.ts';
export type { RequestEffects } from './effects.ts';
export { RequestError, isRequestError, errorMessage } from './errors.ts';
export type { RequestErrorKind } from './errors.ts';
