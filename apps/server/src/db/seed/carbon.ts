/**
 * Demo data of the carbon area (§1 carbon assets): five compliance years of 国能销售集团 (fully complied, partly
 * complied before its deadline, allocated but not yet verified) with trades and surrenders, and two years each of
 * 国能神东煤炭 (complied; not yet surrendered) and 国能宁夏煤业 (partly complied and overdue), so the pages, the
 * operations list's filters and the product home are not empty. An account's running totals are summed from its
 * trades and surrenders here, as the server keeps them.
 */
import { carbonDefaultDeadline, carbonTradeAmount, type CarbonAsset, type CarbonTradeSide } from '@portal/shared';
import { carbonAccounts, carbonSurrenders, carbonTrades } from '../schema/carbon.ts';
import { ENT, USER } from './ids.ts';
import type { SeedStep } from './types.ts';

export interface SeedCarbonAccount {
  id: string;
  entId: string;
  year: number;
  allocation: number;
  verifiedEmission: number | null;
}
export interface SeedCarbonTrade {
  id: string;
  accountId: string;
  side: CarbonTradeSide;
  asset: CarbonAsset;
  tradeDate: string;
  counterparty: string;
  quantity: number;
  price: string;
}
export interface SeedCarbonSurrender {
  id: string;
  accountId: string;
  allowanceQty: number;
  ccerQty: number;
  /** ISO 8601 with the +08:00 offset */
  createdAt: string;
}

const acc = (n: number) => `37060000000000${String(n).padStart(4, '0')}`;
const trd = (n: number) => `37061000000000${String(n).padStart(4, '0')}`;
const sur = (n: number) => `37062000000000${String(n).padStart(4, '0')}`;

export const SEED_CARBON_ACCOUNTS: SeedCarbonAccount[] = [
  { id: acc(1), entId: ENT.sales, year: 2022, allocation: 1_200_000, verifiedEmission: 1_250_000 },
  { id: acc(2), entId: ENT.sales, year: 2023, allocation: 1_180_000, verifiedEmission: 1_236_500 },
  { id: acc(3), entId: ENT.sales, year: 2024, allocation: 1_150_000, verifiedEmission: 1_198_000 },
  { id: acc(4), entId: ENT.sales, year: 2025, allocation: 1_120_000, verifiedEmission: 1_205_400 },
  { id: acc(5), entId: ENT.sales, year: 2026, allocation: 1_100_000, verifiedEmission: null },
  { id: acc(6), entId: ENT.shendong, year: 2024, allocation: 2_600_000, verifiedEmission: 2_540_000 },
  { id: acc(7), entId: ENT.shendong, year: 2025, allocation: 2_550_000, verifiedEmission: 2_610_000 },
  { id: acc(8), entId: ENT.ningxia, year: 2024, allocation: 3_900_000, verifiedEmission: 4_050_000 },
  { id: acc(9), entId: ENT.ningxia, year: 2025, allocation: 3_850_000, verifiedEmission: null },
];

export const SEED_CARBON_TRADES: SeedCarbonTrade[] = [
  {
    id: trd(1),
    accountId: acc(1),
    side: '买入',
    asset: '配额',
    tradeDate: '2023-05-16',
    counterparty: '华能国际电力股份有限公司',
    quantity: 60_000,
    price: '55.00',
  },
  {
    id: trd(2),
    accountId: acc(1),
    side: '买入',
    asset: 'CCER',
    tradeDate: '2023-09-21',
    counterparty: '中国三峡新能源（集团）股份有限公司',
    quantity: 50_000,
    price: '42.00',
  },
  {
    id: trd(3),
    accountId: acc(2),
    side: '买入',
    asset: '配额',
    tradeDate: '2024-03-12',
    counterparty: '大唐国际发电股份有限公司',
    quantity: 80_000,
    price: '68.50',
  },
  {
    id: trd(4),
    accountId: acc(2),
    side: '卖出',
    asset: '配额',
    tradeDate: '2024-09-05',
    counterparty: '华电国际电力股份有限公司',
    quantity: 20_000,
    price: '79.20',
  },
  {
    id: trd(5),
    accountId: acc(3),
    side: '买入',
    asset: 'CCER',
    tradeDate: '2025-06-18',
    counterparty: '龙源电力集团股份有限公司',
    quantity: 40_000,
    price: '85.00',
  },
  {
    id: trd(6),
    accountId: acc(3),
    side: '买入',
    asset: '配额',
    tradeDate: '2025-08-20',
    counterparty: '国家电投集团碳资产管理有限公司',
    quantity: 30_000,
    price: '96.30',
  },
  {
    id: trd(7),
    accountId: acc(4),
    side: '买入',
    asset: '配额',
    tradeDate: '2026-04-09',
    counterparty: '华润电力控股有限公司',
    quantity: 50_000,
    price: '72.80',
  },
  {
    id: trd(8),
    accountId: acc(4),
    side: '卖出',
    asset: '配额',
    tradeDate: '2026-07-15',
    counterparty: '浙江浙能电力股份有限公司',
    quantity: 10_000,
    price: '88.10',
  },
  {
    id: trd(9),
    accountId: acc(6),
    side: '卖出',
    asset: '配额',
    tradeDate: '2025-07-02',
    counterparty: '华能国际电力股份有限公司',
    quantity: 50_000,
    price: '90.50',
  },
];

