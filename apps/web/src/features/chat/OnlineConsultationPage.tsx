import { ConsultationChat } from './components/ConsultationChat.tsx';
import './chat.css';

/** /userCenter/onlineConsultation: the user's consultation with customer service (conversation, history, send box). */
export default function OnlineConsultationPage() {
  return (
    <div className="portal-chat-page">
      <h2 className="portal-chat-page__title">在线咨询</h2>
      <ConsultationChat height={460} />
    </div>
  );
}
