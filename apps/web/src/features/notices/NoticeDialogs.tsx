import { useMessageCentre } from '../../platform/notices/message-centre.ts';
import { MessageCentreModal } from './MessageCentreModal.tsx';
import { NoticeDetailModal } from './NoticeDetailModal.tsx';
import './notices.css';

/**
 * The message centre and the notice detail (§2.5), hosted by the main layout and loaded there on first use. The
 * detail opens over the centre, or alone from the bell's panel.
 */
export default function NoticeDialogs() {
  const centreOpen = useMessageCentre((s) => s.centreOpen);
  return (
    <>
      {centreOpen && <MessageCentreModal />}
      <NoticeDetailModal />
    </>
  );
}
