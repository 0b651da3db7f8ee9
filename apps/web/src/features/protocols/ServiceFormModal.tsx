import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { SERVICE_DESCRIPTION_MAX, SERVICE_NAME_MAX, type ProductService } from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { useSaveService } from './api/save-service.ts';
import { useProductNames } from './use-product-names.ts';

interface Values {
  productType: string | undefined;
  serviceName: string;
  description: string;
  sort: number;
}

const EMPTY: Values = { productType: undefined, serviceName: '', description: '', sort: 0 };

export interface ServiceFormModalProps {
  /** Open: null for a new service, the service to edit otherwise; undefined: closed. */
  service: ProductService | null | undefined;
  onClose: () => void;
}

/** 新增服务 / 修改服务: the product, the name (unique within the product), a description and the sort order. */
export function ServiceFormModal({ service, onClose }: ServiceFormModalProps) {
  const [form] = Form.useForm<Values>();
  const save = useSaveService();
  const products = useProductNames();
  const open = service !== undefined;
  const isNew = service === null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(service ? { ...service } : EMPTY);
  }, [open, service, form]);

  const submit = async () => {
    const v = await form.validateFields();
    await save.mutateAsync({
      ...(service ? { id: service.id } : {}),
      productType: v.productType ?? '',
      serviceName: v.serviceName.trim(),
      description: (v.description ?? '').trim(),
      sort: v.sort ?? 0,
    });
    notify.success('保存成功');
    onClose();
  };

  const options = [...products.options];
  if (service && !options.some((o) => o.value === service.productType)) {
    options.push({ value: service.productType, label: products.label(service.productType) });
  }

  return (
    <Modal
      open={open}
      title={isNew ? '新增服务' : '修改服务'}
      width={520}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={EMPTY}>
        <Form.Item name="productType" label="所属产品" rules={[{ required: true, message: '请选择所属产品' }]}>
          <Select options={options} showSearch optionFilterProp="label" placeholder="请选择所属产品" />
        </Form.Item>
        <Form.Item
          name="serviceName"
          label="服务名称"
          rules={[{ required: true, whitespace: true, message: '请输入服务名称' }]}
        >
          <Input maxLength={SERVICE_NAME_MAX} placeholder="请输入服务名称" />
        </Form.Item>
        <Form.Item name="description" label="服务说明">
          <Input.TextArea rows={3} maxLength={SERVICE_DESCRIPTION_MAX} showCount placeholder="请输入服务说明" />
        </Form.Item>
        <Form.Item name="sort" label="排序">
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
