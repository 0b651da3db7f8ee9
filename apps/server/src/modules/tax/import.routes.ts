/**
 * The Excel import of a task's table ({tax path}/excel/import): the upload is sized and sniffed by the platform
 * (an .xlsx of at most 10 MB, whatever its name), then queued as a job the page follows (importStatus). The same
 * file again, onto rows it produced, changes nothing; a table the filing preference keeps is refused at once.
 */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { BUTTON, MENU, taxPathByType, type TaxImportJob } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { newId } from '../../platform/ids.ts';
import { importRunner, STALE_IMPORT_MS } from './import-runner.ts';
import { findFilingPreference, findImportJob, importsAhead, insertImportJob, type ImportJobRow } from './repo.ts';
import { assertEditable, taskTableOf } from './tables.ts';

/** A job as the page sees it; a queued or running job whose instance went silent is shown as interrupted. */
function jobOf(job: ImportJobRow, ahead: number): TaxImportJob {
  const stale =
    (job.status === 'queued' || job.status === 'running') && Date.now() - job.heartbeatAt.getTime() > STALE_IMPORT_MS;
  const status = stale ? 'failed' : (job.status as TaxImportJob['status']);
  return {
    jobId: job.jobId,
    status,
    position: status === 'queued' ? ahead : 0,
    processedRows: job.processedRows,
    importedRows: job.importedRows,
    errors: job.errors,
    errorCount: job.errorCount,
    unchanged: false,
    message: stale ? M.TAX_IMPORT_INTERRUPTED : status === 'queued' ? M.taxImportQueued(ahead) : job.message,
  };
}

export async function importRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const runner = importRunner(app.deps);
  runner.logger = app.log;
  app.addHook('onReady', async () => {
    await runner.recoverInterrupted().catch((err: unknown) => app.log.warn({ err }, 'interrupted imports not failed'));
  });
  app.addHook('onClose', () => runner.close());

  endpoint(
    app,
    'taxTableImport',
    {
      access: { button: BUTTON.tax.tableImport },
      writeLimit: true,
      upload: { accept: ['xlsx'], typeMessage: M.UPLOAD_XLSX_ONLY, sizeMessage: M.UPLOAD_XLSX_TOO_LARGE },
    },
    async (req) => {
      const s = sessionOf(req);
      const { taskNo, tableCode } = req.body;
      const { task, format, state } = await taskTableOf(db, s.entId, taskNo, tableCode);
      const expected = taxPathByType(task.taxType);
      if (expected !== req.params.taxPath) throw fail.business(M.taxPathMismatch(expected));
      assertEditable(task);
      const file = req.upload;
      // The rows are this very file's already (same bytes, same table version): nothing to do, nothing written.
      if (state?.sourceJobId && state.sourceSha256 === file.sha256 && state.version === format.version) {
        const unchanged: TaxImportJob = {
          jobId: state.sourceJobId,
          status: 'done',
          position: 0,
          processedRows: 0,
          importedRows: 0,
          errors: [],
          errorCount: 0,
          unchanged: true,
          message: M.TAX_IMPORT_UNCHANGED,
        };
        return ok([unchanged], M.TAX_IMPORT_UNCHANGED);
      }
      const pref = await findFilingPreference(db, s.entId);
      if (pref?.importMode === 'refuseIfFilled' && (state?.rowCount ?? 0) > 0) throw fail.business(M.TAX_TABLE_FILLED);
      const job = await insertImportJob(db, {
        jobId: newId(),
        entId: s.entId,
        userId: s.userId,
        taskNo,
        tableCode,
        taxPath: req.params.taxPath,
        fileName: file.fileName,
        fileSize: file.size,
        sha256: file.sha256,
        status: 'queued',
        message: M.taxImportQueued(0),
        instanceId: runner.instanceId,
      });
      const started = await runner.submit(job, file.keep());
      const answer = jobOf(
        { ...job, status: started.status, message: started.status === 'running' ? M.TAX_IMPORT_RUNNING : job.message },
        started.ahead,
      );
      return ok([answer], answer.message);
    },
  );

  endpoint(app, 'taxTableImportStatus', { access: { menu: MENU.tax.task } }, async (req) => {
    const s = sessionOf(req);
    const job = await findImportJob(db, s.entId, req.query.jobId);
    if (!job || job.taxPath !== req.params.taxPath) throw fail.notFound(M.RECORD_NOT_FOUND);
    const ahead = job.status === 'queued' ? await importsAhead(db, job) : 0;
    return ok([jobOf(job, ahead)]);
  });
}
