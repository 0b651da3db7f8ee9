import { ConsultationChat } from './components/ConsultationChat.tsx';
import { ConsultationHistory } from './components/ConsultationHistory.tsx';
import './chat.css';

/**
 * /userCenter/askQuestionsOnline (§2.6: opened in a new tab): the consultation as a full-height page, beside the past
 * consultations. It runs its own chat connection; the sphere opens none here (§2.4).
 */
export default function AskQuestionsOnlinePage() {
  return (
    <div className="portal-chat-page portal-chat-page--full">
      <h2 className="portal-chat-page__title">在线提问</h2>
      <div className="portal-chat-page__body">
        <div className="portal-chat-page__main">
          <ConsultationChat height="calc(100vh - 360px)" />
        </div>
        <ConsultationHistory />
      </div>
    </div>
  );
}
