import { RESPONSE_CODE } from '@portal/shared';
import { needsAdminPhoneCheck } from '../features/auth/admin-phone.ts';
import { useLoginCountdown } from '../features/auth/login-countdown-store.ts';
import { notify } from '../platform/feedback/feedback.ts';
import { hardNavigate } from '../platform/navigation.ts';
import { setRequestEffects } from '../platform/request/index.ts';
import { clearSession, forceLogout } from '../platform/session/actions.ts';
import { useSession } from '../platform/session/store.ts';

/** Wires the request layer's effects (§8) to antd, the session actions and the countdown dialog. */
export function installRequestEffects(): void {
  setRequestEffects({
    showError: (message, code) => {
      // While the admin phone-code dialog is open it explains why the server refuses (7701); the
      // background calls of the page behind it would only repeat that in toasts.
      if (code === RESPONSE_CODE.adminVerifyRequired && needsAdminPhoneCheck(useSession.getState())) return;
      notify.error(message);
    },
    // The interceptor shows the message itself.
    forceLogout: () => forceLogout(),
    showLoginCountdown: (message) => {
      clearSession();
      useLoginCountdown.getState().show(message);
    },
    redirect: (url) => hardNavigate(url),
  });
}
