import { useCallback, useState } from 'react';
import { Button, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import type { ColumnsType } from 'antd/es/table';
import { BUTTON, toDisplayTime, type AuditEntry } from '@portal/shared';
import { ExportButton } from '../../platform/export/index.ts';
import { ListPage, useServerList, type ListState } from '../../platform/list/index.ts';
import { Permission } from '../../platform/permission/index.ts';
import { exportAudit } from './api/audit-export.ts';
import { auditPageQuery } from './api/audit-page.ts';
import { AuditDetailModal } from './audit/AuditDetailModal.tsx';
import { BrowseStatsTab } from './audit/BrowseStatsTab.tsx';
import { UploadLogTab } from './audit/UploadLogTab.tsx';
import { AUDIT_FIELDS, AUDIT_LIST, auditFilterOf, targetLabel, type AuditFilters } from './audit/audit-filters.ts';

const TABS = [
  { key: 'audit', label: '操作日志' },
  { key: 'uploads', label: '上传日志' },
  { key: 'browse', label: '页面浏览统计' },
] as const;

/**
 * /Base/auth-management/audit: tabs 操作日志 (the default), 上传日志 (refused uploads, issue 15) and 页面浏览统计
 * (the page browse log, issue 15), named by `?tab=`; each list keeps its filters in the URL under its own prefix.
 */
export default function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.key === params.get('tab'))?.key ?? 'audit';
  const choose = (key: string) =>
    setParams(() => {
      const next = new URLSearchParams();
      if (key !== 'audit') next.set('tab', key);
      return next;
    });
  return (
    <Tabs
      activeKey={tab}
      onChange={choose}
      destroyOnHidden
      items={TABS.map((t) => ({
        key: t.key,
        label: t.label,
        children: t.key === 'audit' ? <AuditLogTab /> : t.key === 'uploads' ? <UploadLogTab /> : <BrowseStatsTab />,
      }))}
    />
  );
}

/**
 * 操作日志: who changed which role, menu, grant, user or product, and when, newest first; filters in the URL; 详情
 * shows the object before and after the change; 导出 (gated) exports the current filters.
 */
function AuditLogTab() {
  const [detail, setDetail] = useState<AuditEntry | null>(null);
  const query = useCallback(
    (s: ListState<AuditFilters>) =>
      auditPageQuery({ ...auditFilterOf(s.filters), currentPage: s.page, pageSize: s.pageSize }),
    [],
  );
  const list = useServerList(AUDIT_LIST, query);

  const columns: ColumnsType<AuditEntry> = [
    { title: '时间', dataIndex: 'at', width: 180, render: (v: string) => toDisplayTime(v) },
    {
      title: '操作人',
      key: 'actor',
      width: 200,
      render: (_, e) => `${e.actorName}（${e.actorAccount}）`,
    },
    { title: '对象类型', dataIndex: 'targetType', width: 100, render: (v: string) => targetLabel(v) },
    { title: '操作', dataIndex: 'actionName', width: 140 },
    { title: '内容', dataIndex: 'summary', ellipsis: true },
    {
      title: '详情',
      key: 'detail',
      width: 90,
      fixed: 'right',
      render: (_, e) => (
        <Button type="link" size="small" onClick={() => setDetail(e)}>
          查看
        </Button>
      ),
    },
  ];

  return (
    <>
      <ListPage<AuditEntry, AuditFilters>
        list={list}
        fields={AUDIT_FIELDS}
        columns={columns}
        rowKey="id"
        title={`共 ${list.total} 条操作记录`}
        emptyText="暂无操作记录"
        toolbar={
          <Permission code={BUTTON.audit.export}>
            <ExportButton
              load={(onProgress) => exportAudit(auditFilterOf(list.state.filters), onProgress)}
              fallbackName="操作日志.xlsx"
              disabled={list.total === 0}
              disabledReason="当前条件下没有可导出的记录"
            />
          </Permission>
        }
      />
      <AuditDetailModal entry={detail} onClose={() => setDetail(null)} />
    </>
  );
}
