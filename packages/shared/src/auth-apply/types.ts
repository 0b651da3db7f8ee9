/**
 * §3 Authorisation application and its three kinds of list entry, with the §3.1 application types. Field names
 * follow the spec (including `processinstid` and `userOrganzations`) because the API carries them.
 */
import type { UserOrganization } from '../api/user.ts';

/** §3.1 application types: 1 new role, 2 user-role application, 3 role-permission assignment. */
export const APPLY_TYPES = [1, 2, 3] as const;
export type ApplyType = (typeof APPLY_TYPES)[number];

export const APPLY_TYPE_LABEL = {
  1: '新增角色',
  2: '用户角色申请',
  3: '角色权限分配',
} as const satisfies Record<ApplyType, string>;

export function isApplyType(value: unknown): value is ApplyType {
  return (APPLY_TYPES as readonly unknown[]).includes(value);
}

/** applyType 1: a role to create. productType is the application's plate. */
export interface RoleApplyEntry {
  productType: string;
  roleName: string;
  roleCode: string;
}

/** applyType 2: a user to receive the role, in one enterprise (entId is chosen when the user has several). */
export interface RoleUserApplyEntry {
  entName: string;
  userAccount: string;
  userId: string;
  userName: string;
  entId: string;
  userSource: number;
}

/** applyType 3: a permission (menu or button) to add to the role. */
export interface RoleMenuApplyEntry {
  menuId: string;
  menuName: string;
}

/** A supporting file of an application (§7.2 attachment download by fileId); size is known once uploaded. */
export interface ApplyFileEntry {
  fileId: string;
  fileName: string;
  fileSize?: number;
}

/** §3 Authorisation application as the detail call returns it. */
export interface AuthApplication {
  id?: string;
  applicant?: string;
  applicantAccount?: string;
  applicantId?: string;
  applyType: ApplyType;
  entId?: string;
  entName?: string;
  productType: string;
  reason: string;
  roleId?: string | null;
  roleName?: string | null;
  applyTime?: string;
  processinstid?: string;
  isUserCenter?: boolean;
  opinions?: string;
  resRoleApplyList: RoleApplyEntry[];
  resRoleUserApplyList: RoleUserApplyEntry[];
  resRoleMenuApplyList: RoleMenuApplyEntry[];
  /** Supporting files (ours: the spec downloads an application's files by fileId). */
  fileList?: ApplyFileEntry[];
}

/** §3 User (picker). entId/entName are the enterprise of an external user; internal users have userOrganzations. */
export interface PickerUser {
  userId: string;
  userName: string;
  account: string;
  userSource: number;
  entId?: string | null;
  entName?: string | null;
  userOrganzations?: readonly UserOrganization[] | null;
}

/** An enterprise a picked user can be granted the role in. */
export interface EnterpriseOption {
  entId: string;
  entName: string;
}
