/**
 * Query keys of the authorisation applications. The user and enterprise are part of each key (an enterprise switch
 * refetches); the second level groups what one change makes stale: a submit, an approval or a withdrawal refreshes
 * `applications` (the three lists and the details, history included); `lookups` (plates, roles, menus, users) and
 * `preview` are not changed by them.
 */
export interface AuthApplyScope {
  userId: string;
  entId: string;
}

/** Which side's calls a page uses: the user centre (/resAuthApplyGrzx/*) or operations (/resAuthApply/*). */
export type AuthApplySide = 'user' | 'ops';

const base = (s: AuthApplyScope) => ['auth-apply', s.userId, s.entId] as const;

export const authApplyKeys = {
  all: ['auth-apply'] as const,
  scope: base,
  applications: (s: AuthApplyScope) => [...base(s), 'applications'] as const,
  applicationPage: (s: AuthApplyScope, side: AuthApplySide, query: object) =>
    [...base(s), 'applications', side, 'page', query] as const,
  application: (s: AuthApplyScope, side: AuthApplySide, ref: object) =>
    [...base(s), 'applications', side, 'one', ref] as const,
  products: (s: AuthApplyScope) => [...base(s), 'lookups', 'products'] as const,
  roles: (s: AuthApplyScope, productType: string, applyType: number) =>
    [...base(s), 'lookups', 'roles', productType, applyType] as const,
  productMenus: (s: AuthApplyScope, productType: string, roleId: string) =>
    [...base(s), 'lookups', 'productMenus', productType, roleId] as const,
  pickerUsers: (s: AuthApplyScope, query: object) => [...base(s), 'lookups', 'pickerUsers', query] as const,
  userEnterprises: (s: AuthApplyScope, productType: string, userIds: readonly string[]) =>
    [...base(s), 'lookups', 'userEnterprises', productType, [...userIds].sort()] as const,
  preview: (s: AuthApplyScope, body: object) => [...base(s), 'preview', body] as const,
};
