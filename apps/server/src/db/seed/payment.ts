/**
 * Demo data of payments (支付): three bank accounts of 国能销售集团 and one of 国能神东煤炭 so enterprise
 * scoping is visible, the bank channels of the simulated bank (one 维护, one 停用), and orders in the states a user
 * leaves them in (已创建, 已撤销, 已支付, 支付失败). None is in flight (已提交, 处理中): the settlement job would
 * change it on its own a few seconds after every start, under whatever a test is checking.
 */
import { eq } from 'drizzle-orm';
import { paymentBankAccounts, paymentChannels, paymentOrders } from '../schema/payment.ts';
import { ENT, USER } from './ids.ts';
import type { SeedStep } from './types.ts';

export const PAYMENT_ACCOUNT = {
  salesIcbc: '356000000000000001',
  salesCcb: '356000000000000002',
  salesAbc: '356000000000000003',
  shendongBoc: '356000000000000004',
} as const;

export const SEED_BANK_ACCOUNTS = [
  {
    id: PAYMENT_ACCOUNT.salesIcbc,
    entId: ENT.sales,
    bankName: '中国工商银行',
    branchName: '中国工商银行北京东城支行',
    accountName: '国能销售集团有限公司',
    accountNo: '0200001009200123456',
    status: '正常',
    sort: 1,
  },
  {
    id: PAYMENT_ACCOUNT.salesCcb,
    entId: ENT.sales,
    bankName: '中国建设银行',
    branchName: '中国建设银行北京安定门支行',
    accountName: '国能销售集团有限公司',
    accountNo: '11050110360000007788',
    status: '正常',
    sort: 2,
  },
  {
    id: PAYMENT_ACCOUNT.salesAbc,
    entId: ENT.sales,
    bankName: '中国农业银行',
    branchName: '中国农业银行黄骅港支行',
    accountName: '国能销售集团有限公司黄骅港分公司',
    accountNo: '50750001040012345',
    status: '正常',
    sort: 3,
  },
  {
    id: PAYMENT_ACCOUNT.shendongBoc,
    entId: ENT.shendong,
    bankName: '中国银行',
    branchName: '中国银行鄂尔多斯伊金霍洛旗支行',
    accountName: '国能神东煤炭集团有限责任公司',
    accountNo: '152236894512',
    status: '正常',
    sort: 1,
  },
];

export const PAYMENT_CHANNEL = {
  icbcWeb: '357000000000000001',
  icbcBest: '357000000000000002',
  ccbWeb: '357000000000000003',
  ccbBest: '357000000000000004',
  abcWeb: '357000000000000005',
  abcBest: '357000000000000006',
  bocWeb: '357000000000000007',
  bocBest: '357000000000000008',
} as const;

const channel = (
  id: string,
  bankName: string,
  channelType: string,
  status: string,
  single: string,
  daily: string,
  sort: number,
) => ({
  id,
  bankName,
  channelType,
  status,
  singleLimit: single,
  dailyLimit: daily,
  sort,
});

export const SEED_CHANNELS = [
  channel(PAYMENT_CHANNEL.icbcWeb, '中国工商银行', '网银', '正常', '50000000.00', '200000000.00', 1),
  channel(PAYMENT_CHANNEL.icbcBest, '中国工商银行', '翼支付', '正常', '500000.00', '2000000.00', 2),
  channel(PAYMENT_CHANNEL.ccbWeb, '中国建设银行', '网银', '正常', '20000000.00', '100000000.00', 3),
  channel(PAYMENT_CHANNEL.ccbBest, '中国建设银行', '翼支付', '维护', '500000.00', '2000000.00', 4),
  channel(PAYMENT_CHANNEL.abcWeb, '中国农业银行', '网银', '停用', '10000000.00', '50000000.00', 5),
  channel(PAYMENT_CHANNEL.abcBest, '中国农业银行', '翼支付', '正常', '200000.00', '1000000.00', 6),
  channel(PAYMENT_CHANNEL.bocWeb, '中国银行', '网银', '正常', '30000000.00', '100000000.00', 7),
  channel(PAYMENT_CHANNEL.bocBest, '中国银行', '翼支付', '正常', '500000.00', '2000000.00', 8),
];

interface SeedOrder {
  id: string;
  entId: string;
  userId: string;
  creatorName: string;
  channelId: string;
  channelType: string;
  payerAccountId: string;
  payeeName: string;
  payeeAccountNo: string;
  payeeBank: string;
  amount: string;
  purpose: string;
  status: string;
  failReason?: string;
  createdAt: string;
  /** Submitted (and, when final, finished) this many minutes after creation. */
  finishedAfterMin?: number;
}

const liMing = { entId: ENT.sales, userId: USER.user, creatorName: '李明' };
const icbcWeb = { channelId: PAYMENT_CHANNEL.icbcWeb, channelType: '网银', payerAccountId: PAYMENT_ACCOUNT.salesIcbc };
const icbcBest = {
  channelId: PAYMENT_CHANNEL.icbcBest,
  channelType: '翼支付',
  payerAccountId: PAYMENT_ACCOUNT.salesIcbc,
};
const ccbWeb = { channelId: PAYMENT_CHANNEL.ccbWeb, channelType: '网银', payerAccountId: PAYMENT_ACCOUNT.salesCcb };
const ccbBest = { channelId: PAYMENT_CHANNEL.ccbBest, channelType: '翼支付', payerAccountId: PAYMENT_ACCOUNT.salesCcb };

