import { useState } from 'react';
import { App, Form, Input, Modal, Radio, Select } from 'antd';
import {
  COMPANY_PLATES,
  childLevel,
  isPlateRequired,
  isRootOrgNode,
  orgChangeRequired,
  validateCreditCode,
  type OrgNode,
} from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { useAddOrg } from '../api/add-org.ts';
import { useUpdateOrg } from '../api/update-org.ts';

/** 新增下级 under `node`, or 编辑 `node`. */
export type OrgFormTarget = { mode: 'add'; parent: OrgNode } | { mode: 'edit'; node: OrgNode };

export interface OrgFormModalProps {
  target: OrgFormTarget;
  onClose: () => void;
  /** After a save, with the node saved. */
  onSaved: (node: OrgNode | undefined) => void;
}

interface Values {
  customerRegisterName: string;
  socialcreditcode: string;
  cat: string | undefined;
  status: 0 | 1;
}

const PLATE_OPTIONS = COMPANY_PLATES.map((p) => ({ value: p.code, label: p.name }));

/** Not worded by the spec: the confirmation of a direct 注销. */
export function cancelConfirmText(name: string): string {
  return `确定注销「${name}」吗？注销后该单位在组织树中显示为已注销，其下级单位不受影响。`;
}

/**
 * The direct upkeep of the tree (button org:edit): 新增下级 (organization/addOrg) and 编辑 (organization/updateOrg:
 * name, credit code, plate, and 在用 / 已注销). The plate is required where §5 requires it (a company under a
 * level-2 parent); a credit code, when given, is checked like the change form's. Setting 已注销 asks first.
 */
export function OrgFormModal({ target, onClose, onSaved }: OrgFormModalProps) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const add = useAddOrg();
  const update = useUpdateOrg();
  const node = target.mode === 'edit' ? target.node : null;
  const level = target.mode === 'add' ? childLevel(target.parent.companyLevel) : target.node.companyLevel;
  const plateRequired = isPlateRequired(level);
  const canCancel = !!node && !isRootOrgNode(node);

  const initial: Values = {
    customerRegisterName: node?.customerRegisterName ?? '',
    socialcreditcode: node?.socialcreditcode ?? '',
    cat: node?.cat || undefined,
    status: node?.status === 0 ? 0 : 1,
  };

  const send = async (v: Values) => {
    setSaving(true);
    try {
      const body = {
        customerRegisterName: v.customerRegisterName.trim(),
        socialcreditcode: v.socialcreditcode.trim().toUpperCase() || undefined,
        cat: v.cat || undefined,
      };
      const saved =
        target.mode === 'add'
          ? await add.mutateAsync({ parentCustomerCode: target.parent.customerCode, ...body })
          : await update.mutateAsync({
              customerCode: target.node.customerCode,
              ...body,
              ...(canCancel ? { status: v.status } : {}),
            });
      notify.success(target.mode === 'add' ? '新增成功' : '保存成功');
      onSaved(saved);
      onClose();
    } catch {
      // The request layer showed why; the form stays.
    } finally {
      setSaving(false);
    }
  };

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    if (node && node.status !== 0 && values.status === 0) {
      void modal.confirm({
        title: '注销单位',
        content: cancelConfirmText(node.customerRegisterName),
        okText: '确定注销',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: () => send(values),
      });
      return;
    }
    await send(values);
  };

  return (
    <Modal
      open
      title={target.mode === 'add' ? `新增下级单位（${target.parent.customerRegisterName}）` : '编辑单位'}
      width={560}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={initial} className="org-form">
        <Form.Item
          name="customerRegisterName"
          label="单位名称"
          rules={[{ required: true, whitespace: true, message: orgChangeRequired('companyName') }]}
        >
          <Input maxLength={100} placeholder="请输入单位名称" />
        </Form.Item>
        <Form.Item
          name="socialcreditcode"
          label="统一社会信用代码"
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const text = (value ?? '').trim();
                const message = text ? validateCreditCode(text) : '';
                return message ? Promise.reject(new Error(message)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input maxLength={30} placeholder="请输入统一社会信用代码" />
        </Form.Item>
        <Form.Item
          name="cat"
          label="板块"
          extra={plateRequired ? undefined : '上级单位为二级单位时必选'}
          rules={[{ required: plateRequired, message: orgChangeRequired('plate') }]}
        >
          <Select allowClear placeholder="请选择板块" options={PLATE_OPTIONS} />
        </Form.Item>
        {canCancel && (
          <Form.Item name="status" label="状态">
            <Radio.Group
              options={[
                { value: 1, label: '在用' },
                { value: 0, label: '已注销' },
              ]}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
