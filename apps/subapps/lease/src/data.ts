/** Demo lease contracts (示例数据): the lease sub-app is a routing and isolation reference, it has no service. */

export type ContractStatus = '履约中' | '待起租' | '已结清';

export interface LeaseContract {
  id: string;
  asset: string;
  mode: '直租' | '售后回租';
  /** 租赁本金, 元 */
  principal: number;
  termMonths: number;
  /** 年利率, % */
  rate: number;
  startDate: string;
  status: ContractStatus;
  /** Rent paid quarterly; periods already paid. */
  paidPeriods: number;
}

export const CONTRACTS: LeaseContract[] = [
  {
    id: 'ZL2025-0107',
    asset: '矿用自卸卡车 20 台',
    mode: '直租',
    principal: 46_000_000,
    termMonths: 36,
    rate: 3.65,
    startDate: '2025-03-01',
    status: '履约中',
    paidPeriods: 4,
  },
  {
    id: 'ZL2025-0213',
    asset: '综采工作面液压支架 120 架',
    mode: '售后回租',
    principal: 83_500_000,
    termMonths: 60,
    rate: 3.45,
    startDate: '2025-06-15',
    status: '履约中',
    paidPeriods: 2,
  },
  {
    id: 'ZL2025-0388',
    asset: '分布式光伏组件及逆变器（12 MW）',
    mode: '直租',
    principal: 31_200_000,
    termMonths: 96,
    rate: 3.3,
    startDate: '2025-11-01',
    status: '履约中',
    paidPeriods: 1,
  },
  {
    id: 'ZL2026-0021',
    asset: 'C80 型铁路运煤敞车 60 辆',
    mode: '直租',
    principal: 27_600_000,
    termMonths: 48,
    rate: 3.55,
    startDate: '2026-04-01',
    status: '待起租',
    paidPeriods: 0,
  },
  {
    id: 'ZL2022-0456',
    asset: '选煤厂重介分选设备',
    mode: '售后回租',
    principal: 12_800_000,
    termMonths: 36,
    rate: 4.1,
    startDate: '2022-09-01',
    status: '已结清',
    paidPeriods: 12,
  },
];

export const findContract = (id: string) => CONTRACTS.find((c) => c.id === id);

/** Equal quarterly instalments of principal and interest (等额本息). */
export function quarterlyRent(c: LeaseContract): number {
  const n = c.termMonths / 3;
  const r = c.rate / 100 / 4;
  return (c.principal * r) / (1 - (1 + r) ** -n);
}

export const yuan = (n: number) =>
  new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
export const wan = (n: number) =>
  `${new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 }).format(n / 10_000)} 万元`;
