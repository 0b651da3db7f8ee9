/** What every module gets: the database, the configuration and the platform's services, decorated on the app. */
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { SmsProvider } from './sms.ts';
import type { EventBus } from './events.ts';
import type { SessionStore } from './auth/sessions.ts';
import type { PermissionStore } from './auth/permissions.ts';
import type { Housekeeping } from './maintenance.ts';
import type { RealtimeHub } from './realtime/hub.ts';

export interface Deps {
  database: Database;
  db: Db;
  config: Config;
  sms: SmsProvider;
  bus: EventBus;
  sessions: SessionStore;
  permissions: PermissionStore;
  /** Purges of short-lived rows; modules register theirs. */
  housekeeping: Housekeeping;
  /** This instance's websockets: modules register inbound handlers and push frames (platform/realtime/hub.ts). */
  realtime: RealtimeHub;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
