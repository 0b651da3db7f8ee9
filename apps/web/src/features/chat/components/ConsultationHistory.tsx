import { useState } from 'react';
import { Empty, Modal, Pagination, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { toDisplayTime, type ChatConversation } from '@portal/shared';
import { useSession } from '../../../platform/session/store.ts';
import { HISTORY_PAGE_SIZE, useChatHistory } from '../api/get-chat-history.ts';
import { chatKeys } from '../api/keys.ts';
import { useChatConnection } from '../chat-connection.ts';
import { ChatView } from './ChatView.tsx';

/**
 * 历史咨询: the user's ended consultations (chatHistory, paged by the server), each opened read-only. A consultation
 * that ends while the page is open joins the list.
 */
export function ConsultationHistory() {
  const userId = useSession((s) => s.userInfo?.userId) ?? '';
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [reading, setReading] = useState<ChatConversation | null>(null);
  const history = useChatHistory(userId, page);

  useChatConnection(true, {
    onConversation: (c) => {
      if (c.status === 'closed') void client.invalidateQueries({ queryKey: chatKeys.historyAll(userId) });
    },
  });

  const total = history.data?.total ?? 0;
  return (
    <section className="portal-chat-history" aria-label="历史咨询">
      <h3 className="portal-chat-history__title">历史咨询</h3>
      {history.isPending ? (
        <div className="portal-chat__center" style={{ height: 80 }}>
          <Spin size="small" />
        </div>
      ) : total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无历史咨询" />
      ) : (
        <ul className="portal-chat-history__list">
          {(history.data?.records ?? []).map((c) => (
            <li key={c.conversationId}>
              <button type="button" className="portal-chat-history__open" onClick={() => setReading(c)}>
                <span className="portal-chat-history__when">
                  {toDisplayTime(c.closedAt ?? c.createdAt)}
                  {c.serviceUserName ? ` · ${c.serviceUserName}` : ''}
                </span>
                <span className="portal-chat-history__last">{c.lastMessage ?? '（无消息）'}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {total > HISTORY_PAGE_SIZE && (
        <Pagination
          size="small"
          simple
          current={page}
          pageSize={HISTORY_PAGE_SIZE}
          total={total}
          onChange={setPage}
          className="portal-chat-history__pager"
        />
      )}
      <Modal
        title={reading ? `历史咨询（${toDisplayTime(reading.createdAt)}）` : '历史咨询'}
        open={Boolean(reading)}
        onCancel={() => setReading(null)}
        footer={null}
        width={720}
        destroyOnHidden
      >
        {reading && (
          <ChatView key={reading.conversationId} conversation={reading} side="user" height={420} composer={false} />
        )}
      </Modal>
    </section>
  );
}
