import { useEffect } from 'react';
import { Alert, Button, Col, Descriptions, Form, Input, Row, Select, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import {
  BUTTON,
  TAX_PERIODICITY,
  taxpayerTypeLabel,
  vatPeriodicity,
  vatPeriodicityIssue,
  type Periodicity,
} from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { useBtnPerm } from '../../../platform/permission/index.ts';
import { useSaveEntProfile } from '../api/save-ent-profile.ts';
import { useTaxScope } from '../hooks/useTaxScope.ts';
import { useTaxTypeOptions } from '../hooks/useTaxTypeOptions.ts';
import type { TaxEntProfile, TaxEntProfileInput } from '../types.ts';

const PERIODICITY_OPTIONS: { value: Periodicity; label: string }[] = [
  { value: 'monthly', label: '按月' },
  { value: 'quarterly', label: '按季' },
  { value: 'yearly', label: '按年' },
];

const PHONE = /^[\d\-+() ]{5,20}$/;

/** The tax type code of VAT, whose periodicity the taxpayer type decides. */
const VAT = '01';

/** The editable part of the profile, as the form holds it. */
export function profileFormValues(p: TaxEntProfile | null): TaxEntProfileInput {
  return {
    taxBureau: p?.taxBureau ?? '',
    legalRepresentative: p?.legalRepresentative ?? '',
    financeContact: p?.financeContact ?? '',
    financePhone: p?.financePhone ?? '',
    registeredAddress: p?.registeredAddress ?? '',
    taxTypes: p?.taxTypes.map((t) => ({ ...t })) ?? [],
  };
}

/** 企业档案: registration facts (read only) and what the enterprise maintains: contacts, address, tax types filed. */
export function EntProfileForm({ profile }: { profile: TaxEntProfile | null }) {
  const scope = useTaxScope();
  const save = useSaveEntProfile(scope);
  const mayEdit = useBtnPerm(BUTTON.tax.profileSave);
  const { options } = useTaxTypeOptions();
  const [form] = Form.useForm<TaxEntProfileInput>();

  useEffect(() => form.setFieldsValue(profileFormValues(profile)), [profile, form]);

  const submit = async (v: TaxEntProfileInput) => {
    try {
      await save.mutateAsync({
        ...v,
        taxBureau: v.taxBureau.trim(),
        legalRepresentative: v.legalRepresentative.trim(),
        financeContact: v.financeContact.trim(),
        financePhone: v.financePhone.trim(),
        registeredAddress: v.registeredAddress.trim(),
      });
      notify.success('保存成功');
    } catch {
      // shown by the request layer
    }
  };

  const text = (max: number, label: string, min = 1) => [
    { required: true, whitespace: true, message: `请输入${label}` },
    { min, message: `${label}至少${min}个字符` },
    { max, message: `${label}不能超过${max}个字符` },
  ];

  return (
    <div className="tax-form">
      <Typography.Title level={5} className="tax-form__section-title">
        登记信息
      </Typography.Title>
      <Descriptions
        column={{ xs: 1, lg: 3 }}
        size="middle"
        items={[
          { key: 'name', label: '企业名称', children: profile?.entName ?? '-' },
          { key: 'code', label: '统一社会信用代码', children: profile?.socialCreditCode ?? '-' },
          {
            key: 'type',
            label: '纳税人类型',
            children: profile ? <Tag color="blue">{taxpayerTypeLabel(profile.taxpayerType)}</Tag> : '-',
          },
        ]}
      />
      {!mayEdit && (
        <Alert type="info" showIcon title="您没有修改企业档案的权限，当前为只读。" style={{ margin: '8px 0 16px' }} />
      )}
      <Form<TaxEntProfileInput>
        form={form}
        layout="vertical"
        disabled={!mayEdit || save.isPending}
        onFinish={(v) => void submit(v)}
        scrollToFirstError
      >
        <Typography.Title level={5} className="tax-form__section-title">
          经营与联系信息
        </Typography.Title>
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            <Form.Item name="taxBureau" label="主管税务机关" rules={text(100, '主管税务机关')}>
              <Input maxLength={100} placeholder="例如：国家税务总局北京市朝阳区税务局" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="legalRepresentative" label="法定代表人" rules={text(30, '法定代表人')}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="financeContact" label="财务负责人" rules={text(30, '财务负责人')}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item
              name="financePhone"
              label="财务联系电话"
              rules={[...text(20, '财务联系电话', 5), { pattern: PHONE, message: '请输入正确的联系电话' }]}
            >
              <Input maxLength={20} placeholder="手机或座机，如 010-12345678" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="registeredAddress" label="注册地址" rules={text(200, '注册地址')}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
        </Row>

        <Typography.Title level={5} className="tax-form__section-title">
          登记税种
        </Typography.Title>
        <Form.List
          name="taxTypes"
          rules={[
            {
              validator: async (_r, list: TaxEntProfileInput['taxTypes'] | undefined) => {
                const types = (list ?? []).map((t) => t?.taxType).filter(Boolean);
                if (new Set(types).size !== types.length) throw new Error('同一税种只能登记一次');
                if (types.length > 20) throw new Error('最多登记20个税种');
              },
            },
          ]}
        >
          {(items, { add, remove }, { errors }) => (
            <div className="tax-profile__types">
              {items.map((item) => (
                <Space key={item.key} align="baseline" className="tax-profile__type-row">
                  <Form.Item
                    name={[item.name, 'taxType']}
                    rules={[{ required: true, message: '请选择税种' }]}
                    style={{ width: 260 }}
                  >
                    <Select
                      placeholder="请选择税种"
                      options={options}
                      showSearch={{ optionFilterProp: 'label' }}
                      onChange={(t: string) =>
                        form.setFieldValue(
                          ['taxTypes', item.name, 'periodicity'],
                          t === VAT ? vatPeriodicity(profile?.taxpayerType) : (TAX_PERIODICITY[t] ?? 'monthly'),
                        )
                      }
                    />
                  </Form.Item>
                  <Form.Item
                    name={[item.name, 'periodicity']}
                    rules={[
                      { required: true, message: '请选择申报周期' },
                      // VAT as the taxpayer type allows (a general taxpayer monthly): said as soon as it is chosen,
                      // the same message the server refuses the save with.
                      ({ getFieldValue }) => ({
                        validator: async (_r, periodicity: Periodicity | undefined) => {
                          if (getFieldValue(['taxTypes', item.name, 'taxType']) !== VAT || !periodicity) return;
                          const issue = vatPeriodicityIssue(profile?.taxpayerType, periodicity);
                          if (issue) throw new Error(issue);
                        },
                      }),
                    ]}
                    dependencies={[['taxTypes', item.name, 'taxType']]}
                    style={{ width: 140 }}
                  >
                    <Select placeholder="申报周期" options={PERIODICITY_OPTIONS} />
                  </Form.Item>
                  {mayEdit && (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => remove(item.name)}
                      aria-label="删除该税种"
                    />
                  )}
                </Space>
              ))}
              {items.length === 0 && <Typography.Text type="secondary">尚未登记税种</Typography.Text>}
              <Form.ErrorList errors={errors} />
              {mayEdit && (
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ taxType: undefined, periodicity: 'monthly' })}
                  style={{ width: 412 }}
                >
                  添加税种
                </Button>
              )}
            </div>
          )}
        </Form.List>

        {mayEdit && (
          <div className="tax-pref__actions">
            <Space>
              <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending}>
                保存
              </Button>
              <Button icon={<UndoOutlined />} onClick={() => form.setFieldsValue(profileFormValues(profile))}>
                恢复已保存的信息
              </Button>
            </Space>
          </div>
        )}
      </Form>
    </div>
  );
}
