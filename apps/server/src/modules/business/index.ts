/**
 * E-commerce platform authorisation (§2.2 /business/index, /business/loginsso): the group's platforms read an
 * enterprise's identity only as its company admin granted, through one-time codes.
 */
import type { FastifyInstance } from 'fastify';
import { grantRoutes } from './grant.routes.ts';
import { purgeCodes } from './repo.ts';

const DAY = 24 * 60 * 60 * 1000;

export default async function businessModule(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  app.deps.housekeeping.add('business', () => purgeCodes(db, new Date(Date.now() - DAY)));
  await app.register(grantRoutes);
}
