/** The queries of the holiday arrangement (tax_holidays) and of the deadlines it moves (tax_periods, tax_tasks). */
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { taxHolidays, taxPeriods, taxTasks } from '../../db/schema/tax.ts';

export type HolidayRow = typeof taxHolidays.$inferSelect;

export function allHolidays(db: DbOrTx): Promise<HolidayRow[]> {
  return db.select().from(taxHolidays).orderBy(asc(taxHolidays.date));
}

export function holidaysOfYear(db: DbOrTx, year: number): Promise<HolidayRow[]> {
  return db
    .select()
    .from(taxHolidays)
    .where(between(taxHolidays.date, `${year}-01-01`, `${year}-12-31`))
    .orderBy(asc(taxHolidays.date));
}

export async function findHoliday(db: DbOrTx, date: string): Promise<HolidayRow | undefined> {
  const [row] = await db.select().from(taxHolidays).where(eq(taxHolidays.date, date)).for('update');
  return row;
}

/** Inserts a day; undefined when the date is entered already (the primary key decides between concurrent adds). */
export async function insertHoliday(db: DbOrTx, row: typeof taxHolidays.$inferInsert): Promise<HolidayRow | undefined> {
  const [created] = await db.insert(taxHolidays).values(row).onConflictDoNothing().returning();
  return created;
}

export async function updateHoliday(
  db: DbOrTx,
  date: string,
  patch: Pick<HolidayRow, 'kind' | 'name' | 'updatedBy' | 'updatedByName' | 'updatedAt'>,
): Promise<HolidayRow | undefined> {
  const [row] = await db.update(taxHolidays).set(patch).where(eq(taxHolidays.date, date)).returning();
  return row;
}

export async function deleteHoliday(db: DbOrTx, date: string): Promise<boolean> {
  const rows = await db.delete(taxHolidays).where(eq(taxHolidays.date, date)).returning({ date: taxHolidays.date });
  return rows.length > 0;
}

/** The (tax type, period) pairs of every enterprise's periods and tasks with a period in [from, to] ('YYYYMM'). */
export async function storedPeriodKeys(db: DbOrTx, from: string, to: string) {
  const periods = db
    .selectDistinct({ taxType: taxPeriods.taxType, period: taxPeriods.period })
    .from(taxPeriods)
    .where(and(between(taxPeriods.period, from, to)));
  const tasks = db
    .selectDistinct({ taxType: taxTasks.taxType, period: taxTasks.period })
    .from(taxTasks)
    .where(between(taxTasks.period, from, to));
  return periods.union(tasks);
}

export interface StoredDeadline {
  taxType: string;
  period: string;
  deadline: string | null;
  reason: string | null;
  provisional: boolean;
}

/**
 * Writes recomputed deadlines onto every enterprise's periods and tasks of those tax types and periods (one statement
 * each; rows already right are left alone).
 */
export async function setStoredDeadlines(db: DbOrTx, rows: readonly StoredDeadline[]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.taxType}::text, ${r.period}::text, ${r.deadline}::date, ${r.reason}::text, ${r.provisional}::boolean)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${taxPeriods} as p set deadline = v.deadline, deadline_provisional = v.provisional
    from (values ${values}) as v(tax_type, period, deadline, reason, provisional)
    where p.tax_type = v.tax_type and p.period = v.period
      and (p.deadline is distinct from v.deadline or p.deadline_provisional <> v.provisional)`);
  await db.execute(sql`
    update ${taxTasks} as t set deadline = v.deadline, deadline_reason = v.reason, deadline_provisional = v.provisional
    from (values ${values}) as v(tax_type, period, deadline, reason, provisional)
    where t.tax_type = v.tax_type and t.period = v.period
      and (t.deadline is distinct from v.deadline or t.deadline_reason is distinct from v.reason
        or t.deadline_provisional <> v.provisional)`);
}