export const SEED_ORDERS: SeedOrder[] = [
  {
    id: '358000000000000001',
    ...liMing,
    ...icbcWeb,
    payeeName: '国能黄骅港务有限责任公司',
    payeeAccountNo: '0409003109300045678',
    payeeBank: '中国工商银行黄骅支行',
    amount: '1286500.00',
    purpose: '支付一季度港口装卸及堆存费',
    status: '已支付',
    createdAt: '2026-03-02T09:20:00+08:00',
    finishedAfterMin: 3,
  },
  {
    id: '358000000000000002',
    ...liMing,
    ...ccbWeb,
    payeeName: '朔黄铁路发展有限责任公司',
    payeeAccountNo: '13001625108050012345',
    payeeBank: '中国建设银行肃宁支行',
    amount: '3520000.50',
    purpose: '支付铁路运费',
    status: '已支付',
    createdAt: '2026-03-15T14:05:00+08:00',
    finishedAfterMin: 5,
  },
  {
    id: '358000000000000003',
    ...liMing,
    ...icbcBest,
    payeeName: '鄂尔多斯市昊华精煤有限责任公司',
    payeeAccountNo: '6228480012345678',
    payeeBank: '中国农业银行鄂尔多斯分行',
    amount: '86000.00',
    purpose: '动力煤采购预付款',
    status: '已支付',
    createdAt: '2026-03-20T10:30:00+08:00',
    finishedAfterMin: 1,
  },
  {
    id: '358000000000000004',
    ...liMing,
    ...ccbBest,
    payeeName: '天津港第二港埠有限公司',
    payeeAccountNo: '12050166500009876',
    payeeBank: '中国建设银行天津港支行',
    amount: '45800.00',
    purpose: '支付码头作业费',
    status: '支付失败',
    failReason: '支付通道维护中，银行未受理',
    createdAt: '2026-03-21T16:45:00+08:00',
    finishedAfterMin: 1,
  },
  {
    id: '358000000000000005',
    ...liMing,
    ...icbcWeb,
    payeeName: '北京中煤检测技术有限公司',
    payeeAccountNo: '0200004509200066666',
    payeeBank: '中国工商银行北京朝阳支行',
    amount: '12800.00',
    purpose: '煤质化验检测费',
    status: '已创建',
    createdAt: '2026-03-25T11:00:00+08:00',
  },
  {
    id: '358000000000000006',
    ...liMing,
    ...icbcBest,
    payeeName: '河北沧州运输有限公司',
    payeeAccountNo: '6222020409001234567',
    payeeBank: '中国工商银行沧州分行',
    amount: '23000.00',
    purpose: '短途汽运运费',
    status: '已撤销',
    createdAt: '2026-03-26T08:40:00+08:00',
    finishedAfterMin: 10,
  },
  {
    id: '358000000000000007',
    ...liMing,
    ...icbcWeb,
    payeeName: '国能信息技术有限公司',
    payeeAccountNo: '0200001009200090000',
    payeeBank: '中国工商银行北京西城支行',
    amount: '158000.00',
    purpose: '销售平台运维服务费',
    status: '支付失败',
    failReason: '收款账号不存在，银行退回',
    createdAt: '2026-03-28T15:10:00+08:00',
    finishedAfterMin: 2,
  },
  {
    id: '358000000000000008',
    entId: ENT.shendong,
    userId: USER.user2,
    creatorName: '吴刚',
    channelId: PAYMENT_CHANNEL.bocWeb,
    channelType: '网银',
    payerAccountId: PAYMENT_ACCOUNT.shendongBoc,
    payeeName: '郑州煤矿机械集团股份有限公司',
    payeeAccountNo: '256712345678',
    payeeBank: '中国银行郑州分行',
    amount: '2450000.00',
    purpose: '液压支架配件采购款',
    status: '已支付',
    createdAt: '2026-03-10T10:00:00+08:00',
    finishedAfterMin: 2,
  },
];

const later = (iso: string, min: number) => new Date(new Date(iso).getTime() + min * 60_000);

export const seed: SeedStep = {
  area: 'payment',
  after: ['user'],
  async run(tx) {
    await tx.insert(paymentBankAccounts).values(SEED_BANK_ACCOUNTS);
    await tx.insert(paymentChannels).values(SEED_CHANNELS);
    await tx.insert(paymentOrders).values(
      SEED_ORDERS.map(({ finishedAfterMin, ...o }) => {
        const createdAt = new Date(o.createdAt);
        const done = finishedAfterMin === undefined ? null : later(o.createdAt, finishedAfterMin);
        const sent = o.status !== '已创建' && o.status !== '已撤销';
        return {
          ...o,
          orderNo: `FK${o.id}`,
          requestId: `seed-${o.id}`,
          requestHash: 'seed',
          createdAt,
          submittedAt: sent ? (done ?? createdAt) : null,
          finishedAt: done,
          bankSerial: o.status === '已支付' ? `SIM${o.id}` : null,
          receiptNo: o.status === '已支付' ? `HD${o.id}` : null,
        };
      }),
    );
    // The settlement checks a channel when it settles an order on it: a channel's 最近检测时间 is its latest one.
    const checked = new Map<string, Date>();
    for (const o of SEED_ORDERS) {
      if (o.finishedAfterMin === undefined) continue;
      const done = later(o.createdAt, o.finishedAfterMin);
      const prev = checked.get(o.channelId);
      if (!prev || done > prev) checked.set(o.channelId, done);
    }
    for (const [id, at] of checked) {
      await tx.update(paymentChannels).set({ lastCheckAt: at }).where(eq(paymentChannels.id, id));
    }
  },
};
