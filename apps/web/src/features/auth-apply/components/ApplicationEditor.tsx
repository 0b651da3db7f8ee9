import { useEffect, useState } from 'react';
import { Form, Input, Select } from 'antd';
import {
  APPLY_FILES_MAX,
  APPLY_TYPES,
  AUTH_APPLY_PROJECT_TYPE,
  addFile,
  APPLY_TYPE_LABEL,
  REASON_MAX_LENGTH,
  addRole,
  charCount,
  pickUsers,
  removeFile,
  removeRole,
  removeUser,
  setApplyType,
  setPermissions,
  setProduct,
  setReason,
  setRole,
  setUserEnterprise,
  updateRole,
  type ApplyType,
  type AuthApplyField,
  type AuthApplyFieldErrors,
  type AuthApplyForm,
  type AuthApplyFormResult,
} from '@portal/shared';
import { AttachmentsUpload } from '../../../platform/attachment/index.ts';
import { notify } from '../../../platform/feedback/feedback.ts';
import { useApplyProducts } from '../api/get-products.ts';
import { useApplyRoles } from '../api/get-roles.ts';
import { useUserEnterprises } from '../api/get-user-enterprises.ts';
import type { AuthApplyScope } from '../api/keys.ts';
import { PermissionSection } from './PermissionSection.tsx';
import { RoleRows } from './RoleRows.tsx';
import { UserPickerModal } from './UserPickerModal.tsx';
import { UserRows } from './UserRows.tsx';

export interface ApplicationEditorProps {
  scope: AuthApplyScope;
  form: AuthApplyForm;
  onChange: (update: (form: AuthApplyForm) => AuthApplyForm) => void;
  /** The field messages to show now. */
  errors: AuthApplyFieldErrors;
  onTouch: (field: AuthApplyField) => void;
  /** An attachment is being uploaded (the modal waits for it before submitting). */
  onUploading: (busy: boolean) => void;
  /** The supporting files are the applicant's: read-only for an approver who edits (approveEdit). */
  filesReadOnly?: boolean;
}

const TYPE_OPTIONS = APPLY_TYPES.map((t) => ({ value: t, label: APPLY_TYPE_LABEL[t] }));
const countChars = (s: string) => charCount(s);

