/** The sign-in area: pages are lazy-loaded by src/app/pages.tsx; the dialogs are mounted by src/app/App.tsx. */
export { needsAdminPhoneCheck } from './admin-phone.ts';
export { useLoginCountdown } from './login-countdown-store.ts';
export { AUTH_PATHS, REGISTER_SOURCE, GROUP_PORTAL_SOURCE } from './paths.ts';
