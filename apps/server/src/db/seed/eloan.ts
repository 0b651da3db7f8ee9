/**
 * Demo data of the eLoan area (issue 3): a handful of loan applications for 国能销售集团 in every status, and one of
 * 国能神东煤炭 so that enterprise scoping is visible (and testable) with seeded data.
 */
import { loanApplications } from '../schema/eloan.ts';
import { ENT, USER } from './ids.ts';
import type { SeedLoanApplication, SeedStep } from './types.ts';

const sales = { entId: ENT.sales };
const liMing = { userId: USER.user, applicantName: '李明' };
const wangJianguo = { userId: USER.entadmin, applicantName: '王建国' };

export const SEED_LOAN_APPLICATIONS: SeedLoanApplication[] = [
  {
    id: '354000000000000001',
    ...sales,
    ...liMing,
    productType: '流动资金贷款',
    amount: '5000000.00',
    termMonths: 12,
    purpose: '采购动力煤，保障迎峰度夏期间电厂长协煤供应',
    status: '已通过',
    createdAt: '2026-01-08T10:12:00+08:00',
  },
  {
    id: '354000000000000002',
    ...sales,
    ...wangJianguo,
    productType: '供应链融资',
    amount: '12800000.00',
    termMonths: 6,
    purpose: '基于下游电厂应收账款的供应链融资，用于支付铁路运费',
    status: '已通过',
    createdAt: '2026-01-21T15:40:00+08:00',
  },
  {
    id: '354000000000000003',
    ...sales,
    ...liMing,
    productType: '固定资产贷款',
    amount: '36000000.00',
    termMonths: 60,
    purpose: '黄骅港煤炭储运基地筒仓扩建工程设备购置',
    status: '审批中',
    createdAt: '2026-02-10T09:05:00+08:00',
  },
  {
    id: '354000000000000004',
    ...sales,
    ...liMing,
    productType: '流动资金贷款',
    amount: '1500000.50',
    termMonths: 3,
    purpose: '临时周转：支付港口装卸及堆存费用',
    status: '已驳回',
    createdAt: '2026-02-26T11:30:00+08:00',
  },
  {
    id: '354000000000000005',
    ...sales,
    ...wangJianguo,
    productType: '项目贷款',
    amount: '88000000.00',
    termMonths: 120,
    purpose: '区域煤炭销售数字化交易平台建设项目',
    status: '待审批',
    createdAt: '2026-03-12T14:18:00+08:00',
  },
  {
    id: '354000000000000006',
    ...sales,
    ...liMing,
    productType: '供应链融资',
    amount: '2350000.00',
    termMonths: 9,
    purpose: '向上游煤矿预付货款，锁定二季度采购价格',
    status: '待审批',
    createdAt: '2026-03-18T16:02:00+08:00',
  },
  {
    id: '354000000000000007',
    entId: ENT.shendong,
    userId: USER.user2,
    applicantName: '吴刚',
    productType: '固定资产贷款',
    amount: '42000000.00',
    termMonths: 84,
    purpose: '综采工作面液压支架更新改造',
    status: '审批中',
    createdAt: '2026-03-05T10:00:00+08:00',
  },
];

export const seed: SeedStep = {
  area: 'eloan',
  after: ['user'],
  async run(tx) {
    await tx
      .insert(loanApplications)
      .values(SEED_LOAN_APPLICATIONS.map((l) => ({ ...l, createdAt: new Date(l.createdAt) })));
  },
};
