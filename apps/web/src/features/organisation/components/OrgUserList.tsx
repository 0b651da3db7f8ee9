import { useCallback, useState } from 'react';
import { Button, Checkbox, Space, Tag } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { BUTTON, displayAccount, isVirtualOrgNode, type OrgNode } from '@portal/shared';
import {
  ListPage,
  useServerList,
  type ListState,
  type ListStateSpec,
  type SearchField,
} from '../../../platform/list/index.ts';
import { useBtnPerm } from '../../../platform/permission/index.ts';
import { orgUsersQuery, type OrgUserRow } from '../api/get-org-users.ts';
import { AddOrgUsersModal } from './AddOrgUsersModal.tsx';

const FILTERS = { keyword: 'string', includeSub: 'boolean' } as const;
type Filters = typeof FILTERS;
/** The page has several lists: this one's params are prefixed (usr_page, usr_keyword…). */
export const ORG_USER_LIST: ListStateSpec<Filters> = { filters: FILTERS, prefix: 'usr' };

const FIELDS: readonly SearchField<Filters>[] = [
  { name: 'keyword', label: '关键字', kind: 'text', placeholder: '账号或姓名' },
];

const COLUMNS: ColumnsType<OrgUserRow> = [
  { title: '账号', dataIndex: 'account', width: 150, render: (v: string) => displayAccount(v) || '-' },
  { title: '姓名', dataIndex: 'userName', width: 120 },
  {
    title: '用户来源',
    dataIndex: 'userSource',
    width: 100,
    render: (v: number) => (v === 2 ? '外部用户' : '内部用户'),
  },
  { title: '所属单位', dataIndex: 'customerRegisterName', width: 240 },
  {
    title: '主组织',
    dataIndex: 'primary',
    width: 90,
    render: (v: boolean) => (v ? <Tag color="blue">主组织</Tag> : '-'),
  },
];

/**
 * 用户: the members of the selected node (organization/getOrgUsers), with those of its subtree when 含下级; org:edit
 * holders add users to a node in use (添加用户).
 */
export function OrgUserList({ node }: { node: OrgNode }) {
  const code = node.customerCode;
  const query = useCallback(
    (s: ListState<Filters>) =>
      orgUsersQuery({
        customerCode: code,
        includeSub: s.filters.includeSub === true,
        ...(s.filters.keyword ? { keyword: s.filters.keyword } : {}),
        currentPage: s.page,
        pageSize: s.pageSize,
      }),
    [code],
  );
  const list = useServerList(ORG_USER_LIST, query);
  const includeSub = list.state.filters.includeSub === true;
  const canEdit = useBtnPerm(BUTTON.org.edit);
  const [adding, setAdding] = useState(false);

  return (
    <>
      <ListPage<OrgUserRow, Filters>
        list={list}
        columns={COLUMNS}
        rowKey="rowKey"
        fields={FIELDS}
        size="small"
        title={`共 ${list.total} 个用户`}
        emptyText="暂无用户"
        toolbar={
          <Space>
            <Checkbox
              checked={includeSub}
              onChange={(e) => list.setFilters({ ...list.state.filters, includeSub: e.target.checked || undefined })}
            >
              含下级
            </Checkbox>
            {canEdit && node.status === 1 && !isVirtualOrgNode(node) && (
              <Button icon={<UserAddOutlined />} onClick={() => setAdding(true)}>
                添加用户
              </Button>
            )}
          </Space>
        }
      />
      {adding && <AddOrgUsersModal node={node} onClose={() => setAdding(false)} />}
    </>
  );
}
