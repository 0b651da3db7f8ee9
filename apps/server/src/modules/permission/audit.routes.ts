/** The audit log page (/Base/auth-management/audit): the platform's audit rows, filtered, paged and exported. */
import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS, AUDIT_TARGET_LABELS, BUTTON, MENU, toDisplayTime, type AuditEntry } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { okPage } from '../../platform/envelope.ts';
import { auditList, type AuditFilter } from '../../platform/repo.ts';
import { batchesOf, pageOf } from '../../platform/paging.ts';
import { EXPORT_MAX_ROWS, sendXlsx, type ExportColumn } from '../../platform/export.ts';

type Row = Awaited<ReturnType<ReturnType<typeof auditList>['slice']>>[number];

const actionName = (a: string) => (AUDIT_ACTIONS as Record<string, string>)[a] ?? a;
const TARGET_NAMES: Readonly<Record<string, string>> = AUDIT_TARGET_LABELS;

function entryOut(r: Row): AuditEntry {
  return {
    id: String(r.id),
    at: r.at.toISOString(),
    actorAccount: r.actorAccount,
    actorName: r.actorName,
    entId: r.entId,
    targetType: r.targetType,
    targetId: r.targetId,
    action: r.action,
    actionName: actionName(r.action),
    summary: r.summary,
    before: r.before ?? null,
    after: r.after ?? null,
  };
}

/** The +08:00 days of the filter as instants: [dateFrom 00:00, dateTo + 1 day 00:00). */
function filterOf(body: {
  targetType?: string;
  action?: string;
  actorAccount?: string;
  keyword?: string;
  dateFrom?: string;
  dateTo?: string;
}): AuditFilter {
  const until = body.dateTo ? new Date(`${body.dateTo}T00:00:00+08:00`) : undefined;
  if (until) until.setUTCDate(until.getUTCDate() + 1);
  return {
    targetType: body.targetType || undefined,
    action: body.action || undefined,
    actorAccount: body.actorAccount || undefined,
    keyword: body.keyword || undefined,
    from: body.dateFrom ? new Date(`${body.dateFrom}T00:00:00+08:00`) : undefined,
    until,
  };
}

const EXPORT_COLUMNS: readonly ExportColumn<Row>[] = [
  { header: '时间', width: 20, value: (r) => toDisplayTime(r.at.toISOString()) },
  { header: '操作人账号', width: 16, value: (r) => r.actorAccount },
  { header: '操作人', width: 12, value: (r) => r.actorName },
  { header: '对象类型', width: 10, value: (r) => TARGET_NAMES[r.targetType] ?? r.targetType },
  { header: '对象', width: 24, value: (r) => r.targetId },
  { header: '操作', width: 14, value: (r) => actionName(r.action) },
  { header: '内容', width: 48, value: (r) => r.summary },
  { header: '变更前', width: 40, value: (r) => (r.before == null ? '' : JSON.stringify(r.before).slice(0, 32000)) },
  { header: '变更后', width: 40, value: (r) => (r.after == null ? '' : JSON.stringify(r.after).slice(0, 32000)) },
];

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  endpoint(app, 'auditPage', { access: { menu: MENU.permission.audit } }, async (req) => {
    const page = await pageOf(auditList(db, filterOf(req.body)), req.body.currentPage, req.body.pageSize);
    return okPage({ ...page, records: page.records.map(entryOut) });
  });

  endpoint(app, 'auditExport', { access: { button: BUTTON.audit.export } }, async (req, reply) =>
    sendXlsx(reply, {
      fileName: '操作日志.xlsx',
      sheet: '操作日志',
      columns: EXPORT_COLUMNS,
      batches: batchesOf(auditList(db, filterOf(req.body)), 1000, EXPORT_MAX_ROWS),
    }),
  );
}
