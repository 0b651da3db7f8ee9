/**
 * Demo data of the factoring area (保理): applications of 国能销售集团 in every state — paid out, approved and waiting
 * for the payment, two waiting for the review (each with its running `factoringReview` instance and the operator's
 * open task, so ops has to-dos), rejected with its opinion, withdrawn — and one of 国能神东煤炭 so that enterprise
 * scoping is visible (and testable) with seeded data.
 */
import { factoringApplications, factoringHistory, factoringInvoices } from '../schema/factoring.ts';
import { workflowHistory, workflowInstances, workflowTasks } from '../schema/workflow.ts';
import { ENT, USER } from './ids.ts';
import type { SeedStep } from './types.ts';

interface SeedInvoice {
  invoiceNo: string;
  invoiceDate: string;
  amount: string;
  dueDate: string;
}
interface SeedStatusLine {
  status: string;
  action: string;
  operatorName: string;
  opinion?: string;
  at: string;
}
export interface SeedFactoringApplication {
  id: string;
  applyNo: string;
  entId: string;
  entName: string;
  userId: string;
  applicantName: string;
  buyerName: string;
  buyerCreditCode: string;
  amount: string;
  termDays: number;
  receiveAccount: string;
  status: string;
  invoices: SeedInvoice[];
  history: SeedStatusLine[];
  realMoney?: string;
  realDate?: string;
  payAccount?: string;
  createdAt: string;
}

const SALES = { entId: ENT.sales, entName: '国能销售集团有限公司' };
const LI_MING = { userId: USER.user, applicantName: '李明' };
const WANG = { userId: USER.entadmin, applicantName: '王建国' };
const ACCOUNT = '中国工商银行北京西城支行 0200 0012 3456 7890 123';

