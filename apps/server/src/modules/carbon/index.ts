/**
 * Carbon assets area (§1, product code 06; sub-apps /carbon and /carbonAdmin, §2.3): an enterprise's carbon account
 * per compliance year, its trades and surrenders (scoped to the session's enterprise), and operations' desk over every
 * enterprise's accounts. The rules are shared (carbon/rules.ts), so the sub-apps' forms check the same.
 */
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account.routes.ts';
import { adminRoutes } from './admin.routes.ts';

export default async function carbonModule(app: FastifyInstance): Promise<void> {
  await app.register(accountRoutes);
  await app.register(adminRoutes);
}

/** The enterprise's carbon figures for its product home (finance/figures.ts). */
export { carbonFigures } from './figures.ts';
