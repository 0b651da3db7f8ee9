import { Button, Card, Empty, List, Popconfirm, Spin, Tag, Typography } from 'antd';
import { MENU, companyPlateName } from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { useHoldsMenu } from '../../platform/permission/index.ts';
import { useMyOrgs } from './api/get-my-orgs.ts';
import { useAdminScope } from './api/keys.ts';
import { useSetPrimaryOrg } from './api/set-primary-org.ts';

/**
 * 我的组织 on the personal centre: the organisations the user belongs to (issue 15), the primary one marked, and
 * 设为主组织 on the others (after a confirmation). Shown to those who hold the organisation page, whose calls it reads.
 */
export function MyOrgsCard() {
  const scope = useAdminScope();
  const allowed = useHoldsMenu(MENU.organisation.index);
  const orgs = useMyOrgs(scope, allowed);
  const setPrimary = useSetPrimaryOrg(scope);
  if (!allowed) return null;
  let body;
  if (orgs.isPending) body = <Spin />;
  else if (orgs.isError) body = <Typography.Text type="danger">组织信息加载失败，请刷新后重试</Typography.Text>;
  else if (orgs.data.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂未加入任何组织" />;
  else
    body = (
      <List
        size="small"
        dataSource={orgs.data}
        rowKey="customerCode"
        renderItem={(o) => (
          <List.Item
            actions={
              o.primary
                ? []
                : [
                    <Popconfirm
                      key="primary"
                      title={`确定将「${o.customerRegisterName}」设为主组织吗？`}
                      okText="确定"
                      cancelText="取消"
                      onConfirm={() =>
                        setPrimary.mutate(o.customerCode, { onSuccess: () => notify.success('设置成功') })
                      }
                    >
                      <Button type="link" size="small" loading={setPrimary.isPending}>
                        设为主组织
                      </Button>
                    </Popconfirm>,
                  ]
            }
          >
            <span>
              {o.customerRegisterName}
              {o.primary && (
                <Tag color="blue" style={{ marginLeft: 8 }}>
                  主组织
                </Tag>
              )}
            </span>
            <Typography.Text type="secondary">
              {o.customerCode} · {o.companyLevel}级{o.cat ? ` · ${companyPlateName(o.cat)}` : ''}
            </Typography.Text>
          </List.Item>
        )}
      />
    );
  return <Card title="我的组织">{body}</Card>;
}
