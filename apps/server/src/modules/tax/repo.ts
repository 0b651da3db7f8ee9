/**
 * Every query of the tax area, on its own tables only (db/schema/tax.ts). Every function that reads or writes an
 * enterprise's rows takes the caller's enterprise and puts it in its WHERE clause: an id of another enterprise finds
 * nothing, exactly like an id that does not exist. Lists are counted and sliced in SQL (ListQuery) on indexes that
 * lead with ent_id.
 */
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { VatApplicablePreference } from '@portal/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/sql.ts';
import {
  taxCalendarNews,
  taxCodeItems,
  taxEntProfiles,
  taxEntTaxTypes,
  taxFilePushes,
  taxFilingPreferences,
  taxHiddenTables,
  taxImportJobs,
  taxImportStaging,
  taxInvoices,
  taxPeriods,
  taxTableFormats,
  taxTableRows,
  taxTaskTables,
  taxTasks,
  vatEntBaseInfo,
  vatEntPreferences,
  vatGeneralBranch,
} from '../../db/schema/tax.ts';
import type { ListQuery } from '../../platform/paging.ts';

// ---------------------------------------------------------------------------------------------------------------
// Code library (tax type dictionary, rate lists)
// ---------------------------------------------------------------------------------------------------------------

export type CodeItemRow = typeof taxCodeItems.$inferSelect;

export async function listCodeItems(
  db: Db,
  codeNo: string,
  filter: { keyword?: string; relativeCode1?: string; itemNos?: readonly string[] } = {},
): Promise<CodeItemRow[]> {
  const where: SQL[] = [eq(taxCodeItems.codeNo, codeNo)];
  if (filter.keyword) {
    const p = containsPattern(filter.keyword);
    where.push(
      or(
        sql`${taxCodeItems.itemName} ilike ${p}`,
        sql`${taxCodeItems.itemKey} ilike ${p}`,
        sql`${taxCodeItems.itemNo} ilike ${p}`,
      )!,
    );
  }
  if (filter.relativeCode1) where.push(eq(taxCodeItems.relativeCode1, filter.relativeCode1));
  if (filter.itemNos) where.push(inArray(taxCodeItems.itemNo, [...filter.itemNos]));
  return db
    .select()
    .from(taxCodeItems)
    .where(and(...where))
    .orderBy(asc(taxCodeItems.sort), asc(taxCodeItems.itemNo));
}

// ---------------------------------------------------------------------------------------------------------------
// Registration: the tax types an enterprise files, its profile, VAT base info, general/branch confirmation
// ---------------------------------------------------------------------------------------------------------------

export type EntTaxTypeRow = typeof taxEntTaxTypes.$inferSelect;

export async function entTaxTypes(db: DbOrTx, entId: string): Promise<EntTaxTypeRow[]> {
  return db.select().from(taxEntTaxTypes).where(eq(taxEntTaxTypes.entId, entId)).orderBy(asc(taxEntTaxTypes.taxType));
}

export type ProfileRow = typeof taxEntProfiles.$inferSelect;

export async function findProfile(db: Db, entId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(taxEntProfiles).where(eq(taxEntProfiles.entId, entId)).limit(1);
  return row;
}

/** The profile and the tax types, in one transaction: both or neither. */
export async function saveProfile(
  db: Db,
  entId: string,
  profile: Omit<ProfileRow, 'entId' | 'cityFlag' | 'updatedAt'>,
  taxTypes: readonly Omit<EntTaxTypeRow, 'entId'>[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(taxEntProfiles)
      .values({ entId, ...profile })
      .onConflictDoUpdate({ target: taxEntProfiles.entId, set: { ...profile, updatedAt: new Date() } });
    await tx.delete(taxEntTaxTypes).where(eq(taxEntTaxTypes.entId, entId));
    if (taxTypes.length) await tx.insert(taxEntTaxTypes).values(taxTypes.map((t) => ({ entId, ...t })));
  });
}

