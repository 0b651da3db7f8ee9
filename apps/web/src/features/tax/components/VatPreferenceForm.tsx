import { createContext, useContext, useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Switch, Typography } from 'antd';
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import {
  BUTTON,
  VAT_PREFERENCE_LABEL as L,
  parseCommaList,
  preferenceItemsOf,
  type PreferenceIssue,
  type VatPreferenceField,
} from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { useBtnPerm } from '../../../platform/permission/index.ts';
import { useSaveVatPreference } from '../api/save-vat-preference.ts';
import {
  addDijiaIndustries,
  isOn,
  preferenceFormValues,
  preferenceItemOptions,
  preferenceToSave,
} from '../preference-form.ts';
import type { VatPreferenceRecord } from '../types.ts';
import { useTaxScope } from '../hooks/useTaxScope.ts';

type Values = Record<VatPreferenceField, string>;

/** The shared rules' messages by field, shown on each field (declared, so a field shown later shows its own too). */
const IssuesContext = createContext<ReadonlyMap<VatPreferenceField, string[]>>(new Map());

/** A field's error state and text from the last check. */
function useFieldIssue(name: VatPreferenceField): { validateStatus?: 'error'; help?: string } {
  const messages = useContext(IssuesContext).get(name);
  return messages?.length ? { validateStatus: 'error', help: messages.join('；') } : {};
}

function IssueItem(props: React.ComponentProps<typeof Form.Item> & { name: VatPreferenceField }) {
  return <Form.Item {...props} {...useFieldIssue(props.name)} />;
}

/** A '0'/'1' flag as a switch. */
function FlagItem({ name, disabled }: { name: VatPreferenceField; disabled: boolean }) {
  return (
    <IssueItem
      name={name}
      label={L[name]}
      valuePropName="checked"
      getValueProps={(v: string) => ({ checked: v === '1' })}
      normalize={(checked: boolean) => (checked ? '1' : '0')}
    >
      <Switch checkedChildren="是" unCheckedChildren="否" disabled={disabled} />
    </IssueItem>
  );
}

/**
 * A comma-separated list as tags (type and press Enter, or pick a suggestion). A preference item stored as its
 * 减免性质代码 shows as 名称（代码）, in the tags and in the suggestions.
 */
function ListItem({
  name,
  disabled,
  suggestions = [],
  required,
}: {
  name: VatPreferenceField;
  disabled: boolean;
  suggestions?: readonly string[];
  required?: boolean;
}) {
  const value = Form.useWatch(name) as string | undefined;
  const options = preferenceItemOptions([...new Set([...suggestions, ...parseCommaList(value)])]);
  return (
    <IssueItem
      name={name}
      label={L[name]}
      required={required}
      getValueProps={(v: string) => ({ value: parseCommaList(v) })}
      normalize={(list: string[]) =>
        list
          .map((s) => s.trim())
          .filter(Boolean)
          .join(',')
      }
    >
      <Select
        mode="tags"
        tokenSeparators={[',', '，']}
        placeholder="输入后按回车添加，可填多项"
        options={options}
        disabled={disabled}
        open={suggestions.length ? undefined : false}
        suffixIcon={null}
      />
    </IssueItem>
  );
}

interface SectionProps {
  flag: VatPreferenceField;
  title: string;
  hint: string;
  on: boolean;
  disabled: boolean;
  children: React.ReactNode;
}

function Section({ flag, title, hint, on, disabled, children }: SectionProps) {
  return (
    <Card size="small" className={`tax-pref__section${on ? ' tax-pref__section--on' : ''}`} title={title}>
      <Typography.Paragraph type="secondary" className="tax-pref__hint">
        {hint}
      </Typography.Paragraph>
      <FlagItem name={flag} disabled={disabled} />
      {on && children}
    </Card>
  );
}

