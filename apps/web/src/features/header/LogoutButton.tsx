import { Button, Tooltip } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useLogoutConfirm } from './useLogoutConfirm.ts';

/** §2.4 logout icon; the header leaves it out for external users (userSource 2). */
export function LogoutButton() {
  const confirmLogout = useLogoutConfirm();
  return (
    <Tooltip title="退出登录">
      <Button
        type="text"
        className="portal-header__icon-btn"
        aria-label="退出登录"
        icon={<LogoutOutlined className="portal-header__icon" />}
        onClick={confirmLogout}
      />
    </Tooltip>
  );
}
