import { useRef, useState } from 'react';
import { Badge, Button } from 'antd';
import { CloseOutlined, CommentOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { MENU, isChatSphereVisible, shouldOpenChatConnection } from '@portal/shared';
import { useHoldsMenu } from '../../platform/permission/index.ts';
import { useDocked } from '../../platform/floating/use-docked.ts';
import { useSession } from '../../platform/session/store.ts';
import { useChatConnection } from './chat-connection.ts';
import { ConsultationChat } from './components/ConsultationChat.tsx';
import { isConversationShown } from './shown-conversations.ts';
import './chat.css';

/**
 * §2.4 the floating chat sphere: shown to signed-in users everywhere but /login/index, and not to service staff (who
 * answer in the console, not consult); it holds the chat connection except on /userCenter/askQuestionsOnline, whose
 * page runs its own chat (one socket per page). The sphere opens a small window with the user's consultation; a
 * message from the other side that arrives while no chat on the page shows its conversation marks the sphere.
 * Where its place (bottom right) would cover the page's content (a table's last row, its 删除), it docks to the right
 * edge as a narrow tab, as the quick-help ball does, and opens out under the pointer.
 */
export default function ChatSphere() {
  const { pathname } = useLocation();
  const signedIn = useSession((s) => Boolean(s.token && s.userInfo));
  const userId = useSession((s) => s.userInfo?.userId);
  const service = useHoldsMenu(MENU.chat.console);
  const ctx = { path: pathname, signedIn, service };
  const visible = isChatSphereVisible(ctx);
  const connect = shouldOpenChatConnection(ctx);
  const [open, setOpen] = useState(false);
  const [unseen, setUnseen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const docked = useDocked(root, sphereArea, visible && !open, `${open}`);

  useChatConnection(connect, {
    onMessage: (m) => {
      // One's own message, or one being read in a chat on this page (the window, a consultation page): not news.
      if (m.sender.userId === userId || isConversationShown(m.conversationId)) return;
      setUnseen(true);
    },
  });

  if (!visible) return null;

  return (
    <div
      ref={root}
      className={`portal-chat-sphere${docked ? ' portal-chat-sphere--docked' : ''}`}
      data-testid="chat-sphere"
      data-docked={docked}
    >
      {open && (
        <div className="portal-chat-sphere__window" role="dialog" aria-label="在线咨询">
          <div className="portal-chat-sphere__title">
            <span>在线咨询</span>
            <span className="portal-chat-sphere__tools">
              <Link to={MENU.chat.consultation} onClick={() => setOpen(false)}>
                历史咨询
              </Link>
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label="关闭"
                onClick={() => setOpen(false)}
              />
            </span>
          </div>
          {connect ? (
            <ConsultationChat height={300} />
          ) : (
            <div className="portal-chat__center" style={{ height: 120 }}>
              您正在在线提问页面，请在页面中咨询。
            </div>
          )}
        </div>
      )}
      <Badge dot={unseen}>
        <Button
          type="primary"
          shape="circle"
          className="portal-chat-sphere__button"
          icon={<CommentOutlined style={{ fontSize: 24 }} />}
          aria-label="在线咨询"
          onClick={() => {
            setOpen((o) => !o);
            setUnseen(false);
          }}
        />
      </Badge>
    </div>
  );
}

/** The sphere's place in the window (chat.css: 56 px, 24 px from the right, 96 px from the bottom). */
function sphereArea() {
  return { left: window.innerWidth - 24 - 56, top: window.innerHeight - 96 - 56, width: 56, height: 56 };
}
