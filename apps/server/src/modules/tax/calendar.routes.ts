/**
 * The filing calendar (§1): a month's statutory deadlines for the tax types the enterprise files, moved by the holiday
 * rules (shared tax/calendar.ts), with the enterprise's tasks due and its reminders; the taxable periods (§3, §5's
 * key lookup); and the tax home's summary.
 */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import {
  BUTTON,
  MENU,
  TAX_TASK_STATES,
  calendarDay,
  currentPeriod,
  deadlinesOfMonth,
  isRestDay,
  type TaxTaskState,
} from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { newId } from '../../platform/ids.ts';
import { userNameOf } from '../user/index.ts';
import { holidayService } from './holidays.ts';
import { periodService, today } from './periods.ts';
import {
  findFilingPreference,
  findTask,
  insertNews,
  listPeriods,
  newsBetween,
  paidByMonth,
  taskStateCounts,
  tasksDueBetween,
  tasksToRemind,
  type NewsRow,
} from './repo.ts';
import { taskOf } from './tasks.ts';

/** Days before a deadline the home page starts reminding, when the enterprise set no filing preference. */
export const DEFAULT_REMIND_DAYS = 5;

const pad2 = (n: number) => String(n).padStart(2, '0');
const addDays = (day: string, n: number) => calendarDay(new Date(Date.parse(`${day}T12:00:00+08:00`) + n * 864e5));
/** 'YYYY-MM-DD' naming a day that exists (not 2025-02-30). */
function isRealDay(day: string): boolean {
  const [y, m, d] = day.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}
const newsOf = (n: NewsRow) => ({
  id: n.id,
  remindDate: n.remindDate,
  content: n.content,
  taskNo: n.taskNo,
  createdBy: n.createdByName,
});

export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  endpoint(app, 'taxCalendar', { access: { menu: MENU.tax.calendar } }, async (req) => {
    const s = sessionOf(req);
    const day = today();
    const { year, month } = req.query;
    const registration = await periodService(app.deps).ensure(s.entId, day);
    const first = `${year}-${pad2(month)}-01`;
    const last = `${year}-${pad2(month)}-${pad2(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
    const holidays = await holidayService(app.deps).calendar();
    const deadlines = deadlinesOfMonth(year, month, {
      taxTypes: [...registration.keys()],
      periodicities: Object.fromEntries(registration),
      holidays,
    });
    const tasks = await tasksDueBetween(db, s.entId, first, last);
    const news = await newsBetween(db, s.entId, first, last);
    const days = [];
    for (let d = first; d <= last; d = addDays(d, 1)) {
      days.push({
        date: d,
        restDay: isRestDay(d, holidays),
        deadlines: deadlines
          .filter((x) => x.deadline === d)
          .map((x) => ({
            taxType: x.taxType,
            itemName: x.itemName,
            period: x.period,
            reason: x.reason,
            provisional: x.provisional,
          })),
        tasks: tasks.filter((t) => t.deadline === d).map((t) => taskOf(t, day)),
        news: news.filter((n) => n.remindDate === d).map(newsOf),
      });
    }
    return ok(days);
  });

  endpoint(
    app,
    'saveTaxCalendarNews',
    { access: { button: BUTTON.tax.calendarNews }, writeLimit: true },
    async (req) => {
      const s = sessionOf(req);
      const { remindDate, content, taskNo } = req.body;
      if (!isRealDay(remindDate)) throw fail.business(M.TAX_REMIND_DATE_INVALID);
      if (taskNo && !(await findTask(db, s.entId, taskNo))) throw fail.notFound(M.RECORD_NOT_FOUND);
      const created = await insertNews(db, {
        id: newId(),
        entId: s.entId,
        userId: s.userId,
        remindDate,
        content,
        taskNo: taskNo ?? null,
        createdByName: (await userNameOf(app.deps, s.userId)) ?? s.account,
      });
      return ok([newsOf(created)], M.TAX_SAVED);
    },
  );

  endpoint(app, 'taxPeriods', { access: { menu: MENU.tax.period } }, async (req) => {
    const s = sessionOf(req);
    await periodService(app.deps).ensure(s.entId, today());
    const rows = await listPeriods(db, s.entId, req.query);
    return ok(
      rows.map(({ period: p, taskNo }) => ({
        id: p.id,
        taxType: p.taxType,
        taxKey: p.taxKey,
        taxYear: p.taxYear,
        taxMonth: p.taxMonth,
        taxQuarter: p.taxQuarter,
        period: p.period,
        taxQuarterBeginAndEndDate: `${p.beginDate}${M.PERIOD_RANGE_SEPARATOR}${p.endDate}`,
        originTaxYear: p.originTaxYear,
        deadline: p.deadline,
        deadlineProvisional: p.deadlineProvisional,
        taskNo,
      })),
    );
  });

  endpoint(app, 'taxHome', { access: { menu: MENU.tax.home } }, async (req) => {
    const s = sessionOf(req);
    const day = today();
    // 本期任务: the tasks of the period each filed tax type is in now (§9 currentPeriod), not the whole year's.
    const registration = await periodService(app.deps).ensure(s.entId, day);
    const current = [...registration].map(([taxType, periodicity]) => ({
      taxType,
      period: String(currentPeriod(taxType, day, { periodicity }).period),
    }));
    const counts = new Map((await taskStateCounts(db, s.entId, current, day)).map((c) => [c.state, c.n]));
    const remindDays = (await findFilingPreference(db, s.entId))?.remindDaysBefore ?? DEFAULT_REMIND_DAYS;
    const upcoming = await tasksToRemind(db, s.entId, addDays(day, remindDays), 10);
    // The twelve months up to this one, at +08:00.
    const since = new Date(`${addDays(`${day.slice(0, 7)}-01`, -335).slice(0, 7)}-01T00:00:00+08:00`);
    const paid = await paidByMonth(db, s.entId, since);
    return ok([
      {
        stateCounts: TAX_TASK_STATES.map((state: TaxTaskState) => ({ state, count: counts.get(state) ?? 0 })),
        upcoming: upcoming.map((t) => taskOf(t, day)),
        paidByMonth: paid.map((p) => ({
          month: p.month,
          taxType: p.taxType,
          itemName: M.taxTypeByNo(p.taxType)?.itemName ?? p.taxType,
          amount: p.amount,
        })),
      },
    ]);
  });
}
