/** Configuration from the environment, read once. */
import { randomBytes } from 'node:crypto';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use (default: the connection's search_path, i.e. public). */
  databaseSchema?: string;
  production: boolean;
  /** AUTH_CAPTCHA=off turns captcha checking off (tests, demos). */
  captchaEnabled: boolean;
  /** Keys the HMAC of captcha texts and SMS codes. */
  secret: string;
  /** Where the built web app is (served with its client routes). */
  webDist: string;
  /** Where built sub-apps are served from (/apps/<name>/). */
  subAppsDir: string;
  logLevel: string;
  /** Failed logins before a lock, and its length. */
  loginMaxFailures: number;
  loginLockMinutes: number;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const secret = env.PORTAL_SECRET ?? '';
  if (production && secret.length < 32) {
    // No default secret in production: several instances must share one, and a guessable one is worse than none.
    throw new Error('PORTAL_SECRET must be set to at least 32 characters when NODE_ENV=production');
  }
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    production,
    captchaEnabled: (env.AUTH_CAPTCHA ?? 'on').toLowerCase() !== 'off',
    secret: secret || randomBytes(32).toString('hex'),
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    subAppsDir: path.resolve(env.SUBAPPS_DIR ?? path.join(repoRoot, 'apps/subapps')),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    loginMaxFailures: Number(env.LOGIN_MAX_FAILURES ?? 5),
    loginLockMinutes: Number(env.LOGIN_LOCK_MINUTES ?? 15),
  };
}
