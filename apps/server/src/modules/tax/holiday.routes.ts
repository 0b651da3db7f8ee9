/**
 * The holiday arrangement as operations keep it (/system/tax-admin/holiday): a year's days off and adjusted working
 * days, added, changed and deleted one day at a time when the State Council publishes the arrangement. Reading needs
 * the page, changing it its button; each change is audited and recomputes the stored deadlines it moves.
 */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { BUTTON, HOLIDAY_KIND_LABELS, MENU, holidayDayProblem, type HolidayKind } from '@portal/shared';
import { statutoryHolidays } from '@portal/shared/tax/statutory-holidays';
import { endpoint } from '../../platform/routes.ts';
import { audit } from '../../platform/audit.ts';
import { fail, ok } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { userNameOf } from '../user/index.ts';
import {
  deleteHoliday,
  findHoliday,
  holidaysOfYear,
  insertHoliday,
  updateHoliday,
  type HolidayRow,
} from './holiday-repo.ts';
import { holidayService, recomputeDeadlines } from './holidays.ts';

const edit = { button: BUTTON.tax.holidayEdit };
const holidayOf = (r: HolidayRow) => ({
  date: r.date,
  kind: r.kind as HolidayKind,
  name: r.name,
  updatedBy: r.updatedByName,
  updatedAt: r.updatedAt?.toISOString() ?? null,
});
const auditView = (r: HolidayRow) => ({ date: r.date, kind: r.kind, name: r.name });
const describe = (r: Pick<HolidayRow, 'date' | 'kind' | 'name'>) =>
  `${r.date} ${r.name}${HOLIDAY_KIND_LABELS[r.kind as HolidayKind] ?? r.kind}`;

export async function holidayRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  /** The body's day, refused with the rule's message when it cannot be kept. */
  function checked(body: { date: string; kind: HolidayKind; name: string }) {
    const day = { ...body, name: body.name.trim() };
    const problem = holidayDayProblem(day);
    if (problem) throw fail.business(problem);
    return day;
  }

  endpoint(app, 'taxHolidays', { access: { menu: MENU.tax.holiday } }, async (req) => {
    const { year } = req.query;
    const days = await holidaysOfYear(db, year);
    const published = days.length > 0;
    return ok([
      {
        year,
        published,
        days: days.map(holidayOf),
        estimate: published ? [] : statutoryHolidays(year).map(({ date, name }) => ({ date, name })),
      },
    ]);
  });

  endpoint(app, 'addTaxHoliday', { access: edit, writeLimit: true }, async (req) => {
    const s = sessionOf(req);
    const day = checked(req.body);
    const userName = (await userNameOf(app.deps, s.userId)) ?? s.account;
    const created = await db.transaction(async (tx) => {
      const row = await insertHoliday(tx, {
        ...day,
        updatedBy: s.userId,
        updatedByName: userName,
        updatedAt: new Date(),
      });
      if (!row) throw fail.business(M.TAX_HOLIDAY_EXISTS);
      await audit(tx, s, {
        targetType: 'holiday',
        targetId: row.date,
        action: 'holiday.create',
        entId: null,
        summary: `新增节假日安排 ${describe(row)}`,
        after: auditView(row),
      });
      await recomputeDeadlines(tx, Number(row.date.slice(0, 4)));
      return row;
    });
    await holidayService(app.deps).changed();
    return ok([holidayOf(created)], M.TAX_SAVED);
  });

  endpoint(app, 'updateTaxHoliday', { access: edit, writeLimit: true }, async (req) => {
    const s = sessionOf(req);
    const day = checked(req.body);
    const userName = (await userNameOf(app.deps, s.userId)) ?? s.account;
    const saved = await db.transaction(async (tx) => {
      const before = await findHoliday(tx, day.date);
      if (!before) throw fail.notFound(M.RECORD_NOT_FOUND);
      if (before.kind === day.kind && before.name === day.name) return before;
      const after = await updateHoliday(tx, day.date, {
        kind: day.kind,
        name: day.name,
        updatedBy: s.userId,
        updatedByName: userName,
        updatedAt: new Date(),
      });
      if (!after) throw fail.notFound(M.RECORD_NOT_FOUND);
      await audit(tx, s, {
        targetType: 'holiday',
        targetId: after.date,
        action: 'holiday.update',
        entId: null,
        summary: `修改节假日安排 ${describe(before)} → ${describe(after)}`,
        before: auditView(before),
        after: auditView(after),
      });
      await recomputeDeadlines(tx, Number(after.date.slice(0, 4)));
      return after;
    });
    await holidayService(app.deps).changed();
    return ok([holidayOf(saved)], M.TAX_SAVED);
  });

  endpoint(app, 'deleteTaxHoliday', { access: edit, writeLimit: true }, async (req) => {
    const s = sessionOf(req);
    const { date } = req.body;
    await db.transaction(async (tx) => {
      const before = await findHoliday(tx, date);
      if (!before || !(await deleteHoliday(tx, date))) throw fail.notFound(M.RECORD_NOT_FOUND);
      await audit(tx, s, {
        targetType: 'holiday',
        targetId: date,
        action: 'holiday.delete',
        entId: null,
        summary: `删除节假日安排 ${describe(before)}`,
        before: auditView(before),
      });
      await recomputeDeadlines(tx, Number(date.slice(0, 4)));
    });
    await holidayService(app.deps).changed();
    return ok([], M.DELETE_SUCCESS);
  });
}
