/**
 * Scheduled publishing and expiry: every instance polls content_jobs (CONTENT_JOB_INTERVAL_MS, 10 s by default) and
 * applies each due job in its own transaction, claimed with FOR UPDATE SKIP LOCKED: a job runs once across instances,
 * and survives a restart (it is a row; a crash before the commit leaves it pending).
 */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import type { Deps } from '../../platform/deps.ts';
import { claimDueJob, finishJob, scheduleJob } from './jobs-repo.ts';
import { articlesWithoutWords, findContent, setPublished, setSearchWords, vectorsOf } from './repo.ts';
import { announceChange } from './service.ts';
import { indexWords } from './search.ts';

/** Applies every job due at `now`; answers how many ran. */
export async function runDueJobs(deps: Pick<Deps, 'db' | 'bus'>, now = new Date()): Promise<number> {
  let ran = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const job = await claimDueJob(tx, now);
      if (!job) return false;
      const row = await findContent(tx, job.contentId, true);
      if (row && job.kind === 'publish' && row.state === M.CONTENT_STATE.scheduled) {
        await setPublished(tx, row.id, job.runAt, M.CONTENT_STATE.published);
        if (row.expireTime) await scheduleJob(tx, row.id, 'expire', row.expireTime);
      }
      if (row && job.kind === 'expire' && row.state === M.CONTENT_STATE.published) {
        await setPublished(tx, row.id, null, M.CONTENT_STATE.offline);
      }
      await finishJob(tx, job.id, now);
      return true;
    });
    if (!done) {
      if (ran > 0) await announceChange(deps);
      return ran;
    }
    ran++;
  }
}

/**
 * Computes the search words of the articles that have none (written without the module: the demo seed), once at
 * start and at most 5,000 of them (a larger import indexes itself through the save).
 */
export async function indexMissingWords(deps: Pick<Deps, 'db'>): Promise<number> {
  const rows = await articlesWithoutWords(deps.db, 5000);
  for (const r of rows) {
    await setSearchWords(deps.db, r.id, vectorsOf(indexWords(r.title), indexWords(`${r.summary} ${r.plainText}`)));
  }
  return rows.length;
}

/** Polls from the app's start until it closes. */
export function scheduleContentJobs(app: FastifyInstance): void {
  const { deps } = app;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runDueJobs(deps);
    } catch (err) {
      app.log.warn({ err }, 'content jobs failed');
    } finally {
      running = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), deps.config.contentJobIntervalMs);
    timer.unref();
    await indexMissingWords(deps).catch((err: unknown) => app.log.warn({ err }, 'content indexing failed'));
    void tick();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