/** The base info in force in `year`: the latest registration of that year or before. */
export async function findVatBaseInfo(db: Db, entId: string, year: number) {
  const [row] = await db
    .select()
    .from(vatEntBaseInfo)
    .where(and(eq(vatEntBaseInfo.entId, entId), lte(vatEntBaseInfo.taxYear, year)))
    .orderBy(desc(vatEntBaseInfo.taxYear))
    .limit(1);
  return row;
}

export async function findGeneralBranch(db: Db, entId: string) {
  const [row] = await db.select().from(vatGeneralBranch).where(eq(vatGeneralBranch.entId, entId)).limit(1);
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// Taxable periods
// ---------------------------------------------------------------------------------------------------------------

export type PeriodRow = typeof taxPeriods.$inferSelect;

/** Adds periods; those the enterprise has already are left as they are. */
export async function insertPeriods(db: Db, rows: readonly PeriodRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(taxPeriods)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  }
}

export async function periodIds(db: Db, entId: string): Promise<Set<string>> {
  const rows = await db.select({ id: taxPeriods.id }).from(taxPeriods).where(eq(taxPeriods.entId, entId));
  return new Set(rows.map((r) => r.id));
}

/** Periods matching §5's key (all, a taxType or a taxKey) and year, newest first, each with its task if any. */
export async function listPeriods(db: Db, entId: string, filter: { key: string; year?: number }) {
  const where: SQL[] = [eq(taxPeriods.entId, entId)];
  if (filter.key !== 'all') where.push(or(eq(taxPeriods.taxType, filter.key), eq(taxPeriods.taxKey, filter.key))!);
  if (filter.year !== undefined) where.push(eq(taxPeriods.taxYear, filter.year));
  return db
    .select({ period: taxPeriods, taskNo: taxTasks.taskNo })
    .from(taxPeriods)
    .leftJoin(
      taxTasks,
      and(
        eq(taxTasks.entId, taxPeriods.entId),
        eq(taxTasks.taxType, taxPeriods.taxType),
        eq(taxTasks.period, taxPeriods.period),
      ),
    )
    .where(and(...where))
    .orderBy(desc(taxPeriods.period), asc(taxPeriods.taxType));
}

