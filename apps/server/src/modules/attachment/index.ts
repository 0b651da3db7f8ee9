/**
 * Attachment area (issue 15, §7.4 attachment service and file download, §3 Upload log): the one way files enter and
 * leave the portal. Other areas use it through the functions below:
 * - claimAttachment(tx, …) inside the record's own transaction: the uploader's file becomes the record's
 *   (claimAttachments for a record with several files; attachmentsOf lists them);
 * - registerAttachmentOwner(ownerType, canRead): who besides the uploader's enterprise may read the files its records
 *   claimed (e.g. the approvers of an organisation change);
 * - attachmentInfoOf(db, fileId): the file's name, size and kind for the record's page.
 */
import type { FastifyInstance } from 'fastify';
import { attachmentRoutes } from './attachment.routes.ts';
import { purgeUnclaimed } from './housekeeping.ts';
import { uploadLogRoutes } from './log.routes.ts';

export default async function attachmentModule(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  deps.housekeeping.add('attachments', (db, now) => purgeUnclaimed(deps, db, now));
  await app.register(attachmentRoutes);
  await app.register(uploadLogRoutes);
}

export {
  attachmentInfoOf,
  attachmentsOf,
  claimAttachment,
  claimAttachments,
  registerAttachmentOwner,
  registerPublicAttachmentOwner,
  type AttachmentOwnerCheck,
  type PublicOwnerCheck,
} from './service.ts';
export type { AttachmentRow, ClaimTarget } from './repo.ts';
