import { useEffect, useState } from 'react';
import { Badge, Button, Empty, List, Menu, Modal, Spin, Tag } from 'antd';
import {
  MODAL_WIDTH,
  NOTICE_LOAD_FAILED,
  NOTICE_PAGE_SIZE,
  hasDisabledAction,
  isUnread,
  noticeActionLabel,
  type NoticeCategoryKey,
  type NoticeRecord,
} from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { useMessageCentre } from '../../platform/notices/message-centre.ts';
import { useNoticeScope } from '../../platform/notices/scope.ts';
import { useNoticeCategories } from './api/get-notice-categories.ts';
import { useNoticePage } from './api/get-notice-page.ts';
import { CategoryIcon } from './notice-icons.tsx';
import { noticeTime, noticeTypeLabel } from './notice-format.ts';

/**
 * §2.5 message centre (1200 px): the categories in their fixed order with their unread counts on the left, the
 * category's notices 6 per page without a size changer on the right (§9). A failed load says 获取通知信息失败 and
 * shows an empty list (§4, §8.3). A notice (its row or its action) opens the notice detail over the centre.
 */
export function MessageCentreModal() {
  const scope = useNoticeScope();
  const open = useMessageCentre((s) => s.centreOpen);
  const category = useMessageCentre((s) => s.category);
  const setCategory = useMessageCentre((s) => s.setCategory);
  const closeCentre = useMessageCentre((s) => s.closeCentre);
  const openNotice = useMessageCentre((s) => s.openNotice);
  const [page, setPage] = useState(1);

  const categories = useNoticeCategories(scope, open);
  const list = useNoticePage(scope, category, page, open);
  const failed = list.isError;

  useEffect(() => {
    if (failed) notify.error(NOTICE_LOAD_FAILED);
  }, [failed]);

  const choose = (key: NoticeCategoryKey) => {
    setCategory(key);
    setPage(1);
  };

  const records: NoticeRecord[] = failed ? [] : (list.data?.records ?? []);
  const total = failed ? 0 : (list.data?.total ?? 0);

  return (
    <Modal
      title="消息中心"
      open={open}
      width={MODAL_WIDTH.messageCentre}
      footer={null}
      onCancel={closeCentre}
      destroyOnHidden
      className="portal-message-centre"
    >
      <div className="portal-message-centre__body">
        <nav className="portal-message-centre__menu" aria-label="消息分类">
          <Menu
            mode="inline"
            selectedKeys={[category]}
            onClick={({ key }) => choose(key as NoticeCategoryKey)}
            items={(categories.data ?? []).map((c) => ({
              key: c.type,
              icon: <CategoryIcon name={c.icon} />,
              label: (
                <span className="portal-message-centre__category" data-category={c.type}>
                  <span className="portal-message-centre__category-title">{c.title}</span>
                  <Badge count={c.unreadCount} size="small" overflowCount={99} aria-label={`未读 ${c.unreadCount}`} />
                </span>
              ),
            }))}
          />
          {categories.isPending && (
            <div className="portal-message-centre__menu-spin">
              <Spin size="small" />
            </div>
          )}
        </nav>
        <section className="portal-message-centre__list" aria-label="消息列表">
          <Spin spinning={list.isFetching && !failed}>
            <List<NoticeRecord>
              dataSource={records}
              locale={{
                emptyText: (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={failed ? NOTICE_LOAD_FAILED : list.isPending ? '加载中…' : '暂无消息'}
                  />
                ),
              }}
              pagination={
                total > 0
                  ? {
                      current: page,
                      pageSize: NOTICE_PAGE_SIZE,
                      total,
                      showSizeChanger: false,
                      showTotal: (t) => `共 ${t} 条`,
                      onChange: (p) => setPage(p),
                      size: 'small',
                    }
                  : false
              }
              renderItem={(n) => (
                <List.Item
                  className={`portal-message-centre__item${isUnread(n) ? ' portal-message-centre__item--unread' : ''}`}
                  actions={[
                    <Button
                      key="action"
                      type="link"
                      size="small"
                      disabled={hasDisabledAction(n)}
                      onClick={(e) => {
                        e.stopPropagation();
                        openNotice(n);
                      }}
                    >
                      {noticeActionLabel(n.noticeType)}
                    </Button>,
                  ]}
                  onClick={() => openNotice(n)}
                >
                  <List.Item.Meta
                    title={
                      <span className="portal-message-centre__item-head">
                        {isUnread(n) && <Badge status="error" aria-label="未读" />}
                        <Tag color="blue">{noticeTypeLabel(n.noticeType)}</Tag>
                        <span className="portal-message-centre__time">{noticeTime(n.createDate)}</span>
                      </span>
                    }
                    description={<span className="portal-message-centre__content">{n.content}</span>}
                  />
                </List.Item>
              )}
            />
          </Spin>
        </section>
      </div>
    </Modal>
  );
}