export async function findPeriod(db: Db, entId: string, id: string): Promise<PeriodRow | undefined> {
  const [row] = await db
    .select()
    .from(taxPeriods)
    .where(and(eq(taxPeriods.entId, entId), eq(taxPeriods.id, id)))
    .limit(1);
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// Tax tasks
// ---------------------------------------------------------------------------------------------------------------

export type TaskRow = typeof taxTasks.$inferSelect;
export type NewTask = typeof taxTasks.$inferInsert;

/** Creates the task, or answers null when the enterprise has one for that tax type and period (the unique index). */
export async function insertTask(db: Db, row: NewTask): Promise<TaskRow | null> {
  const [created] = await db.insert(taxTasks).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function findTask(db: DbOrTx, entId: string, taskNo: string): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(taxTasks)
    .where(and(eq(taxTasks.entId, entId), eq(taxTasks.taskNo, taskNo)))
    .limit(1);
  return row;
}

/** The state as the pages show it, in SQL: overdue is a to-do or in-progress task past its deadline. */
function shownState(today: string) {
  return sql<string>`case when ${taxTasks.state} in ('todo', 'inProgress') and ${taxTasks.deadline} < ${today}
    then 'overdue' else ${taxTasks.state} end`;
}

export interface TaskFilter {
  taskNo?: string;
  taxType?: string;
  state?: string;
  period?: string;
  year?: number;
}

function taskWhere(entId: string, f: TaskFilter, today: string): SQL {
  const where: SQL[] = [eq(taxTasks.entId, entId)];
  if (f.taskNo) where.push(eq(taxTasks.taskNo, f.taskNo));
  if (f.taxType) where.push(eq(taxTasks.taxType, f.taxType));
  if (f.period) where.push(eq(taxTasks.period, f.period));
  if (f.year !== undefined) {
    where.push(gte(taxTasks.period, `${f.year}01`), lte(taxTasks.period, `${f.year}12`));
  }
  if (f.state === 'overdue') {
    where.push(inArray(taxTasks.state, ['todo', 'inProgress']), lt(taxTasks.deadline, today));
  } else if (f.state === 'todo' || f.state === 'inProgress') {
    where.push(eq(taxTasks.state, f.state), or(isNull(taxTasks.deadline), gte(taxTasks.deadline, today))!);
  } else if (f.state) {
    where.push(eq(taxTasks.state, f.state));
  }
  return and(...where)!;
}

/** The task list (queryAppointProcedure and its export): newest period first. */
export function taskList(db: Db, entId: string, filter: TaskFilter, today: string): ListQuery<TaskRow> {
  const where = taskWhere(entId, filter, today);
  return {
    count: async () => (await db.select({ n: count() }).from(taxTasks).where(where))[0].n,
    slice: (limit, offset) =>
      db
        .select()
        .from(taxTasks)
        .where(where)
        .orderBy(desc(taxTasks.period), asc(taxTasks.taxType), asc(taxTasks.taskNo))
        .limit(limit)
        .offset(offset),
  };
}

export type TaskPatch = Partial<Pick<TaskRow, 'state' | 'taxAmount' | 'paidAmount' | 'filedAt' | 'paidAt'>>;

/**
 * Moves a task from the state it was read in: null when another request moved it first (nothing written). Filing it
 * accepts the files pushed for it, in the same transaction.
 */
export async function moveTask(
  db: Db,
  entId: string,
  taskNo: string,
  fromState: string,
  patch: TaskPatch,
): Promise<TaskRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(taxTasks)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(taxTasks.entId, entId), eq(taxTasks.taskNo, taskNo), eq(taxTasks.state, fromState)))
      .returning();
    if (!row) return null;
    if (patch.state === 'filed') {
      await tx
        .update(taxFilePushes)
        .set({ state: 'accepted', message: '税务系统已受理（任务已申报）', checkedAt: new Date() })
        .where(
          and(eq(taxFilePushes.entId, entId), eq(taxFilePushes.taskNo, taskNo), eq(taxFilePushes.state, 'pushed')),
        );
    }
    return row;
  });
}

export async function setNoReminder(db: Db, entId: string, taskNo: string, noReminder: '0' | '1'): Promise<boolean> {
  const rows = await db
    .update(taxTasks)
    .set({ noReminder, updatedAt: new Date() })
    .where(and(eq(taxTasks.entId, entId), eq(taxTasks.taskNo, taskNo)))
    .returning({ taskNo: taxTasks.taskNo });
  return rows.length > 0;
}

/** Tasks whose deadline falls between two days (the calendar's month). */
export async function tasksDueBetween(db: Db, entId: string, from: string, to: string): Promise<TaskRow[]> {
  return db
    .select()
    .from(taxTasks)
    .where(and(eq(taxTasks.entId, entId), gte(taxTasks.deadline, from), lte(taxTasks.deadline, to)))
    .orderBy(asc(taxTasks.deadline), asc(taxTasks.taxType));
}

/** Tasks of the periods of `year`, counted by the state the pages show. */
export async function taskStateCounts(
  db: Db,
  entId: string,
  periods: readonly { taxType: string; period: string }[],
  today: string,
) {
  if (periods.length === 0) return [];
  const state = shownState(today);
  const current = periods.map((p) => and(eq(taxTasks.taxType, p.taxType), eq(taxTasks.period, p.period)));
  return (
    db
      .select({ state, n: count() })
      .from(taxTasks)
      .where(and(eq(taxTasks.entId, entId), or(...current)))
      // By position: the expression carries a parameter, and a second copy of it would be another parameter.
      .groupBy(sql`1`)
  );
}

