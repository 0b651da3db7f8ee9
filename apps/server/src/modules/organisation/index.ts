/**
 * Organisation area (issue 15, §3 Organisation tree node, §7.4 organization calls, §9): the group's tree of companies
 * (a materialised path per node), who belongs to which node, and the tree's direct maintenance. The
 * organisation-change applications (another area) change the tree through the functions below, in the transaction
 * of their approval, and announce the change once it has committed.
 */
import type { FastifyInstance } from 'fastify';
import { membersRoutes } from './members.routes.ts';
import { startTreeChangePush } from './tree-events.ts';
import { treeRoutes } from './tree.routes.ts';

export default async function organisationModule(app: FastifyInstance): Promise<void> {
  await app.register(treeRoutes);
  await app.register(membersRoutes);
  const stop = startTreeChangePush(app.deps);
  app.addHook('onClose', async () => stop());
}

// For other areas: the tree as it is (in a transaction when given one), and whether a company still has companies in
// use under it (注销 refuses it, checked when an application is submitted as well as when it is applied).
export { findOrgNode, findOrgNodeByCreditCode, hasChildrenInUse, type OrgNodeRow } from './repo.ts';
// For other areas: changing the tree in the caller's transaction (checked, audited); after the commit, the caller
// announces it so every instance drops its cached tree.
export { addOrgNode, cancelOrgNode, changeOrgNode, type OrgActor, type OrgNodeFields } from './tree-changes.ts';
export { announceOrgTreeChanged } from './tree-events.ts';
