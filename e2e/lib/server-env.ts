/**
 * The settings of every server the journeys start (e2e/start-server.mjs, one per worker; lib/two-instances.ts):
 * captcha off, the development SMS outbox on (the journeys read codes from it; loopback only), and the per-IP limits
 * raised, since every journey comes from 127.0.0.1 and the limits would count the whole run as one visitor (each
 * login page load fetches a captcha under RATE_LIMIT_SMS, and a fast run passed 30 a minute). The limits have their
 * own server tests.
 */
export const JOURNEY_SERVER_ENV = {
  AUTH_CAPTCHA: 'off',
  DEV_SMS_OUTBOX: 'on',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_LOGIN: '1000',
  RATE_LIMIT_SMS: '1000',
  RATE_LIMIT_PHONE_CHECK: '1000',
  RATE_LIMIT_WRITE: '1000',
} as const;