/** Open tasks to remind of: due by `until` (overdue ones included), not muted, nearest first. */
export async function tasksToRemind(db: Db, entId: string, until: string, limit: number): Promise<TaskRow[]> {
  return db
    .select()
    .from(taxTasks)
    .where(
      and(
        eq(taxTasks.entId, entId),
        inArray(taxTasks.state, ['todo', 'inProgress']),
        eq(taxTasks.noReminder, '0'),
        lte(taxTasks.deadline, until),
      ),
    )
    .orderBy(asc(taxTasks.deadline), asc(taxTasks.taxType))
    .limit(limit);
}

/** Tax paid by month (at +08:00) and tax type since `since`. */
export async function paidByMonth(db: Db, entId: string, since: Date) {
  const month = sql<string>`to_char((${taxTasks.paidAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`;
  return db
    .select({ month, taxType: taxTasks.taxType, amount: sql<string>`sum(${taxTasks.paidAmount})::numeric(18,2)::text` })
    .from(taxTasks)
    .where(and(eq(taxTasks.entId, entId), eq(taxTasks.state, 'paid'), gte(taxTasks.paidAt, since)))
    .groupBy(month, taxTasks.taxType)
    .orderBy(month, taxTasks.taxType);
}

// ---------------------------------------------------------------------------------------------------------------
// Calendar reminders
// ---------------------------------------------------------------------------------------------------------------

export type NewsRow = typeof taxCalendarNews.$inferSelect;

export async function insertNews(db: Db, row: Omit<NewsRow, 'createdAt'>): Promise<NewsRow> {
  const [created] = await db.insert(taxCalendarNews).values(row).returning();
  return created;
}

export async function newsBetween(db: Db, entId: string, from: string, to: string): Promise<NewsRow[]> {
  return db
    .select()
    .from(taxCalendarNews)
    .where(
      and(eq(taxCalendarNews.entId, entId), gte(taxCalendarNews.remindDate, from), lte(taxCalendarNews.remindDate, to)),
    )
    .orderBy(asc(taxCalendarNews.remindDate), asc(taxCalendarNews.createdAt));
}

// ---------------------------------------------------------------------------------------------------------------
// Filing and VAT preferences
// ---------------------------------------------------------------------------------------------------------------

export type FilingPreferenceRow = typeof taxFilingPreferences.$inferSelect;

export async function findFilingPreference(db: DbOrTx, entId: string): Promise<FilingPreferenceRow | undefined> {
  const [row] = await db.select().from(taxFilingPreferences).where(eq(taxFilingPreferences.entId, entId)).limit(1);
  return row;
}

export async function saveFilingPreference(
  db: Db,
  entId: string,
  pref: Omit<FilingPreferenceRow, 'entId' | 'updatedAt'>,
): Promise<void> {
  await db
    .insert(taxFilingPreferences)
    .values({ entId, ...pref })
    .onConflictDoUpdate({ target: taxFilingPreferences.entId, set: { ...pref, updatedAt: new Date() } });
}

export async function findVatPreference(db: Db, entId: string) {
  const [row] = await db.select().from(vatEntPreferences).where(eq(vatEntPreferences.entId, entId)).limit(1);
  return row;
}

/** One statement: the whole record is written, or nothing. */
export async function saveVatPreference(
  db: Db,
  entId: string,
  userId: string,
  record: VatApplicablePreference,
): Promise<void> {
  const set = { ...record, updatedBy: userId, updatedAt: new Date() };
  await db
    .insert(vatEntPreferences)
    .values({ entId, ...set })
    .onConflictDoUpdate({ target: vatEntPreferences.entId, set });
}

// ---------------------------------------------------------------------------------------------------------------
// Invoices
// ---------------------------------------------------------------------------------------------------------------

export type InvoiceRow = typeof taxInvoices.$inferSelect;

export interface InvoiceFilter {
  direction?: string;
  invoiceType?: string;
  period?: string;
  keyword?: string;
  confirmed?: boolean;
}

