import { Button, Divider } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { EXTERNAL_USER_SOURCE } from '@portal/shared';
import { useSession } from '../../platform/session/store.ts';
import { EnterpriseSwitch } from './EnterpriseSwitch.tsx';
import { LogoutButton } from './LogoutButton.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { PortalSiteButton } from './PortalSiteButton.tsx';
import { UserMenu } from './UserMenu.tsx';
import './header.css';

/** The right-hand tools of the header (§2.4). Signed out, only the portal site and a login button show. */
export function HeaderTools() {
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.userInfo);

  if (!token || !user) {
    return (
      <div className="portal-header__tools">
        <PortalSiteButton />
        <Button type="primary" icon={<LoginOutlined />} onClick={() => void navigate('/login/index')}>
          登录
        </Button>
      </div>
    );
  }

  return (
    <div className="portal-header__tools">
      <PortalSiteButton />
      <EnterpriseSwitch user={user} />
      <Divider orientation="vertical" className="portal-header__divider" />
      <NotificationBell />
      <UserMenu user={user} />
      {user.userSource !== EXTERNAL_USER_SOURCE && <LogoutButton />}
    </div>
  );
}
