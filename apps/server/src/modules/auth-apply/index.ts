/**
 * Authorisation applications (issue 14, §7.2): new roles, user-role grants and role permissions applied for and
 * approved on the workflow module's `authApply` chain (the applicant's company admin, then operations). The grant is
 * the workflow's completion of the application, in the last approval's transaction (grant.ts); every step mirrors
 * its state here and sends the type-16 notices (hooks.ts). Supporting files go through the attachment service
 * (projectType 21), claimed by the application and readable by whoever may see it.
 */
import type { FastifyInstance } from 'fastify';
import { registerAttachmentOwner } from '../attachment/index.ts';
import { registerCompletion, registerGrantees, registerTransition, sessionSeesProcess } from '../workflow/index.ts';
import { applyRoutes } from './apply.routes.ts';
import { applyGrant } from './grant.ts';
import { onTransition } from './hooks.ts';
import { applicationsGrantingTo, findApplication, granteeIds } from './repo.ts';
import { BIZ_TYPE } from './service.ts';
import { supportRoutes } from './support.routes.ts';

export default async function authApplyModule(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  registerCompletion(BIZ_TYPE, async (tx, instance, outcome, ctx) => {
    if (outcome !== 'approved') return;
    const row = await findApplication(tx, instance.bizCode, true);
    if (row) await applyGrant(deps, tx, row, ctx);
  });
  registerTransition(BIZ_TYPE, (tx, ctx) => onTransition(deps, tx, ctx));
  // Separation of duty: the users a type-2 application grants its role to never decide on it.
  registerGrantees(BIZ_TYPE, {
    of: (db, id) => granteeIds(db, id),
    codesGrantingTo: (userId) => applicationsGrantingTo(deps.db, userId),
  });
  // An application's supporting files are read by whoever may see the application.
  registerAttachmentOwner(BIZ_TYPE, async (d, ownerId, session) => {
    const row = await findApplication(d.db, ownerId);
    return row ? sessionSeesProcess(d, row.processInstId, session) : false;
  });
  await app.register(applyRoutes);
  await app.register(supportRoutes);
}
