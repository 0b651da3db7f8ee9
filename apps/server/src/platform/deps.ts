/** What every module gets: the database, the configuration and the providers, decorated on the app. */
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { SmsProvider } from './sms.ts';
import type { EventBus } from './events.ts';
import type { SessionStore } from './auth/sessions.ts';
import type { PermissionStore } from './auth/permissions.ts';
import type { UserDirectory } from '../modules/user/directory.ts';

export interface Deps {
  database: Database;
  db: Db;
  config: Config;
  sms: SmsProvider;
  bus: EventBus;
  sessions: SessionStore;
  permissions: PermissionStore;
  /** Signed-in users' own rows and enterprises (base user service), cached. */
  users: UserDirectory;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
