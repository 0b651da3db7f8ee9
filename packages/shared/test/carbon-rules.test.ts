/** Carbon assets rules (carbon/rules.ts): one case per rule, table-driven. */
import { describe, expect, it } from 'vitest';
import {
  CARBON_MSG,
  carbonDefaultDeadline,
  carbonPosition,
  carbonState,
  carbonToday,
  carbonTradeAmount,
  checkCarbonSurrender,
  checkCarbonTrade,
  isCarbonOverdue,
  normalizeCarbonPrice,
  normalizeCarbonTonnes,
  validateCarbonCounterparty,
  validateCarbonTradeDate,
  validateCarbonYear,
  type CarbonLedger,
} from '../src/index.ts';

const L = (over: Partial<CarbonLedger> = {}): CarbonLedger => ({
  allocation: 1000,
  verifiedEmission: 1200,
  allowanceBought: 100,
  allowanceSold: 20,
  ccerBought: 80,
  ccerSold: 0,
  allowanceSurrendered: 0,
  ccerSurrendered: 0,
  ...over,
});
const NOW = new Date('2026-03-01T18:00:00Z'); // 2026-03-02 at +08:00

describe('carbon rules', () => {
  it.each([
    ['whole tonnes from a number', 1000, 1, 1000],
    ['whole tonnes from digit text', ' 25 ', 1, 25],
    ['a trade needs at least 1 t', 0, 1, null],
    ['a surrender line may be 0', 0, 0, 0],
    ['negative refused', -3, 0, null],
    ['fractions refused (registry unit is 1 t)', 1.5, 1, null],
    ['exponent text refused', '1e3', 1, null],
    ['not a number', 'abc', 1, null],
    ['the upper bound', 1_000_000_000, 1, 1_000_000_000],
    ['above the bound', 1_000_000_001, 1, null],
    ['infinity', Infinity, 1, null],
    ['a boolean', true, 1, null],
  ])('quantity: %s', (_rule, value, min, expected) => {
    expect(normalizeCarbonTonnes(value, min)).toBe(expected);
  });

  it.each([
    ['two places kept', '58.2', '58.20'],
    ['a number', 96.3, '96.30'],
    ['three places refused', '58.205', null],
    ['zero refused', 0, null],
    ['above 10,000 refused', '10000.01', null],
    ['10,000 allowed', 10000, '10000.00'],
    ['negative refused', '-1', null],
  ])('price: %s', (_rule, value, expected) => {
    expect(normalizeCarbonPrice(value)).toBe(expected);
  });

  it.each([
    ['today is allowed', '2026-03-02', ''],
    ['the future is refused (+08:00 today)', '2026-03-03', CARBON_MSG.dateFuture],
    ['not a real date', '2026-02-29', CARBON_MSG.dateFormat],
    ['not YYYY-MM-DD', '2026/03/01', CARBON_MSG.dateFormat],
    ['before the national market opened', '2021-07-15', CARBON_MSG.dateBeforeMarket],
    ['the opening day', '2021-07-16', ''],
  ])('trade date: %s', (_rule, value, msg) => {
    expect(validateCarbonTradeDate(value, carbonToday(NOW))).toBe(msg);
  });

  it.each([
    ['first compliance year', 2019, ''],
    ['before it', 2018, CARBON_MSG.yearRule],
    ['next year (allocation ahead)', 2027, ''],
    ['two years ahead', 2028, CARBON_MSG.yearRule],
    ['not an integer', 2025.5, CARBON_MSG.yearRule],
  ])('year: %s', (_rule, value, msg) => {
    expect(validateCarbonYear(value, NOW)).toBe(msg);
  });

  it.each([
    ['2 to 100 characters', '华能', ''],
    ['one character', '华', CARBON_MSG.counterpartyRule],
    ['blank', '   ', CARBON_MSG.counterpartyRule],
    ['control characters', 'a\u0001b', CARBON_MSG.counterpartyRule],
  ])('counterparty: %s', (_rule, value, msg) => {
    expect(validateCarbonCounterparty(value)).toBe(msg);
  });

  it.each([
    ['holdings = A + bought − sold − surrendered', L({ allowanceSurrendered: 300 }), { allowanceHeld: 780 }],
    ['CCER holdings = bought − sold − surrendered', L({ ccerSold: 10, ccerSurrendered: 30 }), { ccerHeld: 40 }],
    ['CCER cap = ⌊5 % of verified emissions⌋', L({ verifiedEmission: 1239 }), { ccerCap: 61 }],
    ['gap = E − (A + bought − sold + CCER used)', L({ ccerSurrendered: 50 }), { gap: 70, surplus: 0 }],
    ['surplus when covered beyond E', L({ verifiedEmission: 1000 }), { gap: 0, surplus: 80 }],
    ['outstanding = E − surrendered', L({ allowanceSurrendered: 500, ccerSurrendered: 50 }), { outstanding: 650 }],
    [
      'nothing is known before verification',
      L({ verifiedEmission: null }),
      { gap: null, outstanding: null, ccerCap: null },
    ],
  ])('position: %s', (_rule, ledger, expected) => {
    expect(carbonPosition(ledger)).toMatchObject(expected);
  });

  it.each([
    ['nothing surrendered: 未履约', 1200, 0, '未履约'],
    ['some surrendered: 部分履约', 1200, 1, '部分履约'],
    ['E surrendered: 已履约', 1200, 1200, '已履约'],
    ['not verified, nothing surrendered: 未履约', null, 0, '未履约'],
    ['no emissions: 已履约', 0, 0, '已履约'],
  ] as const)('state: %s', (_rule, e, surrendered, state) => {
    expect(carbonState(e, surrendered)).toBe(state);
  });

  it.each([
    ['past the deadline and not complied', '部分履约', '2025-12-31', '2026-01-01', true],
    ['on the deadline day', '未履约', '2025-12-31', '2025-12-31', false],
    ['complied is never overdue', '已履约', '2025-12-31', '2026-06-01', false],
  ] as const)('overdue: %s', (_rule, state, deadline, today, overdue) => {
    expect(isCarbonOverdue(state, deadline, today)).toBe(overdue);
  });

  it('deadline by default: 31 December of the following year', () => {
    expect(carbonDefaultDeadline(2025)).toBe('2026-12-31');
  });

  it.each([
    ['a purchase is always allowed', { side: '买入', asset: '配额', quantity: 10 ** 9 }, ''],
    ['a sale up to the holdings', { side: '卖出', asset: '配额', quantity: 1080 }, ''],
    [
      'a sale beyond the holdings',
      { side: '卖出', asset: '配额', quantity: 1081 },
      CARBON_MSG.sellOverHeld(1080, '配额'),
    ],
    [
      'a CCER sale beyond CCER held',
      { side: '卖出', asset: 'CCER', quantity: 81 },
      CARBON_MSG.sellOverHeld(80, 'CCER'),
    ],
  ] as const)('trade: %s', (_rule, trade, msg) => {
    expect(checkCarbonTrade(L(), trade)).toBe(msg);
  });

  it.each([
    ['nothing to surrender', L(), 0, 0, CARBON_MSG.surrenderEmpty],
    ['before verification', L({ verifiedEmission: null }), 1, 0, CARBON_MSG.notVerified],
    ['already complied', L({ allowanceSurrendered: 1200 }), 1, 0, CARBON_MSG.alreadyDone],
    ['beyond allowance holdings', L(), 1081, 0, CARBON_MSG.surrenderOverHeld(1080)],
    ['beyond CCER holdings', L({ ccerBought: 10 }), 0, 11, CARBON_MSG.surrenderOverCcerHeld(10)],
    ['CCER beyond 5 % of E', L(), 0, 61, CARBON_MSG.ccerOverCap(60, 0)],
    ['beyond what is still owed', L({ allocation: 2000 }), 1201, 0, CARBON_MSG.surrenderOverOutstanding(1200)],
    ['allowed: allowances and CCER within every limit', L(), 1000, 60, ''],
  ])('surrender: %s', (_rule, ledger, allowanceQty, ccerQty, msg) => {
    expect(checkCarbonSurrender(ledger, { allowanceQty, ccerQty })).toBe(msg);
  });

  it.each([
    [80_000, '68.50', '5480000.00'],
    [3, '0.01', '0.03'],
    [1_000_000_000, '10000.00', '10000000000000.00'],
  ])('amount: %d t × %s 元 = %s 元 (exact, in cents)', (q, price, amount) => {
    expect(carbonTradeAmount(q, price)).toBe(amount);
  });
});
