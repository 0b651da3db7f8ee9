import { AUDIT_ACTIONS, AUDIT_TARGET_LABELS, AUDIT_TARGETS, type AuditTarget } from '@portal/shared';
import type { FilterValues, ListStateSpec, SearchField } from '../../../platform/list/index.ts';
import type { AuditFilter } from '../api/audit-page.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The audit log's filters as they are written in the URL. */
export const AUDIT_FILTERS = {
  targetType: { oneOf: AUDIT_TARGETS },
  action: { oneOf: Object.keys(AUDIT_ACTIONS) },
  actorAccount: 'string',
  keyword: 'string',
  dateFrom: { pattern: DAY },
  dateTo: { pattern: DAY },
} as const;
export type AuditFilters = typeof AUDIT_FILTERS;
export const AUDIT_LIST: ListStateSpec<AuditFilters> = { filters: AUDIT_FILTERS };

export const targetLabel = (t: string): string => AUDIT_TARGET_LABELS[t as AuditTarget] ?? t;

/** The list's filters as the contract takes them (auditPage, auditExport): only those set. */
export function auditFilterOf(f: FilterValues<AuditFilters>): AuditFilter {
  const out: AuditFilter = {};
  if (f.targetType) out.targetType = f.targetType;
  if (f.action) out.action = f.action;
  if (f.actorAccount) out.actorAccount = f.actorAccount;
  if (f.keyword) out.keyword = f.keyword;
  if (f.dateFrom) out.dateFrom = f.dateFrom;
  if (f.dateTo) out.dateTo = f.dateTo;
  return out;
}

/** The search form's fields (the list kit's form; the date range is two date fields). */
export const AUDIT_FIELDS: readonly SearchField<AuditFilters>[] = [
  {
    name: 'targetType',
    label: '对象类型',
    kind: 'select',
    placeholder: '全部',
    options: AUDIT_TARGETS.map((t) => ({ value: t, label: AUDIT_TARGET_LABELS[t] })),
  },
  {
    name: 'action',
    label: '操作',
    kind: 'select',
    placeholder: '全部',
    options: Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label })),
  },
  { name: 'actorAccount', label: '操作人账号', kind: 'text' },
  { name: 'keyword', label: '关键字', kind: 'text', placeholder: '对象名称或编号' },
  { name: 'dateFrom', label: '开始日期', kind: 'date' },
  { name: 'dateTo', label: '结束日期', kind: 'date' },
];
