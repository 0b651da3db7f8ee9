/** An app on an empty in-memory database, for reading the OpenAPI document it builds (scripts/api-contract.ts). */
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { buildApp } from '../src/app.ts';

export async function startDocServer() {
  const database = await openDatabase({});
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEV_SMS_OUTBOX: 'on' }),
    database,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
