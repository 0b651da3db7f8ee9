import { useState } from 'react';
import { Button, Empty, Spin, Tag } from 'antd';
import { CommentOutlined } from '@ant-design/icons';
import type { ChatConversation, ChatConversationFrame, ChatConversationStatus } from '@portal/shared';
import { useSession } from '../../../platform/session/store.ts';
import { useMyConversation } from '../api/get-my-conversation.ts';
import { useStartConversation } from '../api/start-conversation.ts';
import { ChatView } from './ChatView.tsx';

/** What the user is told about the conversation (§2.4 chat): not sent yet, queued, a service account joined, ended. */
export function conversationStatusText(status: ChatConversationStatus, serviceUserName?: string | null): string {
  if (status === 'draft') return '请输入您的问题，发送后为您接入客服';
  if (status === 'queued') return '排队中，请稍候…';
  if (status === 'active') return serviceUserName ? `客服已接入（${serviceUserName}）` : '客服已接入';
  return '会话已结束';
}

const STATUS_COLOR: Record<ChatConversationStatus, string> = {
  draft: 'blue',
  queued: 'orange',
  active: 'green',
  closed: 'default',
};

/**
 * The signed-in user's consultation (the sphere's window, /userCenter/onlineConsultation, askQuestionsOnline): the
 * conversation in progress (chatMine), its status as CHAT_CONVERSATION frames change it, the messages and the send
 * box. Without one in progress the user starts one with 发起咨询 (it reaches the service queue with its first
 * message); one that ends while shown stays readable, with 发起新的咨询.
 */
export function ConsultationChat({ height }: { height?: number | string }) {
  const userId = useSession((s) => s.userInfo?.userId) ?? '';
  const mine = useMyConversation(userId);
  const start = useStartConversation(userId);
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
      <div className="portal-chat__center portal-chat__start" style={{ minHeight: 200 }}>
        {mine.isError ? (
          <Button onClick={() => void mine.refetch()}>加载失败，重新加载</Button>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="您当前没有进行中的咨询">
            <Button type="primary" icon={<CommentOutlined />} loading={start.isPending} onClick={() => start.mutate()}>
              发起咨询
            </Button>
          </Empty>
        )}
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
          <Button size="small" type="link" loading={start.isPending} onClick={() => start.mutate()}>
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
