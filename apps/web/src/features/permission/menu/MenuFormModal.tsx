import { useEffect } from 'react';
import { Col, Form, Input, InputNumber, Modal, Radio, Row, Switch } from 'antd';
import type { MenuItem, MenuTree } from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { useAddMenu } from '../api/menu-add.ts';
import { useUpdateMenu } from '../api/menu-update.ts';

interface Values {
  menuName: string;
  frontEndName: string;
  routeUrl: string;
  icon: string;
  button: 0 | 1;
  perms: string;
  hidden: boolean;
  ifRouteHidden: boolean;
  ifIntOrExt: 0 | 1;
  productType: string;
  sort: number | null;
  remark: string;
}

/** What the form is open for: a new entry under `parent` (null: a top-level menu), or an existing one. */
export type MenuEditing = { mode: 'add'; parent: MenuItem | null } | { mode: 'edit'; menu: MenuItem };

export interface MenuFormModalProps {
  /** undefined: closed. */
  editing: MenuEditing | undefined;
  tree: MenuTree;
  onClose: () => void;
}

const EMPTY: Values = {
  menuName: '',
  frontEndName: '',
  routeUrl: '',
  icon: '',
  button: 0,
  perms: '',
  hidden: false,
  ifRouteHidden: false,
  ifIntOrExt: 0,
  productType: '',
  sort: 0,
  remark: '',
};

const valuesOf = (m: MenuItem): Values => ({
  menuName: m.menuName,
  frontEndName: m.frontEndName ?? '',
  routeUrl: m.routeUrl ?? '',
  icon: m.icon ?? '',
  button: m.button,
  perms: m.perms ?? '',
  hidden: m.hidden ?? false,
  ifRouteHidden: m.ifRouteHidden ?? false,
  ifIntOrExt: m.ifIntOrExt ?? 0,
  productType: m.productType ?? '',
  sort: m.sort ?? 0,
  remark: m.remark ?? '',
});

/** Optional text as the contract takes it: trimmed, null when empty. */
const text = (v: string | undefined | null): string | null => v?.trim() || null;

/** The contract's menu fields (menuAdd / menuUpdate) from the form. */
function fieldsOf(v: Values) {
  return {
    menuName: v.menuName.trim(),
    frontEndName: text(v.frontEndName),
    routeUrl: text(v.routeUrl),
    icon: text(v.icon),
    button: v.button,
    perms: text(v.perms),
    hidden: v.hidden,
    ifRouteHidden: v.ifRouteHidden,
    ifIntOrExt: v.ifIntOrExt,
    productType: text(v.productType),
    sort: v.sort ?? 0,
    remark: text(v.remark),
  };
}

const PERMS_PATTERN = /^\s*[A-Za-z][A-Za-z0-9:_-]*\s*$/;

/**
 * 新增菜单 / 修改菜单: the contract's fields and messages (menuAdd, menuUpdate); the parent is shown read only. A
 * button entry (button 1) needs its permission code.
 */
export function MenuFormModal({ editing, tree, onClose }: MenuFormModalProps) {
  const [form] = Form.useForm<Values>();
  const add = useAddMenu();
  const update = useUpdateMenu();
  const open = editing !== undefined;
  const menu = editing?.mode === 'edit' ? editing.menu : undefined;
  const parentName = editing?.mode === 'add' ? (editing.parent?.menuName ?? '') : (editing?.menu.parentName ?? '');

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(menu ? valuesOf(menu) : EMPTY);
  }, [open, menu, form]);

  const submit = async () => {
    if (!editing) return;
    const v = await form.validateFields();
    const msg =
      editing.mode === 'edit'
        ? await update.mutateAsync({
            menuId: editing.menu.menuId,
            parentId: editing.menu.parentId ?? null,
            ...fieldsOf(v),
          })
        : await add.mutateAsync({ tree, parentId: editing.parent?.menuId ?? null, ...fieldsOf(v) });
    notify.success(msg);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={menu ? '修改菜单' : '新增菜单'}
      width={720}
      okText="保存"
      cancelText="取消"
      confirmLoading={add.isPending || update.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={EMPTY}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label="上级菜单">
              <Input value={parentName || '无（顶级菜单）'} disabled aria-label="上级菜单" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="button" label="类型">
              <Radio.Group
                options={[
                  { value: 0, label: '菜单' },
                  { value: 1, label: '按钮' },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="menuName"
              label="菜单名称"
              rules={[
                { required: true, whitespace: true, message: '请输入菜单名称' },
                { max: 30, message: '菜单名称最多30个字符' },
              ]}
            >
              <Input maxLength={30} placeholder="请输入菜单名称" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="perms"
              label="权限码"
              dependencies={['button']}
              rules={[
                ({ getFieldValue }) => ({
                  required: getFieldValue('button') === 1,
                  whitespace: true,
                  message: '请输入权限码',
                }),
                { pattern: PERMS_PATTERN, message: '权限码只能含字母、数字、冒号、下划线和连字符' },
              ]}
            >
              <Input maxLength={60} placeholder="如 menu:op:add" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="frontEndName" label="前端名称">
              <Input maxLength={50} placeholder="请输入前端名称" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="routeUrl" label="路由">
              <Input maxLength={300} placeholder="如 /tax/home" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="icon" label="图标">
              <Input maxLength={50} placeholder="请输入图标名称" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="productType"
              label="产品代码"
              rules={[{ pattern: /^\s*\d{2}\s*$/, message: '产品代码为两位数字' }]}
            >
              <Input maxLength={2} placeholder="两位数字，如 01" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="ifIntOrExt" label="链接类型">
              <Radio.Group
                options={[
                  { value: 0, label: '站内' },
                  { value: 1, label: '外链' },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="sort" label="排序">
              <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="hidden" label="隐藏菜单" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="ifRouteHidden" label="隐藏路由" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label="备注">
              <Input.TextArea rows={2} maxLength={200} showCount placeholder="请输入备注" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
