import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Button, Modal } from 'antd';
import { CloseOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import {
  QUICK_HELP_ENTRIES,
  isQuickHelpHidden,
  navigationHref,
  quickHelpClick,
  quickHelpStartPosition,
  type QuickHelpEntry,
} from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { useSession } from '../../platform/session/store.ts';
import { useDocked } from '../../platform/floating/use-docked.ts';
import './quick-help.css';

/** A press that moves less than this is a click, not a drag. */
const DRAG_THRESHOLD = 4;
/** The ball's size (quick-help.css). */
const BALL_SIZE = 64;
/**
 * §2.5 the floating quick-help ball: draggable, starting at (window width − 240, 333), with four entries (问题反馈,
 * 下单须知, 帮助中心, 在线咨询) and a close button; hidden for the four accounts of §6. Without a token an entry only
 * warns that the user should first log in from the home page. Where its place would cover the page's content (a
 * card, a table, a chat log, a button), it docks to the right edge as a narrow tab until the user drags it somewhere.
 */
export default function QuickHelpBall() {
  const account = useSession((s) => s.userInfo?.account);
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  const [pos, setPos] = useState(() => quickHelpStartPosition(window.innerWidth));
  const [closed, setClosed] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [orderNotice, setOrderNotice] = useState(false);
  // Dragged by the user: it stays where it was put, covering or not.
  const [placed, setPlaced] = useState(false);
  const drag = useRef<{ dx: number; dy: number; x0: number; y0: number; moved: boolean } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const hidden = closed || isQuickHelpHidden(account);
  const docked = useDocked(
    root,
    () => ({ left: pos.x, top: pos.y, width: BALL_SIZE, height: BALL_SIZE }),
    !hidden && !placed,
    `${pos.x},${pos.y}`,
  );

  if (hidden) return null;

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    // Docked, the ball is not at `pos`: the drag starts from where it shows.
    const at = docked && root.current ? root.current.getBoundingClientRect() : { left: pos.x, top: pos.y };
    drag.current = { dx: e.clientX - at.left, dy: e.clientY - at.top, x0: e.clientX, y0: e.clientY, moved: false };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    if (!d.moved && Math.hypot(e.clientX - d.x0, e.clientY - d.y0) < DRAG_THRESHOLD) return;
    d.moved = true;
    setPlaced(true);
    const maxX = Math.max(0, window.innerWidth - 64);
    const maxY = Math.max(0, window.innerHeight - 64);
    setPos({
      x: Math.min(maxX, Math.max(0, e.clientX - d.dx)),
      y: Math.min(maxY, Math.max(0, e.clientY - d.dy)),
    });
  };
  const onPointerUp = () => {
    const d = drag.current;
    drag.current = null;
    if (d && !d.moved) setExpanded((x) => !x);
  };

  const click = (entry: QuickHelpEntry) => {
    const outcome = quickHelpClick(entry, Boolean(token));
    if (outcome.kind === 'warn') {
      notify.warning(outcome.message);
      return;
    }
    if (outcome.kind === 'dialog') {
      setOrderNotice(true);
      return;
    }
    const href = navigationHref(outcome.target);
    if (outcome.target.newTab) window.open(href, '_blank', 'noopener');
    else void navigate(href);
  };

  return (
    <>
      <div
        ref={root}
        className={`portal-quick-help${docked ? ' portal-quick-help--docked' : ''}`}
        style={docked ? { top: pos.y } : { left: pos.x, top: pos.y }}
        data-testid="quick-help"
        data-x={pos.x}
        data-y={pos.y}
        data-docked={docked}
      >
        <div
          className="portal-quick-help__ball"
          role="button"
          tabIndex={0}
          aria-label="快捷帮助"
          aria-expanded={expanded}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') setExpanded((x) => !x);
          }}
        >
          <QuestionCircleOutlined />
          <span>帮助</span>
        </div>
        <button
          type="button"
          className="portal-quick-help__close"
          aria-label="关闭快捷帮助"
          onClick={() => setClosed(true)}
        >
          <CloseOutlined />
        </button>
        {expanded && (
          <div className="portal-quick-help__menu" role="menu">
            {QUICK_HELP_ENTRIES.map((entry) => (
              <Button key={entry.key} role="menuitem" type="text" block onClick={() => click(entry)}>
                {entry.label}
              </Button>
            ))}
          </div>
        )}
      </div>
      <Modal
        title="下单须知"
        open={orderNotice}
        onCancel={() => setOrderNotice(false)}
        onOk={() => setOrderNotice(false)}
        okText="我知道了"
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <ol className="portal-quick-help__notice">
          <li>下单前请确认企业信息已完善，并已开通对应产品。</li>
          <li>提交订单后，业务人员将在 1 个工作日内与您联系确认。</li>
          <li>订单处理进度可在“业务订单”中查看，如有疑问请使用在线咨询或拨打客服电话。</li>
        </ol>
      </Modal>
    </>
  );
}
