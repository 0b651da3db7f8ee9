import { lazy, Suspense } from 'react';
import { needsAdminPhoneCheck } from '../features/auth/admin-phone.ts';
import { useLoginCountdown } from '../features/auth/login-countdown-store.ts';
import { useSession } from '../platform/session/store.ts';

// Loaded only when needed: most visitors never see either dialog.
const AdminPhoneDialog = lazy(() => import('../features/auth/AdminPhoneDialog.tsx'));
const LoginCountdownDialog = lazy(() => import('../features/auth/LoginCountdownDialog.tsx'));

/** Dialogs that live outside the router outlet: admin phone-code check (§2.5) and login-error countdown (§4). */
export function GlobalDialogs() {
  const showAdminCheck = useSession(needsAdminPhoneCheck);
  const countdownOpen = useLoginCountdown((s) => s.open);
  return (
    <Suspense fallback={null}>
      {showAdminCheck ? <AdminPhoneDialog /> : null}
      {countdownOpen ? <LoginCountdownDialog /> : null}
    </Suspense>
  );
}
