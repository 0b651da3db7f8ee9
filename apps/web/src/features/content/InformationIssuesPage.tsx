import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { App, Button, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import {
  CONTENT_STATE,
  CONTENT_STATE_LABEL,
  DELETABLE_STATES,
  EDITABLE_STATES,
  SUBMITTABLE_STATES,
  stateChangeAllowed,
  toDisplayTime,
  type ContentRow,
  type ContentState,
} from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import {
  ListPage,
  MORE_LABEL,
  RowActions,
  actionColumnWidth,
  useServerList,
  type ListState,
  type ListStateSpec,
  type RowAction,
  type SearchField,
} from '../../platform/list/index.ts';
import { useDeleteContent } from './api/delete-content.ts';
import { contentPageQuery } from './api/get-content-page.ts';
import { useSiteOptions } from './api/get-site-options.ts';
import { useSetContentState } from './api/set-content-state.ts';
import { useSubmitContent } from './api/submit-content.ts';
import { ArticleEditor, type ArticleEditorTarget } from './components/ArticleEditor.tsx';
import { NewsApprovalModal, type NewsApprovalTarget } from './components/NewsApprovalModal.tsx';
import { RevisionsDrawer } from './components/RevisionsDrawer.tsx';

const STATES = Object.keys(CONTENT_STATE_LABEL) as readonly string[];
const FILTERS = {
  title: 'string',
  siteId: 'string',
  subjectId: 'string',
  state: { oneOf: STATES },
} as const;
type Filters = typeof FILTERS;
const LIST: ListStateSpec<Filters> = { filters: FILTERS };

/** The URL params that open the approval modal (a type 14 notice's action leads to ?review=<id>). */
export const REVIEW_PARAM = 'review';
export const VIEW_PARAM = 'view';

const STATE_COLORS: Readonly<Record<ContentState, string>> = {
  0: 'default',
  1: 'processing',
  2: 'error',
  3: 'gold',
  4: 'success',
  5: 'default',
};

const has = (states: readonly ContentState[], s: number) => (states as readonly number[]).includes(s);

/** The confirmations of the row's moves. */
export const submitText = (title: string) => `提交后将由审核人审核，确定提交「${title}」吗？`;
export const onlineText = (title: string) => `确定重新上线「${title}」吗？`;
export const offlineText = (title: string) => `下线后读者将看不到该文章，确定下线「${title}」吗？`;
export const deleteText = (title: string) => `删除后不可恢复，确定删除「${title}」吗？`;

/** The widest set of inline row buttons (three, then 更多). */
const ACTION_WIDTH = actionColumnWidth(['编辑', '提交审核', '查看', MORE_LABEL]);

/**
 * /newsSend/informationIssues (信息发布): the articles of every site (title, site, channel and state filters in the
 * URL) with the moves of each one's state (rules.ts): 编辑, 提交审核, 上线 / 下线, 删除 (each confirmed), 版本 (the
 * revisions and their comparison), 查看, and 审核 for one under review whose step is the caller's. 新增文章 opens the editor. `?review=<id>` opens
 * the approval modal to decide and `?view=<id>` to read (a notice's action leads here); closing it drops the param.
 */
export default function InformationIssuesPage() {
  const { modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<ArticleEditorTarget | null>(null);
  const [revisionsOf, setRevisionsOf] = useState<ContentRow | null>(null);
  const sites = useSiteOptions();
  const submit = useSubmitContent();
  const setState = useSetContentState();
  const remove = useDeleteContent();

  const query = useCallback(
    (s: ListState<Filters>) =>
      contentPageQuery({
        title: s.filters.title || undefined,
        siteId: s.filters.siteId || undefined,
        subjectId: s.filters.subjectId || undefined,
        state: s.filters.state === undefined ? undefined : Number(s.filters.state),
        currentPage: s.page,
        pageSize: s.pageSize,
      }),
    [],
  );
  const list = useServerList(LIST, query);

  const reviewId = params.get(REVIEW_PARAM);
  const viewId = params.get(VIEW_PARAM);
  const approval: NewsApprovalTarget | null = reviewId
    ? { id: reviewId, mode: 'approve' }
    : viewId
      ? { id: viewId, mode: 'view' }
      : null;
  const openApproval = (id: string, mode: NewsApprovalTarget['mode']) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete(REVIEW_PARAM);
      next.delete(VIEW_PARAM);
      next.set(mode === 'approve' ? REVIEW_PARAM : VIEW_PARAM, id);
      return next;
    });
  const closeApproval = useCallback(
    () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete(REVIEW_PARAM);
          next.delete(VIEW_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const siteList = useMemo(() => sites.data ?? [], [sites.data]);
  const fields: readonly SearchField<Filters>[] = [
    { name: 'title', label: '标题', kind: 'text' },
    {
      name: 'siteId',
      label: '站点',
      kind: 'select',
      placeholder: '全部',
      options: siteList.map((s) => ({ value: s.id, label: s.siteName })),
    },
    {
      name: 'subjectId',
      label: '栏目',
      kind: 'select',
      placeholder: '全部',
      options: (values) =>
        siteList
          .filter((s) => !values.siteId || s.id === values.siteId)
          .flatMap((s) =>
            s.subjects.map((c) => ({
              value: c.id,
              label: values.siteId ? c.subjectName : `${s.siteName} / ${c.subjectName}`,
            })),
          ),
    },
    {
      name: 'state',
      label: '状态',
      kind: 'select',
      placeholder: '全部',
      options: Object.entries(CONTENT_STATE_LABEL).map(([value, label]) => ({ value, label })),
    },
  ];

  const confirm = (
    title: string,
    content: string,
    act: () => Promise<{ msg: string }>,
    fallback: string,
    danger = false,
  ) =>
    modal.confirm({
      title,
      content,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger },
      onOk: () => act().then((env) => notify.success(env.msg || fallback)),
    });

  const actionsOf = (r: ContentRow): RowAction[] => {
    const actions: RowAction[] = [];
    // 审核 where the review's step is the caller's (the server says so); anyone else reads it with 查看.
    if (r.state === CONTENT_STATE.reviewing && r.canReview) {
      actions.push({ key: 'review', label: '审核', onClick: () => openApproval(r.id, 'approve') });
    }
    if (has(EDITABLE_STATES, r.state)) {
      actions.push({ key: 'edit', label: '编辑', onClick: () => setEditing({ id: r.id }) });
    }
    if (has(SUBMITTABLE_STATES, r.state)) {
      actions.push({
        key: 'submit',
        label: '提交审核',
        onClick: () => void confirm('提交审核', submitText(r.title), () => submit.mutateAsync(r.id), '提交成功'),
      });
    }
    actions.push({ key: 'view', label: '查看', onClick: () => openApproval(r.id, 'view') });
    if (stateChangeAllowed(r.state as ContentState, CONTENT_STATE.published)) {
      actions.push({
        key: 'online',
        label: '上线',
        onClick: () =>
          void confirm('上线文章', onlineText(r.title), () => setState.mutateAsync({ id: r.id, state: 4 }), '上线成功'),
      });
    }
    if (stateChangeAllowed(r.state as ContentState, CONTENT_STATE.offline)) {
      actions.push({
        key: 'offline',
        label: '下线',
        danger: true,
        onClick: () =>
          void confirm(
            '下线文章',
            offlineText(r.title),
            () => setState.mutateAsync({ id: r.id, state: 5 }),
            '下线成功',
            true,
          ),
      });
    }
    actions.push({ key: 'revisions', label: '版本', onClick: () => setRevisionsOf(r) });
    if (has(DELETABLE_STATES, r.state)) {
      actions.push({
        key: 'delete',
        label: '删除',
        danger: true,
        onClick: () => void confirm('删除文章', deleteText(r.title), () => remove.mutateAsync(r.id), '删除成功', true),
      });
    }
    return actions;
  };

  const columns: ColumnsType<ContentRow> = [
    {
      title: '标题',
      dataIndex: 'title',
      width: 260,
      ellipsis: true,
      render: (v: string, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => openApproval(r.id, 'view')}>
          {v}
        </Button>
      ),
    },
    { title: '栏目', dataIndex: 'subjectNames', width: 160, ellipsis: true, render: (v: string) => v || '-' },
    { title: '来源', dataIndex: 'contentSource', width: 120, ellipsis: true, render: (v: string) => v || '-' },
    { title: '作者', dataIndex: 'author', width: 100, ellipsis: true, render: (v: string) => v || '-' },
    {
      title: '状态',
      dataIndex: 'state',
      width: 100,
      render: (v: ContentState, r) => {
        const tag = <Tag color={STATE_COLORS[v] ?? 'default'}>{r.stateLabel || CONTENT_STATE_LABEL[v]}</Tag>;
        return v === CONTENT_STATE.rejected && r.opinion ? (
          <Tooltip title={`驳回意见：${r.opinion}`}>{tag}</Tooltip>
        ) : (
          tag
        );
      },
    },
    { title: '发布时间', dataIndex: 'publishTime', width: 170, render: (v: string | null) => toDisplayTime(v) || '-' },
    {
      title: '阅读/点赞',
      key: 'reads',
      width: 100,
      align: 'right',
      render: (_, r) => `${r.views} / ${r.likes}`,
    },
    { title: '更新时间', dataIndex: 'updateTime', width: 170, render: (v: string) => toDisplayTime(v) || '-' },
    {
      title: '操作',
      key: 'actions',
      width: ACTION_WIDTH,
      fixed: 'right',
      render: (_, r) => <RowActions actions={actionsOf(r)} inline={3} />,
    },
  ];

  return (
    <>
      <ListPage<ContentRow, Filters>
        list={list}
        columns={columns}
        rowKey="id"
        fields={fields}
        title={`共 ${list.total} 篇文章`}
        emptyText="暂无文章"
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            新增文章
          </Button>
        }
      />
      <ArticleEditor target={editing} onClose={() => setEditing(null)} />
      <RevisionsDrawer row={revisionsOf} onClose={() => setRevisionsOf(null)} />
      <NewsApprovalModal target={approval} onClose={closeApproval} />
    </>
  );
}
