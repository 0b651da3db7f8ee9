import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthApplyPreview, Endpoints, PayloadOf } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { authApplyKeys, type AuthApplyScope } from './keys.ts';

export type PreviewBody = PayloadOf<Endpoints['resAuthApplyChain']>;

/**
 * Before submitting (resAuthApply/chain): who will approve, in order, and what the application would grant (the
 * roles created, the users given the role, the menus added), with the server's warnings.
 */
export async function getPreview(body: PreviewBody): Promise<AuthApplyPreview | null> {
  return first(await request('resAuthApplyChain', body)) ?? null;
}

export const previewQuery = (scope: AuthApplyScope, body: PreviewBody) =>
  queryOptions({ queryKey: authApplyKeys.preview(scope, body), queryFn: () => getPreview(body), staleTime: 0 });

export function usePreview(scope: AuthApplyScope, body: PreviewBody | null) {
  return useQuery({ ...previewQuery(scope, body ?? { applyType: 1, productType: '' }), enabled: body !== null });
}