/** The invoice list (invoicePage and its export): newest first. */
export function invoiceList(db: Db, entId: string, f: InvoiceFilter): ListQuery<InvoiceRow> {
  const where: SQL[] = [eq(taxInvoices.entId, entId)];
  if (f.direction) where.push(eq(taxInvoices.direction, f.direction));
  if (f.invoiceType) where.push(eq(taxInvoices.invoiceType, f.invoiceType));
  if (f.period) where.push(eq(taxInvoices.period, f.period));
  if (f.confirmed !== undefined) where.push(eq(taxInvoices.confirmed, f.confirmed));
  if (f.keyword) {
    const p = containsPattern(f.keyword);
    where.push(
      or(
        sql`${taxInvoices.counterparty} ilike ${p}`,
        sql`${taxInvoices.invoiceNo} ilike ${p}`,
        sql`${taxInvoices.invoiceCode} ilike ${p}`,
      )!,
    );
  }
  const cond = and(...where);
  return {
    count: async () => (await db.select({ n: count() }).from(taxInvoices).where(cond))[0].n,
    slice: (limit, offset) =>
      db
        .select()
        .from(taxInvoices)
        .where(cond)
        .orderBy(desc(taxInvoices.issueDate), desc(taxInvoices.id))
        .limit(limit)
        .offset(offset),
  };
}

/** Confirms (勾选认证) the enterprise's unconfirmed input invoices among `ids`; answers how many it confirmed. */
export async function confirmInvoices(db: Db, entId: string, ids: readonly string[]): Promise<number> {
  const rows = await db
    .update(taxInvoices)
    .set({ confirmed: true, confirmedAt: new Date() })
    .where(
      and(
        eq(taxInvoices.entId, entId),
        inArray(taxInvoices.id, [...ids]),
        eq(taxInvoices.direction, 'input'),
        eq(taxInvoices.confirmed, false),
      ),
    )
    .returning({ id: taxInvoices.id });
  return rows.length;
}

/** Input invoices by type: count, amounts and how many are confirmed (queryInvoiceConfirm). */
export async function invoiceConfirmTypes(db: Db, entId: string, period: string) {
  return db
    .select({
      invoiceType: taxInvoices.invoiceType,
      count: count(),
      amount: sql<string>`coalesce(sum(${taxInvoices.amount}), 0)::numeric(18,2)::text`,
      taxAmount: sql<string>`coalesce(sum(${taxInvoices.taxAmount}), 0)::numeric(18,2)::text`,
      confirmed: sql<number>`count(*) filter (where ${taxInvoices.confirmed})::int`,
    })
    .from(taxInvoices)
    .where(and(eq(taxInvoices.entId, entId), eq(taxInvoices.period, period), eq(taxInvoices.direction, 'input')))
    .groupBy(taxInvoices.invoiceType)
    .orderBy(taxInvoices.invoiceType);
}

// ---------------------------------------------------------------------------------------------------------------
// Table formats, hidden tables, a task's tables and rows
// ---------------------------------------------------------------------------------------------------------------

export type FormatRow = typeof taxTableFormats.$inferSelect;

export async function listFormats(db: Db, filter: { taxType?: string; withLocal: boolean }): Promise<FormatRow[]> {
  const where: SQL[] = [];
  if (filter.taxType) where.push(eq(taxTableFormats.taxType, filter.taxType));
  if (!filter.withLocal) where.push(eq(taxTableFormats.local, false));
  return db
    .select()
    .from(taxTableFormats)
    .where(and(...where))
    .orderBy(asc(taxTableFormats.sort), asc(taxTableFormats.tableCode));
}

export async function findFormat(db: Db, tableCode: string): Promise<FormatRow | undefined> {
  const [row] = await db.select().from(taxTableFormats).where(eq(taxTableFormats.tableCode, tableCode)).limit(1);
  return row;
}

