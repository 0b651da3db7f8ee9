import { useState } from 'react';
import { Badge, Button, Popover } from 'antd';
import { BellOutlined, NotificationOutlined } from '@ant-design/icons';
import { useSession } from '../../platform/session/store.ts';
import { useNotificationDot } from './useNotificationDot.ts';

/**
 * The header bell (§2.4): a dot badge while notificationPoint is 1; opening the panel clears the dot (§4).
 * The panel is a short notice for now: the full message centre (§2.5, categories with unread counts and
 * the paginated notice list) comes with the notices feature and will replace this panel's content.
 */
export function NotificationBell() {
  useNotificationDot();
  const point = useSession((s) => s.notificationPoint);
  const setNotificationPoint = useSession((s) => s.setNotificationPoint);
  const [open, setOpen] = useState(false);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) setNotificationPoint(0);
  };

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
      title="消息通知"
      content={
        <div className="portal-notice-panel">
          <NotificationOutlined className="portal-notice-panel__icon" />
          <div className="portal-notice-panel__title">消息中心即将上线</div>
          <div className="portal-notice-panel__text">届时可在此集中查看产品开通、审批待办与系统通知等消息。</div>
        </div>
      }
    >
      <Button type="text" className="portal-header__icon-btn" aria-label="消息通知">
        <Badge dot={point === 1} offset={[-2, 2]}>
          <BellOutlined className="portal-header__icon" />
        </Badge>
      </Button>
    </Popover>
  );
}
