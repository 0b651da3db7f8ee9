import { Descriptions, Space, Tag } from 'antd';
import { displayAccount, maskPhone, type UserInfo } from '@portal/shared';

/** The current enterprise and the user's roles in it. */
export function EnterpriseCard({ user }: { user: UserInfo }) {
  const roles = user.roleList ?? [];
  const orgCount = user.userOrganzations?.length ?? 0;
  return (
    <Descriptions
      column={1}
      size="small"
      className="workbench-ent"
      items={[
        { key: 'ent', label: '企业名称', children: user.entName },
        {
          key: 'roles',
          label: '我的角色',
          children: roles.length ? (
            <Space size={[4, 4]} wrap>
              {roles.map((r) => (
                <Tag key={r.roleId} color="blue">
                  {r.roleName}
                </Tag>
              ))}
            </Space>
          ) : (
            '暂无角色'
          ),
        },
        { key: 'account', label: '登录账号', children: displayAccount(user.account) },
        { key: 'phone', label: '手机号码', children: user.phone ? maskPhone(user.phone) : '未绑定' },
        { key: 'orgs', label: '所属企业', children: `${Math.max(orgCount, 1)} 家` },
      ]}
    />
  );
}
