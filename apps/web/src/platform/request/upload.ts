import type { AxiosProgressEvent, AxiosRequestConfig } from 'axios';
import ROUTES from 'virtual:endpoint-routes';
import { fillPath, type AnswerOf, type EnvelopeEndpoint, type Endpoints, type PayloadOf } from '@portal/shared';
import { http } from './http.ts';

/** The endpoints whose contract declares a multipart upload (`upload: { field }`). */
export type UploadEndpoint = {
  [N in EnvelopeEndpoint]: Endpoints[N] extends { upload: { field: string } } ? N : never;
}[EnvelopeEndpoint];

/** How far an upload is: bytes sent, the total when the browser knows it, and the share sent (0–100). */
export interface TransferProgress {
  loaded: number;
  total: number | null;
  /** 0–100, or null when the total is unknown. */
  percent: number | null;
}

/** axios's progress event as a TransferProgress (shared by uploads and downloads). */
export function transferProgress(e: AxiosProgressEvent): TransferProgress {
  const total = e.total && e.total > 0 ? e.total : null;
  return {
    loaded: e.loaded,
    total,
    percent: total === null ? null : Math.min(100, Math.round((e.loaded / total) * 100)),
  };
}

export interface UploadOptions {
  onProgress?: (p: TransferProgress) => void;
  /** Cancels the upload (the promise rejects with a RequestError of kind 'canceled'). */
  signal?: AbortSignal;
  /** The file name sent (default: the File's own name). */
  fileName?: string;
  config?: AxiosRequestConfig;
}

/**
 * The multipart form of an upload: the payload's fields first (so the server reads them before the file), each as
 * text (arrays as repeated fields, undefined and null left out), then the file under the contract's field.
 */
export function uploadForm(fields: unknown, field: string, file: Blob, fileName?: string): FormData {
  const form = new FormData();
  if (fields && typeof fields === 'object') {
    for (const [key, value] of Object.entries(fields as Record<string, unknown>)) {
      const values: unknown[] = Array.isArray(value) ? value : [value];
      for (const v of values) {
        if (v === undefined || v === null) continue;
        form.append(key, typeof v === 'string' ? v : JSON.stringify(v));
      }
    }
  }
  const name = fileName ?? (file instanceof File ? file.name : 'upload');
  form.append(field, file, name);
  return form;
}

/**
 * Uploads a file to a multipart endpoint of the contract (§7): the path parameters go into the path (fillPath), the
 * other payload fields and the file into the form, with upload progress. Resolves with the envelope like request();
 * failures are decided and shown by the request layer (§8) and reject with a RequestError.
 */
export function upload<N extends UploadEndpoint>(
  name: N,
  payload: PayloadOf<Endpoints[N]>,
  file: Blob,
  { onProgress, signal, fileName, config = {} }: UploadOptions = {},
): Promise<AnswerOf<Endpoints[N]>> {
  const [method, template, field] = ROUTES[name];
  if (!field) throw new Error(`${name} is not an upload endpoint`);
  const { path, rest } = fillPath(template, payload);
  return http.request({
    url: path,
    method,
    data: uploadForm(rest, field, file, fileName),
    signal,
    onUploadProgress: onProgress ? (e) => onProgress(transferProgress(e)) : undefined,
    ...config,
  }) as Promise<AnswerOf<Endpoints[N]>>;
}