export const SEED_FACTORING_APPLICATIONS: SeedFactoringApplication[] = [
  {
    id: '365000000000000001',
    applyNo: 'FA2026011200000001',
    ...SALES,
    ...LI_MING,
    buyerName: '华能国际电力股份有限公司',
    buyerCreditCode: '911100001000010001',
    amount: '8000000.00',
    termDays: 180,
    receiveAccount: ACCOUNT,
    status: '已放款',
    invoices: [
      { invoiceNo: '04412001', invoiceDate: '2026-01-05', amount: '5600000.00', dueDate: '2026-07-05' },
      { invoiceNo: '04412002', invoiceDate: '2026-01-06', amount: '4400000.00', dueDate: '2026-07-06' },
    ],
    history: [
      { status: '待审核', action: '提交申请', operatorName: '李明', at: '2026-01-12T09:30:00+08:00' },
      {
        status: '已通过',
        action: '审核通过',
        operatorName: '赵丽',
        opinion: '债务人资信良好，发票真实有效',
        at: '2026-01-13T15:10:00+08:00',
      },
      {
        status: '已放款',
        action: '登记放款',
        operatorName: '赵丽',
        opinion: '放款金额 8000000.00 元，收款账号 0200001234567890123',
        at: '2026-01-15T10:00:00+08:00',
      },
    ],
    realMoney: '8000000.00',
    realDate: '2026-01-15',
    payAccount: '0200001234567890123',
    createdAt: '2026-01-12T09:30:00+08:00',
  },
  {
    id: '365000000000000002',
    applyNo: 'FA2026030200000002',
    ...SALES,
    ...LI_MING,
    buyerName: '山东电力燃料有限公司',
    buyerCreditCode: '913700001630450002',
    amount: '3500000.00',
    termDays: 90,
    receiveAccount: ACCOUNT,
    status: '已通过',
    invoices: [{ invoiceNo: '37100088', invoiceDate: '2026-02-20', amount: '4200000.00', dueDate: '2026-05-20' }],
    history: [
      { status: '待审核', action: '提交申请', operatorName: '李明', at: '2026-03-02T10:20:00+08:00' },
      { status: '已通过', action: '审核通过', operatorName: '赵丽', opinion: '同意', at: '2026-03-03T11:00:00+08:00' },
    ],
    createdAt: '2026-03-02T10:20:00+08:00',
  },
  {
    id: '365000000000000003',
    applyNo: 'FA2026031800000003',
    ...SALES,
    ...LI_MING,
    buyerName: '陕西延长石油（集团）有限责任公司',
    buyerCreditCode: '916100007197080005',
    amount: '12000000.00',
    termDays: 120,
    receiveAccount: ACCOUNT,
    status: '待审核',
    invoices: [
      { invoiceNo: '61000000000000000101', invoiceDate: '2026-03-10', amount: '7000000.00', dueDate: '2026-07-10' },
      { invoiceNo: '61000000000000000102', invoiceDate: '2026-03-12', amount: '6500000.50', dueDate: '2026-07-12' },
    ],
    history: [{ status: '待审核', action: '提交申请', operatorName: '李明', at: '2026-03-18T14:05:00+08:00' }],
    createdAt: '2026-03-18T14:05:00+08:00',
  },
  {
    id: '365000000000000004',
    applyNo: 'FA2026032500000004',
    ...SALES,
    ...WANG,
    buyerName: '中国大唐集团有限公司',
    buyerCreditCode: '91110000710935000J',
    amount: '2000000.00',
    termDays: 60,
    receiveAccount: ACCOUNT,
    status: '待审核',
    invoices: [{ invoiceNo: '11020066', invoiceDate: '2026-03-20', amount: '2500000.00', dueDate: '2026-05-20' }],
    history: [{ status: '待审核', action: '提交申请', operatorName: '王建国', at: '2026-03-25T09:00:00+08:00' }],
    createdAt: '2026-03-25T09:00:00+08:00',
  },
  {
    id: '365000000000000005',
    applyNo: 'FA2026020900000005',
    ...SALES,
    ...LI_MING,
    buyerName: '天津港（集团）有限公司',
    buyerCreditCode: '911200001031000003',
    amount: '1500000.00',
    termDays: 30,
    receiveAccount: ACCOUNT,
    status: '已驳回',
    invoices: [{ invoiceNo: '12005501', invoiceDate: '2026-02-01', amount: '1600000.00', dueDate: '2026-03-01' }],
    history: [
      { status: '待审核', action: '提交申请', operatorName: '李明', at: '2026-02-09T16:40:00+08:00' },
      {
        status: '已驳回',
        action: '审核驳回',
        operatorName: '赵丽',
        opinion: '发票到期日过近，请补充贸易合同后重新申请',
        at: '2026-02-10T10:30:00+08:00',
      },
    ],
    createdAt: '2026-02-09T16:40:00+08:00',
  },
  {
    id: '365000000000000006',
    applyNo: 'FA2026022600000006',
    ...SALES,
    ...LI_MING,
    buyerName: '华能国际电力股份有限公司',
    buyerCreditCode: '911100001000010001',
    amount: '600000.00',
    termDays: 45,
    receiveAccount: ACCOUNT,
    status: '已撤回',
    invoices: [{ invoiceNo: '04412077', invoiceDate: '2026-02-20', amount: '800000.00', dueDate: '2026-04-06' }],
    history: [
      { status: '待审核', action: '提交申请', operatorName: '李明', at: '2026-02-26T08:50:00+08:00' },
      { status: '已撤回', action: '撤回申请', operatorName: '李明', at: '2026-02-26T09:30:00+08:00' },
    ],
    createdAt: '2026-02-26T08:50:00+08:00',
  },
  {
    id: '365000000000000007',
    applyNo: 'FA2026032000000007',
    entId: ENT.shendong,
    entName: '国能神东煤炭集团有限责任公司',
    userId: USER.user2,
    applicantName: '吴刚',
    buyerName: '中国大唐集团有限公司',
    buyerCreditCode: '91110000710935000J',
    amount: '9000000.00',
    termDays: 150,
    receiveAccount: '中国建设银行鄂尔多斯分行 1505 0000 6666 8888',
    status: '待审核',
    invoices: [{ invoiceNo: '15008801', invoiceDate: '2026-03-15', amount: '9600000.00', dueDate: '2026-08-15' }],
    history: [{ status: '待审核', action: '提交申请', operatorName: '吴刚', at: '2026-03-20T13:15:00+08:00' }],
    createdAt: '2026-03-20T13:15:00+08:00',
  },
];

