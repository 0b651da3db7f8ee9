import { useEffect } from 'react';
import { Form, Input, Modal, Radio } from 'antd';
import { ROLE_CODE_TAKEN, ROLE_NAME_TAKEN, type RoleAdmin } from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { isRequestError } from '../../../platform/request/index.ts';
import { useSaveRole } from '../api/role-save.ts';

interface Values {
  roleName: string;
  roleCode: string;
  roleConfig: 1 | 2;
  remark: string;
}

export interface RoleFormModalProps {
  /** Open: null for a new role, the role to edit otherwise; undefined: closed. */
  role: RoleAdmin | null | undefined;
  /** The operations page chooses 角色端; a company admin's roles are always 2 (客户端). */
  ops: boolean;
  onClose: () => void;
}

const EMPTY: Values = { roleName: '', roleCode: '', roleConfig: 2, remark: '' };

/** The server's refusals that belong to one field. */
const TAKEN_FIELD: Record<string, keyof Values> = { [ROLE_NAME_TAKEN]: 'roleName', [ROLE_CODE_TAKEN]: 'roleCode' };

/** 新增角色 / 修改角色: the contract's rules and messages (roleSave); the code is read only when editing. */
export function RoleFormModal({ role, ops, onClose }: RoleFormModalProps) {
  const [form] = Form.useForm<Values>();
  const save = useSaveRole();
  const open = role !== undefined;
  const isNew = role === null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      role
        ? { roleName: role.roleName, roleCode: role.roleCode, roleConfig: role.roleConfig, remark: role.remark }
        : EMPTY,
    );
  }, [open, role, form]);

  const submit = async () => {
    const v = await form.validateFields();
    const msg = await save
      .mutateAsync({
        roleId: role?.roleId,
        roleName: v.roleName.trim(),
        roleCode: v.roleCode.trim(),
        // A company admin's new roles are customer-side; an edited role keeps its side.
        roleConfig: ops ? v.roleConfig : (role?.roleConfig ?? 2),
        remark: (v.remark ?? '').trim(),
      })
      .catch((err: unknown) => {
        // A taken name or code (shown by the request layer) also marks its field until it is changed.
        const field = isRequestError(err) ? TAKEN_FIELD[err.message] : undefined;
        if (field) form.setFields([{ name: field, errors: [(err as Error).message] }]);
        throw err;
      });
    notify.success(msg);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={isNew ? '新增角色' : '修改角色'}
      width={520}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={EMPTY}>
        <Form.Item
          name="roleName"
          label="角色名称"
          rules={[
            { required: true, whitespace: true, message: '请输入角色名称' },
            { max: 30, message: '角色名称最多30个字符' },
          ]}
        >
          <Input maxLength={30} placeholder="请输入角色名称" />
        </Form.Item>
        <Form.Item
          name="roleCode"
          label="角色编码"
          rules={[
            { required: true, whitespace: true, message: '请输入角色编码' },
            { pattern: /^\s*[A-Za-z][A-Za-z0-9_]*\s*$/, message: '角色编码须以字母开头，只含字母、数字和下划线' },
          ]}
        >
          <Input maxLength={40} disabled={!isNew} placeholder="如 financeViewer" />
        </Form.Item>
        {ops && (
          <Form.Item name="roleConfig" label="角色端" rules={[{ required: true, message: '请选择角色端' }]}>
            <Radio.Group
              options={[
                { value: 1, label: '运营端' },
                { value: 2, label: '客户端' },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item name="remark" label="备注">
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="请输入备注" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
