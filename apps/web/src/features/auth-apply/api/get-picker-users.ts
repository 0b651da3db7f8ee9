import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, PickerUser } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { authApplyKeys, type AuthApplyScope } from './keys.ts';

export interface PickerUserQuery {
  account: string;
  userName: string;
  /** The application's plate. */
  productId: string;
  currentPage: number;
  pageSize: number;
}

/** §7.2 user list of the 选择用户 picker (account, userName, productId, currentPage, pageSize). */
export async function getPickerUsers(q: PickerUserQuery): Promise<Page<PickerUser>> {
  return (
    first(await request('resAuthApplyUserList', q)) ?? {
      records: [],
      current: q.currentPage,
      size: q.pageSize,
      total: 0,
    }
  );
}

export const pickerUsersQuery = (scope: AuthApplyScope, q: PickerUserQuery) =>
  queryOptions({ queryKey: authApplyKeys.pickerUsers(scope, q), queryFn: () => getPickerUsers(q) });

export function usePickerUsers(scope: AuthApplyScope, q: PickerUserQuery, enabled: boolean) {
  return useQuery({
    ...pickerUsersQuery(scope, q),
    enabled: enabled && !!q.productId,
    placeholderData: keepPreviousData,
  });
}
