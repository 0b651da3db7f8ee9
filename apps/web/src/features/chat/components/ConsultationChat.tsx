import { useState } from 'react';
import { Button, Spin, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatConversation, ChatConversationFrame, ChatStatus } from '@portal/shared';
import { useSession } from '../../../platform/session/store.ts';
import { myConversationQuery, useMyConversation } from '../api/get-my-conversation.ts';
import { ChatView } from './ChatView.tsx';

/** What the user is told about the conversation (§2.4 chat): queued, a service account joined, ended. */
export function conversationStatusText(status: ChatStatus, serviceUserName?: string | null): string {
  if (status === 'queued') return '排队中，请稍候…';
  if (status === 'active') return serviceUserName ? `客服已接入（${serviceUserName}）` : '客服已接入';
  return '会话已结束';
}

const STATUS_COLOR: Record<ChatStatus, string> = { queued: 'orange', active: 'green', closed: 'default' };

/**
 * The signed-in user's consultation (the sphere's window, /userCenter/onlineConsultation, askQuestionsOnline): the
 * conversation (chatMine), its status as CHAT_CONVERSATION frames change it, the messages and the send box.
 */
export function ConsultationChat({ height }: { height?: number | string }) {
  const userId = useSession((s) => s.userInfo?.userId) ?? '';
  const client = useQueryClient();
  const mine = useMyConversation(userId);
  // The latest CHAT_CONVERSATION frame: it changes the status of the conversation chatMine answered.
  const [update, setUpdate] = useState<ChatConversationFrame | null>(null);
  const conversation: ChatConversation | null =
    mine.data && update?.conversationId === mine.data.conversationId
      ? {
          ...mine.data,
          status: update.status,
          serviceUserId: update.serviceUserId,
          serviceUserName: update.serviceUserName ?? mine.data.serviceUserName,
        }
      : (mine.data ?? null);

  if (mine.isPending) {
    return (
      <div className="portal-chat__center" style={{ height: 200 }}>
        <Spin />
      </div>
    );
  }
  if (!conversation) {
    return (
      <div className="portal-chat__center" style={{ height: 200 }}>
        <Button onClick={() => void mine.refetch()}>{mine.isError ? '加载失败，重新加载' : '开始咨询'}</Button>
      </div>
    );
  }

  return (
    <div className="portal-consultation">
      <div className="portal-consultation__status" aria-live="polite">
        <Tag color={STATUS_COLOR[conversation.status]}>
          {conversationStatusText(conversation.status, conversation.serviceUserName)}
        </Tag>
        {conversation.status === 'closed' && (
          <Button
            size="small"
            type="link"
            onClick={() => void client.invalidateQueries({ queryKey: myConversationQuery(userId).queryKey })}
          >
            发起新的咨询
          </Button>
        )}
      </div>
      <ChatView
        key={conversation.conversationId}
        conversation={conversation}
        side="user"
        height={height}
        events={{
          onConversation: (c) => {
            if (c.conversationId === conversation.conversationId) setUpdate(c);
          },
        }}
      />
    </div>
  );
}
