/**
 * §7.4 attachment service and file download: the upload (its rule chosen by projectType, ATTACHMENT_USES), the
 * file's information, the download (original name, streamed from the store), the image preview, and the manage
 * service's GET download. Every read goes through readableAttachment: a file the session may not read is answered
 * exactly like a missing id.
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as M from '@portal/shared';
import {
  ATTACHMENT_USES,
  CONTENT_IMAGE_PROJECT_TYPE,
  KIND_EXTENSIONS,
  normalizePath,
  type AttachmentProjectType,
  type AttachmentUse,
} from '@portal/shared';
import { sessionOf } from '../../platform/auth/access.ts';
import type { Deps } from '../../platform/deps.ts';
import { fail, ok } from '../../platform/envelope.ts';
import { contentDisposition, XLSX_TYPE } from '../../platform/export.ts';
import { endpoint } from '../../platform/routes.ts';
import type { UploadRule } from '../../platform/upload.ts';
import type { AttachmentRow } from './repo.ts';
import { infoOf, publicAttachment, readableAttachment, storeUpload } from './service.ts';
import { storeOf } from './store.ts';

const CONTENT_TYPES: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: XLSX_TYPE,
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
};
const IMAGE_KINDS = new Set(['png', 'jpeg']);

/**
 * The use's kinds and size; the refusals keep the platform's §8.3 words (the use's own texts are the web's, said
 * before sending).
 */
const ruleOf = ({ projectType }: { projectType: AttachmentProjectType }): UploadRule => ({
  accept: ATTACHMENT_USES[projectType].accept,
  maxBytes: ATTACHMENT_USES[projectType].maxBytes,
  // A file's name must say what its bytes are: the download names it so.
  kindExtensions: KIND_EXTENSIONS,
});

/**
 * Resolves once the stream has its first bytes (or its end), rejects if it fails first: a file whose bytes are gone
 * answers the error envelope instead of a file's headers with nothing behind them.
 */
function firstBytes(stream: Readable): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const settle = (err?: Error) => {
      stream.off('readable', settle);
      stream.off('error', settle);
      if (err) reject(err);
      else resolve(stream);
    };
    stream.on('readable', settle);
    stream.on('error', settle);
  });
}

/** The file's bytes from its store, with its type by the sniffed kind (never the client's), and nosniff. */
async function sendFile(
  deps: Deps,
  reply: FastifyReply,
  row: AttachmentRow,
  inline: boolean,
  cache = 'private, no-store',
): Promise<FastifyReply> {
  const stream = await firstBytes(storeOf(deps, row.store).get(row.storageKey));
  const disposition = contentDisposition(row.fileName);
  return (
    reply
      .header('content-type', CONTENT_TYPES[row.kind] ?? 'application/octet-stream')
      .header('content-length', row.fileSize)
      .header('content-disposition', inline ? disposition.replace(/^attachment/, 'inline') : disposition)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', cache)
      // Our pages embed it; another site's page does not (it would spend our bandwidth on our readers' files).
      .header('cross-origin-resource-policy', 'same-origin')
      .send(stream)
  );
}

export async function attachmentRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  endpoint(app, 'attachmentUpload', { access: 'signedIn', writeLimit: true, upload: ruleOf }, async (req) => {
    const use: AttachmentUse = ATTACHMENT_USES[req.body.projectType];
    const menus = use.uploaderMenus;
    if (menus) {
      const held = (await req.permissions()).menuPaths;
      if (!menus.some((m) => held.has(normalizePath(m).toLowerCase()))) throw fail.forbidden(M.PERMISSION_DENIED);
    }
    const row = await storeUpload(deps, req.upload, req.body.projectType, sessionOf(req));
    return ok([row.id]);
  });

  endpoint(app, 'attachmentInfo', { access: 'signedIn' }, async (req) => {
    const row = await readableAttachment(deps, req.body.fileId, sessionOf(req));
    return ok([infoOf(row)]);
  });

  endpoint(app, 'attachmentDownload', { access: 'signedIn' }, async (req, reply) => {
    const row = await readableAttachment(deps, req.body.fileId, sessionOf(req));
    return sendFile(deps, reply, row, false);
  });

  endpoint(app, 'manageFileDownload', { access: 'signedIn' }, async (req, reply) => {
    const row = await readableAttachment(deps, req.query.fileId, sessionOf(req));
    return sendFile(deps, reply, row, false);
  });

  // An article's images and a published article's files, for anyone (the news pages are public, §2.1). An image is
  // never changed under its id, so a reader's browser keeps it; a file is asked again, as its article may go off line.
  endpoint(app, 'attachmentPublicFile', { access: 'public' }, async (req, reply) => {
    const row = await publicAttachment(deps, req.query.fileId);
    const image = IMAGE_KINDS.has(row.kind);
    return sendFile(
      deps,
      reply,
      row,
      image,
      row.projectType === CONTENT_IMAGE_PROJECT_TYPE ? 'public, max-age=86400' : 'no-cache',
    );
  });

  // Shown in the page (inline) only as a png or jpeg sniffed from the bytes: nothing else, an SVG least of all.
  endpoint(app, 'attachmentViewImage', { access: 'signedIn' }, async (req, reply) => {
    const row = await readableAttachment(deps, req.body.fileId, sessionOf(req));
    if (!IMAGE_KINDS.has(row.kind)) throw fail.business(M.ATTACHMENT_NOT_IMAGE);
    return sendFile(deps, reply, row, true);
  });
}