/** The §4 form of the editable modes (add, edit, approveEdit), every change through the shared transitions. */
export function ApplicationEditor({
  scope,
  form,
  onChange,
  errors,
  onTouch,
  onUploading,
  filesReadOnly,
}: ApplicationEditorProps) {
  const [picking, setPicking] = useState(false);
  const products = useApplyProducts(scope);
  const type = form.applyType;
  const roles = useApplyRoles(scope, form.productType, type);
  const userIds = form.resRoleUserApplyList.map((u) => u.userId);
  const ents = useUserEnterprises(scope, userIds, form.productType, type === 2);
  // The server answers the type's roles: type 2 the plate's, type 3 the enterprise's own (entId set).
  const roleOptions = (roles.data ?? []).filter((r) => type !== 3 || r.entId !== null);

  /** A transition that needs a plate: 请选择板块 (§5) instead when none is chosen. */
  const guarded = (run: (f: AuthApplyForm) => AuthApplyFormResult) => {
    const result = run(form);
    if (!result.ok) {
      notify.warning(result.error);
      onTouch('productType');
      return false;
    }
    onChange(() => result.form);
    return true;
  };

  // A user whose enterprises-per-user answer offers exactly one enterprise gets it (as the picker's rule does).
  useEffect(() => {
    const answer = ents.data;
    if (!answer) return;
    onChange((f) => {
      let next = f;
      for (const u of f.resRoleUserApplyList) {
        const options = answer[u.userId];
        if (!u.entId && options?.length === 1) next = setUserEnterprise(next, u.userId, options[0]);
      }
      return next;
    });
  }, [ents.data, onChange]);

  const item = (field: AuthApplyField) => ({
    required: true,
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field] || undefined,
  });

  return (
    <Form layout="horizontal" labelCol={{ flex: '96px' }} wrapperCol={{ flex: 1 }} component="div" colon={false}>
      <Form.Item label="申请类型" {...item('applyType')}>
        <Select<ApplyType>
          value={type ?? undefined}
          placeholder="请选择申请类型"
          aria-label="申请类型"
          options={TYPE_OPTIONS}
          onChange={(v) => {
            onChange((f) => setApplyType(f, v ?? null));
            onTouch('applyType');
          }}
        />
      </Form.Item>
      <Form.Item label="板块" {...item('productType')}>
        <Select<string>
          value={form.productType ?? undefined}
          placeholder="请选择板块"
          aria-label="板块"
          loading={products.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={(products.data ?? []).map((p) => ({ value: p.productType, label: p.productName }))}
          onChange={(v) => {
            onChange((f) => setProduct(f, v ?? null));
            onTouch('productType');
          }}
        />
      </Form.Item>
      {(type === 2 || type === 3) && (
        <Form.Item label="角色" {...item('roleId')}>
          <Select<string>
            value={form.roleId ?? undefined}
            placeholder={form.productType ? '请选择角色' : '请先选择板块'}
            aria-label="角色"
            disabled={!form.productType}
            loading={roles.isFetching}
            showSearch={{ optionFilterProp: 'label' }}
            options={roleOptions.map((r) => ({ value: r.roleId, label: r.roleName }))}
            notFoundContent="该板块暂无可申请的角色"
            onChange={(v) => {
              const role = roleOptions.find((r) => r.roleId === v);
              onChange((f) => setRole(f, role ? { roleId: role.roleId, roleName: role.roleName } : null));
              onTouch('roleId');
            }}
          />
        </Form.Item>
      )}
      {type === 1 && (
        <Form.Item label="角色列表" required>
          <RoleRows
            rows={form.resRoleApplyList}
            editable
            onAdd={() => guarded(addRole)}
            onChange={(i, patch) => onChange((f) => updateRole(f, i, patch))}
            onRemove={(i) => onChange((f) => removeRole(f, i))}
          />
        </Form.Item>
      )}
      {type === 2 && (
        <Form.Item label="用户列表" required>
          <UserRows
            rows={form.resRoleUserApplyList}
            editable
            enterprises={ents.data}
            enterprisesLoading={ents.isFetching}
            onPick={() => {
              // The picker lists the plate's users: 请选择板块 first without one.
              if (guarded((f) => pickUsers(f, []))) setPicking(true);
            }}
            onEnterprise={(userId, ent) => onChange((f) => setUserEnterprise(f, userId, ent))}
            onRemove={(userId) => onChange((f) => removeUser(f, userId))}
          />
        </Form.Item>
      )}
      {type === 3 && (
        <Form.Item label="权限" {...item('permission')}>
          <PermissionSection
            scope={scope}
            productType={form.productType}
            roleId={form.roleId}
            value={form.resRoleMenuApplyList}
            onChange={(entries) => {
              onChange((f) => setPermissions(f, entries));
              onTouch('permission');
            }}
          />
        </Form.Item>
      )}
      <Form.Item label="申请事由" {...item('reason')}>
        <Input.TextArea
          value={form.reason}
          placeholder="请输入申请事由"
          aria-label="申请事由"
          autoSize={{ minRows: 3, maxRows: 6 }}
          count={{ show: true, max: REASON_MAX_LENGTH, strategy: countChars }}
          onChange={(e) => {
            onChange((f) => setReason(f, e.target.value));
            onTouch('reason');
          }}
        />
      </Form.Item>
      <Form.Item label="附件">
        <AttachmentsUpload
          projectType={AUTH_APPLY_PROJECT_TYPE}
          value={form.fileList.map((f) => ({ fileId: f.fileId, fileName: f.fileName, size: f.fileSize ?? 0 }))}
          max={APPLY_FILES_MAX}
          disabled={filesReadOnly}
          onBusy={onUploading}
          onAdd={(file) => {
            const entry = { fileId: file.fileId, fileName: file.fileName, fileSize: file.size };
            const check = addFile(form, entry);
            if (!check.ok) return check.error;
            onChange((f) => {
              const added = addFile(f, entry);
              return added.ok ? added.form : f;
            });
            return null;
          }}
          onRemove={(fileId) => onChange((f) => removeFile(f, fileId))}
        />
      </Form.Item>
      {form.productType && (
        <UserPickerModal
          open={picking}
          scope={scope}
          productType={form.productType}
          pickedIds={userIds}
          onCancel={() => setPicking(false)}
          onOk={(users) => {
            setPicking(false);
            guarded((f) => pickUsers(f, users));
          }}
        />
      )}
    </Form>
  );
}
