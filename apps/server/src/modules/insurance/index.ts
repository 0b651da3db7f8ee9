/**
 * Insurance area: the insurance platform's authorised sign-in (§2.2 /insurance/auth, §7.4 getBxhxToken). The portal
 * signs a one-time ticket for the signed-in user and enterprise; the insurance service redeems it once.
 */
import type { FastifyInstance } from 'fastify';
import { purgeTickets } from './repo.ts';
import { ticketRoutes } from './ticket.routes.ts';

const DAY = 24 * 60 * 60 * 1000;

export default async function insuranceModule(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  app.deps.housekeeping.add('insurance', () => purgeTickets(db, new Date(Date.now() - DAY)));
  await app.register(ticketRoutes);
}
