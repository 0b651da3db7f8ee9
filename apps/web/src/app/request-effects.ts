import { useLoginCountdown } from '../features/auth/login-countdown-store';
import { notify } from '../platform/feedback/feedback';
import { hardNavigate } from '../platform/navigation';
import { setRequestEffects } from '../platform/request';
import { clearSession, forceLogout, onSessionEnd } from '../platform/session/actions';
import { queryClient } from './query-client';

/** Wires the request layer's effects (§8) to antd, the session actions and the countdown dialog. */
export function installRequestEffects(): void {
  setRequestEffects({
    showError: (message) => notify.error(message),
    // The interceptor shows the message itself.
    forceLogout: () => forceLogout(),
    showLoginCountdown: (message) => {
      clearSession();
      useLoginCountdown.getState().show(message);
    },
    redirect: (url) => hardNavigate(url),
  });
  // Cached server data belongs to the user who fetched it.
  onSessionEnd(() => queryClient.clear());
}
