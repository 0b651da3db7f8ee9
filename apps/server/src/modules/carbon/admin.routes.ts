/**
 * Operations' carbon desk (api/carbon.ts, menu /carbonAdmin): every enterprise's accounts with their compliance
 * state, searched by enterprise, year and state and paged in SQL; an account's detail; the entry of allocations and
 * verified emissions per enterprise and year (written with its audit row in one transaction); the list's export.
 */
import type { FastifyInstance } from 'fastify';
import {
  AUDIT_ACTIONS,
  CARBON_MSG,
  MENU,
  carbonPosition,
  type CarbonAdminAccount,
  type CarbonState,
} from '@portal/shared';
import * as M from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { batchesOf, pageOf } from '../../platform/paging.ts';
import { EXPORT_MAX_ROWS, sendXlsx, type ExportColumn } from '../../platform/export.ts';
import { audit } from '../../platform/audit.ts';
import { people } from '../../platform/people.ts';
import { existingEnterpriseIds, searchEnterprises } from '../user/index.ts';
import {
  accountOut,
  adminList,
  findAccountById,
  ledgerOf,
  lockAccount,
  recentOfAccount,
  saveAccount,
  type AdminRow,
} from './repo.ts';

const access = { menu: MENU.carbon.admin };
/** At most this many enterprises match a name filter (a name filter narrows, it is not a listing). */
const ENT_NAME_MATCHES = 500;
const ENT_PICKER_LIMIT = 20;
const DETAIL_ROWS = 50;

const EXPORT_COLUMNS: readonly ExportColumn<CarbonAdminAccount>[] = [
  { header: '企业名称', width: 36, value: (r) => r.entName },
  { header: '履约年度', width: 10, value: (r) => r.year },
  { header: '配额分配（吨）', numFmt: '#,##0', value: (r) => r.allocation },
  { header: '核查排放量（吨）', numFmt: '#,##0', value: (r) => r.verifiedEmission ?? '未核查' },
  { header: '持有配额（吨）', numFmt: '#,##0', value: (r) => r.allowanceHeld },
  { header: '持有CCER（吨）', numFmt: '#,##0', value: (r) => r.ccerHeld },
  { header: '已清缴（吨）', numFmt: '#,##0', value: (r) => r.surrendered },
  { header: '待清缴（吨）', numFmt: '#,##0', value: (r) => r.outstanding ?? '-' },
  { header: '缺口（吨）', numFmt: '#,##0', value: (r) => r.gap ?? '-' },
  { header: '履约状态', width: 10, value: (r) => r.state },
  { header: '清缴截止日', width: 12, value: (r) => r.deadline },
  { header: '是否逾期', width: 10, value: (r) => (r.overdue ? '已逾期' : '否') },
];

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  const describe = async (rows: AdminRow[]): Promise<CarbonAdminAccount[]> => {
    const names = await people(app.deps).enterpriseNames([...new Set(rows.map((r) => r.entId))]);
    return rows.map((r) => ({ ...accountOut(r), entId: r.entId, entName: names.get(r.entId) ?? '' }));
  };

  const filterOf = async (q: { entName?: string; year?: number | ''; state?: CarbonState | '' }) => ({
    entIds: q.entName ? (await searchEnterprises(db, q.entName, ENT_NAME_MATCHES)).map((e) => e.id) : undefined,
    year: q.year === '' ? undefined : q.year,
    state: q.state || undefined,
  });

  endpoint(app, 'carbonAdminPage', { access }, async (req) => {
    const { currentPage, pageSize, ...q } = req.body;
    const page = await pageOf(adminList(db, await filterOf(q)), currentPage, pageSize);
    return okPage({ ...page, records: await describe(page.records) });
  });

  endpoint(app, 'carbonAdminDetail', { access }, async (req) => {
    const row = await findAccountById(db, req.query.id);
    if (!row) throw fail.notFound(M.RECORD_NOT_FOUND);
    const [account] = await describe([row]);
    return ok([{ account, ...(await recentOfAccount(db, row.id, DETAIL_ROWS)) }]);
  });

  endpoint(app, 'carbonAdminEnterprises', { access }, async (req) =>
    ok((await searchEnterprises(db, req.query.keyword, ENT_PICKER_LIMIT)).map((e) => ({ id: e.id, name: e.name }))),
  );

  endpoint(app, 'carbonAdminSave', { access, writeLimit: true }, async (req) => {
    const s = sessionOf(req);
    const { entId, year, allocation, verifiedEmission, deadline } = req.body;
    if (!(await existingEnterpriseIds(db, [entId])).has(entId)) throw fail.business(CARBON_MSG.entNotFound);
    const [entName] = [...(await people(app.deps).enterpriseNames([entId])).values()];
    const after = await db.transaction(async (tx) => {
      const before = await lockAccount(tx, entId, year);
      // Allowances already sold or surrendered cannot be taken back by lowering the allocation.
      if (before && allocation !== undefined) {
        const used = before.allowanceSold + before.allowanceSurrendered - before.allowanceBought;
        if (carbonPosition({ ...ledgerOf(before), allocation }).allowanceHeld < 0)
          throw fail.business(CARBON_MSG.allocationBelowUsed(used));
      }
      const saved = await saveAccount(tx, before, entId, year, { allocation, verifiedEmission, deadline });
      const fmt = (n: number | null | undefined) => (n === null || n === undefined ? '未核查' : `${n} 吨`);
      await audit(tx, s, {
        targetType: 'carbon',
        targetId: saved.after.id,
        action: 'carbon.save',
        entId,
        summary: `${entName ?? entId} ${year}年度${AUDIT_ACTIONS['carbon.save']}：配额分配 ${saved.after.allocation} 吨，核查排放量 ${fmt(saved.after.verifiedEmission)}，清缴截止日 ${saved.after.deadline}`,
        before: saved.before
          ? {
              allocation: saved.before.allocation,
              verifiedEmission: saved.before.verifiedEmission,
              deadline: saved.before.deadline,
            }
          : null,
        after: {
          allocation: saved.after.allocation,
          verifiedEmission: saved.after.verifiedEmission,
          deadline: saved.after.deadline,
        },
      });
      return saved.after;
    });
    return ok(await describe([after]), CARBON_MSG.accountSaved);
  });

  endpoint(app, 'carbonAdminExport', { access }, async (req, reply) => {
    const list = adminList(db, await filterOf(req.query));
    const described: AsyncIterable<CarbonAdminAccount[]> = {
      async *[Symbol.asyncIterator]() {
        for await (const rows of batchesOf(list, 1000, EXPORT_MAX_ROWS)) yield await describe(rows);
      },
    };
    return sendXlsx(reply, { fileName: '碳账户.xlsx', sheet: '碳账户', columns: EXPORT_COLUMNS, batches: described });
  });
}