const LIVE = new Set(['待审核', '已通过', '已放款']);
const cents = (a: string) => Math.round(Number(a) * 100);

export const seed: SeedStep = {
  area: 'factoring',
  after: ['user'],
  async run(tx) {
    for (const [n, a] of SEED_FACTORING_APPLICATIONS.entries()) {
      const createdAt = new Date(a.createdAt);
      const serial = String(n + 1).padStart(4, '0');
      // A waiting application has its running review: the operator's open task (migration 0017's definition).
      const processInstId = a.status === '待审核' ? `36530000000000${serial}` : null;
      const total = a.invoices.reduce((s, i) => s + cents(i.amount), 0);
      await tx.insert(factoringApplications).values({
        id: a.id,
        applyNo: a.applyNo,
        entId: a.entId,
        userId: a.userId,
        entName: a.entName,
        applicantName: a.applicantName,
        buyerName: a.buyerName,
        buyerCreditCode: a.buyerCreditCode,
        invoiceCount: a.invoices.length,
        invoiceTotal: (total / 100).toFixed(2),
        amount: a.amount,
        termDays: a.termDays,
        receiveAccount: a.receiveAccount,
        status: a.status,
        processInstId,
        realMoney: a.realMoney ?? null,
        realDate: a.realDate ?? null,
        payAccount: a.payAccount ?? null,
        createdAt,
        updatedAt: new Date(a.history[a.history.length - 1].at),
      });
      await tx.insert(factoringInvoices).values(
        a.invoices.map((inv, i) => ({
          id: `36510000000${serial}${String(i).padStart(3, '0')}`,
          applicationId: a.id,
          entId: a.entId,
          sort: i,
          live: LIVE.has(a.status),
          ...inv,
        })),
      );
      await tx.insert(factoringHistory).values(
        a.history.map((h, i) => ({
          id: `36520000000${serial}${String(i).padStart(3, '0')}`,
          applicationId: a.id,
          status: h.status,
          action: h.action,
          operatorName: h.operatorName,
          opinion: h.opinion ?? '',
          at: new Date(h.at),
        })),
      );
      if (!processInstId) continue;
      await tx.insert(workflowInstances).values({
        processInstId,
        defKey: 'factoringReview',
        defVersion: 1,
        bizType: 'factoringReview',
        bizCode: a.id,
        title: `保理融资申请 ${a.applyNo}（${a.buyerName}）`,
        applicantId: a.userId,
        applicantName: a.applicantName,
        entId: a.entId,
        status: 'running',
        currentStep: 0,
        currentNode: 'review',
        version: 1,
        createdAt,
        updatedAt: createdAt,
      });
      await tx.insert(workflowTasks).values({
        id: `36540000000000${serial}`,
        processInstId,
        nodeId: 'review',
        taskName: '保理业务审核',
        actorKind: 'operationsRole',
        roleCode: 'operator',
        assigneeUserId: null,
        entId: a.entId,
        applicantId: a.userId,
        createdAt,
      });
      await tx.insert(workflowHistory).values({
        id: `36550000000000${serial}`,
        processInstId,
        taskName: '提交申请',
        userId: a.userId,
        userName: a.applicantName,
        endTime: createdAt,
        message: '',
        operationType: '提交',
      });
    }
  },
};
