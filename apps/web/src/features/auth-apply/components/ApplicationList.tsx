import { useCallback, useMemo } from 'react';
import { Button, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import {
  APPLY_TYPES,
  APPLY_TYPE_LABEL,
  AUTH_APPLY_STATUSES,
  WORKFLOW_STATUS_LABEL,
  displayAccount,
  type AuthApplyList,
  type AuthApplyRow,
} from '@portal/shared';
import { ExportButton } from '../../../platform/export/index.ts';
import {
  ListPage,
  useServerList,
  type ListState,
  type ListStateSpec,
  type SearchField,
} from '../../../platform/list/index.ts';
import { exportDoneTasks } from '../api/export-done-tasks.ts';
import { exportUpcomingTasks } from '../api/export-upcoming-tasks.ts';
import { applicationsQuery } from '../api/get-applications.ts';
import type { AuthApplySide } from '../api/keys.ts';
import { useAuthApplyScope } from '../hooks/useAuthApplyScope.ts';
import { STATUS_COLOR } from '../status.ts';
import type { AuthApplyTarget } from './AuthApplyModal.tsx';

/** The workflow process the applications run on: the bizType of their to-do and done exports. */
export const AUTH_APPLY_BIZ_TYPE = 'authApply';

const TYPE_VALUES = APPLY_TYPES.map(String) as ['1', '2', '3'];
const FILTERS = {
  applyType: { oneOf: TYPE_VALUES },
  status: { oneOf: AUTH_APPLY_STATUSES },
} as const;
type Filters = typeof FILTERS;
/** One list on screen at a time (the tab's), so its params need no prefix; a tab change clears them. */
const LIST: ListStateSpec<Filters> = { filters: FILTERS };

const FIELDS: readonly SearchField<Filters>[] = [
  {
    name: 'applyType',
    label: '申请类型',
    kind: 'select',
    placeholder: '全部',
    options: APPLY_TYPES.map((t) => ({ value: String(t), label: APPLY_TYPE_LABEL[t] })),
  },
  {
    name: 'status',
    label: '状态',
    kind: 'select',
    placeholder: '全部',
    options: AUTH_APPLY_STATUSES.map((s) => ({ value: s, label: WORKFLOW_STATUS_LABEL[s] })),
  },
];

const EMPTY_TEXT: Readonly<Record<AuthApplyList, string>> = {
  mine: '暂无申请',
  todo: '暂无待审批的申请',
  done: '暂无已审批的申请',
};

export interface ApplicationListProps {
  side: AuthApplySide;
  list: AuthApplyList;
  onOpen: (target: AuthApplyTarget) => void;
  /** 新增申请 in the toolbar (the 我的申请 tab). */
  onAdd?: () => void;
}

/**
 * One tab of the applications page: the list kit on the side's page call with `list` = mine / todo / done, filtered
 * by 申请类型 and 状态 (in the URL), paged; per row 查看, 编辑 (the applicant's editable application) or 审批 (a
 * to-do row); the to-do and done tabs export the workflow's lists of the authorisation process.
 */
export function ApplicationList({ side, list: which, onOpen, onAdd }: ApplicationListProps) {
  const scope = useAuthApplyScope();
  const query = useCallback(
    (s: ListState<Filters>) =>
      applicationsQuery(scope, side, {
        list: which,
        ...(s.filters.applyType ? { applyType: Number(s.filters.applyType) } : {}),
        ...(s.filters.status ? { status: s.filters.status } : {}),
        currentPage: s.page,
        pageSize: s.pageSize,
      }),
    [scope, side, which],
  );
  const list = useServerList(LIST, query);
  const columns = useMemo(() => columnsOf(which, onOpen), [which, onOpen]);

  const toolbar = (
    <Space>
      {which === 'mine' && onAdd && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          新增申请
        </Button>
      )}
      {which === 'todo' && (
        <ExportButton
          load={(onProgress) => exportUpcomingTasks({ bizType: AUTH_APPLY_BIZ_TYPE }, onProgress)}
          fallbackName="待我审批.xlsx"
        />
      )}
      {which === 'done' && (
        <ExportButton
          load={(onProgress) => exportDoneTasks({ bizType: AUTH_APPLY_BIZ_TYPE }, onProgress)}
          fallbackName="我已审批.xlsx"
        />
      )}
    </Space>
  );

  return (
    <ListPage<AuthApplyRow, Filters>
      list={list}
      columns={columns}
      rowKey="id"
      fields={FIELDS}
      // The count once it is known: not 共 0 条申请 while the first page loads (nor after a failed load).
      title={list.loading || list.error ? undefined : `共 ${list.total} 条申请`}
      toolbar={toolbar}
      emptyText={EMPTY_TEXT[which]}
    />
  );
}

