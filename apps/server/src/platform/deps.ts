/** What every module gets: the database, the configuration and the providers, decorated on the app. */
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { SmsProvider } from './sms.ts';

export interface Deps {
  database: Database;
  db: Db;
  config: Config;
  sms: SmsProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
