/**
 * Tax area (issue 13; §1 tax management, §3 taxable period / tax task / tax type dictionary / VAT records, §4 tax
 * task, §7.3): the code library, taxable periods and tasks with the filing calendar, the user's tax tables with their
 * engine check, template and Excel import, VAT base info, preferences and invoices, the enterprise profile and filing
 * preferences, and the file push. Every call is scoped to the session's enterprise; reads need the page's menu,
 * writes its button (permissions.ts MENU.tax / BUTTON.tax).
 */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { calendarRoutes } from './calendar.routes.ts';
import { dictionaryRoutes } from './dictionary.routes.ts';
import { filePushRoutes } from './file-push.routes.ts';
import { holidayRoutes } from './holiday.routes.ts';
import { STALE_IMPORT_MS } from './import-runner.ts';
import { importRoutes } from './import.routes.ts';
import { invoiceRoutes } from './invoice.routes.ts';
import { failStaleImports, purgeOldImports } from './repo.ts';
import { settingRoutes } from './setting.routes.ts';
import { tableRoutes } from './table.routes.ts';
import { taskRoutes } from './task.routes.ts';
import { vatRoutes } from './vat.routes.ts';

/** Finished import jobs stay readable this long. */
const IMPORT_JOB_DAYS = 30;

export default async function taxModule(app: FastifyInstance): Promise<void> {
  app.deps.housekeeping.add('tax-imports', async (db, now) => {
    await failStaleImports(db, new Date(now - STALE_IMPORT_MS), M.TAX_IMPORT_INTERRUPTED);
    await purgeOldImports(db, new Date(now - IMPORT_JOB_DAYS * 24 * 3600 * 1000));
  });
  await app.register(dictionaryRoutes);
  await app.register(taskRoutes);
  await app.register(calendarRoutes);
  await app.register(tableRoutes);
  await app.register(importRoutes);
  await app.register(vatRoutes);
  await app.register(invoiceRoutes);
  await app.register(settingRoutes);
  await app.register(filePushRoutes);
  await app.register(holidayRoutes);
}
