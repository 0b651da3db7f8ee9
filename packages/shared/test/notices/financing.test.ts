import { describe, expect, it } from 'vitest';
import { financingDisplayRows, parseFinancingNoticeData } from '../../src/notices/financing.ts';

const payment = {
  realMoney: 1500000,
  realDate: '2026-03-12',
  receiveCompany: '国能销售集团有限公司',
  receiveAccount: '6222000011112222',
  notificationStatus: '已放款',
  updateDate: '2026-03-12T02:30:00Z',
};
const apply = {
  financingApplyTime: '2026-03-10 16:05:00',
  financingApplyNumber: 'RZ202603100012',
  notificationStatus: '审批通过',
};

describe('§3 financing notice data', () => {
  it.each<[string, unknown, 'payment' | 'apply' | null]>([
    ['a payment object', payment, 'payment'],
    ['a payment as JSON text', JSON.stringify(payment), 'payment'],
    ['money as text', { ...payment, realMoney: '1500000.00' }, 'payment'],
    ['an application', apply, 'apply'],
    ['an application with a numeric number', { financingApplyNumber: 20260310 }, 'apply'],
    ['another shape', { inquiryCode: 'XJ1' }, null],
    ['empty money', { realMoney: '' }, null],
    ['broken JSON', '{realMoney', null],
    ['nothing', undefined, null],
  ])('%s → %s', (_name, data, kind) => {
    const parsed = parseFinancingNoticeData(data);
    expect(parsed === null ? null : 'realMoney' in parsed ? 'payment' : 'apply').toBe(kind);
  });

  it('shows a payment as six labelled rows', () => {
    expect(financingDisplayRows(parseFinancingNoticeData(payment)!)).toEqual([
      { label: '放款金额', value: '1,500,000.00 元' },
      { label: '放款日期', value: '2026-03-12' },
      { label: '收款单位', value: '国能销售集团有限公司' },
      { label: '收款账号', value: '6222000011112222' },
      { label: '通知状态', value: '已放款' },
      { label: '更新时间', value: '2026-03-12 10:30:00' },
    ]);
  });

  it('shows an application as three labelled rows, absent values as -', () => {
    expect(
      financingDisplayRows(parseFinancingNoticeData({ financingApplyNumber: 'RZ1', notificationStatus: null })!),
    ).toEqual([
      { label: '融资申请时间', value: '-' },
      { label: '融资申请编号', value: 'RZ1' },
      { label: '通知状态', value: '-' },
    ]);
    expect(financingDisplayRows(parseFinancingNoticeData(apply)!)[0]).toEqual({
      label: '融资申请时间',
      value: '2026-03-10 16:05:00',
    });
  });

  it.each([
    [0, '0.00 元'],
    ['12,345.6', '12,345.60 元'],
    ['待定', '待定'],
  ])('money %s reads %s', (realMoney, value) => {
    expect(financingDisplayRows(parseFinancingNoticeData({ realMoney })!)[0].value).toBe(value);
  });
});
