/**
 * Carbon assets (碳资产, §1; product code 06): the rules of an enterprise's carbon account per compliance year, shared
 * by the server (validation, the refusals, the list's state) and the sub-apps' forms.
 *
 * The account of a compliance year (履约年度) Y holds, in whole tonnes of CO2e:
 * - A   free allowances allocated for Y (配额分配, entered by operations);
 * - E   verified emissions of Y (核查排放量, entered by operations; unknown until verified);
 * - Ba, Sa  allowances bought and sold in trades booked to Y; Bc, Sc  CCER bought and sold;
 * - Qa, Qc  allowances and CCER surrendered toward Y's obligation (清缴).
 *
 * Derived (carbonPosition):
 * - 持有配额 allowanceHeld = A + Ba − Sa − Qa (what can still be sold or surrendered);
 * - 持有CCER ccerHeld = Bc − Sc − Qc;
 * - CCER cap = ⌊E × 5 %⌋: the national rule lets CCER offset at most 5 % of verified emissions;
 * - 已清缴 surrendered = Qa + Qc; 待清缴 outstanding = max(0, E − surrendered);
 * - 缺口 gap = max(0, E − (A + Ba − Sa + Qc)): what the enterprise must still acquire to cover E with what it was
 *   allocated, its net purchases and the CCER it used; 盈余 surplus is the opposite excess;
 * - state: 已履约 when surrendered ≥ E (E known), 部分履约 when something is surrendered, else 未履约;
 *   overdue (已逾期) when the deadline (清缴截止日) has passed and the year is not 已履约.
 *
 * Quantities are whole tonnes (the national registry's unit): a positive integer up to 1,000,000,000 for a trade;
 * prices are 元 per tonne with at most two decimals.
 */
import { DISPLAY_TZ_OFFSET_MINUTES } from '../constants.ts';
import { CARBON_MSG } from './messages.ts';

export const CARBON_PRODUCT_CODE = '06';
export const CARBON_TRADE_SIDES = ['买入', '卖出'] as const;
export type CarbonTradeSide = (typeof CARBON_TRADE_SIDES)[number];
/** 配额 the national allowance (CEA); CCER the certified voluntary emission reductions. */
export const CARBON_ASSETS = ['配额', 'CCER'] as const;
export type CarbonAsset = (typeof CARBON_ASSETS)[number];
export const CARBON_STATES = ['未履约', '部分履约', '已履约'] as const;
export type CarbonState = (typeof CARBON_STATES)[number];

export const CARBON_QTY_MAX = 1_000_000_000;
export const CARBON_PRICE_MAX = 10_000;
export const CARBON_CCER_CAP_PERCENT = 5;
/** The national market's first compliance period covers 2019–2020. */
export const CARBON_FIRST_YEAR = 2019;
/** The national carbon market opened for trading on this day: no trade is dated earlier. */
export const CARBON_MARKET_OPEN = '2021-07-16';