/**
 * §3 VAT applicable preference record, every field: the flags switch their items on; hidden items are emptied on
 * save; the shared rules check the record (the same messages as the server); saved, then reloaded.
 */
export function VatPreferenceForm({ record }: { record: VatPreferenceRecord | null }) {
  const scope = useTaxScope();
  const save = useSaveVatPreference(scope);
  const mayEdit = useBtnPerm(BUTTON.tax.preferenceSave);
  const [form] = Form.useForm<Values>();
  // null until the first save: then the shared rules' messages, rechecked on every change.
  const [issues, setIssues] = useState<PreferenceIssue[] | null>(null);
  const values = Form.useWatch([], form) as Partial<Values> | undefined;
  const disabled = !mayEdit || save.isPending;
  const byField = new Map<VatPreferenceField, string[]>();
  for (const i of issues ?? []) byField.set(i.field, [...(byField.get(i.field) ?? []), i.message]);

  useEffect(() => {
    form.setFieldsValue(preferenceFormValues(record));
  }, [record, form]);

  const submit = async () => {
    const { record: toSave, issues: found } = preferenceToSave(form.getFieldsValue(true) as Partial<Values>);
    setIssues(found);
    if (found.length) {
      notify.error(found[0].message);
      form.scrollToField(found[0].field, { block: 'center' });
      return;
    }
    try {
      await save.mutateAsync(toSave);
      setIssues(null);
      notify.success('保存成功');
    } catch {
      // shown by the request layer
    }
  };

  const on = (f: VatPreferenceField) => isOn(values?.[f]);
  // The 加计抵减 rates in force for the current tax month; a saved industry whose policy has ended is pointed out.
  const industries = addDijiaIndustries();
  const savedIndustry = values?.addDijiaPolicyIndustry;
  const industryEnded = Boolean(savedIndustry) && !industries.some((i) => i.value === savedIndustry);
  const applies = on('ifApplicablePreference');

  return (
    <IssuesContext.Provider value={byField}>
      <Form<Values>
        form={form}
        initialValues={preferenceFormValues(record)}
        layout="vertical"
        className="tax-pref"
        disabled={disabled}
        onValuesChange={(changed: Partial<Values>, all) => {
          if (changed.addDijiaPolicyIndustry && !all.addDijiaPolicyRate) {
            const rate = addDijiaIndustries().find((i) => i.value === changed.addDijiaPolicyIndustry)?.rate;
            if (rate) form.setFieldValue('addDijiaPolicyRate', rate);
          }
          if (issues) setIssues(preferenceToSave(form.getFieldsValue(true) as Partial<Values>).issues);
        }}
      >
        {!mayEdit && (
          <Alert
            type="info"
            showIcon
            title="您没有修改增值税优惠设置的权限，当前为只读。"
            className="tax-pref__alert"
          />
        )}
        {issues && issues.length > 0 && (
          <Alert
            type="error"
            showIcon
            title={`有 ${issues.length} 处需要修改，请按提示调整后再保存。`}
            className="tax-pref__alert"
          />
        )}
        <Card size="small" className="tax-pref__section tax-pref__section--on" title="基本信息">
          <Row gutter={24}>
            <Col xs={24} lg={12}>
              <IssueItem name="taxBureauCity" label={L.taxBureauCity}>
                <Input placeholder="例如：北京市" maxLength={50} allowClear />
              </IssueItem>
            </Col>
            <Col xs={24} lg={12}>
              <FlagItem name="ifApplicablePreference" disabled={disabled} />
            </Col>
          </Row>
        </Card>

        {applies ? (
          <div className="tax-pref__grid">
            <Section
              flag="ifAddDijiaPolicy"
              title="加计抵减"
              hint="按当期可抵扣进项税额加计一定比例，抵减应纳税额。"
              on={on('ifAddDijiaPolicy')}
              disabled={disabled}
            >
              <IssueItem name="addDijiaPolicyIndustry" label={L.addDijiaPolicyIndustry} required>
                <Select
                  placeholder="请选择加计抵减政策行业"
                  options={industries.map((i) => ({ value: i.value, label: `${i.value}（${i.rate}%）` }))}
                  allowClear
                />
              </IssueItem>
              {industryEnded && (
                <Alert
                  type="warning"
                  showIcon
                  className="tax-pref__alert"
                  title={`“${savedIndustry}”的加计抵减政策已到期，当前不再适用，请按现行政策重新选择。`}
                />
              )}
              <IssueItem name="addDijiaPolicyRate" label={`${L.addDijiaPolicyRate}（%）`} required>
                <InputNumber<string> stringMode min="0" max="100" precision={2} style={{ width: '100%' }} suffix="%" />
              </IssueItem>
            </Section>
            <Section
              flag="ifImmediateWithdrawalItems"
              title="即征即退"
              hint="如软件产品、资源综合利用产品、风力发电等即征即退项目。"
              on={on('ifImmediateWithdrawalItems')}
              disabled={disabled}
            >
              <ListItem name="immediateWithdrawalItems" disabled={disabled} required />
              <ListItem
                name="immediateWithdrawalItemsName"
                disabled={disabled}
                suggestions={['软件产品', '资源综合利用产品及劳务', '风力发电', '管道运输服务', '有形动产融资租赁服务']}
              />
            </Section>
            <Section
              flag="ifTaxDiminishingItems"
              title="税额抵减"
              hint="如税控系统专用设备和技术维护费、残疾人就业等可抵减应纳税额的项目。"
              on={on('ifTaxDiminishingItems')}
              disabled={disabled}
            >
              <ListItem
                name="taxDiminishingItems"
                disabled={disabled}
                required
                suggestions={[
                  ...preferenceItemsOf('diminishing').map((i) => i.code),
                  '分支机构预征缴纳税款',
                  '建筑服务预征缴纳税款',
                  '销售不动产预征缴纳税款',
                  '出租不动产预征缴纳税款',
                ]}
              />
            </Section>
            <Section
              flag="ifVatExemptionItems"
              title="免税项目"
              hint="填写免税项目及其减免性质代码，两者数量应一致。"
              on={on('ifVatExemptionItems')}
              disabled={disabled}
            >
              <ListItem
                name="vatExemptionItems"
                disabled={disabled}
                required
                suggestions={preferenceItemsOf('exemption').map((i) => i.name)}
              />
              <ListItem
                name="vatExemptionItemsCode"
                disabled={disabled}
                suggestions={preferenceItemsOf('exemption').map((i) => i.code)}
              />
            </Section>
            <Section
              flag="ifVatReductionItems"
              title="减税项目"
              hint="填写减税项目及其减免性质代码，两者数量应一致。"
              on={on('ifVatReductionItems')}
              disabled={disabled}
            >
              <ListItem
                name="vatReductionItems"
                disabled={disabled}
                required
                suggestions={preferenceItemsOf('reduction').map((i) => i.name)}
              />
              <ListItem
                name="vatReductionItemsCode"
                disabled={disabled}
                suggestions={preferenceItemsOf('reduction').map((i) => i.code)}
              />
            </Section>
          </div>
        ) : (
          <Alert
            type="info"
            showIcon
            className="tax-pref__alert"
            title="未享受增值税优惠"
            description="开启“是否享受增值税优惠”后，可设置加计抵减、即征即退、税额抵减、免税和减税项目。"
          />
        )}

        {mayEdit && (
          <div className="tax-pref__actions">
            <Space>
              <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={() => void submit()}>
                保存
              </Button>
              <Button
                icon={<UndoOutlined />}
                onClick={() => {
                  form.setFieldsValue(preferenceFormValues(record));
                  setIssues(null);
                }}
              >
                恢复已保存的设置
              </Button>
            </Space>
          </div>
        )}
      </Form>
    </IssuesContext.Provider>
  );
}
