/**
 * Field rules of §5. Validators that feed a form message return '' when the value is fine, else the
 * exact message; the others return a boolean.
 */
import { CREDIT_CODE_MIN_LENGTH } from './constants.ts';
import { CREDIT_CODE_INVALID, CREDIT_CODE_REQUIRED, CREDIT_CODE_TOO_SHORT } from './messages.ts';

/** §5: 11 digits beginning with 1. */
export function isMobilePhone(value: string | null | undefined): boolean {
  return /^1\d{10}$/.test(value ?? '');
}

// GB 11643-1999: weights 2^(17-i) mod 11 for the first 17 digits; the remainder picks the check character.
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * §5: an 18-digit PRC resident ID: region code not starting with 0, a real birth date from 1900 and not
 * in the future, and the weighted check character (X, also accepted as lower-case x).
 */
export function isIdCardNumber(value: string | null | undefined, today: Date = new Date()): boolean {
  const id = (value ?? '').toUpperCase();
  const m = /^[1-9]\d{5}(\d{4})(\d{2})(\d{2})\d{3}[\dX]$/.exec(id);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || !isRealDate(year, month, day)) return false;
  if (Date.UTC(year, month - 1, day) > today.getTime()) return false;
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
  return ID_CHECK[sum % 11] === id[17];
}

// GB 32100-2015: 31 characters (no I, O, S, V, Z); weights 3^i mod 31; check = (31 - sum mod 31) mod 31.
const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
// Registration authority + organisation type, 6-digit region code, 9-character organisation code, check.
const CREDIT_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** Unified social credit code: the GB 32100 pattern and check character (case is ignored). */
export function isCreditCode(value: string | null | undefined): boolean {
  const code = (value ?? '').trim().toUpperCase();
  if (!CREDIT_PATTERN.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CHARS.indexOf(code[i]) * CREDIT_WEIGHTS[i];
  return CREDIT_CHARS[(31 - (sum % 31)) % 31] === code[17];
}

/** §5 credit code field: '' when valid, else the spec's message for empty, too short, or wrong. */
export function validateCreditCode(value: string | null | undefined): string {
  const code = trimInput(value);
  if (code === '') return CREDIT_CODE_REQUIRED;
  if (code.length < CREDIT_CODE_MIN_LENGTH) return CREDIT_CODE_TOO_SHORT;
  return isCreditCode(code) ? '' : CREDIT_CODE_INVALID;
}

/** Account: 4–30 letters, digits or underscores, starting with a letter. */
export function isAccountName(value: string | null | undefined): boolean {
  return /^[A-Za-z][A-Za-z0-9_]{3,29}$/.test(value ?? '');
}

/** §5: text inputs are trimmed; null and undefined read ''. */
export function trimInput(value: string | null | undefined): string {
  return (value ?? '').trim();
}