/** A cell's text cut to `width` px with an ellipsis, the whole text in a tooltip (the list scrolls only when narrow). */
function Clip({ text, width }: { text: string; width: number }) {
  if (!text) return <>-</>;
  return (
    <Tooltip title={text} placement="topLeft">
      <span className="auth-apply-clip" style={{ maxWidth: width }}>
        {text}
      </span>
    </Tooltip>
  );
}

/**
 * The columns of a tab, sized so a tab fits the content area at 1366 px: 我的申请 shows the request and where it
 * stands; 待我审批 who asks (the step is the approve modal's title); 我已审批 who asked and where it stands now.
 */
function columnsOf(which: AuthApplyList, onOpen: (t: AuthApplyTarget) => void): ColumnsType<AuthApplyRow> {
  const type: ColumnsType<AuthApplyRow>[number] = {
    title: '申请类型',
    dataIndex: 'applyTypeName',
    width: 110,
    render: (v: string, r) => v || APPLY_TYPE_LABEL[r.applyType],
  };
  const plate: ColumnsType<AuthApplyRow>[number] = {
    title: '板块',
    dataIndex: 'productName',
    width: 100,
    render: (v: string) => <Clip text={v} width={84} />,
  };
  const role: ColumnsType<AuthApplyRow>[number] = {
    title: '角色',
    dataIndex: 'roleName',
    width: 130,
    render: (v: string) => <Clip text={v} width={114} />,
  };
  const reason = (width: number): ColumnsType<AuthApplyRow>[number] => ({
    title: '申请事由',
    dataIndex: 'reason',
    width: width + 16,
    render: (v: string) => <Clip text={v} width={width} />,
  });
  const applicant: ColumnsType<AuthApplyRow> = [
    {
      title: '申请人',
      dataIndex: 'applicant',
      width: 100,
      render: (v: string, r) => (
        <Tooltip title={r.applicantAccount ? displayAccount(r.applicantAccount) : undefined}>
          <span>{v || '-'}</span>
        </Tooltip>
      ),
    },
    { title: '所属企业', dataIndex: 'entName', width: 166, render: (v: string) => <Clip text={v} width={150} /> },
  ];
  const applyTime: ColumnsType<AuthApplyRow>[number] = { title: '申请时间', dataIndex: 'applyTime', width: 170 };
  const node: ColumnsType<AuthApplyRow>[number] = {
    title: '当前节点',
    dataIndex: 'taskName',
    width: 130,
    render: (v: string) => <Clip text={v} width={114} />,
  };
  const status: ColumnsType<AuthApplyRow>[number] = {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (_: string, r) => <Tag color={STATUS_COLOR[r.status]}>{r.statusName}</Tag>,
  };
  const actions: ColumnsType<AuthApplyRow>[number] = {
    title: '操作',
    key: 'actions',
    width: 116,
    fixed: 'right',
    render: (_, r) => (
      <Space size={0}>
        {which === 'todo' && r.taskId && (
          <Button
            type="link"
            size="small"
            onClick={() =>
              onOpen({
                mode: 'approve',
                id: r.id,
                processInstId: r.processinstid,
                taskId: r.taskId,
                taskTitle: r.taskName,
              })
            }
          >
            审批
          </Button>
        )}
        <Button
          type="link"
          size="small"
          onClick={() =>
            onOpen({ mode: which === 'mine' ? 'check' : 'approveCheck', id: r.id, processInstId: r.processinstid })
          }
        >
          查看
        </Button>
        {which === 'mine' && r.canEdit && (
          <Button type="link" size="small" onClick={() => onOpen({ mode: 'edit', id: r.id })}>
            编辑
          </Button>
        )}
      </Space>
    ),
  };
  if (which === 'mine') return [type, plate, role, reason(220), applyTime, node, status, actions];
  if (which === 'todo') return [type, plate, role, ...applicant, reason(180), applyTime, actions];
  return [type, plate, role, ...applicant, reason(130), node, status, actions];
}
