import { Card, Descriptions, Space, Spin, Tag } from 'antd';
import { BRANCH_ENT_TYPE, EXTERNAL_USER_SOURCE, displayAccount, maskPhone } from '@portal/shared';
import { useSession } from '../../platform/session/store.ts';
import { useEnterprises } from './api/get-enterprises.ts';
import { useAdminScope } from './api/keys.ts';

/**
 * 个人中心 (/userCenter/userManage): the signed-in user's own facts from the session (account without s_, masked
 * phone, the enterprise in use, source, roles) and their enterprises (the enterprise list call). Read only.
 */
export default function PersonalCentrePage() {
  const info = useSession((s) => s.userInfo);
  const scope = useAdminScope();
  const ents = useEnterprises(scope);
  if (!info) return <Spin />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title="个人信息">
        <Descriptions column={2} bordered size="small">
          <Descriptions.Item label="账号">{displayAccount(info.account)}</Descriptions.Item>
          <Descriptions.Item label="姓名">{info.userName}</Descriptions.Item>
          <Descriptions.Item label="手机号">{info.phone ? maskPhone(info.phone) : '未绑定'}</Descriptions.Item>
          <Descriptions.Item label="用户来源">
            {info.userSource === EXTERNAL_USER_SOURCE ? '外部用户' : '内部用户'}
          </Descriptions.Item>
          <Descriptions.Item label="当前企业">
            {info.entName}
            {info.entType === BRANCH_ENT_TYPE && (
              <Tag color="blue" style={{ marginLeft: 8 }}>
                分支机构
              </Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label="角色">
            {info.roleList.length === 0 ? (
              '-'
            ) : (
              <Space size={[4, 4]} wrap>
                {info.roleList.map((r) => (
                  <Tag key={r.roleId}>{r.roleName}</Tag>
                ))}
              </Space>
            )}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="所属企业">
        {ents.isLoading ? (
          <Spin />
        ) : (
          <Space size={[8, 8]} wrap>
            {(ents.data ?? []).map((e) => (
              <Tag key={e.entId} color={e.currentFlag === 1 ? 'blue' : 'default'}>
                {e.customerName}
                {e.currentFlag === 1 ? '（当前）' : ''}
              </Tag>
            ))}
          </Space>
        )}
      </Card>
    </Space>
  );
}