export async function knownTableCodes(db: Db, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: taxTableFormats.tableCode })
    .from(taxTableFormats)
    .where(inArray(taxTableFormats.tableCode, [...codes]));
  return new Set(rows.map((r) => r.code));
}

export async function hiddenTableCodes(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ code: taxHiddenTables.tableCode })
    .from(taxHiddenTables)
    .where(eq(taxHiddenTables.userId, userId));
  return new Set(rows.map((r) => r.code));
}

/** The user's hidden tables become exactly `codes`, in one transaction. */
export async function replaceHiddenTables(db: Db, userId: string, codes: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(taxHiddenTables).where(eq(taxHiddenTables.userId, userId));
    if (codes.length) await tx.insert(taxHiddenTables).values(codes.map((tableCode) => ({ userId, tableCode })));
  });
}

export type TaskTableRow = typeof taxTaskTables.$inferSelect;

export async function findTaskTable(
  db: DbOrTx,
  entId: string,
  taskNo: string,
  tableCode: string,
): Promise<TaskTableRow | undefined> {
  const [row] = await db
    .select()
    .from(taxTaskTables)
    .where(
      and(eq(taxTaskTables.entId, entId), eq(taxTaskTables.taskNo, taskNo), eq(taxTaskTables.tableCode, tableCode)),
    )
    .limit(1);
  return row;
}

export async function taskTables(db: Db, entId: string, taskNo: string): Promise<TaskTableRow[]> {
  return db
    .select()
    .from(taxTaskTables)
    .where(and(eq(taxTaskTables.entId, entId), eq(taxTaskTables.taskNo, taskNo)));
}

const rowsOf = (entId: string, taskNo: string, tableCode: string) =>
  and(eq(taxTableRows.entId, entId), eq(taxTableRows.taskNo, taskNo), eq(taxTableRows.tableCode, tableCode))!;

/** One page of a table's rows, in row order. */
export async function tableRowsPage(
  db: Db,
  entId: string,
  taskNo: string,
  tableCode: string,
  limit: number,
  offset: number,
) {
  return db
    .select({ rowNo: taxTableRows.rowNo, cells: taxTableRows.cells })
    .from(taxTableRows)
    .where(rowsOf(entId, taskNo, tableCode))
    .orderBy(asc(taxTableRows.rowNo))
    .limit(limit)
    .offset(offset);
}

/** The rows after `afterRowNo` (keyset: a check reads a 100,000-row table in batches without offsets). */
export async function tableRowsAfter(
  db: Db,
  entId: string,
  taskNo: string,
  tableCode: string,
  afterRowNo: number,
  limit: number,
) {
  return db
    .select({ rowNo: taxTableRows.rowNo, cells: taxTableRows.cells })
    .from(taxTableRows)
    .where(and(rowsOf(entId, taskNo, tableCode), gt(taxTableRows.rowNo, afterRowNo)))
    .orderBy(asc(taxTableRows.rowNo))
    .limit(limit);
}

