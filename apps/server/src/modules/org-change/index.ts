/**
 * Organisation-change applications (issue 15, §3, §5, §7.6): a user applies to add, change or cancel a company of the
 * group's tree with a docx application file; operations approve on the workflow's `orgChange` chain (运营审核); the
 * approval changes the tree in its own transaction (hooks.ts). The application's file may be read by whoever may see
 * the application (its applicant's enterprise, its reviewers).
 */
import type { FastifyInstance } from 'fastify';
import { registerAttachmentOwner } from '../attachment/index.ts';
import { registerCompletion, registerTransition, sessionSeesProcess } from '../workflow/index.ts';
import { applyChange, onTransition } from './hooks.ts';
import { orgChangeRoutes } from './org-change.routes.ts';
import { findOrgChange } from './repo.ts';
import { BIZ_TYPE } from './service.ts';

export default async function orgChangeModule(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  registerCompletion(BIZ_TYPE, async (tx, instance, outcome, ctx) => {
    if (outcome === 'approved') await applyChange(deps, tx, instance, ctx);
  });
  registerTransition(BIZ_TYPE, (tx, ctx) => onTransition(deps, tx, ctx));
  registerAttachmentOwner(BIZ_TYPE, async (d, ownerId, session) => {
    const row = await findOrgChange(d.db, ownerId);
    return row ? sessionSeesProcess(d, row.processInstId, session) : false;
  });
  await app.register(orgChangeRoutes);
}
