import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Empty, Input, Spin } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_TEXT_MAX, compareSeqId, toDisplayTime, type ChatConversation, type ChatMessage } from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { useSession } from '../../../platform/session/store.ts';
import { chatMessagesQuery, useChatMessages } from '../api/get-chat-messages.ts';
import { sendChat, useChatConnection, type ChatEvents } from '../chat-connection.ts';
import { showConversation } from '../shown-conversations.ts';

interface Pending {
  clientMsgId: string;
  text: string;
}

export interface ChatViewProps {
  conversation: ChatConversation;
  /** Whose side this view is on: the user's messages, or the service account's, show on the right. */
  side: 'user' | 'service';
  /** More events of the shared connection (the conversation's status). */
  events?: Pick<ChatEvents, 'onConversation'>;
  /** Taller in the pages than in the sphere's window. */
  height?: number | string;
  /** No send box use (a service account reading a conversation it does not serve). */
  readOnly?: boolean;
  /** Without the send box at all (a past consultation, read in the history). */
  composer?: boolean;
}

const byId = (a: ChatMessage, b: ChatMessage) => compareSeqId(a.id, b.id);

/**
 * (Rendered with key={conversationId}: another conversation starts with empty live and pending lists.)
 * A conversation: its history (chatMessages), the messages the chat websocket brings while it is shown, the
 * messages sent and not yet stored (发送中), and the send box. Sending works only while the connection is open (§4);
 * each message carries a clientMsgId, so a resend after a reconnect is stored once.
 */
export function ChatView({
  conversation,
  side,
  events,
  height = 360,
  readOnly = false,
  composer = true,
}: ChatViewProps) {
  const userId = useSession((s) => s.userInfo?.userId) ?? '';
  // One's own message is named as the others see it (the server's name is the user's userName).
  const userName = useSession((s) => s.userInfo?.userName) ?? '';
  const client = useQueryClient();
  const { conversationId } = conversation;
  const history = useChatMessages(userId, conversationId);
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<Pending[]>([]);
  const [text, setText] = useState('');
  const bottom = useRef<HTMLDivElement>(null);

  const state = useChatConnection(true, {
    onMessage: (m) => {
      if (m.conversationId !== conversationId) return;
      if (m.clientMsgId) setPending((p) => p.filter((x) => x.clientMsgId !== m.clientMsgId));
      setLive((l) => [
        ...l,
        {
          id: m.id,
          conversationId: m.conversationId,
          senderId: m.sender.userId,
          senderName: m.sender.userName ?? '',
          fromService: m.sender.userId !== conversation.userId,
          text: m.text,
          sentAt: new Date(m.sentAt).toISOString(),
        },
      ]);
    },
    onAck: (a) => {
      setPending((p) => {
        const sent = p.find((x) => x.clientMsgId === a.clientMsgId);
        if (sent) {
          setLive((l) => [
            ...l,
            {
              id: a.id,
              conversationId,
              senderId: userId,
              senderName: userName,
              fromService: side === 'service',
              text: sent.text,
              sentAt: new Date().toISOString(),
            },
          ]);
        }
        return p.filter((x) => x.clientMsgId !== a.clientMsgId);
      });
    },
    onRefused: (e) => {
      setPending((p) => p.filter((x) => x.clientMsgId !== e.clientMsgId));
      notify.error(e.msg || '消息发送失败');
    },
    onState: (s) => {
      // Back after a drop: what came meanwhile is in the history.
      if (s === 'open') void client.invalidateQueries({ queryKey: chatMessagesQuery(userId, conversationId).queryKey });
    },
    onConversation: (c) => events?.onConversation?.(c),
  });

  // While shown, its messages are being read here: the sphere does not mark them unseen.
  useEffect(() => showConversation(conversationId), [conversationId]);

  const messages = useMemo(() => {
    const seen = new Map<string, ChatMessage>();
    // A later copy that carries the sender's name (the echo after the acknowledgement) replaces a nameless one.
    for (const m of [...(history.data ?? []), ...live]) {
      if (!seen.get(m.id)?.senderName) seen.set(m.id, m);
    }
    return [...seen.values()].sort(byId);
  }, [history.data, live]);

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, pending.length]);

  const closed = conversation.status === 'closed' || readOnly;
  const open = state === 'open';
  const mine = (m: ChatMessage) => (side === 'service' ? m.fromService : !m.fromService);

  const send = () => {
    const t = text.trim();
    if (!t) return;
    const id = sendChat(conversationId, t);
    if (!id) {
      notify.warning('连接未就绪，请稍后重试');
      return;
    }
    setPending((p) => [...p, { clientMsgId: id, text: t }]);
    setText('');
  };

  return (
    <div className="portal-chat">
      <div className="portal-chat__messages" style={{ height }} role="log" aria-label="会话消息">
        {history.isPending ? (
          <div className="portal-chat__center">
            <Spin />
          </div>
        ) : messages.length === 0 && pending.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={composer ? '暂无消息，请输入您要咨询的问题' : '暂无消息'}
          />
        ) : null}
        {messages.map((m) => (
          <div key={m.id} className={`portal-chat__row${mine(m) ? ' portal-chat__row--mine' : ''}`}>
            <div className="portal-chat__meta">
              {m.senderName || (m.fromService ? '客服' : '用户')} · {toDisplayTime(m.sentAt)}
            </div>
            <div className="portal-chat__bubble">{m.text}</div>
          </div>
        ))}
        {pending.map((p) => (
          <div key={p.clientMsgId} className="portal-chat__row portal-chat__row--mine portal-chat__row--pending">
            <div className="portal-chat__meta">发送中…</div>
            <div className="portal-chat__bubble">{p.text}</div>
          </div>
        ))}
        <div ref={bottom} />
      </div>
      {composer && (
        <div className="portal-chat__composer">
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={CHAT_TEXT_MAX}
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder={
              conversation.status === 'closed'
                ? '会话已结束'
                : readOnly
                  ? '接入后可回复'
                  : open
                    ? '请输入消息，Enter 发送，Shift+Enter 换行'
                    : '正在连接…'
            }
            disabled={closed}
            aria-label="消息内容"
            onPressEnter={(e) => {
              if (e.shiftKey) return;
              e.preventDefault();
              send();
            }}
          />
          <Button type="primary" icon={<SendOutlined />} disabled={closed || !open || !text.trim()} onClick={send}>
            发送
          </Button>
        </div>
      )}
    </div>
  );
}