export const SEED_CARBON_SURRENDERS: SeedCarbonSurrender[] = [
  { id: sur(1), accountId: acc(1), allowanceQty: 1_200_000, ccerQty: 50_000, createdAt: '2023-12-08T14:20:00+08:00' },
  { id: sur(2), accountId: acc(2), allowanceQty: 1_236_500, ccerQty: 0, createdAt: '2024-12-10T10:05:00+08:00' },
  { id: sur(3), accountId: acc(3), allowanceQty: 1_158_000, ccerQty: 40_000, createdAt: '2025-12-15T16:40:00+08:00' },
  { id: sur(4), accountId: acc(4), allowanceQty: 600_000, ccerQty: 0, createdAt: '2026-10-20T09:30:00+08:00' },
  { id: sur(5), accountId: acc(6), allowanceQty: 2_540_000, ccerQty: 0, createdAt: '2025-12-02T11:00:00+08:00' },
  { id: sur(6), accountId: acc(8), allowanceQty: 3_900_000, ccerQty: 0, createdAt: '2025-12-29T15:10:00+08:00' },
];

/** Who entered an enterprise's demo trades and surrenders. */
const OPERATOR: Record<string, { userId: string; operatorName: string }> = {
  [ENT.sales]: { userId: USER.user, operatorName: '李明' },
  [ENT.shendong]: { userId: USER.user2, operatorName: '吴刚' },
  [ENT.ningxia]: { userId: USER.ops, operatorName: '赵丽' },
};

/** An account's running totals, summed from its demo trades and surrenders. */
export function seedTotals(accountId: string) {
  const trades = SEED_CARBON_TRADES.filter((t) => t.accountId === accountId);
  const total = (side: CarbonTradeSide, asset: CarbonAsset) =>
    trades.filter((t) => t.side === side && t.asset === asset).reduce((n, t) => n + t.quantity, 0);
  const surrenders = SEED_CARBON_SURRENDERS.filter((s) => s.accountId === accountId);
  return {
    allowanceBought: total('买入', '配额'),
    allowanceSold: total('卖出', '配额'),
    ccerBought: total('买入', 'CCER'),
    ccerSold: total('卖出', 'CCER'),
    allowanceSurrendered: surrenders.reduce((n, s) => n + s.allowanceQty, 0),
    ccerSurrendered: surrenders.reduce((n, s) => n + s.ccerQty, 0),
  };
}

export const seed: SeedStep = {
  area: 'carbon',
  after: ['user'],
  async run(tx) {
    const account = (id: string) => SEED_CARBON_ACCOUNTS.find((a) => a.id === id)!;
    await tx.insert(carbonAccounts).values(
      SEED_CARBON_ACCOUNTS.map((a) => ({
        ...a,
        ...seedTotals(a.id),
        deadline: carbonDefaultDeadline(a.year),
        createdAt: new Date(`${a.year}-03-01T09:00:00+08:00`),
      })),
    );
    await tx.insert(carbonTrades).values(
      SEED_CARBON_TRADES.map((t) => {
        const a = account(t.accountId);
        return {
          ...t,
          ...OPERATOR[a.entId],
          entId: a.entId,
          year: a.year,
          amount: carbonTradeAmount(t.quantity, t.price),
          createdAt: new Date(`${t.tradeDate}T10:00:00+08:00`),
        };
      }),
    );
    await tx.insert(carbonSurrenders).values(
      SEED_CARBON_SURRENDERS.map((s) => {
        const a = account(s.accountId);
        return {
          ...s,
          ...OPERATOR[a.entId],
          entId: a.entId,
          year: a.year,
          status: '已清缴',
          createdAt: new Date(s.createdAt),
        };
      }),
    );
  },
};
