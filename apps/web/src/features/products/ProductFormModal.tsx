import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal } from 'antd';
import type { ProductAdmin } from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { useSaveProduct } from './api/save-product.ts';

interface Values {
  productType: string;
  productName: string;
  routeUrl: string;
  description: string;
  sort: number;
}

export interface ProductFormModalProps {
  /** Open: null for a new product, the product to edit otherwise; undefined: closed. */
  product: ProductAdmin | null | undefined;
  onClose: () => void;
}

const EMPTY: Values = { productType: '', productName: '', routeUrl: '', description: '', sort: 0 };

/** 新增产品 / 编辑产品: the contract's rules and messages (productSave); the code is read only when editing. */
export function ProductFormModal({ product, onClose }: ProductFormModalProps) {
  const [form] = Form.useForm<Values>();
  const save = useSaveProduct();
  const open = product !== undefined;
  const isNew = product === null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(product ? { ...product } : EMPTY);
  }, [open, product, form]);

  const submit = async () => {
    const v = await form.validateFields();
    const msg = await save.mutateAsync({
      isNew,
      productType: v.productType.trim(),
      productName: v.productName.trim(),
      routeUrl: v.routeUrl.trim(),
      description: (v.description ?? '').trim(),
      sort: v.sort ?? 0,
    });
    notify.success(msg);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={isNew ? '新增产品' : '编辑产品'}
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
          name="productType"
          label="产品代码"
          rules={[
            { required: true, whitespace: true, message: '请输入产品代码' },
            { pattern: /^\s*\d{2}\s*$/, message: '产品代码为两位数字' },
          ]}
        >
          <Input maxLength={2} disabled={!isNew} placeholder="两位数字，如 08" />
        </Form.Item>
        <Form.Item
          name="productName"
          label="产品名称"
          rules={[{ required: true, whitespace: true, message: '请输入产品名称' }]}
        >
          <Input maxLength={30} placeholder="请输入产品名称" />
        </Form.Item>
        <Form.Item
          name="routeUrl"
          label="产品地址"
          rules={[
            { required: true, whitespace: true, message: '请输入产品地址' },
            { pattern: /^\s*\/[A-Za-z0-9/_-]*\s*$/, message: '产品地址须为以 / 开头的站内路径' },
          ]}
        >
          <Input maxLength={200} placeholder="如 /tax/home" />
        </Form.Item>
        <Form.Item name="description" label="描述">
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="请输入描述" />
        </Form.Item>
        <Form.Item name="sort" label="排序">
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
