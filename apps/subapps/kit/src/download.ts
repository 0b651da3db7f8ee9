/**
 * A file download (a list's .xlsx export) with the portal's §7 headers, as the kit's request sends them for the
 * envelope: the token is asked from the host per call. The endpoint answers the file (BLOB), which the envelope
 * request does not read; a refusal answers the envelope (JSON), whose message becomes the ApiError shown.
 */
import {
  API_BASE,
  ENDPOINTS,
  REQUEST_TIMEOUT_MS,
  decideHttpError,
  endpointPath,
  portalHeaders,
  sendsQuery,
  type BlobEndpoint,
} from '@portal/shared';
import type { SubAppProps } from './contract.ts';
import { ApiError } from './request.ts';

/** Downloads `name`'s file under `fileName`; the filter goes in the query (GET) or the JSON body (POST). */
export type Download = (name: BlobEndpoint, filter: Record<string, string>, fileName: string) => Promise<void>;

export function createDownload(props: Pick<SubAppProps, 'getToken' | 'user'>, pageName: string): Download {
  return async (name, filter, fileName) => {
    const inQuery = sendsQuery(ENDPOINTS[name].method);
    const qs = inQuery ? new URLSearchParams(Object.entries(filter).filter(([, v]) => v !== '')).toString() : '';
    let res: Response;
    try {
      res = await fetch(`${API_BASE}${endpointPath(name)}${qs ? `?${qs}` : ''}`, {
        method: ENDPOINTS[name].method,
        headers: {
          ...portalHeaders({
            token: props.getToken(),
            entVersion: props.user.entVersion,
            pageName,
            router: location.pathname,
          }),
          ...(inQuery ? {} : { 'Content-Type': 'application/json' }),
        },
        body: inQuery ? undefined : JSON.stringify(filter),
        credentials: 'same-origin',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw new ApiError('network', '网络异常，请检查网络后重试');
    }
    if (res.headers.get('content-type')?.includes('application/json') || !res.ok) {
      const body = (await res.json().catch(() => null)) as { code?: string; msg?: string } | null;
      const lost = res.status === 401 || body?.code === '9999';
      throw new ApiError(lost ? 'auth' : 'business', body?.msg || decideHttpError(res.status, true).message);
    }
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
}
