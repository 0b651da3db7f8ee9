/**
 * A business's "waiting for me" page (待我审批): the workflow's to-do list of its business type, paged in SQL, each task
 * shown as the business's own record (read by id) with the task to act on. A task whose record is gone is left out.
 */
import type { Page, WorkflowActor } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { pageOf } from '../../platform/paging.ts';
import { upcomingList, type TaskFilter } from './repo.ts';

export interface TodoTask {
  taskId: string;
  taskName: string;
}

export async function todoPage<R extends { id: string }, O>(
  db: Db,
  actor: WorkflowActor,
  entId: string,
  filter: TaskFilter,
  paging: { currentPage: number; pageSize: number },
  load: (ids: string[]) => Promise<R[]>,
  out: (record: R, task: TodoTask) => O,
): Promise<Page<O>> {
  const tasks = upcomingList(
    db,
    {
      userId: actor.userId,
      entId,
      entRoles: actor.enterpriseRoles.map((r) => r.roleCode),
      opsRoles: [...actor.operationsRoles],
    },
    filter,
  );
  const p = await pageOf(tasks, paging.currentPage, paging.pageSize);
  const rows = new Map((await load(p.records.map((t) => t.bizCode))).map((r) => [r.id, r]));
  return {
    ...p,
    records: p.records.flatMap((t) => {
      const r = rows.get(t.bizCode);
      return r ? [out(r, { taskId: t.taskId, taskName: t.taskName })] : [];
    }),
  };
}
