/**
 * eLoan area (issue 3): the loan applications of the eLoan reference sub-app. Access is the /eLoan menu; every read
 * and write is scoped to the session's enterprise, and a record of another enterprise answers exactly like a missing
 * one. The field rules are shared (loan.ts, api/eloan.ts), so the sub-app's form checks the same.
 */
import type { FastifyInstance } from 'fastify';
import { loanRoutes } from './loan.routes.ts';
import { reviewRoutes } from './review.routes.ts';

export default async function eloanModule(app: FastifyInstance): Promise<void> {
  await app.register(loanRoutes);
  await app.register(reviewRoutes);
}

// For the loan product home (the finance homes' area): the enterprise's figures.
export { eloanFigures } from './figures.ts';
