import { DatePicker, Form, Input, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  HOLIDAY_KINDS,
  HOLIDAY_KIND_LABELS,
  HOLIDAY_NAME_MAX,
  MODAL_WIDTH,
  holidayDayProblem,
  type HolidayKind,
  type TaxHoliday,
} from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { useSaveTaxHoliday } from '../api/save-tax-holiday.ts';

interface Values {
  date?: Dayjs;
  kind: HolidayKind;
  name: string;
}

/** 新增 / 修改 a day of the arrangement: its date (fixed when editing), 放假 or 调休上班, and its festival. */
export function HolidayDayModal({ year, day, onClose }: { year: number; day: TaxHoliday | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveTaxHoliday();

  const submit = async () => {
    const v = await form.validateFields();
    if (!v.date) return;
    try {
      const saved = await save.mutateAsync({
        date: v.date.format('YYYY-MM-DD'),
        kind: v.kind,
        name: v.name,
        editing: day !== null,
      });
      if (saved) notify.success('保存成功');
      onClose();
    } catch {
      // shown by the request layer
    }
  };

  return (
    <Modal
      open
      title={day ? '修改节假日' : '新增节假日'}
      width={MODAL_WIDTH.default}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      destroyOnHidden
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          day
            ? { date: dayjs(day.date), kind: day.kind, name: day.name }
            : { kind: 'holiday', name: '', date: undefined }
        }
      >
        <Form.Item name="date" label="日期" rules={[{ required: true, message: '请选择日期' }]}>
          <DatePicker style={{ width: '100%' }} disabled={day !== null} defaultPickerValue={dayjs(`${year}-01-01`)} />
        </Form.Item>
        <Form.Item name="kind" label="类型" rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            options={HOLIDAY_KINDS.map((k) => ({ value: k, label: HOLIDAY_KIND_LABELS[k] }))}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label="节日"
          dependencies={['date', 'kind']}
          rules={[
            { required: true, whitespace: true, message: '请输入节日名称' },
            ({ getFieldValue }) => ({
              validator: (_r, name: string) => {
                const date = getFieldValue('date') as Dayjs | undefined;
                if (!date || !name?.trim()) return Promise.resolve();
                const problem = holidayDayProblem({
                  date: date.format('YYYY-MM-DD'),
                  kind: getFieldValue('kind') as HolidayKind,
                  name,
                });
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            }),
          ]}
        >
          <Input maxLength={HOLIDAY_NAME_MAX} placeholder="如：春节、国庆节" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
