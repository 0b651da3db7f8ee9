import { useCallback, useState } from 'react';
import { Button, Modal, Popconfirm, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { HANDBOOK_PROJECT_TYPE, toDisplayTime, type HandbookRow } from '@portal/shared';
import { AttachmentLink, AttachmentUpload, type UploadedFile } from '../../platform/attachment/index.ts';
import { notify } from '../../platform/feedback/feedback.ts';
import {
  ListPage,
  actionColumnWidth,
  useServerList,
  type ListState,
  type ListStateSpec,
  type SearchField,
} from '../../platform/list/index.ts';
import { useDeleteHandbook } from './api/delete-handbook.ts';
import { handbookPageQuery } from './api/get-handbook-page.ts';
import { useSaveHandbook } from './api/save-handbook.ts';
import './content.css';

const FILTERS = { keyword: 'string', configured: { oneOf: ['1', '0'] } } as const;
type Filters = typeof FILTERS;
const LIST: ListStateSpec<Filters> = { filters: FILTERS };
const FIELDS: readonly SearchField<Filters>[] = [
  { name: 'keyword', label: '页面', kind: 'text', placeholder: '页面名称或路径' },
  {
    name: 'configured',
    label: '操作手册',
    kind: 'select',
    placeholder: '全部',
    options: [
      { value: '1', label: '已配置' },
      { value: '0', label: '未配置' },
    ],
  },
];

/**
 * /handbookSetting/index (操作手册配置): the portal's pages (the route table's signed-in pages; keyword and 已配置 /
 * 未配置 filters in the URL) with their manuals. 上传 / 替换 uploads a PDF or .docx (≤ 20 MB) through the attachment
 * kit and sets it (handbookSave); 移除 (confirmed) takes it off (handbookDelete). A page's users then find it as
 * 操作手册 in the header. The menu is the gate.
 */
export default function HandbookSettingPage() {
  const [uploading, setUploading] = useState<HandbookRow | null>(null);
  const remove = useDeleteHandbook();
  const query = useCallback(
    (s: ListState<Filters>) =>
      handbookPageQuery({
        keyword: s.filters.keyword || undefined,
        configured: s.filters.configured === undefined ? undefined : s.filters.configured === '1' ? 1 : 0,
        currentPage: s.page,
        pageSize: s.pageSize,
      }),
    [],
  );
  const list = useServerList(LIST, query);

  const columns: ColumnsType<HandbookRow> = [
    { title: '页面', dataIndex: 'title', width: 180, ellipsis: true },
    {
      title: '路径',
      dataIndex: 'path',
      width: 240,
      ellipsis: true,
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    {
      title: '操作手册',
      dataIndex: 'fileName',
      ellipsis: true,
      render: (_, row) =>
        row.fileId ? (
          <AttachmentLink fileId={row.fileId} fileName={row.fileName} fallbackName="操作手册" />
        ) : (
          <span className="content-ops__muted">未配置</span>
        ),
    },
    { title: '更新人', dataIndex: 'updatedBy', width: 110, ellipsis: true, render: (v: string) => v || '-' },
    { title: '更新时间', dataIndex: 'updateTime', width: 170, render: (v: string) => toDisplayTime(v) || '-' },
    {
      title: '操作',
      key: 'actions',
      width: actionColumnWidth(['替换', '移除']),
      fixed: 'right',
      render: (_, row) => (
        <span className="portal-list__row-actions">
          <Button type="link" size="small" onClick={() => setUploading(row)}>
            {row.fileId ? '替换' : '上传'}
          </Button>
          {row.fileId && (
            <Popconfirm
              title="移除操作手册"
              description={`移除后「${row.title}」将不再提供操作手册，确定移除吗？`}
              okText="确定"
              cancelText="取消"
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                void remove
                  .mutateAsync(row.path)
                  .then((env) => notify.success(env.msg || '移除成功'))
                  .catch(() => undefined)
              }
            >
              <Button type="link" size="small" danger>
                移除
              </Button>
            </Popconfirm>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <ListPage<HandbookRow, Filters>
        list={list}
        columns={columns}
        rowKey="path"
        fields={FIELDS}
        title={`共 ${list.total} 个页面`}
        emptyText="暂无页面"
      />
      {/* Keyed by the page: each opening starts without a file. */}
      <HandbookUploadModal key={uploading?.path ?? ''} row={uploading} onClose={() => setUploading(null)} />
    </>
  );
}

/** 上传 / 替换 a page's manual: the file is uploaded first (the attachment kit), then 保存 sets it (handbookSave). */
function HandbookUploadModal({ row, onClose }: { row: HandbookRow | null; onClose: () => void }) {
  const save = useSaveHandbook();
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);

  const submit = async () => {
    if (!row) return;
    if (!file) {
      setMissing(true);
      return;
    }
    const env = await save.mutateAsync({ path: row.path, fileId: file.fileId });
    notify.success(env.msg || '保存成功');
    onClose();
  };

  return (
    <Modal
      open={row !== null}
      title={row?.fileId ? '替换操作手册' : '上传操作手册'}
      width={560}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: busy }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {row && (
        <div className="content-ops__handbook">
          <div className="content-ops__field">
            <span className="content-ops__label">页面</span>
            <span>
              {row.title} <Typography.Text code>{row.path}</Typography.Text>
            </span>
          </div>
          {row.fileId && (
            <div className="content-ops__field">
              <span className="content-ops__label">当前手册</span>
              <span>{row.fileName || '操作手册'}</span>
            </div>
          )}
          <div className="content-ops__field">
            <span className="content-ops__label">手册文件</span>
            <div className="content-ops__grow">
              <AttachmentUpload
                projectType={HANDBOOK_PROJECT_TYPE}
                value={file}
                onChange={(f) => {
                  setFile(f);
                  if (f) setMissing(false);
                }}
                onBusy={setBusy}
              />
              {missing && (
                <div className="content-ops__error" role="alert">
                  请上传操作手册
                </div>
              )}
            </div>
          </div>
        </div>
      )}
    </Modal>
  );
}
