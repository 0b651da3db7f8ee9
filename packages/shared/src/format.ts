/**
 * Number, phone, account and date display helpers of §3 and §9. Dates are shown at +08:00 whatever the
 * machine's own time zone (DISPLAY_TZ_OFFSET_MINUTES).
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { DISPLAY_TZ_OFFSET_MINUTES } from './constants.ts';

dayjs.extend(utc);

/** Rounds half away from zero at `decimals` places on the decimal text, so 1.005 → 1.01 (toFixed gives 1.00). */
function roundHalfUp(value: number, decimals: number): number {
  const abs = Math.abs(value);
  let r = Number(`${Math.round(Number(`${abs}e${decimals}`))}e-${decimals}`);
  // Exponent notation (below 1e-6 or from 1e21) breaks the text shift; plain arithmetic is enough there.
  if (!Number.isFinite(r)) r = Math.round(abs * 10 ** decimals) / 10 ** decimals;
  const rounded = value < 0 ? -r : r;
  return rounded === 0 ? 0 : rounded; // no "-0.00"
}

const groupers = new Map<number, Intl.NumberFormat>();
function group(value: number, decimals: number): string {
  let f = groupers.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    groupers.set(decimals, f);
  }
  return f.format(roundHalfUp(value, decimals));
}

/** §9 chart axis/label numbers: 亿 from 100 million, 万 from 10 thousand (2 decimals), else unchanged. */
export function formatChartNumber(n: number): string {
  const abs = Math.abs(n);
  // 99,999,999 rounds to 10000.00万: show it as 1.00亿 instead.
  if (abs >= 1e8 || roundHalfUp(abs / 1e4, 2) >= 1e4) return `${roundHalfUp(n / 1e8, 2).toFixed(2)}亿`;
  if (abs >= 1e4) return `${roundHalfUp(n / 1e4, 2).toFixed(2)}万`;
  return String(n);
}

export interface FormatNumberOptions {
  /** Digits after the point, default 2. */
  decimals?: number;
  /** Ratio shown as a percentage: 0.1234 → 12.34%. */
  percent?: boolean;
  /** Amount shown in units of ten thousand (万), without a suffix: the column header carries the unit. */
  tenThousand?: boolean;
  /** Zero, null, undefined and '' read '-' (default true); when false they read as 0. */
  zeroAsHyphen?: boolean;
}

/** §9 number helper: thousands separators with 2 decimals by default. Non-numeric text reads '-'. */
export function formatNumber(value: number | string | null | undefined, opts: FormatNumberOptions = {}): string {
  const { decimals = 2, percent = false, tenThousand = false, zeroAsHyphen = true } = opts;
  const empty = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  let n = empty ? 0 : Number(typeof value === 'string' ? value.replace(/,/g, '') : value);
  if (!Number.isFinite(n)) return '-';
  if (n === 0 && zeroAsHyphen) return '-';
  if (tenThousand) n /= 10000;
  if (percent) n *= 100;
  const text = group(n, decimals);
  return percent ? `${text}%` : text;
}

/** §3: only the last 4 digits of a phone are shown: 13800001234 → *******1234. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  return phone.length <= 4 ? phone : '*'.repeat(phone.length - 4) + phone.slice(-4);
}

/** §3: a leading `s_` on an account is not shown. */
export function displayAccount(account: string | null | undefined): string {
  if (!account) return '';
  return account.startsWith('s_') ? account.slice(2) : account;
}

export type DateInput = Date | string | number;

/**
 * The calendar date of `input` in the display zone (+08:00). A bare 'YYYY-MM-DD' string is taken as
 * that calendar date; anything else is an instant (a string without an offset is read as UTC).
 */
export function displayCalendarDate(input: DateInput): { year: number; month: number; day: number } {
  if (typeof input === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.trim());
    if (m) return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  }
  const d = dayjs.utc(input);
  if (!d.isValid()) throw new RangeError(`Invalid date: ${String(input)}`);
  const local = d.utcOffset(DISPLAY_TZ_OFFSET_MINUTES);
  return { year: local.year(), month: local.month() + 1, day: local.date() };
}

/** §9: periods are written YYYYMM. */
export function formatPeriod(date: DateInput): string {
  const { year, month } = displayCalendarDate(date);
  return `${year}${String(month).padStart(2, '0')}`;
}

/** A time the server already wrote for display (YYYY-MM-DD HH:mm:ss at +08:00, no zone): kept as it is. */
const DISPLAY_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * An instant shown at +08:00 as YYYY-MM-DD HH:mm:ss; empty or invalid input reads ''. A display time (what the
 * server's answers carry) is already at +08:00 and is returned unchanged, so a page may pass either.
 */
export function toDisplayTime(iso: DateInput | null | undefined): string {
  if (iso === null || iso === undefined || iso === '') return '';
  if (typeof iso === 'string' && DISPLAY_TIME.test(iso)) return iso;
  const d = dayjs.utc(iso);
  return d.isValid() ? d.utcOffset(DISPLAY_TZ_OFFSET_MINUTES).format('YYYY-MM-DD HH:mm:ss') : '';
}
