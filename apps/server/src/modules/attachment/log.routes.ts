/**
 * §3 Upload log: the web's record of a file it refused before sending (saveUploadLog), and the log's page on the
 * operations audit page (上传日志). The server's own refusals are written by the platform (platform/upload.ts); both
 * name the session, never who the body says it is.
 */
import type { FastifyInstance } from 'fastify';
import { MENU, toDisplayTime, type UploadLogEntry } from '@portal/shared';
import { sessionOf } from '../../platform/auth/access.ts';
import { ok, okPage } from '../../platform/envelope.ts';
import { pageOf } from '../../platform/paging.ts';
import { uploadLogList } from '../../platform/repo.ts';
import { endpoint } from '../../platform/routes.ts';
import { suffixOf, writeUploadLog } from '../../platform/upload.ts';

type Row = Awaited<ReturnType<ReturnType<typeof uploadLogList>['slice']>>[number];

function entryOut(r: Row): UploadLogEntry {
  return {
    id: String(r.id),
    account: r.account,
    userName: r.userName,
    userSource: r.userSource,
    entId: r.entId,
    entName: r.entName,
    fileName: r.fileName,
    fileSize: r.fileSize,
    suffixName: r.suffixName,
    resultMsg: r.resultMsg,
    route: r.route,
    createTime: toDisplayTime(r.createdAt),
  };
}

export async function uploadLogRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  // The body's account, userName, userSource, entId and entName are the spec's payload; the session's are written.
  endpoint(app, 'attachmentSaveUploadLog', { access: 'signedIn', writeLimit: true }, async (req) => {
    const { fileName, fileSize, suffixName, resultMsg } = req.body;
    await writeUploadLog(deps, sessionOf(req), {
      fileName,
      fileSize,
      suffixName: suffixName || suffixOf(fileName),
      resultMsg,
      route: 'web',
    });
    return ok();
  });

  endpoint(app, 'attachmentUploadLogPage', { access: { menu: MENU.permission.audit } }, async (req) => {
    const { account, fileName, currentPage, pageSize } = req.body;
    const list = uploadLogList(deps.db, { account: account || undefined, fileName: fileName || undefined });
    const page = await pageOf(list, currentPage, pageSize);
    return okPage({ ...page, records: page.records.map(entryOut) });
  });
}
