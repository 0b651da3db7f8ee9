import { useCallback } from 'react';
import type { ColumnsType } from 'antd/es/table';
import { EXTERNAL_USER_SOURCE, type UploadLogEntry } from '@portal/shared';
import {
  ListPage,
  useServerList,
  type ListState,
  type ListStateSpec,
  type SearchField,
} from '../../../platform/list/index.ts';
import { uploadLogPageQuery } from '../api/upload-log-page.ts';

const UPLOAD_FILTERS = { account: 'string', fileName: 'string' } as const;
type UploadFilters = typeof UPLOAD_FILTERS;
const UPLOAD_LIST: ListStateSpec<UploadFilters> = { filters: UPLOAD_FILTERS, prefix: 'up' };
const UPLOAD_FIELDS: readonly SearchField<UploadFilters>[] = [
  { name: 'account', label: '账号', kind: 'text' },
  { name: 'fileName', label: '文件名', kind: 'text' },
];

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** 上传日志: every refused upload (§3 Upload log), by the server or by the page before sending, newest first. */
export function UploadLogTab() {
  const query = useCallback(
    (s: ListState<UploadFilters>) =>
      uploadLogPageQuery({
        account: s.filters.account || undefined,
        fileName: s.filters.fileName || undefined,
        currentPage: s.page,
        pageSize: s.pageSize,
      }),
    [],
  );
  const list = useServerList(UPLOAD_LIST, query);
  const columns: ColumnsType<UploadLogEntry> = [
    { title: '时间', dataIndex: 'createTime', width: 170 },
    { title: '用户', key: 'user', width: 180, render: (_, e) => `${e.userName}（${e.account}）` },
    {
      title: '用户来源',
      dataIndex: 'userSource',
      width: 90,
      render: (v: number) => (v === EXTERNAL_USER_SOURCE ? '外部用户' : '内部用户'),
    },
    { title: '企业', dataIndex: 'entName', width: 180, ellipsis: true },
    { title: '文件名', dataIndex: 'fileName', ellipsis: true },
    { title: '大小', dataIndex: 'fileSize', width: 100, render: (v: number) => sizeText(v) },
    { title: '后缀', dataIndex: 'suffixName', width: 70 },
    { title: '结果', dataIndex: 'resultMsg', width: 220 },
    { title: '来源', dataIndex: 'route', width: 90, render: (v: string) => (v === 'web' ? '页面' : '服务端') },
  ];
  return (
    <ListPage<UploadLogEntry, UploadFilters>
      list={list}
      fields={UPLOAD_FIELDS}
      columns={columns}
      rowKey="id"
      title={`共 ${list.total} 条上传记录`}
      emptyText="暂无被拒绝的上传"
    />
  );
}
