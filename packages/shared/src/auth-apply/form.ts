/**
 * §4 Authorisation application form as pure transitions. Each returns a new form; the two that need a plate
 * first (adding a role, picking users) return 请选择板块 instead when none is chosen (§5).
 *
 * Clearing rules (§4): changing the type clears product, role, permission, role list and user list; changing the
 * product clears user list, role list, role and permission. Choosing the same value again clears nothing (a
 * select's re-pick must not wipe the lists). Reason and opinion are never cleared: they do not depend on the
 * type or the plate.
 */
import { PLATE_REQUIRED } from '../messages.ts';
import { APPLY_FILES_MAX, APPLY_FILES_TOO_MANY } from './messages.ts';
import { isUserSelectable, toUserApplyEntry } from './user-picker.ts';
import type {
  ApplyFileEntry,
  ApplyType,
  AuthApplication,
  EnterpriseOption,
  PickerUser,
  RoleApplyEntry,
  RoleMenuApplyEntry,
  RoleUserApplyEntry,
} from './types.ts';

export interface AuthApplyForm {
  applyType: ApplyType | null;
  /** 板块 (§3 Product or plate). */
  productType: string | null;
  /** The existing role of types 2 and 3. */
  roleId: string | null;
  roleName: string | null;
  reason: string;
  /** The approver's opinion (approve mode). */
  opinion: string;
  resRoleApplyList: RoleApplyEntry[];
  resRoleUserApplyList: RoleUserApplyEntry[];
  resRoleMenuApplyList: RoleMenuApplyEntry[];
  /** Supporting files: like the reason, kept when the type or the plate changes. */
  fileList: ApplyFileEntry[];
}

export type AuthApplyFormResult = { ok: true; form: AuthApplyForm } | { ok: false; error: string };

export function emptyAuthApplyForm(): AuthApplyForm {
  return {
    applyType: null,
    productType: null,
    roleId: null,
    roleName: null,
    reason: '',
    opinion: '',
    resRoleApplyList: [],
    resRoleUserApplyList: [],
    resRoleMenuApplyList: [],
    fileList: [],
  };
}

/** The form of a stored application (edit, check and approve modes). */
export function authApplyFormFrom(app: AuthApplication): AuthApplyForm {
  return {
    applyType: app.applyType,
    productType: app.productType || null,
    roleId: app.roleId ?? null,
    roleName: app.roleName ?? null,
    reason: app.reason ?? '',
    opinion: '',
    resRoleApplyList: [...app.resRoleApplyList],
    resRoleUserApplyList: [...app.resRoleUserApplyList],
    resRoleMenuApplyList: [...app.resRoleMenuApplyList],
    fileList: [...(app.fileList ?? [])],
  };
}

const clearedByProduct = (): Pick<
  AuthApplyForm,
  'roleId' | 'roleName' | 'resRoleApplyList' | 'resRoleUserApplyList' | 'resRoleMenuApplyList'
> => ({ roleId: null, roleName: null, resRoleApplyList: [], resRoleUserApplyList: [], resRoleMenuApplyList: [] });

/** §4: a new type clears product, role, permission, role list and user list. */
export function setApplyType(form: AuthApplyForm, applyType: ApplyType | null): AuthApplyForm {
  if (form.applyType === applyType) return form;
  return { ...form, ...clearedByProduct(), applyType, productType: null };
}

/** §4: a new plate clears user list, role list, role and permission (roles and menus belong to a plate). */
export function setProduct(form: AuthApplyForm, productType: string | null): AuthApplyForm {
  if (form.productType === productType) return form;
  return { ...form, ...clearedByProduct(), productType };
}

/**
 * The existing role (types 2 and 3). A different role clears the chosen permissions: they were picked against
 * the old role's held permissions, which the tree disables. The user list stays: users do not depend on the role.
 */
export function setRole(form: AuthApplyForm, role: { roleId: string; roleName: string } | null): AuthApplyForm {
  if ((role?.roleId ?? null) === form.roleId) return form;
  return { ...form, roleId: role?.roleId ?? null, roleName: role?.roleName ?? null, resRoleMenuApplyList: [] };
}

export function setReason(form: AuthApplyForm, reason: string): AuthApplyForm {
  return { ...form, reason };
}

export function setOpinion(form: AuthApplyForm, opinion: string): AuthApplyForm {
  return { ...form, opinion };
}

