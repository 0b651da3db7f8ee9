import { useState } from 'react';
import { DatePicker, Form, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { MODAL_WIDTH, TAX_TASK_DIALOG, defaultTaxYear } from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { useSession } from '../../../platform/session/store.ts';
import { useCreateTaxTask } from '../api/create-tax-task.ts';
import { useEntProfile } from '../api/get-ent-profile.ts';
import { useTaxPeriods } from '../api/get-tax-periods.ts';
import { periodRecordText } from '../format.ts';
import { useTaxScope } from '../hooks/useTaxScope.ts';
import { useTaxTypeOptions } from '../hooks/useTaxTypeOptions.ts';

interface Values {
  taxType?: string;
  year?: Dayjs;
  period?: string;
}

/** 新建任务: a tax type the enterprise files and one of its periods that has no task yet. */
export function CreateTaskModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const scope = useTaxScope();
  const entId = useSession((s) => s.userInfo?.entId ?? '');
  const [form] = Form.useForm<Values>();
  const taxType = Form.useWatch('taxType', form);
  const year = Form.useWatch('year', form);
  const profile = useEntProfile(scope);
  const { options, nameOf } = useTaxTypeOptions();
  const periods = useTaxPeriods(scope, taxType ?? 'all', year?.year(), open && Boolean(taxType));
  const create = useCreateTaxTask(scope);
  // §9 default tax year: until the end of May the previous year's periods (its annual CIT) are the ones being filed.
  const [initialYear] = useState(() => dayjs(`${defaultTaxYear(new Date())}-01-01`));

  const filed = profile.data?.taxTypes.map((t) => ({ value: t.taxType, label: nameOf(t.taxType) }));
  const periodOptions = (periods.data ?? [])
    .filter((p) => p.taxType === taxType && p.period)
    .map((p) => ({
      value: p.period as string,
      label: p.taskNo ? `${periodRecordText(p)}（已有任务）` : periodRecordText(p),
      disabled: Boolean(p.taskNo),
    }));

  const submit = async () => {
    const v = await form.validateFields();
    if (!v.taxType || !v.period) return;
    try {
      await create.mutateAsync({ entId, taxType: v.taxType, period: v.period });
      notify.success(TAX_TASK_DIALOG.success);
      onClose();
    } catch {
      // shown by the request layer
    }
  };

  return (
    <Modal
      open={open}
      title="新建任务"
      width={MODAL_WIDTH.default}
      okText="创建"
      cancelText="取消"
      confirmLoading={create.isPending}
      destroyOnHidden
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ year: initialYear }}>
        <Form.Item name="taxType" label="税种" rules={[{ required: true, message: '请选择税种' }]}>
          <Select
            placeholder="请选择税种"
            options={filed && filed.length ? filed : options}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={() => form.setFieldValue('period', undefined)}
          />
        </Form.Item>
        <Form.Item name="year" label="所属年度" rules={[{ required: true, message: '请选择所属年度' }]}>
          <DatePicker
            picker="year"
            format="YYYY年"
            style={{ width: '100%' }}
            allowClear={false}
            onChange={() => form.setFieldValue('period', undefined)}
          />
        </Form.Item>
        <Form.Item name="period" label="所属期" rules={[{ required: true, message: '请选择所属期' }]}>
          <Select
            placeholder={taxType ? '请选择所属期' : '请先选择税种'}
            disabled={!taxType}
            loading={periods.isFetching}
            options={periodOptions}
            notFoundContent={periods.isFetching ? '加载中…' : '该年度暂无所属期'}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
