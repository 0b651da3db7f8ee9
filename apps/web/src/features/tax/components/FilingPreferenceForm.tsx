import { useEffect } from 'react';
import { Alert, Button, Form, InputNumber, Radio, Select, Space, Switch, Typography } from 'antd';
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { BUTTON, TAX_TASK_DIALOG } from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { useBtnPerm } from '../../../platform/permission/index.ts';
import { useSaveFilingPreference } from '../api/save-filing-preference.ts';
import { useTaxScope } from '../hooks/useTaxScope.ts';
import { useTaxTypeOptions } from '../hooks/useTaxTypeOptions.ts';
import type { FilingPreference } from '../types.ts';

/** The values a missing record starts from (the server fills the same defaults). */
export const FILING_PREFERENCE_DEFAULTS: FilingPreference = {
  remindDaysBefore: 3,
  promptCreateTask: true,
  importMode: 'replace',
  defaultTaxTypes: [],
};

/** 申报偏好设置: how early the calendar reminds, the 创建任务 prompt, how an import treats existing rows, tax types. */
export function FilingPreferenceForm({ preference }: { preference: FilingPreference | null }) {
  const scope = useTaxScope();
  const save = useSaveFilingPreference(scope);
  const mayEdit = useBtnPerm(BUTTON.tax.filingPreferenceSave);
  const { options } = useTaxTypeOptions();
  const [form] = Form.useForm<FilingPreference>();
  const initial = preference ?? FILING_PREFERENCE_DEFAULTS;

  useEffect(() => form.setFieldsValue(initial), [initial, form]);

  const submit = async (v: FilingPreference) => {
    try {
      await save.mutateAsync({ ...v, remindDaysBefore: Number(v.remindDaysBefore) });
      notify.success('保存成功');
    } catch {
      // shown by the request layer
    }
  };

  return (
    <div className="tax-form">
      {!mayEdit && (
        <Alert type="info" showIcon title="您没有修改申报偏好的权限，当前为只读。" style={{ marginBottom: 16 }} />
      )}
      <Form<FilingPreference>
        form={form}
        layout="vertical"
        initialValues={initial}
        disabled={!mayEdit || save.isPending}
        onFinish={(v) => void submit(v)}
      >
        <Typography.Title level={5} className="tax-form__section-title">
          提醒
        </Typography.Title>
        <Form.Item
          name="remindDaysBefore"
          label="申报期限前提前提醒天数"
          extra="税务日历和首页将在申报期限前这么多天开始提醒（0 表示仅在当天提醒）。"
          rules={[{ required: true, message: '请输入提醒天数' }]}
        >
          <InputNumber min={0} max={30} precision={0} suffix="天" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="promptCreateTask"
          label="进入税务任务时提示创建本季度任务"
          valuePropName="checked"
          extra={`开启后，当前季度没有任务时将弹出“${TAX_TASK_DIALOG.title}”提示。`}
        >
          <Switch checkedChildren="开启" unCheckedChildren="关闭" />
        </Form.Item>

        <Typography.Title level={5} className="tax-form__section-title">
          报表导入
        </Typography.Title>
        <Form.Item name="importMode" label="报表已有数据时导入">
          <Radio.Group
            options={[
              { value: 'replace', label: '覆盖已有数据' },
              { value: 'refuseIfFilled', label: '拒绝导入，需先清空数据' },
            ]}
          />
        </Form.Item>

        <Typography.Title level={5} className="tax-form__section-title">
          常用税种
        </Typography.Title>
        <Form.Item name="defaultTaxTypes" label="默认关注的税种" extra="创建任务提示和报表页面优先显示这些税种。">
          <Select mode="multiple" allowClear placeholder="请选择税种" options={options} style={{ maxWidth: 560 }} />
        </Form.Item>

        {mayEdit && (
          <div className="tax-pref__actions">
            <Space>
              <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending}>
                保存
              </Button>
              <Button icon={<UndoOutlined />} onClick={() => form.setFieldsValue(initial)}>
                恢复已保存的设置
              </Button>
            </Space>
          </div>
        )}
      </Form>
    </div>
  );
}
