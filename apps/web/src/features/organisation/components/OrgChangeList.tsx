import { useCallback, useMemo } from 'react';
import { Button, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  ORG_CHANGE_STATUSES,
  ORG_CHANGE_TYPES,
  ORG_CHANGE_TYPE_LABEL,
  WORKFLOW_STATUS_LABEL,
  type OrgChangeApplication,
} from '@portal/shared';
import {
  ListPage,
  useServerList,
  type ListState,
  type ListStateSpec,
  type SearchField,
} from '../../../platform/list/index.ts';
import { orgChangesQuery } from '../api/get-org-changes.ts';
import { useOrgScope } from '../hooks/useOrgScope.ts';
import { STATUS_COLOR } from '../status.ts';

/** The two lists of the page: the applicant's own and the approver's to-do. */
export type OrgChangeListKind = 'mine' | 'todo';

/** What a row opens: the check modal, with the task for an approval. */
export interface OrgChangeTarget {
  id: string;
  taskId?: string;
}

const TYPE_VALUES = ORG_CHANGE_TYPES.map(String) as ['1', '2', '3'];
const FILTERS = { type: { oneOf: TYPE_VALUES }, status: { oneOf: ORG_CHANGE_STATUSES } } as const;
type Filters = typeof FILTERS;
/** Each list's params carry its own prefix (the page keeps the tree's selection in the URL too). */
const SPECS: Readonly<Record<OrgChangeListKind, ListStateSpec<Filters>>> = {
  mine: { filters: FILTERS, prefix: 'mine' },
  todo: { filters: FILTERS, prefix: 'todo' },
};

const FIELDS: readonly SearchField<Filters>[] = [
  {
    name: 'type',
    label: '申请类型',
    kind: 'select',
    placeholder: '全部',
    options: ORG_CHANGE_TYPES.map((t) => ({ value: String(t), label: ORG_CHANGE_TYPE_LABEL[t] })),
  },
  {
    name: 'status',
    label: '状态',
    kind: 'select',
    placeholder: '全部',
    options: ORG_CHANGE_STATUSES.map((s) => ({ value: s, label: WORKFLOW_STATUS_LABEL[s] })),
  },
];

/** The unit an application is about: for a change its current name, and the new one when it changes. */
function unitName(a: OrgChangeApplication): string {
  if (a.type !== 2 || !a.customerRegisterNameOld || a.customerRegisterNameOld === a.customerRegisterName) {
    return a.customerRegisterName || a.customerRegisterNameOld;
  }
  return `${a.customerRegisterNameOld} → ${a.customerRegisterName}`;
}

function Clip({ text, width }: { text: string; width: number }) {
  if (!text) return <>-</>;
  return (
    <Tooltip title={text} placement="topLeft">
      <span className="org-clip" style={{ maxWidth: width }}>
        {text}
      </span>
    </Tooltip>
  );
}

export interface OrgChangeListProps {
  kind: OrgChangeListKind;
  onOpen: (target: OrgChangeTarget) => void;
}

/**
 * 我的变更申请 (list mine) and 待我审批 (list todo) of the organisation-change applications on the list kit: 申请类型,
 * 单位名称, 申请时间, the status tag; 查看 opens the check mode, 审批 (a to-do row) the check mode with the decision.
 */
export function OrgChangeList({ kind, onOpen }: OrgChangeListProps) {
  const scope = useOrgScope();
  const query = useCallback(
    (s: ListState<Filters>) =>
      orgChangesQuery(scope, {
        list: kind,
        ...(s.filters.type ? { type: Number(s.filters.type) } : {}),
        ...(s.filters.status ? { status: s.filters.status } : {}),
        currentPage: s.page,
        pageSize: s.pageSize,
      }),
    [scope, kind],
  );
  const list = useServerList(SPECS[kind], query);

  const columns = useMemo<ColumnsType<OrgChangeApplication>>(() => {
    const cols: ColumnsType<OrgChangeApplication> = [
      {
        title: '申请类型',
        dataIndex: 'typeName',
        width: 90,
        render: (v: string, r) => v || ORG_CHANGE_TYPE_LABEL[r.type],
      },
      { title: '单位名称', key: 'unit', width: 260, render: (_, r) => <Clip text={unitName(r)} width={244} /> },
      {
        title: '上级单位',
        dataIndex: 'parentCustomerName',
        width: 200,
        render: (v: string) => <Clip text={v} width={184} />,
      },
    ];
    if (kind === 'todo') {
      cols.push({
        title: '申请人',
        key: 'applicant',
        width: 200,
        render: (_, r) => (
          <Clip text={[r.userInfo.userName, r.userInfo.entName].filter(Boolean).join(' · ')} width={184} />
        ),
      });
    }
    cols.push(
      { title: '申请时间', dataIndex: 'applyTime', width: 170 },
      { title: '当前节点', dataIndex: 'taskName', width: 120, render: (v: string) => <Clip text={v} width={104} /> },
      {
        title: '状态',
        dataIndex: 'status',
        width: 90,
        render: (_: string, r) => (
          <Tag color={STATUS_COLOR[r.status]}>{r.statusName || WORKFLOW_STATUS_LABEL[r.status]}</Tag>
        ),
      },
      {
        title: '操作',
        key: 'actions',
        width: 110,
        fixed: 'right',
        render: (_, r) => (
          <Space size={0}>
            {kind === 'todo' && r.taskId && (
              <Button type="link" size="small" onClick={() => onOpen({ id: r.id, taskId: r.taskId })}>
                审批
              </Button>
            )}
            <Button type="link" size="small" onClick={() => onOpen({ id: r.id })}>
              查看
            </Button>
          </Space>
        ),
      },
    );
    return cols;
  }, [kind, onOpen]);

  return (
    <ListPage<OrgChangeApplication, Filters>
      list={list}
      columns={columns}
      rowKey="id"
      fields={FIELDS}
      title={`共 ${list.total} 条申请`}
      emptyText={kind === 'mine' ? '暂无变更申请' : '暂无待审批的申请'}
    />
  );
}