/** Empties one column in every row (its key stays, as null); the rows are no longer the imported file's. */
export async function clearColumn(
  db: Db,
  entId: string,
  taskNo: string,
  tableCode: string,
  columnKey: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(taxTableRows)
      .set({ cells: sql`${taxTableRows.cells} || jsonb_build_object(${columnKey}::text, null)` })
      .where(rowsOf(entId, taskNo, tableCode));
    await tx
      .update(taxTaskTables)
      .set({ sourceSha256: null, sourceJobId: null, updatedAt: new Date() })
      .where(
        and(eq(taxTaskTables.entId, entId), eq(taxTaskTables.taskNo, taskNo), eq(taxTaskTables.tableCode, tableCode)),
      );
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Excel imports
// ---------------------------------------------------------------------------------------------------------------

export type ImportJobRow = typeof taxImportJobs.$inferSelect;
export type NewImportJob = Omit<typeof taxImportJobs.$inferInsert, 'seq'>;

export async function insertImportJob(db: Db, row: NewImportJob): Promise<ImportJobRow> {
  const [created] = await db.insert(taxImportJobs).values(row).returning();
  return created;
}

export async function findImportJob(db: Db, entId: string, jobId: string): Promise<ImportJobRow | undefined> {
  const [row] = await db
    .select()
    .from(taxImportJobs)
    .where(and(eq(taxImportJobs.entId, entId), eq(taxImportJobs.jobId, jobId)))
    .limit(1);
  return row;
}

export async function findImportJobById(db: Db, jobId: string): Promise<ImportJobRow | undefined> {
  const [row] = await db.select().from(taxImportJobs).where(eq(taxImportJobs.jobId, jobId)).limit(1);
  return row;
}

/** Imports ahead of a queued job in its instance's queue (running or queued before it). */
export async function importsAhead(db: Db, job: Pick<ImportJobRow, 'instanceId' | 'seq'>): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(taxImportJobs)
    .where(
      and(
        eq(taxImportJobs.instanceId, job.instanceId),
        inArray(taxImportJobs.status, ['queued', 'running']),
        lt(taxImportJobs.seq, job.seq),
      ),
    );
  return n;
}

export type JobPatch = Partial<
  Pick<
    ImportJobRow,
    | 'status'
    | 'processedRows'
    | 'importedRows'
    | 'errors'
    | 'errorCount'
    | 'message'
    | 'startedAt'
    | 'finishedAt'
    | 'heartbeatAt'
  >
>;

export async function updateImportJob(db: DbOrTx, jobId: string, patch: JobPatch): Promise<void> {
  await db
    .update(taxImportJobs)
    .set({ ...patch, heartbeatAt: new Date() })
    .where(eq(taxImportJobs.jobId, jobId));
}

/** The instance is alive: its queued and running jobs are not stale. */
export async function touchImportJobs(db: Db, instanceId: string): Promise<void> {
  await db
    .update(taxImportJobs)
    .set({ heartbeatAt: new Date() })
    .where(and(eq(taxImportJobs.instanceId, instanceId), inArray(taxImportJobs.status, ['queued', 'running'])));
}

export async function insertStaging(
  db: Db,
  jobId: string,
  rows: readonly { rowNo: number; cells: Record<string, string | null> }[],
): Promise<void> {
  if (rows.length) await db.insert(taxImportStaging).values(rows.map((r) => ({ jobId, ...r })));
}

export async function deleteStaging(db: DbOrTx, jobId: string): Promise<void> {
  await db.delete(taxImportStaging).where(eq(taxImportStaging.jobId, jobId));
}

/** Why a finished import could not be applied: the task moved on, or the preference forbids replacing rows. */
export type SwapRefusal = 'taskLocked' | 'tableFilled';

/**
 * Applies a checked import in one transaction: the table's rows become the staged rows, the table's state records
 * the file, a task still to do becomes in progress, the staging rows go, the job is done. The table's state row is
 * locked first, so two imports of one table apply one after the other.
 */
