/**
 * A restart of the server (§9 Excel import): the import jobs a stopped process left queued or running say 已中断 at
 * once after the start, instead of 正在导入 until they go stale; nothing of theirs was applied. On the embedded
 * database every unfinished job of another instance is a previous life's; on PostgreSQL, where other instances may
 * be importing, only the jobs their owner stopped touching.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as M from '@portal/shared';
import { RESPONSE_CODE } from '@portal/shared';
import { buildApp } from '../src/app.ts';
import { callEnv, envelopeOf, login, multipartForm, call, useTestServer } from './helpers.ts';
import { inputRow, taskIn, VAT_INPUT_HEADER, xlsxOf } from './tax-fixtures.ts';

const { s, t } = useTestServer({}, ['user']);

it('jobs a stopped process left are interrupted as soon as the server is back', async () => {
  const taskNo = await taskIn(s.app, t.user, '01', 'inProgress');
  const form = await multipartForm(
    { taskNo, tableCode: 'VAT_INPUT' },
    { name: '进项.xlsx', data: await xlsxOf([VAT_INPUT_HEADER, inputRow(1)]) },
  );
  const res = envelopeOf(
    await call(s.app, 'taxTableImport', {
      token: t.user,
      params: { taxPath: 'taxVat' },
      body: form.body,
      headers: form.headers,
    }),
    'taxTableImport',
  );
  expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
  const model = res.data[0].jobId;
  for (let job = res.data[0]; job.status !== 'done';) {
    expect(job.status, job.message).not.toBe('failed');
    await new Promise((r) => setTimeout(r, 50));
    job = (
      await callEnv(s.app, 'taxTableImportStatus', {
        token: t.user,
        params: { taxPath: 'taxVat' },
        query: { jobId: model },
      })
    ).data[0];
  }
  // Jobs of a process that stopped: one touched a moment before it stopped, one long silent.
  const left = async (jobId: string, status: string, silentFor: string) =>
    s.database.db.execute(sql`insert into tax_import_jobs (job_id, ent_id, user_id, task_no, table_code, tax_path,
      file_name, file_size, sha256, status, message, instance_id, heartbeat_at)
      select ${jobId}, ent_id, user_id, task_no, table_code, tax_path, file_name, file_size, sha256, ${status},
        ${M.TAX_IMPORT_RUNNING}, 'a-stopped-process', now() - ${silentFor}::interval
      from tax_import_jobs where job_id = ${model}`);
  await left('restart-running', 'running', '1 second');
  await left('restart-queued', 'queued', '1 second');
  await left('restart-silent', 'running', '10 minutes');

  const database = await s.reopen();
  const app = await buildApp({ config: s.config, database });
  try {
    await app.ready();
    const token = await login(app, 'user');
    const status = async (jobId: string) =>
      (await callEnv(app, 'taxTableImportStatus', { token, params: { taxPath: 'taxVat' }, query: { jobId } })).data[0];
    const stored = async (jobId: string) =>
      (
        await database.db.execute<{ status: string; message: string }>(
          sql`select status, message from tax_import_jobs where job_id = ${jobId}`,
        )
      ).rows[0];
    const interrupted = { status: 'failed', message: M.TAX_IMPORT_INTERRUPTED };
    const gone = database.kind === 'pglite' ? ['restart-running', 'restart-queued'] : [];
    for (const jobId of [...gone, 'restart-silent']) {
      expect(await stored(jobId), jobId).toEqual(interrupted);
      expect(await status(jobId), jobId).toMatchObject(interrupted);
    }
    if (database.kind === 'postgres') {
      // Touched a second ago: its owner may be another instance, still importing.
      expect(await stored('restart-running')).toMatchObject({ status: 'running' });
    }
    // A finished job is left as it was.
    expect((await status(model)).status).toBe('done');
  } finally {
    await app.close();
    await database.close();
  }
});
