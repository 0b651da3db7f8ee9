/**
 * The statutory holidays of 全国年节及纪念日放假办法 (as revised by 国务院令第795号, in force from 2025): the days off
 * the law fixes for every year, used for a year whose arrangement the State Council has not published (or operations
 * have not entered yet); the deadlines computed with them are provisional (预计, holidays.ts).
 *
 * - 元旦 1 January; 春节 4 days: 农历除夕 and 正月初一 to 初三; 清明节 the day of the 清明 solar term; 劳动节 1–2 May;
 *   端午节 lunar 5/5; 中秋节 lunar 8/15; 国庆节 1–3 October (第二条).
 * - A holiday that falls on a Saturday or Sunday is made up on a working day (第六条): the estimate adds the working
 *   days right after its block, as the State Council does; so does a day when two festivals meet (中秋 in 1–3 October).
 * - Adjusted working days (调休上班) are not estimated: they exist only in a published arrangement.
 *
 * Not exported from the package index: the lunar calendar (lunar-typescript) stays out of the web's bundle. The server
 * imports it as '@portal/shared/tax/statutory-holidays'.
 */
import { Lunar, Solar } from 'lunar-typescript';
import { weekdayOf, type HolidayDay } from './holidays.ts';

const pad2 = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad2(m)}-${pad2(d)}`;
const solarYmd = (s: Solar) => ymd(s.getYear(), s.getMonth(), s.getDay());
function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return ymd(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}
const isWeekend = (date: string) => [0, 6].includes(weekdayOf(date));

/** The festival days the law names for `year`, in date order (a date twice when two festivals meet). */
export function lawDays(year: number): HolidayDay[] {
  const holiday = (date: string, name: string): HolidayDay => ({ date, kind: 'holiday', name });
  const springFestival = Lunar.fromYmd(year, 1, 1).getSolar();
  const qingming = Lunar.fromYmd(year, 3, 1).getJieQiTable()['清明'];
  const days = [
    holiday(ymd(year, 1, 1), '元旦'),
    holiday(solarYmd(springFestival.next(-1)), '春节'),
    ...[0, 1, 2].map((n) => holiday(solarYmd(springFestival.next(n)), '春节')),
    holiday(solarYmd(qingming), '清明节'),
    holiday(ymd(year, 5, 1), '劳动节'),
    holiday(ymd(year, 5, 2), '劳动节'),
    holiday(solarYmd(Lunar.fromYmd(year, 5, 5).getSolar()), '端午节'),
    holiday(solarYmd(Lunar.fromYmd(year, 8, 15).getSolar()), '中秋节'),
    ...[1, 2, 3].map((d) => holiday(ymd(year, 10, d), '国庆节')),
  ];
  return days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The statutory days off of `year` with their make-up days (第六条), one entry per date, in date order. */
export function statutoryHolidays(year: number): HolidayDay[] {
  const out = new Map<string, HolidayDay>();
  const law = lawDays(year);
  for (let i = 0; i < law.length;) {
    // A block: festival days on consecutive dates or joined by a weekend.
    let end = i;
    while (end + 1 < law.length) {
      let d = addDays(law[end].date, 1);
      while (d < law[end + 1].date && isWeekend(d)) d = addDays(d, 1);
      if (d < law[end + 1].date) break;
      end += 1;
    }
    const block = law.slice(i, end + 1);
    const name = block[0].name;
    let makeUp = 0;
    for (const [k, day] of block.entries()) {
      if (out.has(day.date) || (k > 0 && block[k - 1].date === day.date)) makeUp += 1;
      else if (isWeekend(day.date)) makeUp += 1;
      out.set(day.date, day);
    }
    // The block's weekends are days off with it; the make-up days follow it on working days.
    let d = block[0].date;
    for (; d <= block[block.length - 1].date || makeUp > 0; d = addDays(d, 1)) {
      if (out.has(d)) continue;
      if (isWeekend(d)) out.set(d, { date: d, kind: 'holiday', name: out.get(addDays(d, -1))?.name ?? name });
      else if (d > block[block.length - 1].date) {
        out.set(d, { date: d, kind: 'holiday', name: out.get(addDays(d, -1))?.name ?? name });
        makeUp -= 1;
      } else break;
    }
    i = end + 1;
  }
  return [...out.values()].filter((d) => d.date.startsWith(`${year}-`)).sort((a, b) => (a.date < b.date ? -1 : 1));
}
