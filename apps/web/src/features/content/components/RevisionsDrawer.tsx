import { useMemo, useState, type ReactNode } from 'react';
import { App, Alert, Button, Drawer, Empty, Result, Spin, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { diffWords, type Change } from 'diff';
import { EDITABLE_STATES, toDisplayTime, type ContentRow, type Revision, type RevisionDetail } from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { useRevision } from '../api/get-revision.ts';
import { useRevisions } from '../api/get-revisions.ts';
import { useRestoreRevision } from '../api/restore-revision.ts';
import '../content.css';

/** Elements after which the plain text breaks the line. */
const BLOCKS = 'p,h1,h2,h3,h4,h5,h6,li,blockquote,pre,tr,div,br,table,ul,ol';

/** The text of an article's HTML, a line per block and cells apart by a tab (parsed, never put in the page). */
export function plainText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('td,th').forEach((cell) => cell.after(doc.createTextNode('\t')));
  doc.querySelectorAll(BLOCKS).forEach((block) => block.after(doc.createTextNode('\n')));
  return (doc.body.textContent ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A revision as compared: its fields, then its body's text. */
export function revisionText(r: Pick<RevisionDetail, 'title' | 'contentSource' | 'author' | 'summary' | 'content'>) {
  return [
    `标题：${r.title}`,
    `来源：${r.contentSource}`,
    `作者：${r.author}`,
    `摘要：${r.summary}`,
    '',
    plainText(r.content),
  ].join('\n');
}

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh-CN', { granularity: 'word' }) : undefined;

/** The changes from `before` to `after`, by words (Chinese words through Intl.Segmenter where the browser has it). */
export function textChanges(before: string, after: string): Change[] {
  return diffWords(before, after, segmenter ? { intlSegmenter: segmenter } : undefined);
}

/** The changes as text nodes inside <ins> / <del> (React escapes them: nothing of the article is parsed as HTML). */
function DiffView({ changes }: { changes: readonly Change[] }) {
  const parts: ReactNode[] = changes.map((c, i) =>
    c.added ? <ins key={i}>{c.value}</ins> : c.removed ? <del key={i}>{c.value}</del> : <span key={i}>{c.value}</span>,
  );
  return (
    <div className="content-diff" data-testid="revision-diff">
      {parts}
    </div>
  );
}

export interface RevisionsDrawerProps {
  /** The article whose revisions are shown; null: closed. */
  row: ContentRow | null;
  onClose: () => void;
}

/**
 * 版本: an article's revisions (newest first). Two of them picked (the two newest at first) show the difference of
 * their texts, added words green and removed ones red; 恢复此版本 (confirmed) saves an older one as a new revision
 * while the article may be edited.
 */
export function RevisionsDrawer({ row, onClose }: RevisionsDrawerProps) {
  return (
    <Drawer
      open={Boolean(row)}
      title={`历史版本${row ? ` - ${row.title}` : ''}`}
      size={920}
      onClose={onClose}
      destroyOnHidden
    >
      {row && <Revisions key={row.id} row={row} />}
    </Drawer>
  );
}

function Revisions({ row }: { row: ContentRow }) {
  const { modal } = App.useApp();
  const revisions = useRevisions(row.id);
  const restore = useRestoreRevision();
  const [picked, setPicked] = useState<number[] | null>(null);
  const records = useMemo(() => revisions.data?.records ?? [], [revisions.data]);
  const latest = records.reduce((max, r) => Math.max(max, r.revision), 0);
  // Until the editor picks, the two newest are compared.
  const chosen = picked ?? records.slice(0, 2).map((r) => r.revision);
  const [older, newer] = [...chosen].sort((a, b) => a - b);
  const editable = (EDITABLE_STATES as readonly number[]).includes(row.state);

  const restoreOne = (r: Revision) =>
    modal.confirm({
      title: '恢复此版本',
      content: `将以第 ${r.revision} 版的内容保存为新版本，确定恢复吗？`,
      okText: '确定',
      cancelText: '取消',
      onOk: () =>
        restore.mutateAsync({ id: row.id, revision: r.revision }).then((env) => notify.success(env.msg || '恢复成功')),
    });

  const columns: ColumnsType<Revision> = [
    { title: '版本', dataIndex: 'revision', width: 80, render: (v: number) => `第 ${v} 版` },
    { title: '标题', dataIndex: 'title', ellipsis: true },
    { title: '保存人', dataIndex: 'savedBy', width: 110, ellipsis: true, render: (v: string) => v || '-' },
    { title: '保存时间', dataIndex: 'savedAt', width: 170, render: (v: string) => toDisplayTime(v) || '-' },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_, r) => {
        const blocked = r.revision === latest ? '已是当前版本' : !editable ? `${row.stateLabel}的文章不能恢复版本` : '';
        return blocked ? (
          <Tooltip title={blocked}>
            <Button type="link" size="small" disabled>
              恢复此版本
            </Button>
          </Tooltip>
        ) : (
          <Button type="link" size="small" onClick={() => void restoreOne(r)}>
            恢复此版本
          </Button>
        );
      },
    },
  ];

  if (revisions.isError) {
    return (
      <Result
        status="warning"
        title="历史版本加载失败"
        subTitle={revisions.error.message}
        extra={
          <Button type="primary" onClick={() => void revisions.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }

  return (
    <>
      <Table<Revision>
        rowKey="revision"
        size="small"
        columns={columns}
        dataSource={records}
        loading={revisions.isPending}
        pagination={false}
        scroll={{ y: 260 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无历史版本" /> }}
        rowSelection={{
          type: 'checkbox',
          hideSelectAll: true,
          selectedRowKeys: chosen,
          onChange: (keys) => setPicked(keys.map(Number)),
          getCheckboxProps: (r) => ({
            disabled: chosen.length >= 2 && !chosen.includes(r.revision),
            'aria-label': `选择第 ${r.revision} 版`,
          }),
        }}
      />
      <div className="news-approval__section">版本比较</div>
      {older && newer ? (
        <Comparison id={row.id} older={older} newer={newer} />
      ) : (
        <Alert type="info" showIcon title="勾选两个版本查看它们的差异" />
      )}
    </>
  );
}

function Comparison({ id, older, newer }: { id: string; older: number; newer: number }) {
  const before = useRevision(id, older);
  const after = useRevision(id, newer);
  const changes = useMemo(
    () => (before.data && after.data ? textChanges(revisionText(before.data), revisionText(after.data)) : null),
    [before.data, after.data],
  );
  if (before.isError || after.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        title="版本内容加载失败"
        action={
          <Button
            size="small"
            onClick={() => {
              void before.refetch();
              void after.refetch();
            }}
          >
            重新加载
          </Button>
        }
      />
    );
  }
  if (!changes) return <Spin />;
  const same = changes.every((c) => !c.added && !c.removed);
  return (
    <>
      <div className="content-diff__legend">
        <span>
          第 {older} 版 → 第 {newer} 版
        </span>
        <ins>新增</ins>
        <del>删除</del>
        {same && <span>两个版本的内容相同</span>}
      </div>
      <DiffView changes={changes} />
    </>
  );
}
