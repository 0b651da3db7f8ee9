/**
 * The finance product homes (§1 finance home pages, /finance/eLoan … ePayment): the product records' home content
 * (kept by the product area), each product area's figures for the signed-in enterprise, and the news channel shown.
 * A composition area: it reads the others through their index only, and nobody depends on it.
 */
import type { FastifyInstance } from 'fastify';
import { homeRoutes } from './home.routes.ts';

export default async function financeHomeModule(app: FastifyInstance): Promise<void> {
  await app.register(homeRoutes);
}
