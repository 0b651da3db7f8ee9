import { useCallback, useMemo } from 'react';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { BUTTON, companyPlateName, type OrgNode, type OrgSearchHit } from '@portal/shared';
import { ExportButton } from '../../../platform/export/index.ts';
import {
  ListPage,
  useServerList,
  type ListState,
  type ListStateSpec,
  type SearchField,
} from '../../../platform/list/index.ts';
import { Permission } from '../../../platform/permission/index.ts';
import { exportOrgs } from '../api/export-orgs.ts';
import { subOrgsQuery } from '../api/get-sub-orgs.ts';
import { OrgName } from './OrgTreePanel.tsx';

const LEVELS = ['2', '3', '4'] as const;
const STATUSES = ['1', '0'] as const;
const FILTERS = {
  keyword: 'string',
  companyLevel: { oneOf: LEVELS },
  status: { oneOf: STATUSES },
} as const;
type Filters = typeof FILTERS;
/** The page has several lists: this one's params are prefixed (sub_page, sub_keyword…). */
export const SUB_ORG_LIST: ListStateSpec<Filters> = { filters: FILTERS, prefix: 'sub' };

const FIELDS: readonly SearchField<Filters>[] = [
  { name: 'keyword', label: '关键字', kind: 'text', placeholder: '名称、编码或信用代码' },
  {
    name: 'companyLevel',
    label: '层级',
    kind: 'select',
    placeholder: '全部',
    options: LEVELS.map((l) => ({ value: l, label: `${l}级` })),
  },
  {
    name: 'status',
    label: '状态',
    kind: 'select',
    placeholder: '全部',
    options: [
      { value: '1', label: '在用' },
      { value: '0', label: '已注销' },
    ],
  },
];

export interface SubOrgListProps {
  node: OrgNode;
  /** 查看: the page selects the unit and opens the tree down to it. */
  onOpen: (hit: OrgSearchHit) => void;
}

/**
 * 下级单位: the selected node's whole subtree (organization/getAllByPage with parentCustomerCode) on the list kit,
 * filtered by keyword, level and status; 导出 (button org:export) exports the same filters as .xlsx.
 */
export function SubOrgList({ node, onOpen }: SubOrgListProps) {
  const code = node.customerCode;
  const query = useCallback(
    (s: ListState<Filters>) =>
      subOrgsQuery({
        parentCustomerCode: code,
        ...(s.filters.keyword ? { keyword: s.filters.keyword } : {}),
        ...(s.filters.companyLevel ? { companyLevel: Number(s.filters.companyLevel) } : {}),
        ...(s.filters.status ? { status: Number(s.filters.status) } : {}),
        currentPage: s.page,
        pageSize: s.pageSize,
      }),
    [code],
  );
  const list = useServerList(SUB_ORG_LIST, query);
  const { filters } = list.state;

  const columns = useMemo<ColumnsType<OrgSearchHit>>(
    () => [
      {
        title: '单位名称',
        dataIndex: 'customerRegisterName',
        width: 260,
        render: (_: string, r) => <OrgName node={r} />,
      },
      { title: '组织编码', dataIndex: 'customerCode', width: 120 },
      {
        title: '统一社会信用代码',
        dataIndex: 'socialcreditcode',
        width: 190,
        render: (v: string | null) => v || '-',
      },
      { title: '层级', dataIndex: 'companyLevel', width: 70, render: (v: number) => `${v}级` },
      {
        title: '板块',
        dataIndex: 'cat',
        width: 100,
        render: (v: string, r) => r.catName || companyPlateName(v) || '-',
      },
      {
        title: '状态',
        dataIndex: 'status',
        width: 80,
        render: (v: number) => (v === 0 ? <Tag>已注销</Tag> : <Tag color="success">在用</Tag>),
      },
      {
        title: '操作',
        key: 'actions',
        width: 70,
        fixed: 'right',
        render: (_, r) => (
          <Button type="link" size="small" onClick={() => onOpen(r)}>
            查看
          </Button>
        ),
      },
    ],
    [onOpen],
  );

  return (
    <ListPage<OrgSearchHit, Filters>
      list={list}
      columns={columns}
      rowKey="customerCode"
      fields={FIELDS}
      size="small"
      title={`共 ${list.total} 个下级单位`}
      emptyText="暂无下级单位"
      toolbar={
        <Permission code={BUTTON.org.export}>
          <ExportButton
            load={(onProgress) =>
              exportOrgs(
                {
                  parentCustomerCode: code,
                  ...(filters.keyword ? { keyword: filters.keyword } : {}),
                  ...(filters.companyLevel ? { companyLevel: Number(filters.companyLevel) } : {}),
                },
                onProgress,
              )
            }
            fallbackName={`${node.customerRegisterName}下级单位.xlsx`}
            disabled={list.total === 0}
            disabledReason="当前条件下没有可导出的单位"
          />
        </Permission>
      }
    />
  );
}
