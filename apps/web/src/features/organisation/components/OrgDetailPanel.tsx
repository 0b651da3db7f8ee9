import { Button, Card, Descriptions, Empty, Space, Tabs, Tag, Tooltip, type DescriptionsProps } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { BUTTON, companyPlateName, isSelectableParent, type OrgNode, type OrgSearchHit } from '@portal/shared';
import { Permission } from '../../../platform/permission/index.ts';
import { OrgName } from './OrgTreePanel.tsx';
import { OrgUserList } from './OrgUserList.tsx';
import { SubOrgList } from './SubOrgList.tsx';

export interface OrgDetailPanelProps {
  node: OrgNode;
  /** The parent's name ('' for the root or while unknown). */
  parentName: string;
  /** 新增下级 / 编辑 (button org:edit). */
  onAdd: (parent: OrgNode) => void;
  onEdit: (node: OrgNode) => void;
  /** A row of 下级单位 opened. */
  onOpen: (hit: OrgSearchHit) => void;
}

/**
 * The right side: the selected node (单位名称, 组织编码, 统一社会信用代码, 层级, 板块, 状态, 上级单位) with 新增下级
 * and 编辑 for org:edit holders, and its tabs 下级单位 and 用户.
 */
export function OrgDetailPanel({ node, parentName, onAdd, onEdit, onOpen }: OrgDetailPanelProps) {
  const items: DescriptionsProps['items'] = [
    { key: 'name', label: '单位名称', span: 2, children: <OrgName node={node} /> },
    { key: 'code', label: '组织编码', children: node.customerCode },
    { key: 'credit', label: '统一社会信用代码', children: node.socialcreditcode || '-' },
    { key: 'level', label: '层级', children: `${node.companyLevel}级` },
    { key: 'plate', label: '板块', children: node.catName || companyPlateName(node.cat) || '-' },
    {
      key: 'status',
      label: '状态',
      children: node.status === 0 ? <Tag>已注销</Tag> : <Tag color="success">在用</Tag>,
    },
    { key: 'parent', label: '上级单位', children: parentName || '-' },
  ];

  const canAddUnder = isSelectableParent(node) && node.status !== 0;
  const actions = (
    <Permission code={BUTTON.org.edit}>
      <Space size={8}>
        <Tooltip
          title={canAddUnder ? undefined : node.status === 0 ? '已注销的单位不能新增下级' : '四级单位不能再新增下级'}
        >
          <Button size="small" icon={<PlusOutlined />} disabled={!canAddUnder} onClick={() => onAdd(node)}>
            新增下级
          </Button>
        </Tooltip>
        <Tooltip title={node.virtual ? '虚拟节点不能编辑' : undefined}>
          <Button size="small" icon={<EditOutlined />} disabled={node.virtual} onClick={() => onEdit(node)}>
            编辑
          </Button>
        </Tooltip>
      </Space>
    </Permission>
  );

  return (
    <Card className="org-detail-card" size="small" title="单位信息" extra={actions}>
      <Descriptions size="small" bordered column={2} items={items} className="org-detail-card__desc" />
      <Tabs
        className="org-detail-card__tabs"
        destroyOnHidden
        items={[
          { key: 'sub', label: '下级单位', children: <SubOrgList node={node} onOpen={onOpen} /> },
          { key: 'users', label: '用户', children: <OrgUserList node={node} /> },
        ]}
      />
    </Card>
  );
}

/** The right side before a node is chosen, or when the link's node does not exist. */
export function OrgDetailEmpty({ text }: { text: string }) {
  return (
    <Card className="org-detail-card" size="small" title="单位信息">
      <Empty description={text} />
    </Card>
  );
}
