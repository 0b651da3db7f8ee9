import { useEffect } from 'react';
import { Alert, Button, Drawer, Form, Input, Select, Skeleton, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { ProductAdmin, ProductHomeContent } from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { useProductHomeDetail } from './api/get-product-home-detail.ts';
import { useProductNewsChannels } from './api/get-product-news-channels.ts';
import { useSaveProductHome } from './api/save-product-home.ts';

interface Values extends ProductHomeContent {
  brand: string;
  introduction: string;
  workspaceUrl: string;
  newsSubjectId: string;
}

const EMPTY: Values = {
  brand: '',
  introduction: '',
  workspaceUrl: '',
  newsSubjectId: '',
  features: [],
  limits: [],
  steps: [],
  documents: [],
  contact: { name: '', phone: '', email: '' },
};

/** A list of one-line texts (办理流程, 所需材料) with 添加 and remove. */
function TextList({
  name,
  label,
  placeholder,
  max,
}: {
  name: string;
  label: string;
  placeholder: string;
  max: number;
}) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <Form.Item label={label}>
          {fields.map((f) => (
            <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
              <Form.Item name={f.name} rules={[{ required: true, whitespace: true, message: `请输入${label}` }]}>
                <Input placeholder={placeholder} maxLength={60} style={{ width: 420 }} />
              </Form.Item>
              <MinusCircleOutlined aria-label="删除" onClick={() => remove(f.name)} />
            </Space>
          ))}
          {fields.length < max && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')}>
              添加
            </Button>
          )}
        </Form.Item>
      )}
    </Form.List>
  );
}

/** A list of pairs (产品特点: title and text; 额度与利率: label and value). */
function PairList({ name, label, keys }: { name: string; label: string; keys: [string, string, string, string] }) {
  const [k1, p1, k2, p2] = keys;
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <Form.Item label={label}>
          {fields.map((f) => (
            <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
              <Form.Item name={[f.name, k1]} rules={[{ required: true, whitespace: true, message: `请输入${p1}` }]}>
                <Input placeholder={p1} maxLength={20} style={{ width: 150 }} />
              </Form.Item>
              <Form.Item name={[f.name, k2]} rules={[{ required: true, whitespace: true, message: `请输入${p2}` }]}>
                <Input placeholder={p2} maxLength={120} style={{ width: 330 }} />
              </Form.Item>
              <MinusCircleOutlined aria-label="删除" onClick={() => remove(f.name)} />
            </Space>
          ))}
          {fields.length < 8 && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ [k1]: '', [k2]: '' })}>
              添加
            </Button>
          )}
        </Form.Item>
      )}
    </Form.List>
  );
}

/**
 * 首页 of a product on the product administration: what its home (/finance/eXxx) says — brand, introduction,
 * features, limits and rates, steps, documents, contact — its on-line service and its news channel. The server checks
 * every field again (productHomeSave).
 */
export function ProductHomeFormDrawer({ product, onClose }: { product: ProductAdmin | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const detail = useProductHomeDetail(product?.productType ?? null);
  const channels = useProductNewsChannels(product !== null);
  const save = useSaveProductHome();

  useEffect(() => {
    if (!product || detail.isPending || detail.isError) return;
    const h = detail.data;
    form.resetFields();
    form.setFieldsValue(
      h
        ? {
            ...h.content,
            brand: h.brand,
            introduction: h.introduction,
            workspaceUrl: h.workspaceUrl ?? '',
            newsSubjectId: h.newsSubjectId ?? '',
          }
        : EMPTY,
    );
  }, [product, detail.isPending, detail.isError, detail.data, form]);

  const submit = async () => {
    if (!product) return;
    const v = await form.validateFields();
    const msg = await save.mutateAsync({
      productType: product.productType,
      brand: v.brand.trim(),
      introduction: v.introduction.trim(),
      workspaceUrl: (v.workspaceUrl ?? '').trim(),
      newsSubjectId: v.newsSubjectId ?? '',
      content: {
        features: v.features ?? [],
        limits: v.limits ?? [],
        steps: v.steps ?? [],
        documents: v.documents ?? [],
        contact: { ...v.contact, email: (v.contact.email ?? '').trim() },
      },
    });
    notify.success(msg);
    onClose();
  };

  return (
    <Drawer
      open={product !== null}
      title={product ? `产品首页：${product.productName}` : ''}
      width={720}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button
            type="primary"
            loading={save.isPending}
            disabled={detail.isPending || detail.isError}
            onClick={() => void submit().catch(() => undefined)}
          >
            保存
          </Button>
        </Space>
      }
    >
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : detail.isError ? (
        <Alert
          type="error"
          showIcon
          title="产品首页信息加载失败"
          action={
            <Button size="small" onClick={() => void detail.refetch()}>
              重新加载
            </Button>
          }
        />
      ) : (
        <Form form={form} layout="vertical" initialValues={EMPTY}>
          <Form.Item
            label="产品品牌"
            name="brand"
            rules={[{ required: true, whitespace: true, message: '请输入产品品牌' }]}
          >
            <Input maxLength={20} placeholder="如：国能e融" />
          </Form.Item>
          <Form.Item
            label="产品介绍"
            name="introduction"
            rules={[{ required: true, whitespace: true, message: '请输入产品介绍' }]}
          >
            <Input.TextArea maxLength={1000} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
          </Form.Item>
          <PairList name="features" label="产品特点" keys={['title', '特点标题', 'text', '特点说明']} />
          <PairList name="limits" label="额度、期限与利率" keys={['label', '项目名称', 'value', '项目内容']} />
          <TextList name="steps" label="办理流程" placeholder="流程步骤" max={10} />
          <TextList name="documents" label="所需材料" placeholder="材料名称" max={20} />
          <Space size="middle" wrap>
            <Form.Item
              label="联系人"
              name={['contact', 'name']}
              rules={[{ required: true, whitespace: true, message: '请输入联系人' }]}
            >
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item
              label="联系电话"
              name={['contact', 'phone']}
              rules={[{ required: true, whitespace: true, message: '请输入联系电话' }]}
            >
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item label="邮箱" name={['contact', 'email']} rules={[{ type: 'email', message: '邮箱格式不正确' }]}>
              <Input maxLength={60} />
            </Form.Item>
          </Space>
          <Form.Item
            label="线上服务地址"
            name="workspaceUrl"
            extra="已开通的企业在产品首页点击「进入」打开的页面，如 /efactoring；留空表示线下办理"
          >
            <Input maxLength={200} placeholder="/efactoring" />
          </Form.Item>
          <Form.Item label="产品资讯栏目" name="newsSubjectId">
            <Select
              allowClear
              loading={channels.isPending}
              placeholder="选择新闻站点的栏目"
              options={[
                { value: '', label: '不显示资讯' },
                ...(channels.data ?? []).map((c) => ({ value: c.id, label: c.subjectName })),
              ]}
            />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
