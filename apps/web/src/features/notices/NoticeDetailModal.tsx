import { useEffect, useRef } from 'react';
import { Alert, Button, Descriptions, Modal, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import {
  MODAL_WIDTH,
  NOTICE_STATUS_DISABLED,
  OPERATION_SUCCESS,
  financingDisplayRows,
  hasDisabledAction,
  isUnread,
  markRead,
  navigationHref,
  noticeActionHint,
  noticeActionLabel,
  noticeNavigationTarget,
  offersAgreeRefuse,
  parseFinancingNoticeData,
} from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { useMessageCentre } from '../../platform/notices/message-centre.ts';
import { useNoticeScope } from '../../platform/notices/scope.ts';
import { useMenuStore } from '../../platform/session/menus-store.ts';
import { useSession } from '../../platform/session/store.ts';
import { useAgreeChange } from './api/agree-change.ts';
import { useRefuseChange } from './api/refuse-change.ts';
import { useSetNoticeRead } from './api/set-notice-read.ts';
import { noticeTime, noticeTypeLabel } from './notice-format.ts';

/** §3.1 types whose data are financing rows (§3 Financing notice data). */
const FINANCING_TYPES: readonly number[] = [8, 9];

/**
 * §2.5 notice detail (1000 px): type, time, content, the financing rows of types 8 and 9, and the footer: the §9
 * action (disabled for type 7 and status 2, §4) leading to its §2.6 page for this reader (one they hold; otherwise
 * no action and a line saying who can act), and for type 5 agree / refuse (操作成功, then the lists refresh). Opening an unread notice marks it read (§4): the lists refresh, the category count drops.
 */
export function NoticeDetailModal() {
  const scope = useNoticeScope();
  const notice = useMessageCentre((s) => s.notice);
  const openNotice = useMessageCentre((s) => s.openNotice);
  const closeNotice = useMessageCentre((s) => s.closeNotice);
  const closeCentre = useMessageCentre((s) => s.closeCentre);
  const currentEntId = useSession((s) => s.userInfo?.entId);
  const resultPath = useMenuStore((s) => s.resultPath);
  const navigate = useNavigate();
  const setRead = useSetNoticeRead(scope);
  const agree = useAgreeChange(scope);
  const refuse = useRefuseChange(scope);
  const marked = useRef<string | null>(null);

  useEffect(() => {
    if (!notice || !isUnread(notice) || marked.current === notice.id) return;
    marked.current = notice.id;
    setRead.mutate(notice, {
      onSuccess: () => {
        // Status 2 (the action is done) stays as it is here: its action must stay disabled (§4).
        const shown = useMessageCentre.getState().notice;
        if (shown?.id === notice.id && shown.status !== NOTICE_STATUS_DISABLED) openNotice(markRead(shown));
      },
    });
  }, [notice, setRead, openNotice]);

  if (!notice) return null;

  const disabled = hasDisabledAction(notice);
  // The action leads only to a page the reader holds (§2.1); when they hold none, the detail says who can act.
  const target = noticeNavigationTarget(notice, { currentEntId, resultPath });
  const hint = target ? null : noticeActionHint(notice, { currentEntId, resultPath });
  const financing = FINANCING_TYPES.includes(notice.noticeType) ? parseFinancingNoticeData(notice.data) : null;
  const answering = agree.isPending || refuse.isPending;

  const go = () => {
    if (!target) return;
    const href = navigationHref(target);
    if (target.newTab) {
      window.open(href, '_blank', 'noopener');
      return;
    }
    closeNotice();
    closeCentre();
    void navigate(href);
  };

  const answer = (which: 'agree' | 'refuse') => {
    const m = which === 'agree' ? agree : refuse;
    m.mutate(notice.id, {
      onSuccess: () => {
        notify.success(OPERATION_SUCCESS);
        openNotice({ ...markRead(notice), status: 2 });
      },
    });
  };

  const footer = (
    <Space>
      {offersAgreeRefuse(notice.noticeType) && (
        <>
          <Button
            type="primary"
            disabled={disabled || answering}
            loading={agree.isPending}
            onClick={() => answer('agree')}
          >
            同意
          </Button>
          <Button danger disabled={disabled || answering} loading={refuse.isPending} onClick={() => answer('refuse')}>
            拒绝
          </Button>
        </>
      )}
      {(target || disabled) && !offersAgreeRefuse(notice.noticeType) && (
        <Button type="primary" disabled={disabled} onClick={go}>
          {noticeActionLabel(notice.noticeType)}
        </Button>
      )}
      <Button onClick={closeNotice}>关闭</Button>
    </Space>
  );

  return (
    <Modal
      title="通知详情"
      open
      width={MODAL_WIDTH.noticeDetail}
      onCancel={closeNotice}
      footer={footer}
      className="portal-notice-detail"
    >
      <div className="portal-notice-detail__head">
        <Tag color="blue">{noticeTypeLabel(notice.noticeType)}</Tag>
        <span className="portal-notice-detail__time">{noticeTime(notice.createDate)}</span>
        {!isUnread(notice) && <span className="portal-notice-detail__read">已读</span>}
      </div>
      <div className="portal-notice-detail__content">{notice.content}</div>
      {hint && <Alert className="portal-notice-detail__hint" type="info" showIcon title={hint} />}
      {financing && (
        <Descriptions
          className="portal-notice-detail__data"
          bordered
          size="small"
          column={2}
          items={financingDisplayRows(financing).map((r) => ({ key: r.label, label: r.label, children: r.value }))}
        />
      )}
    </Modal>
  );
}
