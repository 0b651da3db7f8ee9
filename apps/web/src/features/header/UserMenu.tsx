import { Avatar, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import {
  CheckOutlined,
  DownOutlined,
  LayoutOutlined,
  LogoutOutlined,
  MobileOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { EXTERNAL_USER_SOURCE, LAYOUT_STYLE, maskPhone, type UserInfo } from '@portal/shared';
import { displayName } from '../../layouts/user-display.ts';
import { useMenuStore } from '../../platform/session/menus-store.ts';
import { LAYOUT_LABELS, useLayoutSwitch } from './useLayoutSwitch.ts';
import { useLogoutConfirm } from './useLogoutConfirm.ts';

export const PERSONAL_CENTRE_PATH = '/userCenter/userManage';

/** §2.4: the personal-centre entry appears only when the granted paths include the userManage route. */
export function canOpenPersonalCentre(resultPath: readonly string[]): boolean {
  const want = PERSONAL_CENTRE_PATH.toLowerCase();
  return resultPath.some((p) => p.toLowerCase().replace(/\/+$/, '') === want);
}

/** The avatar and name (links to the personal centre) with the user dropdown. */
export function UserMenu({ user }: { user: UserInfo }) {
  const navigate = useNavigate();
  const resultPath = useMenuStore((s) => s.resultPath);
  const { layoutStyle, switchLayout } = useLayoutSwitch();
  const confirmLogout = useLogoutConfirm();
  const personalCentre = canOpenPersonalCentre(resultPath);
  const canLogout = user.userSource !== EXTERNAL_USER_SOURCE;
  const name = displayName(user);

  const layoutItem = (style: 1 | 2) => ({
    key: `layout-${style}`,
    label: LAYOUT_LABELS[style],
    icon: layoutStyle === style ? <CheckOutlined /> : <span className="portal-user-menu__spacer" />,
  });

  const items: MenuProps['items'] = [
    ...(personalCentre ? [{ key: 'personal', icon: <UserOutlined />, label: '个人中心' }] : []),
    {
      key: 'phone',
      icon: <MobileOutlined />,
      disabled: true,
      label: user.phone ? `手机号 ${maskPhone(user.phone)}` : '未绑定手机号',
    },
    {
      key: 'layout',
      icon: <LayoutOutlined />,
      label: '布局切换',
      children: [layoutItem(LAYOUT_STYLE.default), layoutItem(LAYOUT_STYLE.tiled)],
    },
    ...(canLogout
      ? [{ type: 'divider' as const }, { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true }]
      : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'personal') void navigate(PERSONAL_CENTRE_PATH);
    else if (key === 'logout') confirmLogout();
    else if (key === 'layout-1') void switchLayout(LAYOUT_STYLE.default);
    else if (key === 'layout-2') void switchLayout(LAYOUT_STYLE.tiled);
  };

  return (
    <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['hover']}>
      <span className="portal-user">
        <button
          type="button"
          className="portal-user__link"
          title={personalCentre ? '个人中心' : name}
          onClick={() => {
            if (personalCentre) void navigate(PERSONAL_CENTRE_PATH);
          }}
        >
          <Avatar size={30} className="portal-user__avatar" icon={<UserOutlined />} />
          <span className="portal-user__text">
            <span className="portal-user__name">{name}</span>
            <span className="portal-user__ent">{user.entName}</span>
          </span>
        </button>
        <DownOutlined className="portal-header__caret" />
      </span>
    </Dropdown>
  );
}
