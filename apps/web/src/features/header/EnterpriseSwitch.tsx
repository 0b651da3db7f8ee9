import { Dropdown, Tag } from 'antd';
import type { MenuProps } from 'antd';
import { CheckOutlined, DownOutlined, SwapOutlined } from '@ant-design/icons';
import type { EnterpriseListItem, UserInfo } from '@portal/shared';
import { useEnterprises } from './api/get-enterprises.ts';
import { useEnterpriseSwitch } from './useEnterpriseSwitch.ts';

/** Before the list arrives, the enterprises of the user info stand in for it. */
function fromUserInfo(user: UserInfo): EnterpriseListItem[] {
  return (user.userOrganzations ?? []).map((o) => ({
    entId: o.entId,
    customerName: o.customerName,
    currentFlag: o.entId === user.entId ? 1 : 0,
  }));
}

/** §2.4 switch-enterprise link: shown to users of more than one enterprise, current one highlighted. */
export function EnterpriseSwitch({ user }: { user: UserInfo }) {
  const { data } = useEnterprises(user.userId, user.entId);
  const switchTo = useEnterpriseSwitch(user.entId);
  const list = data && data.length > 0 ? data : fromUserInfo(user);
  if (list.length <= 1) return null;

  const current = list.find((e) => e.currentFlag === 1);
  const items: MenuProps['items'] = [
    { key: '__title', type: 'group', label: '选择要切换的企业' },
    ...list.map((e) => ({
      key: e.entId,
      label: (
        <span className="portal-ent-item">
          <span className="portal-ent-item__name">{e.customerName}</span>
          {e.currentFlag === 1 && (
            <Tag color="blue" icon={<CheckOutlined />} variant="filled">
              当前
            </Tag>
          )}
        </span>
      ),
    })),
  ];

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items,
        selectable: true,
        selectedKeys: current ? [current.entId] : [],
        onClick: ({ key }) => {
          const ent = list.find((e) => e.entId === key);
          if (ent) switchTo(ent);
        },
      }}
    >
      <button type="button" className="portal-header__link" aria-label="切换企业" title="切换企业">
        <SwapOutlined />
        <span className="portal-header__label">切换企业</span>
        <DownOutlined className="portal-header__caret" />
      </button>
    </Dropdown>
  );
}
