/** Display helpers: amounts with thousands separators, times at +08:00 whatever the browser's zone (§9). */
import { DISPLAY_TZ_OFFSET_MINUTES } from '@portal/shared/constants';

const money = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1500000.50" → "1,500,000.50" */
export function formatAmount(amount: string): string {
  const n = Number(amount);
  return Number.isFinite(n) ? money.format(n) : amount;
}

/** ISO time → "2026-02-26 11:30" (+08:00). */
export function formatTime(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return new Date(t + DISPLAY_TZ_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}
