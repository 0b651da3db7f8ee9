/**
 * What the modal sends: the add/update payload and the preview body, built from the shared form (§4) and the
 * applicant identity (§6). Only the list of the chosen type is sent; the server overwrites the identity fields from
 * the session anyway.
 */
import type { ApplicantIdentity, AuthApplyForm } from '@portal/shared';
import type { PreviewBody } from './api/get-preview.ts';
import type { ApplicationPayload } from './api/save-application.ts';

export function applicationPayload(
  form: AuthApplyForm,
  identity: ApplicantIdentity,
  extra: { id?: string; isUserCenter: boolean },
): ApplicationPayload {
  const type = form.applyType;
  return {
    ...(extra.id ? { id: extra.id } : {}),
    ...identity,
    applyType: type,
    productType: form.productType ?? '',
    roleId: type === 1 ? '' : (form.roleId ?? ''),
    roleName: type === 1 ? '' : (form.roleName ?? ''),
    reason: form.reason.trim(),
    isUserCenter: extra.isUserCenter,
    resRoleApplyList:
      type === 1
        ? form.resRoleApplyList.map((r) => ({ ...r, roleName: r.roleName.trim(), roleCode: r.roleCode.trim() }))
        : [],
    resRoleUserApplyList: type === 2 ? form.resRoleUserApplyList : [],
    resRoleMenuApplyList: type === 3 ? form.resRoleMenuApplyList : [],
    fileList: form.fileList.map((f) => ({ fileId: f.fileId, fileName: f.fileName })),
  };
}

export function previewBody(form: AuthApplyForm): PreviewBody {
  const type = form.applyType ?? 1;
  return {
    applyType: type,
    productType: form.productType ?? '',
    ...(type !== 1 && form.roleId ? { roleId: form.roleId } : {}),
    ...(type === 1 ? { roleNames: form.resRoleApplyList.map((r) => r.roleName.trim()) } : {}),
    ...(type === 2 ? { users: form.resRoleUserApplyList.map((u) => ({ userId: u.userId, entId: u.entId })) } : {}),
    ...(type === 3 ? { menuIds: form.resRoleMenuApplyList.map((m) => m.menuId) } : {}),
  };
}