/** Today's date (YYYY-MM-DD) at +08:00 (§9), whatever the machine's zone. */
export function carbonToday(now: Date = new Date()): string {
  return new Date(now.getTime() + DISPLAY_TZ_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The latest compliance year that may be entered: the next one (allocations are announced ahead). */
export function carbonMaxYear(now: Date = new Date()): number {
  return Number(carbonToday(now).slice(0, 4)) + 1;
}

export function validateCarbonYear(value: unknown, now: Date = new Date()): string {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= CARBON_FIRST_YEAR &&
    value <= carbonMaxYear(now)
    ? ''
    : CARBON_MSG.yearRule;
}

/** Default 清缴截止日 of year Y: 31 December of Y + 1. */
export function carbonDefaultDeadline(year: number): string {
  return `${year + 1}-12-31`;
}

const INT_TEXT = /^\d{1,10}$/;

/** Whole tonnes in [min, CARBON_QTY_MAX] from a JSON number or a digit string, else null ("1.5", "1e3", -1 refused). */
export function normalizeCarbonTonnes(value: unknown, min = 1): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = String(value).trim();
  if (!INT_TEXT.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= CARBON_QTY_MAX ? n : null;
}

export function validateCarbonQuantity(value: unknown): string {
  return normalizeCarbonTonnes(value) === null ? CARBON_MSG.quantityRule : '';
}

// Checked on the decimal text, not the float (as the loan amount).
const PRICE_TEXT = /^\d{1,5}(\.\d{1,2})?$/;

/** The price as two-place text ("58.20"), or null when not in (0, 10000] with at most two decimals. */
export function normalizeCarbonPrice(value: unknown): string | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = String(value).trim();
  if (!PRICE_TEXT.test(text)) return null;
  const n = Number(text);
  if (!(n > 0) || n > CARBON_PRICE_MAX) return null;
  const [int, frac = ''] = text.split('.');
  return `${String(Number(int))}.${frac.padEnd(2, '0')}`;
}

export function validateCarbonPrice(value: unknown): string {
  return normalizeCarbonPrice(value) === null ? CARBON_MSG.priceRule : '';
}

/** A real calendar date written YYYY-MM-DD. */
export function isCarbonDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A trade's date: a real date, not before the market opened, not after today (+08:00). */
export function validateCarbonTradeDate(value: unknown, today: string = carbonToday()): string {
  if (!isCarbonDate(value)) return CARBON_MSG.dateFormat;
  if (value > today) return CARBON_MSG.dateFuture;
  if (value < CARBON_MARKET_OPEN) return CARBON_MSG.dateBeforeMarket;
  return '';
}

/** 2 to 100 characters after trimming, no control characters. */
export function validateCarbonCounterparty(value: unknown): string {
  if (typeof value !== 'string') return CARBON_MSG.counterpartyRule;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return CARBON_MSG.counterpartyRule;
  const n = [...value.trim()].length;
  return n >= 2 && n <= 100 ? '' : CARBON_MSG.counterpartyRule;
}

/** What an account has recorded (see the file's comment for the letters). */
export interface CarbonLedger {
  allocation: number;
  verifiedEmission: number | null;
  allowanceBought: number;
  allowanceSold: number;
  ccerBought: number;
  ccerSold: number;
  allowanceSurrendered: number;
  ccerSurrendered: number;
}

export interface CarbonPosition {
  allowanceHeld: number;
  ccerHeld: number;
  /** null until the emissions are verified. */
  ccerCap: number | null;
  surrendered: number;
  outstanding: number | null;
  gap: number | null;
  surplus: number | null;
  state: CarbonState;
}

export function carbonCcerCap(verifiedEmission: number): number {
  return Math.floor((verifiedEmission * CARBON_CCER_CAP_PERCENT) / 100);
}

export function carbonState(verifiedEmission: number | null, surrendered: number): CarbonState {
  if (verifiedEmission !== null && surrendered >= verifiedEmission) return '已履约';
  return surrendered > 0 ? '部分履约' : '未履约';
}

export function carbonPosition(l: CarbonLedger): CarbonPosition {
  const E = l.verifiedEmission;
  const surrendered = l.allowanceSurrendered + l.ccerSurrendered;
  const covered = l.allocation + l.allowanceBought - l.allowanceSold + l.ccerSurrendered;
  return {
    allowanceHeld: l.allocation + l.allowanceBought - l.allowanceSold - l.allowanceSurrendered,
    ccerHeld: l.ccerBought - l.ccerSold - l.ccerSurrendered,
    ccerCap: E === null ? null : carbonCcerCap(E),
    surrendered,
    outstanding: E === null ? null : Math.max(0, E - surrendered),
    gap: E === null ? null : Math.max(0, E - covered),
    surplus: E === null ? null : Math.max(0, covered - E),
    state: carbonState(E, surrendered),
  };
}

/** Overdue: the deadline has passed (after that day, +08:00) and the year is not 已履约. */
export function isCarbonOverdue(state: CarbonState, deadline: string, today: string = carbonToday()): boolean {
  return state !== '已履约' && today > deadline;
}

/** A trade against the account: '' when allowed, else why not (a sale beyond what is held). */
export function checkCarbonTrade(
  l: CarbonLedger,
  t: { side: CarbonTradeSide; asset: CarbonAsset; quantity: number },
): string {
  if (t.side === '买入') return '';
  const p = carbonPosition(l);
  const held = t.asset === '配额' ? p.allowanceHeld : p.ccerHeld;
  return t.quantity > held ? CARBON_MSG.sellOverHeld(held, t.asset) : '';
}

/** A surrender toward the year's obligation: '' when allowed, else the first rule it breaks. */
export function checkCarbonSurrender(l: CarbonLedger, s: { allowanceQty: number; ccerQty: number }): string {
  if (s.allowanceQty + s.ccerQty <= 0) return CARBON_MSG.surrenderEmpty;
  if (l.verifiedEmission === null) return CARBON_MSG.notVerified;
  const p = carbonPosition(l);
  if (p.state === '已履约') return CARBON_MSG.alreadyDone;
  if (s.allowanceQty > p.allowanceHeld) return CARBON_MSG.surrenderOverHeld(p.allowanceHeld);
  if (s.ccerQty > p.ccerHeld) return CARBON_MSG.surrenderOverCcerHeld(p.ccerHeld);
  const cap = carbonCcerCap(l.verifiedEmission);
  if (l.ccerSurrendered + s.ccerQty > cap) return CARBON_MSG.ccerOverCap(cap, l.ccerSurrendered);
  if (s.allowanceQty + s.ccerQty > (p.outstanding ?? 0)) return CARBON_MSG.surrenderOverOutstanding(p.outstanding ?? 0);
  return '';
}

/** A trade's amount (元, two-place text) = quantity × price, computed in cents so no float error creeps in. */
export function carbonTradeAmount(quantity: number, price: string): string {
  const cents = BigInt(quantity) * BigInt(price.replace('.', ''));
  const s = cents.toString().padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
}

const TONNES = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Tonnes with thousands separators (§9): 1205400 → "1,205,400"; null (not verified yet) → "-". */
export function formatCarbonTonnes(n: number | null | undefined): string {
  return n === null || n === undefined ? '-' : TONNES.format(n);
}
