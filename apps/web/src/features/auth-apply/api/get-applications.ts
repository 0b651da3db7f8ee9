import { queryOptions } from '@tanstack/react-query';
import type { AuthApplyPageQuery, AuthApplyRow, Page } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { authApplyKeys, type AuthApplyScope, type AuthApplySide } from './keys.ts';

export type ApplicationPageQuery = AuthApplyPageQuery & { currentPage: number; pageSize: number };

/**
 * A page of applications (§7.2 GET page): list mine (我的申请), todo (待我审批) or done (我已审批), filtered by
 * application type and status; the user centre's resAuthApplyGrzx/page or the operations centre's resAuthApply/page.
 */
export async function getApplications(side: AuthApplySide, q: ApplicationPageQuery): Promise<Page<AuthApplyRow>> {
  const env = side === 'user' ? await request('resAuthApplyGrzxPage', q) : await request('resAuthApplyPage', q);
  return first(env) ?? { records: [], current: q.currentPage, size: q.pageSize, total: 0 };
}

/** For the list kit's useServerList. */
export const applicationsQuery = (scope: AuthApplyScope, side: AuthApplySide, q: ApplicationPageQuery) =>
  queryOptions({
    queryKey: authApplyKeys.applicationPage(scope, side, q),
    queryFn: () => getApplications(side, q),
  });
