/**
 * §5 User picker (§2.5 选择用户): which rows can be selected and in which enterprises a picked user can get the
 * role. A user is only useful to a user-role application together with an enterprise, so rows without one are
 * not selectable rather than failing later on submit.
 */
import { z } from 'zod';
import { pageQuery } from '../api/contract.ts';
import { EXTERNAL_USER_SOURCE, USER_PICKER_PAGE_SIZE } from '../constants.ts';
import type { EnterpriseOption, PickerUser, RoleUserApplyEntry } from './types.ts';

const present = (s: string | null | undefined) => (s ?? '').trim() !== '';

/** §5: internal users need a non-empty userOrganzations list; external users (userSource 2) entId and entName. */
export function isUserSelectable(user: PickerUser): boolean {
  if (user.userSource === EXTERNAL_USER_SOURCE) return present(user.entId) && present(user.entName);
  return (user.userOrganzations?.length ?? 0) > 0;
}

/** The enterprises the role can be granted in: the external user's own, or the internal user's organisations. */
export function userEnterpriseOptions(user: PickerUser): EnterpriseOption[] {
  if (user.userSource === EXTERNAL_USER_SOURCE) {
    return isUserSelectable(user) ? [{ entId: (user.entId ?? '').trim(), entName: (user.entName ?? '').trim() }] : [];
  }
  return (user.userOrganzations ?? []).map((o) => ({ entId: o.entId, entName: o.customerName }));
}

/**
 * A picked user as a type-2 list entry. The enterprise is filled when there is exactly one choice; with several,
 * it stays empty and the applicant must choose (请选择企业 on submit), because guessing would grant the role in
 * an enterprise nobody chose.
 */
export function toUserApplyEntry(user: PickerUser): RoleUserApplyEntry {
  const options = userEnterpriseOptions(user);
  const only = options.length === 1 ? options[0] : { entId: '', entName: '' };
  return {
    userId: user.userId,
    userName: user.userName,
    userAccount: user.account,
    userSource: user.userSource,
    entId: only.entId,
    entName: only.entName,
  };
}

/** §7.2 user list params (account, userName, productId, currentPage, pageSize), trimmed, paged by 10 by default. */
export const userPickerQuerySchema = z.object({
  account: z.string().trim().max(64).optional().default(''),
  userName: z.string().trim().max(64).optional().default(''),
  productId: z.string().trim().min(1),
  ...pageQuery,
  pageSize: pageQuery.pageSize.default(USER_PICKER_PAGE_SIZE),
});
export type UserPickerQuery = z.output<typeof userPickerQuerySchema>;
