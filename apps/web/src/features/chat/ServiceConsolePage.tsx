import { useEffect, useState } from 'react';
import { App, Badge, Button, Empty, List, Tabs, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { OPERATION_SUCCESS, toDisplayTime, type ChatConversation, type ChatStatus } from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { onNotice } from '../../platform/notices/notice-events.ts';
import { useSession } from '../../platform/session/store.ts';
import { useCloseConversation } from './api/close-conversation.ts';
import { useConversations } from './api/get-conversations.ts';
import { chatKeys } from './api/keys.ts';
import { useTakeConversation } from './api/take-conversation.ts';
import { useChatConnection } from './chat-connection.ts';
import { ChatView } from './components/ChatView.tsx';
import './chat.css';

/** The status as the console says it. */
function consoleStatusText(c: ChatConversation): string {
  if (c.status === 'queued') return '排队中';
  if (c.status === 'active') return c.serviceUserName ? `服务中（${c.serviceUserName}）` : '服务中';
  return '已结束';
}

/** §3.1 type 15: an online-consultation notice (a new conversation waits). */
const CONSULTATION_NOTICE = 15;

type TabKey = 'queued' | 'active' | 'closed';
const TAB_QUERY: Record<TabKey, { status: ChatStatus; mine: boolean }> = {
  queued: { status: 'queued', mine: false },
  active: { status: 'active', mine: true },
  closed: { status: 'closed', mine: true },
};

/**
 * /Base/service-support/online, the service console: the queue (接入 takes a conversation; only one service account
 * can), the conversations this account serves, its closed ones; the selected conversation's messages and the reply
 * box, and 结束会话 (confirmed). Live over the chat websocket: conversation frames and messages refresh the lists.
 */
export default function ServiceConsolePage() {
  const userId = useSession((s) => s.userInfo?.userId) ?? '';
  const client = useQueryClient();
  const { modal } = App.useApp();
  const [tab, setTab] = useState<TabKey>('queued');
  const [selected, setSelected] = useState<ChatConversation | null>(null);
  const queued = useConversations(userId, 'queued', false);
  const active = useConversations(userId, 'active', true);
  const closed = useConversations(userId, 'closed', true);
  const take = useTakeConversation(userId);
  const close = useCloseConversation(userId);
  const lists: Record<TabKey, typeof queued> = { queued, active, closed };
  const current = lists[tab];

  const refreshLists = () => void client.invalidateQueries({ queryKey: chatKeys.conversations(userId) });

  useChatConnection(true, {
    onConversation: (c) => {
      refreshLists();
      setSelected((s) =>
        s && s.conversationId === c.conversationId
          ? {
              ...s,
              status: c.status,
              serviceUserId: c.serviceUserId,
              serviceUserName: c.serviceUserName ?? s.serviceUserName,
            }
          : s,
      );
    },
    onMessage: () => refreshLists(),
    onState: (s) => {
      if (s === 'open') refreshLists();
    },
  });

  useEffect(
    () =>
      onNotice((n) => {
        if (n.noticeType === CONSULTATION_NOTICE) refreshLists();
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [userId],
  );

  const takeOne = (c: ChatConversation) =>
    take.mutate(c.conversationId, {
      onSuccess: (taken) => {
        setSelected(taken ?? { ...c, status: 'active' });
        setTab('active');
      },
    });

  const endSelected = () => {
    if (!selected) return;
    modal.confirm({
      title: '结束会话',
      content: `确定结束与 ${selected.userName}（${selected.entName}）的会话吗？`,
      okText: '确定',
      cancelText: '取消',
      onOk: () =>
        close.mutateAsync(selected.conversationId).then(() => {
          notify.success(OPERATION_SUCCESS);
          setSelected({ ...selected, status: 'closed' });
        }),
    });
  };

  const count = (k: TabKey) => lists[k].data?.total ?? 0;

  return (
    <div className="portal-service-console">
      <aside className="portal-service-console__side" aria-label="会话列表">
        <Tabs
          activeKey={tab}
          onChange={(k) => setTab(k as TabKey)}
          items={(['queued', 'active', 'closed'] as const).map((k) => ({
            key: k,
            label: (
              <span>
                {k === 'queued' ? '排队中' : k === 'active' ? '进行中' : '已结束'}{' '}
                {k !== 'closed' && <Badge count={count(k)} size="small" showZero={false} />}
              </span>
            ),
          }))}
        />
        <List<ChatConversation>
          loading={current.isPending}
          dataSource={current.data?.records ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无会话" /> }}
          renderItem={(c) => (
            <List.Item
              className={`portal-service-console__item${selected?.conversationId === c.conversationId ? ' portal-service-console__item--selected' : ''}`}
              onClick={() => setSelected(c)}
              actions={
                TAB_QUERY[tab].status === 'queued'
                  ? [
                      <Button
                        key="take"
                        type="primary"
                        size="small"
                        loading={take.isPending && take.variables === c.conversationId}
                        onClick={(e) => {
                          e.stopPropagation();
                          takeOne(c);
                        }}
                      >
                        接入
                      </Button>,
                    ]
                  : undefined
              }
            >
              <List.Item.Meta
                title={
                  <span>
                    {c.userName} <Badge count={c.unread} size="small" />
                  </span>
                }
                description={
                  <>
                    <div>{c.entName}</div>
                    <div className="portal-message-centre__time">
                      {c.lastMessage ? `${c.lastMessage.slice(0, 24)} · ` : ''}
                      {toDisplayTime(c.lastMessageAt ?? c.createdAt)}
                    </div>
                  </>
                }
              />
            </List.Item>
          )}
        />
      </aside>
      <section className="portal-service-console__main" aria-label="会话">
        {selected ? (
          <>
            <div className="portal-service-console__head">
              <h3>
                {selected.userName}（{selected.entName}）
              </h3>
              <Tag color={selected.status === 'active' ? 'green' : selected.status === 'queued' ? 'orange' : 'default'}>
                {consoleStatusText(selected)}
              </Tag>
              <span style={{ flex: 1 }} />
              {selected.status === 'queued' && (
                <Button type="primary" onClick={() => takeOne(selected)} loading={take.isPending}>
                  接入
                </Button>
              )}
              {selected.status === 'active' && selected.serviceUserId === userId && (
                <Button danger onClick={endSelected}>
                  结束会话
                </Button>
              )}
            </div>
            <ChatView
              key={selected.conversationId}
              conversation={selected}
              side="service"
              height={460}
              readOnly={selected.status !== 'active' || selected.serviceUserId !== userId}
            />
          </>
        ) : (
          <Empty description="请选择左侧会话" style={{ marginTop: 120 }} />
        )}
      </section>
    </div>
  );
}
