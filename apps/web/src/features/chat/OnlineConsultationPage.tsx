import { ConsultationChat } from './components/ConsultationChat.tsx';
import { ConsultationHistory } from './components/ConsultationHistory.tsx';
import './chat.css';

/**
 * /userCenter/onlineConsultation: the user's consultation with customer service (conversation, history, send box),
 * beside their past consultations.
 */
export default function OnlineConsultationPage() {
  return (
    <div className="portal-chat-page">
      <h2 className="portal-chat-page__title">在线咨询</h2>
      <div className="portal-chat-page__body">
        <div className="portal-chat-page__main">
          <ConsultationChat height={460} />
        </div>
        <ConsultationHistory />
      </div>
    </div>
  );
}