/** A supporting file once uploaded; at most APPLY_FILES_MAX; the same file twice is kept once. */
export function addFile(form: AuthApplyForm, file: ApplyFileEntry): AuthApplyFormResult {
  if (form.fileList.some((f) => f.fileId === file.fileId)) return { ok: true, form };
  if (form.fileList.length >= APPLY_FILES_MAX) return { ok: false, error: APPLY_FILES_TOO_MANY };
  return { ok: true, form: { ...form, fileList: [...form.fileList, file] } };
}

export function removeFile(form: AuthApplyForm, fileId: string): AuthApplyForm {
  return { ...form, fileList: form.fileList.filter((f) => f.fileId !== fileId) };
}

/** Type 1: a new empty role row in the form's plate; 请选择板块 without one (§5). */
export function addRole(form: AuthApplyForm): AuthApplyFormResult {
  if (!form.productType) return { ok: false, error: PLATE_REQUIRED };
  const row: RoleApplyEntry = { productType: form.productType, roleName: '', roleCode: '' };
  return { ok: true, form: { ...form, resRoleApplyList: [...form.resRoleApplyList, row] } };
}

export function updateRole(
  form: AuthApplyForm,
  index: number,
  patch: Partial<Omit<RoleApplyEntry, 'productType'>>,
): AuthApplyForm {
  if (!form.resRoleApplyList[index]) return form;
  return {
    ...form,
    resRoleApplyList: form.resRoleApplyList.map((r, i) => (i === index ? { ...r, ...patch } : r)),
  };
}

export function removeRole(form: AuthApplyForm, index: number): AuthApplyForm {
  if (!form.resRoleApplyList[index]) return form;
  return { ...form, resRoleApplyList: form.resRoleApplyList.filter((_, i) => i !== index) };
}

/**
 * Type 2: add the users picked in the user picker; 请选择板块 without a plate (§5, the picker lists the plate's
 * users). Rows that are not selectable are ignored and users already in the list keep their entry (and the
 * enterprise chosen for it).
 */
export function pickUsers(form: AuthApplyForm, users: readonly PickerUser[]): AuthApplyFormResult {
  if (!form.productType) return { ok: false, error: PLATE_REQUIRED };
  const have = new Set(form.resRoleUserApplyList.map((u) => u.userId));
  const added: RoleUserApplyEntry[] = [];
  for (const user of users) {
    if (!isUserSelectable(user) || have.has(user.userId)) continue;
    have.add(user.userId);
    added.push(toUserApplyEntry(user));
  }
  return { ok: true, form: { ...form, resRoleUserApplyList: [...form.resRoleUserApplyList, ...added] } };
}

/** Type 2: the enterprise a listed user gets the role in. */
export function setUserEnterprise(form: AuthApplyForm, userId: string, ent: EnterpriseOption | null): AuthApplyForm {
  return {
    ...form,
    resRoleUserApplyList: form.resRoleUserApplyList.map((u) =>
      u.userId === userId ? { ...u, entId: ent?.entId ?? '', entName: ent?.entName ?? '' } : u,
    ),
  };
}

export function removeUser(form: AuthApplyForm, userId: string): AuthApplyForm {
  return { ...form, resRoleUserApplyList: form.resRoleUserApplyList.filter((u) => u.userId !== userId) };
}

/** Type 3: the permissions to add, e.g. from permissionIdsToSubmit (held permissions already left out). */
export function setPermissions(form: AuthApplyForm, entries: readonly RoleMenuApplyEntry[]): AuthApplyForm {
  return { ...form, resRoleMenuApplyList: [...entries] };
}

/** A menu tree node with its name; MenuItem fits. */
export interface NamedMenuNode {
  menuId: string;
  menuName?: string | null;
  children?: readonly NamedMenuNode[] | null;
}

/** Ids (as the permission tree submits them) to list entries, with the names found in the menu tree. */
export function toMenuApplyList(ids: readonly string[], menus: readonly NamedMenuNode[]): RoleMenuApplyEntry[] {
  const names = new Map<string, string>();
  const walk = (nodes: readonly NamedMenuNode[]) => {
    for (const n of nodes) {
      names.set(n.menuId, n.menuName ?? '');
      if (n.children) walk(n.children);
    }
  };
  walk(menus);
  return ids.map((menuId) => ({ menuId, menuName: names.get(menuId) ?? '' }));
}
