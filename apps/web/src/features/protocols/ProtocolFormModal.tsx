import { useEffect, useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Select, Spin, Tabs } from 'antd';
import { PROTOCOL_CONTENT_MAX, PROTOCOL_TITLE_MAX, type ProtocolAdmin } from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { useProtocolDetail } from './api/get-protocol-detail.ts';
import { usePreviewProtocol } from './api/preview-protocol.ts';
import { useSaveProtocol } from './api/save-protocol.ts';
import { ProtocolContent } from './ProtocolContent.tsx';
import { PORTAL_AGREEMENT_LABEL, useProductNames } from './use-product-names.ts';

/** The select's value for the portal's own service agreement (productType null). */
const PORTAL = '__portal__';

interface Values {
  title: string;
  productType: string;
  sort: number;
  content: string;
}

const EMPTY: Values = { title: '', productType: PORTAL, sort: 0, content: '' };

export interface ProtocolFormModalProps {
  /** Open: null for a new protocol, the protocol to edit otherwise; undefined: closed. */
  protocol: ProtocolAdmin | null | undefined;
  onClose: () => void;
}

/**
 * 新增协议 / 修改协议: title, product (or the portal's service agreement), sort and the HTML text, with a 预览 tab that
 * shows the text as the server will keep it. Editing loads the text first; a changed text is a new version.
 */
export function ProtocolFormModal({ protocol, onClose }: ProtocolFormModalProps) {
  const [form] = Form.useForm<Values>();
  const save = useSaveProtocol();
  const preview = usePreviewProtocol();
  const products = useProductNames();
  const [tab, setTab] = useState('edit');
  const open = protocol !== undefined;
  const isNew = protocol === null;
  const detail = useProtocolDetail(open && protocol ? protocol.id : undefined);
  const loading = Boolean(protocol) && detail.isPending;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (!protocol) form.setFieldsValue(EMPTY);
  }, [open, protocol, form]);

  /** Closing leaves the form on its 编辑 tab without a preview, for the next opening. */
  const close = () => {
    setTab('edit');
    preview.reset();
    onClose();
  };

  useEffect(() => {
    if (!open || !protocol || !detail.data) return;
    const p = detail.data;
    form.setFieldsValue({ title: p.title, productType: p.productType ?? PORTAL, sort: p.sort, content: p.content });
  }, [open, protocol, detail.data, form]);

  const showTab = (key: string) => {
    setTab(key);
    if (key === 'preview') preview.mutate((form.getFieldValue('content') as string | undefined) ?? '');
  };

  const submit = async () => {
    const v = await form.validateFields();
    await save.mutateAsync({
      ...(protocol ? { id: protocol.id } : {}),
      title: v.title.trim(),
      productType: v.productType === PORTAL ? null : v.productType,
      content: v.content,
      sort: v.sort ?? 0,
    });
    notify.success('保存成功');
    close();
  };

  const productOptions = [{ value: PORTAL, label: PORTAL_AGREEMENT_LABEL }, ...products.options];
  if (protocol?.productType && !products.options.some((o) => o.value === protocol.productType)) {
    productOptions.push({ value: protocol.productType, label: products.label(protocol.productType) });
  }

  return (
    <Modal
      open={open}
      title={isNew ? '新增协议' : '修改协议'}
      width={900}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: loading }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      forceRender
    >
      <Spin spinning={loading}>
        {!isNew && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={`当前版本 v${protocol?.version ?? ''}：修改协议内容将生成新版本，已同意的用户须重新同意；仅修改名称或排序不会。`}
          />
        )}
        <Form form={form} layout="vertical" initialValues={EMPTY}>
          <Form.Item
            name="title"
            label="协议名称"
            rules={[{ required: true, whitespace: true, message: '请输入协议名称' }]}
          >
            <Input maxLength={PROTOCOL_TITLE_MAX} showCount placeholder="请输入协议名称" />
          </Form.Item>
          <Form.Item name="productType" label="所属产品" rules={[{ required: true, message: '请选择所属产品' }]}>
            <Select options={productOptions} showSearch optionFilterProp="label" />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Tabs
            activeKey={tab}
            onChange={showTab}
            items={[
              {
                key: 'edit',
                label: '编辑',
                forceRender: true,
                children: (
                  <Form.Item
                    name="content"
                    label="协议内容（HTML）"
                    extra="支持段落、标题、加粗、列表、表格和 http/https/mailto 链接；保存时将清除脚本等不安全内容。"
                    rules={[{ required: true, whitespace: true, message: '请输入协议内容' }]}
                  >
                    <Input.TextArea
                      rows={14}
                      maxLength={PROTOCOL_CONTENT_MAX}
                      placeholder="<h3>第一条 服务内容</h3><p>……</p>"
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'preview',
                label: '预览',
                children: (
                  <Spin spinning={preview.isPending}>
                    {preview.data ? (
                      <ProtocolContent html={preview.data} maxHeight={380} />
                    ) : (
                      <div style={{ minHeight: 120, color: 'rgba(0,0,0,0.45)' }}>
                        {preview.isPending ? '' : '暂无内容'}
                      </div>
                    )}
                  </Spin>
                ),
              },
            ]}
          />
        </Form>
      </Spin>
    </Modal>
  );
}
