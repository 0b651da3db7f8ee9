/**
 * An amount in Chinese capital numerals (大写金额) for the 电子回单, as 支付结算办法 writes them: 壹贰叁…, units
 * 拾佰仟 within each group of four digits and 万亿 between groups, one 零 for any run of zeros between non-zero
 * digits, 整 after 元 when there are no 角 or 分, and 零 between 元 and 分 when 角 is zero.
 */
const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const IN_GROUP = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿', '万亿'];

function integerPart(int: string): string {
  let out = '';
  let zero = false;
  let groupHasDigit = false;
  const n = int.length;
  for (let i = 0; i < n; i++) {
    const d = Number(int[i]);
    const p = n - 1 - i;
    if (d === 0) {
      if (out) zero = true;
    } else {
      if (zero) out += '零';
      zero = false;
      out += DIGITS[d] + IN_GROUP[p % 4];
      groupHasDigit = true;
    }
    if (p % 4 === 0) {
      if (groupHasDigit && p > 0) out += GROUPS[p / 4];
      groupHasDigit = false;
    }
  }
  return out;
}

/** `amount` is canonical two-place text ("1234.56", as normalizePaymentAmount writes it). */
export function amountInChinese(amount: string): string {
  if (!/^\d{1,16}\.\d{2}$/.test(amount)) throw new Error(`not a canonical amount: ${amount}`);
  const [rawInt, frac] = amount.split('.');
  const int = rawInt.replace(/^0+(?=\d)/, '');
  const jiao = Number(frac[0]);
  const fen = Number(frac[1]);
  const hasInt = int !== '0';
  if (!hasInt && jiao === 0 && fen === 0) return '零元整';
  let out = hasInt ? `${integerPart(int)}元` : '';
  if (jiao === 0 && fen === 0) return `${out}整`;
  if (jiao > 0) out += `${DIGITS[jiao]}角`;
  if (fen > 0) out += `${hasInt && jiao === 0 ? '零' : ''}${DIGITS[fen]}分`;
  return out;
}
