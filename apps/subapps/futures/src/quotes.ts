/** 示例行情: static demo quotes, clearly not live data (the futures sub-app is a routing reference). */

export interface Quote {
  code: string;
  name: string;
  exchange: string;
  last: number;
  prevSettle: number;
  volume: number;
  openInterest: number;
}

export const DEMO_QUOTES_DATE = '2026-03-20';

export const QUOTES: Quote[] = [
  {
    code: 'JM2605',
    name: '焦煤',
    exchange: '大商所',
    last: 1286.5,
    prevSettle: 1270.0,
    volume: 412_560,
    openInterest: 628_340,
  },
  {
    code: 'J2605',
    name: '焦炭',
    exchange: '大商所',
    last: 1942.0,
    prevSettle: 1958.5,
    volume: 38_214,
    openInterest: 71_920,
  },
  {
    code: 'SC2605',
    name: '原油',
    exchange: '上期能源',
    last: 548.3,
    prevSettle: 541.7,
    volume: 126_488,
    openInterest: 42_015,
  },
  {
    code: 'FU2605',
    name: '燃料油',
    exchange: '上期所',
    last: 3118.0,
    prevSettle: 3131.0,
    volume: 268_902,
    openInterest: 310_447,
  },
  {
    code: 'RB2605',
    name: '螺纹钢',
    exchange: '上期所',
    last: 3236.0,
    prevSettle: 3236.0,
    volume: 1_058_773,
    openInterest: 1_896_530,
  },
  {
    code: 'I2605',
    name: '铁矿石',
    exchange: '大商所',
    last: 786.5,
    prevSettle: 779.0,
    volume: 301_650,
    openInterest: 702_118,
  },
  {
    code: 'EC2606',
    name: '集运指数（欧线）',
    exchange: '上期能源',
    last: 1640.2,
    prevSettle: 1688.9,
    volume: 45_310,
    openInterest: 38_902,
  },
];