export async function applyImport(
  db: Db,
  job: Pick<ImportJobRow, 'jobId' | 'entId' | 'taskNo' | 'tableCode' | 'sha256'>,
  version: string,
  rowCount: number,
  doneMessage: string,
): Promise<SwapRefusal | null> {
  const { jobId, entId, taskNo, tableCode } = job;
  return db.transaction(async (tx) => {
    const [task] = await tx
      .select({ state: taxTasks.state })
      .from(taxTasks)
      .where(and(eq(taxTasks.entId, entId), eq(taxTasks.taskNo, taskNo)))
      .for('update');
    if (!task || (task.state !== 'todo' && task.state !== 'inProgress')) return 'taskLocked';
    await tx.insert(taxTaskTables).values({ entId, taskNo, tableCode, version }).onConflictDoNothing();
    const [state] = await tx
      .select({ rowCount: taxTaskTables.rowCount })
      .from(taxTaskTables)
      .where(
        and(eq(taxTaskTables.entId, entId), eq(taxTaskTables.taskNo, taskNo), eq(taxTaskTables.tableCode, tableCode)),
      )
      .for('update');
    const [pref] = await tx
      .select({ importMode: taxFilingPreferences.importMode })
      .from(taxFilingPreferences)
      .where(eq(taxFilingPreferences.entId, entId));
    if (pref?.importMode === 'refuseIfFilled' && state.rowCount > 0) return 'tableFilled';
    await tx.delete(taxTableRows).where(rowsOf(entId, taskNo, tableCode));
    await tx.execute(sql`insert into ${taxTableRows} (ent_id, task_no, table_code, row_no, cells)
      select ${entId}, ${taskNo}, ${tableCode}, row_no, cells from ${taxImportStaging} where job_id = ${jobId}`);
    const now = new Date();
    await tx
      .update(taxTaskTables)
      .set({ version, rowCount, sourceSha256: job.sha256, sourceJobId: jobId, importedAt: now, updatedAt: now })
      .where(
        and(eq(taxTaskTables.entId, entId), eq(taxTaskTables.taskNo, taskNo), eq(taxTaskTables.tableCode, tableCode)),
      );
    await tx
      .update(taxTasks)
      .set({ state: 'inProgress', updatedAt: now })
      .where(and(eq(taxTasks.entId, entId), eq(taxTasks.taskNo, taskNo), eq(taxTasks.state, 'todo')));
    await deleteStaging(tx, jobId);
    await updateImportJob(tx, jobId, {
      status: 'done',
      importedRows: rowCount,
      processedRows: rowCount,
      message: doneMessage,
      finishedAt: now,
    });
    return null;
  });
}

/**
 * Queued or running jobs whose instance went silent before `before` (null: whenever, a process that is gone) are
 * failed, and their staging rows dropped; `except` names an instance whose jobs are left alone (the caller's own).
 */
export async function failStaleImports(db: Db, before: Date | null, message: string, except?: string): Promise<void> {
  const stale = await db
    .update(taxImportJobs)
    .set({ status: 'failed', message, finishedAt: new Date() })
    .where(
      and(
        inArray(taxImportJobs.status, ['queued', 'running']),
        before ? lt(taxImportJobs.heartbeatAt, before) : undefined,
        except ? ne(taxImportJobs.instanceId, except) : undefined,
      ),
    )
    .returning({ jobId: taxImportJobs.jobId });
  if (stale.length)
    await db.delete(taxImportStaging).where(
      inArray(
        taxImportStaging.jobId,
        stale.map((j) => j.jobId),
      ),
    );
}

/** Finished jobs are kept 30 days (their results stay readable); staging rows of no live job go at once. */
export async function purgeOldImports(db: Db, before: Date): Promise<void> {
  await db
    .delete(taxImportJobs)
    .where(and(inArray(taxImportJobs.status, ['done', 'failed']), lt(taxImportJobs.createdAt, before)));
  await db.execute(sql`delete from ${taxImportStaging} s where not exists (select 1 from ${taxImportJobs} j
    where j.job_id = s.job_id and j.status in ('queued', 'running'))`);
}

// ---------------------------------------------------------------------------------------------------------------
// Pushed filing files
// ---------------------------------------------------------------------------------------------------------------

export type PushRow = typeof taxFilePushes.$inferSelect;

export async function insertPush(db: Db, row: Omit<PushRow, 'pushedAt' | 'checkedAt'>): Promise<PushRow> {
  const [created] = await db.insert(taxFilePushes).values(row).returning();
  return created;
}

/** A push of the enterprise, its check time set to now. */
export async function checkPush(db: Db, entId: string, pushId: string): Promise<PushRow | undefined> {
  const [row] = await db
    .update(taxFilePushes)
    .set({ checkedAt: new Date() })
    .where(and(eq(taxFilePushes.entId, entId), eq(taxFilePushes.pushId, pushId)))
    .returning();
  return row;
}
