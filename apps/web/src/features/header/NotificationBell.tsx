import { useState } from 'react';
import { Badge, Button, Popover, Spin } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { NOTICE_TYPES, isUnread, toDisplayTime, type NoticeRecord } from '@portal/shared';
import { useMessageCentre } from '../../platform/notices/message-centre.ts';
import { useNoticeScope } from '../../platform/notices/scope.ts';
import { useNoticeChannel } from '../../platform/notices/useNoticeChannel.ts';
import { useSession } from '../../platform/session/store.ts';
import { useLatestNotices } from './api/get-latest-notices.ts';
import { useNotificationDot } from './useNotificationDot.ts';

const typeLabel = (t: number): string => (NOTICE_TYPES as Record<number, string>)[t] ?? '通知';

/**
 * The header bell (§2.4): a dot badge while notificationPoint is 1; opening the panel clears the dot (§4). The panel
 * lists the latest notices (type, content, time, unread mark), each opening its detail; 查看全部 opens the message
 * centre (§2.5). Both dialogs are hosted by the layout (platform/notices/message-centre.ts says what to open). The
 * real-time channel keeps the dot and the lists current while the user is signed in.
 */
export function NotificationBell() {
  useNotificationDot();
  const scope = useNoticeScope();
  const token = useSession((s) => s.token);
  useNoticeChannel(scope, Boolean(token));
  const point = useSession((s) => s.notificationPoint);
  const setNotificationPoint = useSession((s) => s.setNotificationPoint);
  const openCentre = useMessageCentre((s) => s.openCentre);
  const openNotice = useMessageCentre((s) => s.openNotice);
  const [open, setOpen] = useState(false);
  const latest = useLatestNotices(scope, open && Boolean(scope.userId && scope.entId));

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) setNotificationPoint(0);
  };

  const show = (notice: NoticeRecord) => {
    setOpen(false);
    openNotice(notice);
  };

  const records = latest.data ?? [];
  const content = (
    <div className="portal-notice-panel">
      {latest.isPending ? (
        <div className="portal-notice-panel__empty">
          <Spin size="small" />
        </div>
      ) : records.length === 0 ? (
        <div className="portal-notice-panel__empty">{latest.isError ? '获取通知信息失败' : '暂无消息'}</div>
      ) : (
        <div className="portal-notice-panel__list" role="list" aria-label="最新消息">
          {records.map((n) => (
            <button
              key={n.id}
              type="button"
              role="listitem"
              className={`portal-notice-panel__item${isUnread(n) ? ' portal-notice-panel__item--unread' : ''}`}
              onClick={() => show(n)}
            >
              <div className="portal-notice-panel__head">
                {isUnread(n) && <Badge status="error" aria-label="未读" />}
                <span className="portal-notice-panel__type">{typeLabel(n.noticeType)}</span>
                <span className="portal-notice-panel__time">{toDisplayTime(n.createDate) || n.createDate}</span>
              </div>
              <div className="portal-notice-panel__content">{n.content}</div>
            </button>
          ))}
        </div>
      )}
      <div className="portal-notice-panel__footer">
        <Button
          type="link"
          onClick={() => {
            setOpen(false);
            openCentre('all');
          }}
        >
          查看全部
        </Button>
      </div>
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
      title="消息通知"
      content={content}
    >
      <Button type="text" className="portal-header__icon-btn" aria-label="消息通知">
        <Badge dot={point === 1} offset={[-2, 2]}>
          <BellOutlined className="portal-header__icon" />
        </Badge>
      </Button>
    </Popover>
  );
}
