import { useEffect } from 'react';
import { Form, InputNumber, Modal, Typography } from 'antd';
import {
  MODAL_WIDTH,
  TAX_AMOUNT_REQUIRED,
  TAX_PAID_AMOUNT_REQUIRED,
  TAX_PAID_AMOUNT_TOO_LOW,
  toCents,
} from '@portal/shared';
import { moneyText } from '../format.ts';
import type { TaxTask } from '../types.ts';

export interface AmountModalProps {
  task: TaxTask | null;
  /** 'filed': the tax payable is entered; 'paid': the amount paid. */
  to: 'filed' | 'paid' | null;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (amount: string) => void;
}

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/** Asks the amount a move records: 应纳税额 when filing, 缴款金额 when paying (not less than the tax payable). */
export function AmountModal({ task, to, saving, onCancel, onSubmit }: AmountModalProps) {
  const [form] = Form.useForm<{ amount: string | null }>();
  const open = Boolean(task && to);
  const filing = to === 'filed';

  useEffect(() => {
    if (open) form.setFieldsValue({ amount: filing ? (task?.taxAmount ?? null) : (task?.taxAmount ?? null) });
  }, [open, filing, task, form]);

  return (
    <Modal
      open={open}
      title={filing ? '申报' : '缴款'}
      width={MODAL_WIDTH.default}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => void form.validateFields().then((v) => onSubmit(String(v.amount)))}
    >
      {task && (
        <Typography.Paragraph type="secondary">
          {`${task.itemName} · 所属期 ${task.periodRange.replace('~', ' 至 ')}`}
          {!filing && <>{`，应纳税额 ${moneyText(task.taxAmount)} 元`}</>}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="amount"
          label={filing ? '应纳税额（元）' : '缴款金额（元）'}
          rules={[
            { required: true, message: filing ? TAX_AMOUNT_REQUIRED : TAX_PAID_AMOUNT_REQUIRED },
            {
              validator: (_r, v: string | null) => {
                if (v === null || v === undefined || v === '') return Promise.resolve();
                if (!AMOUNT.test(String(v))) return Promise.reject(new Error('金额格式不正确，最多两位小数'));
                const payable = toCents(task?.taxAmount ?? '');
                const paid = toCents(String(v));
                if (!filing && payable !== null && paid !== null && paid < payable)
                  return Promise.reject(new Error(TAX_PAID_AMOUNT_TOO_LOW));
                return Promise.resolve();
              },
            },
          ]}
        >
          <InputNumber<string>
            stringMode
            min="0"
            precision={2}
            style={{ width: '100%' }}
            placeholder="请输入金额"
            suffix="元"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
