/**
 * The workflow module (issue 14) through the real server and database, on a test-only business type whose
 * completion handler records what it saw: the seeded authApply chain (entadmin → ops) end to end, every return kind
 * and the resubmission, separation of duty, a step's wrong approver, another enterprise, two approvers racing, the
 * idempotency key, withdrawal, the to-do and done lists with their exports, and bad input.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as M from '@portal/shared';
import { RESPONSE_CODE, type SubmitAuditResult, type WorkflowApplicant } from '@portal/shared';
import { ENT, ROLE, USER } from '../src/db/seed/ids.ts';
import { workflowInstances } from '../src/db/schema/workflow.ts';
import { fail } from '../src/platform/envelope.ts';
import { insertUserRole } from '../src/modules/permission/index.ts';
import {
  registerCompletion,
  resolvedChain,
  resubmitProcess,
  startProcess,
  withdrawApplication,
  type WorkflowOutcome,
} from '../src/modules/workflow/index.ts';
import { insertDefinition } from '../src/modules/workflow/repo.ts';
import { call, callEnv, envelopeOf, login, useTestServer } from './helpers.ts';

const { s, t } = useTestServer({}, ['user', 'entadmin', 'ops', 'service', 'entadmin2', 'user2']);

const BIZ = 'wfTestBiz';
const LIMING: WorkflowApplicant = { userId: USER.user, userName: '李明', entId: ENT.sales };
const WANG: WorkflowApplicant = { userId: USER.entadmin, userName: '王建国', entId: ENT.sales };

/** What the completion handler saw, and whether it should fail this time. */
const completed: { bizCode: string; outcome: WorkflowOutcome; statusInTx: string }[] = [];
let failNext = false;

let seq = 0;
async function start(applicant = LIMING, defKey = 'authApply'): Promise<{ id: string; bizCode: string }> {
  const bizCode = `biz-${Date.now()}-${++seq}`;
  const { processInstId } = await s.database.db.transaction((tx) =>
    startProcess(tx, { defKey, bizType: BIZ, bizCode, applicant, title: `测试申请 ${seq}` }),
  );
  return { id: processInstId, bizCode };
}

const submit = (token: string, body: SubmitAuditResult) => callEnv(s.app, 'workflowSubmitAuditResult', { token, body });
const approve = (token: string, processInstId: string, extra: Partial<SubmitAuditResult> = {}) =>
  submit(token, { processInstId, approve: true, auditOpinion: '同意', ...extra });
const detail = async (token: string, processInstId: string) =>
  (await callEnv(s.app, 'workflowDetail', { token, query: { processInstId } })).data[0];

beforeAll(async () => {
  registerCompletion(BIZ, async (tx, instance, outcome) => {
    // Read through the same transaction: the last action's state is already there.
    const [row] = await tx
      .select({ status: workflowInstances.status })
      .from(workflowInstances)
      .where(eq(workflowInstances.processInstId, instance.processInstId));
    if (failNext) {
      failNext = false;
      throw fail.business('测试：业务处理失败');
    }
    completed.push({ bizCode: instance.bizCode, outcome, statusInTx: row.status });
  });
  await s.database.db.transaction(async (tx) => {
    // Three steps, one of each actor kind (the shared fixtures' shape): company admin, operator, a named user (陈静).
    await insertDefinition(tx, {
      key: 'wfTest',
      version: 1,
      name: '测试流程',
      steps: [
        { nodeId: 'entAdmin', name: '企业管理员审核', actor: { kind: 'enterpriseRole', roleCode: 'companyAdmin' } },
        { nodeId: 'ops', name: '运营审核', actor: { kind: 'operationsRole', roleCode: 'operator' } },
        { nodeId: 'director', name: '负责人复核', actor: { kind: 'user', userId: USER.service } },
      ],
    });
    // A second operator (刘洋) so that two people can race on one operations task.
    await insertUserRole(tx, { userId: USER.it, entId: ENT.hq, roleId: ROLE.operator });
  });
  t.it = await login(s.app, 'it');
});

describe('authApply end to end', () => {
  it('the resolved chain names the approvers in order, never the applicant', async () => {
    const chain = await resolvedChain(s.app.deps, 'authApply', LIMING);
    expect(chain.map((c) => c.name)).toEqual(['企业管理员审核', '运营审核']);
    expect(chain[0].approvers.map((a) => a.userName)).toEqual(['王建国']);
    expect(chain[1].approvers.map((a) => a.userId)).toContain(USER.ops);
    const own = await resolvedChain(s.app.deps, 'authApply', WANG);
    expect(own[0].approvers).toEqual([]);
  });

  it('start → entadmin approves → ops approves → completion ran in the same transaction', async () => {
    const { id, bizCode } = await start();
    const first = await detail(t.entadmin, id);
    expect(first.instance.status).toBe('running');
    expect(first.instance.taskTitle).toBe('企业管理员审核');
    expect(first.canAct).toBe(true);

    const a = await approve(t.entadmin, id);
    expect(a.code).toBe(RESPONSE_CODE.ok);
    expect(a.msg).toBe('通过成功');
    expect(a.data[0].instance.currentNode?.nodeId).toBe('ops');
    expect(completed.find((c) => c.bizCode === bizCode)).toBeUndefined();

    const b = await approve(t.ops, id);
    expect(b.code).toBe(RESPONSE_CODE.ok);
    expect(b.data[0].instance.status).toBe('approved');
    expect(b.data[0].instance.currentNode).toBeNull();
    expect(completed.filter((c) => c.bizCode === bizCode)).toEqual([
      { bizCode, outcome: 'approved', statusInTx: 'approved' },
    ]);

    const byBiz = await callEnv(s.app, 'workflowDetailByBizCode', {
      token: t.user,
      query: { bizCode, bizType: BIZ },
    });
    expect(byBiz.code).toBe(RESPONSE_CODE.ok);
    const h = byBiz.data[0].history;
    expect(h.map((r) => [r.taskName, r.userName, r.operationTypeString, r.outcome])).toEqual([
      ['提交申请', '李明', '提交', '提交'],
      ['企业管理员审核', '王建国', '办理', '同意'],
      ['运营审核', '赵丽', '办理', '同意'],
    ]);
    expect(h[1].message).toBe('同意');
    expect(h[1].endTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('a failing completion rolls the approval back: the task is still open', async () => {
    const { id, bizCode } = await start();
    await approve(t.entadmin, id);
    failNext = true;
    const res = await approve(t.ops, id);
    expect(res.code).toBe(RESPONSE_CODE.business);
    expect(res.msg).toBe('测试：业务处理失败');
    const d = await detail(t.ops, id);
    expect(d.instance.status).toBe('running');
    expect(d.instance.currentNode?.nodeId).toBe('ops');
    expect(d.canAct).toBe(true);
    expect(d.history.map((r) => r.operationTypeString)).toEqual(['提交', '办理']);
    const todo = await callEnv(s.app, 'workflowUpcoming', { token: t.ops, query: { pageSize: '100' } });
    expect(todo.data[0].records.map((r) => r.processInstId)).toContain(id);
    // Retried, it completes once.
    expect((await approve(t.ops, id)).code).toBe(RESPONSE_CODE.ok);
    expect(completed.filter((c) => c.bizCode === bizCode)).toHaveLength(1);
  });

  it('a second process for the same business record is refused', async () => {
    const { bizCode } = await start();
    await expect(
      s.database.db.transaction((tx) =>
        startProcess(tx, { defKey: 'authApply', bizType: BIZ, bizCode, applicant: LIMING, title: 'x' }),
      ),
    ).rejects.toThrow(M.PROCESS_ALREADY_STARTED);
  });
});

describe('returns and resubmission', () => {
  it('退回上一步, 退回指定节点, 退回申请人, then the resubmission continues from the first step', async () => {
    const { id, bizCode } = await start(LIMING, 'wfTest');
    await approve(t.entadmin, id);
    await approve(t.ops, id);
    expect((await detail(t.service, id)).instance.currentNode?.nodeId).toBe('director');

    const back = await submit(t.service, {
      processInstId: id,
      approve: false,
      auditOpinion: '材料不全',
      returnKind: 'previous',
    });
    expect(back.msg).toBe('驳回成功');
    expect(back.data[0].instance.currentNode?.nodeId).toBe('ops');

    const ops1 = await detail(t.ops, id);
    expect(ops1.returnTargets.map((r) => r.nodeId)).toEqual(['entAdmin']);
    const toNode = await submit(t.ops, {
      processInstId: id,
      approve: false,
      auditOpinion: '请企业管理员复核',
      returnKind: 'node',
      nodeId: 'entAdmin',
    });
    expect(toNode.data[0].instance.currentNode?.nodeId).toBe('entAdmin');

    // A later node is not a return target.
    const bad = await submit(t.entadmin, {
      processInstId: id,
      approve: false,
      auditOpinion: 'x',
      returnKind: 'node',
      nodeId: 'ops',
    });
    expect(bad.msg).toBe(M.RETURN_TARGET_INVALID);

    const toApplicant = await submit(t.entadmin, { processInstId: id, approve: false, auditOpinion: '请补充说明' });
    expect(toApplicant.data[0].instance.status).toBe('returned');
    expect(toApplicant.data[0].instance.currentNode).toBeNull();
    expect(toApplicant.data[0].instance.taskTitle).toBe(M.APPLY_TITLE_CHECK);
    // Nothing is waiting: no approver has it to do.
    const todo = await callEnv(s.app, 'workflowUpcoming', { token: t.entadmin, query: { pageSize: '100' } });
    expect(todo.data[0].records.map((r) => r.processInstId)).not.toContain(id);

    await s.database.db.transaction((tx) => resubmitProcess(tx, { bizType: BIZ, bizCode, applicant: LIMING }));
    const again = await detail(t.user, id);
    expect(again.instance.status).toBe('running');
    expect(again.instance.currentNode?.nodeId).toBe('entAdmin');
    expect(again.history.map((r) => [r.operationTypeString, r.outcome])).toEqual([
      ['提交', '提交'],
      ['办理', '同意'],
      ['办理', '同意'],
      ['退回上一步', '驳回'],
      ['退回指定节点', '驳回'],
      ['退回申请人', '驳回'],
      ['重新提交', '重新提交'],
    ]);
    // And runs through to the end.
    await approve(t.entadmin, id);
    await approve(t.ops, id);
    const done = await approve(t.service, id);
    expect(done.data[0].instance.status).toBe('approved');
    expect(completed.find((c) => c.bizCode === bizCode)?.outcome).toBe('approved');
  });

  it('a return after the node continues from the node it names', async () => {
    const { id } = await start(LIMING, 'wfTest');
    await approve(t.entadmin, id);
    await approve(t.ops, id);
    await submit(t.service, {
      processInstId: id,
      approve: false,
      auditOpinion: '退回',
      returnKind: 'node',
      nodeId: 'ops',
    });
    const d = await detail(t.ops, id);
    expect(d.instance.currentNode?.nodeId).toBe('ops');
    expect(d.canAct).toBe(true);
    expect((await approve(t.ops, id)).data[0].instance.currentNode?.nodeId).toBe('director');
  });

  it('驳回 ends the application and runs the completion with rejected; a reject needs an opinion', async () => {
    const { id, bizCode } = await start();
    const res = await call(s.app, 'workflowSubmitAuditResult', {
      token: t.entadmin,
      body: { processInstId: id, approve: false, auditOpinion: '  ' },
    });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).msg).toContain(M.REJECT_OPINION_REQUIRED);
    const r = await submit(t.entadmin, {
      processInstId: id,
      approve: false,
      auditOpinion: '不符合条件',
      returnKind: 'reject',
    });
    expect(r.data[0].instance.status).toBe('rejected');
    expect(completed.find((c) => c.bizCode === bizCode)).toEqual({
      bizCode,
      outcome: 'rejected',
      statusInTx: 'rejected',
    });
    const again = await approve(t.entadmin, id);
    expect(again.code).toBe(RESPONSE_CODE.business);
  });

  it('the applicant withdraws their application', async () => {
    const { id, bizCode } = await start();
    await s.database.db.transaction((tx) => withdrawApplication(tx, { bizType: BIZ, bizCode, applicant: LIMING }));
    const d = await detail(t.user, id);
    expect(d.instance.status).toBe('withdrawn');
    expect(completed.find((c) => c.bizCode === bizCode)?.outcome).toBe('withdrawn');
  });
});

describe('who may act', () => {
  it('separation of duty: the company admin cannot approve their own application, nor sees it to do', async () => {
    const { id } = await start(WANG);
    const d = await detail(t.entadmin, id);
    expect(d.canAct).toBe(false);
    const res = await approve(t.entadmin, id);
    expect(res.code).toBe(RESPONSE_CODE.business);
    expect(res.msg).toBe(M.OWN_APPLICATION);
    const todo = await callEnv(s.app, 'workflowUpcoming', { token: t.entadmin, query: { pageSize: '100' } });
    expect(todo.data[0].records.map((r) => r.processInstId)).not.toContain(id);
  });

  it("a step's wrong approver is refused and nothing changes", async () => {
    const { id } = await start(LIMING, 'wfTest');
    const res = await approve(t.ops, id);
    expect(res.code).toBe(RESPONSE_CODE.business);
    expect(res.msg).toBe(M.NOT_STEP_ACTOR);
    await approve(t.entadmin, id);
    const byService = await approve(t.service, id);
    expect(byService.msg).toBe(M.NOT_STEP_ACTOR);
    const d = await detail(t.ops, id);
    expect(d.instance.currentNode?.nodeId).toBe('ops');
    expect(d.history).toHaveLength(2);
  });

  it("another enterprise's instance answers like a missing one", async () => {
    const { id, bizCode } = await start();
    for (const token of [t.entadmin2, t.user2]) {
      const d = await callEnv(s.app, 'workflowDetail', { token, query: { processInstId: id } });
      expect(d).toEqual({ code: RESPONSE_CODE.notFound, msg: M.RECORD_NOT_FOUND, data: [] });
      const b = await callEnv(s.app, 'workflowDetailByBizCode', { token, query: { bizCode, bizType: BIZ } });
      expect(b.code).toBe(RESPONSE_CODE.notFound);
      const a = await approve(token, id);
      expect(a).toEqual({ code: RESPONSE_CODE.notFound, msg: M.RECORD_NOT_FOUND, data: [] });
    }
    const missing = await approve(t.entadmin, '999999999999');
    expect(missing).toEqual({ code: RESPONSE_CODE.notFound, msg: M.RECORD_NOT_FOUND, data: [] });
    const todo = await callEnv(s.app, 'workflowUpcoming', { token: t.entadmin2, query: { pageSize: '100' } });
    expect(todo.data[0].records.map((r) => r.processInstId)).not.toContain(id);
  });
});

describe('acting once', () => {
  it('two operators approve one task at once: exactly one wins, the other is told clearly', async () => {
    const { id } = await start();
    await approve(t.entadmin, id);
    const todo = await callEnv(s.app, 'workflowUpcoming', { token: t.it, query: { pageSize: '100' } });
    const task = todo.data[0].records.find((r) => r.processInstId === id)!;
    expect(task.taskName).toBe('运营审核');
    const results = await Promise.all(
      [t.ops, t.it].map((token) => approve(token, id, { taskId: task.taskId, idempotencyKey: randomUUID() })),
    );
    expect(results.map((r) => r.code).sort()).toEqual([RESPONSE_CODE.ok, RESPONSE_CODE.business]);
    expect(results.find((r) => r.code !== RESPONSE_CODE.ok)!.msg).toBe(M.TASK_TAKEN);
    const d = await detail(t.ops, id);
    expect(d.history.filter((r) => r.operationTypeString === '办理')).toHaveLength(2);
  });

  it('a closed task held later: its step’s people are told it is taken, a repeat is the done approval, others 404', async () => {
    const { id } = await start();
    await approve(t.entadmin, id);
    const todo = await callEnv(s.app, 'workflowUpcoming', { token: t.it, query: { pageSize: '100' } });
    const { taskId } = todo.data[0].records.find((r) => r.processInstId === id)!;
    const key = randomUUID();
    expect((await approve(t.ops, id, { taskId, idempotencyKey: key })).code).toBe(RESPONSE_CODE.ok);
    // Answered from what this instance saw commit, and the same as the database would answer.
    const late = await approve(t.it, id, { taskId, idempotencyKey: randomUUID() });
    expect(late).toEqual({ code: RESPONSE_CODE.business, msg: M.TASK_TAKEN, data: [] });
    const repeat = await approve(t.ops, id, { taskId, idempotencyKey: key });
    expect(repeat.code).toBe(RESPONSE_CODE.ok);
    expect(repeat.data[0].instance.status).toBe('approved');
    // Someone who may not see the instance learns nothing of its tasks.
    const stranger = await approve(t.entadmin2, id, { taskId, idempotencyKey: randomUUID() });
    expect(stranger).toEqual({ code: RESPONSE_CODE.notFound, msg: M.RECORD_NOT_FOUND, data: [] });
    expect((await detail(t.ops, id)).history.filter((r) => r.operationTypeString === '办理')).toHaveLength(2);
  });

  it('twenty operators on one task at once: one wins, nineteen are told it is taken, one 办理 written', async () => {
    const { id } = await start();
    await approve(t.entadmin, id);
    const todo = await callEnv(s.app, 'workflowUpcoming', { token: t.it, query: { pageSize: '100' } });
    const { taskId } = todo.data[0].records.find((r) => r.processInstId === id)!;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => approve(i % 2 ? t.it : t.ops, id, { taskId, idempotencyKey: randomUUID() })),
    );
    expect(results.filter((r) => r.code === RESPONSE_CODE.ok)).toHaveLength(1);
    expect(results.filter((r) => r.msg === M.TASK_TAKEN)).toHaveLength(19);
    expect((await detail(t.ops, id)).history.filter((r) => r.taskName === '运营审核')).toHaveLength(1);
  });

  it('two operators racing without a task id: one wins, the other is told clearly', async () => {
    const { id } = await start();
    await approve(t.entadmin, id);
    const results = await Promise.all([approve(t.ops, id), approve(t.it, id)]);
    expect(results.map((r) => r.code).sort()).toEqual([RESPONSE_CODE.ok, RESPONSE_CODE.business]);
    expect(results.find((r) => r.code !== RESPONSE_CODE.ok)!.msg).toBe(M.TASK_TAKEN);
    expect((await detail(t.ops, id)).history).toHaveLength(3);
  });

  it('the same idempotency key twice (a double click) acts once', async () => {
    const { id } = await start(LIMING, 'wfTest');
    const idempotencyKey = randomUUID();
    const [a, b] = await Promise.all([
      approve(t.entadmin, id, { idempotencyKey }),
      approve(t.entadmin, id, { idempotencyKey }),
    ]);
    expect([a.code, b.code]).toEqual([RESPONSE_CODE.ok, RESPONSE_CODE.ok]);
    const c = await approve(t.entadmin, id, { idempotencyKey });
    expect(c.code).toBe(RESPONSE_CODE.ok);
    const d = await detail(t.ops, id);
    expect(d.instance.currentNode?.nodeId).toBe('ops');
    expect(d.history.filter((r) => r.operationTypeString === '办理')).toHaveLength(1);
    // Without a key, a repeated click of the same approver is recognised too (the derived key).
    const { id: id2 } = await start(LIMING, 'wfTest');
    const [x, y] = await Promise.all([approve(t.entadmin, id2), approve(t.entadmin, id2)]);
    expect([x.code, y.code]).toEqual([RESPONSE_CODE.ok, RESPONSE_CODE.ok]);
    expect((await detail(t.ops, id2)).history).toHaveLength(2);
  });
});

describe('withdraw', () => {
  it('the approver takes back their approval until the next step acts', async () => {
    const { id } = await start(LIMING, 'wfTest');
    await approve(t.entadmin, id);
    expect((await detail(t.entadmin, id)).actions).toContain('withdraw');
    const w = await callEnv(s.app, 'workflowWithdraw', { token: t.entadmin, body: { processInstId: id } });
    expect(w.code).toBe(RESPONSE_CODE.ok);
    expect(w.data[0].instance.currentNode?.nodeId).toBe('entAdmin');
    expect(w.data[0].history.at(-1)).toMatchObject({ operationTypeString: '撤回', userName: '王建国' });
    const opsTodo = await callEnv(s.app, 'workflowUpcoming', { token: t.ops, query: { pageSize: '100' } });
    expect(opsTodo.data[0].records.map((r) => r.processInstId)).not.toContain(id);
    const adminTodo = await callEnv(s.app, 'workflowUpcoming', { token: t.entadmin, query: { pageSize: '100' } });
    expect(adminTodo.data[0].records.map((r) => r.processInstId)).toContain(id);

    // Someone else cannot withdraw it; once the next step acted, neither can the approver.
    await approve(t.entadmin, id);
    const other = await callEnv(s.app, 'workflowWithdraw', { token: t.ops, body: { processInstId: id } });
    expect(other.msg).toBe(M.WITHDRAW_NOT_ALLOWED);
    await approve(t.ops, id);
    const late = await callEnv(s.app, 'workflowWithdraw', { token: t.entadmin, body: { processInstId: id } });
    expect(late.code).toBe(RESPONSE_CODE.business);
    expect(late.msg).toBe(M.WITHDRAW_NOT_ALLOWED);
  });
});

describe('lists and exports', () => {
  it('upcoming and done page in SQL, newest first, and export as .xlsx', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await start(LIMING, 'wfTest')).id);
    const p1 = await callEnv(s.app, 'workflowUpcoming', {
      token: t.entadmin,
      query: { currentPage: '1', pageSize: '2', bizType: BIZ },
    });
    const page = p1.data[0];
    expect(page.size).toBe(2);
    expect(page.records).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.records[0].processInstId).toBe(ids[2]);
    expect(page.records[0].createTime >= page.records[1].createTime).toBe(true);
    const p2 = await callEnv(s.app, 'workflowUpcoming', {
      token: t.entadmin,
      query: { currentPage: '2', pageSize: '2', bizType: BIZ },
    });
    expect(p2.data[0].records.map((r) => r.taskId)).not.toContain(page.records[0].taskId);
    // 李明 has nothing to do (his own applications never are).
    const mine = await callEnv(s.app, 'workflowUpcoming', { token: t.user, query: {} });
    expect(mine.data[0].total).toBe(0);

    await approve(t.entadmin, ids[0]);
    const done = await callEnv(s.app, 'workflowDone', { token: t.entadmin, query: { pageSize: '1' } });
    expect(done.data[0].records[0]).toMatchObject({
      processInstId: ids[0],
      operationTypeString: '办理',
      outcome: '同意',
      status: 'running',
      statusName: '审批中',
    });
    expect(done.data[0].total).toBeGreaterThan(1);

    for (const name of ['workflowExportUpcoming', 'workflowExportDone'] as const) {
      const res = await call(s.app, name, { token: t.entadmin, query: { bizType: BIZ } });
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    }
  });
});

describe('bad input', () => {
  it('is refused with 400 before anything changes', async () => {
    const { id } = await start();
    const cases: unknown[] = [
      {},
      { processInstId: id },
      { processInstId: id, approve: 'yes' },
      { processInstId: 42, approve: true },
      { processInstId: 'x'.repeat(100), approve: true },
      { processInstId: id, approve: true, auditOpinion: 'a'.repeat(1001) },
      { processInstId: id, approve: true, auditOpinion: 'bad\u0000' },
      { processInstId: id, approve: true, idempotencyKey: 'no spaces allowed' },
      { processInstId: id, approve: false, auditOpinion: 'x', returnKind: 'sideways' },
    ];
    for (const body of cases) {
      const res = await call(s.app, 'workflowSubmitAuditResult', { token: t.entadmin, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelopeOf(res).code).toBe(RESPONSE_CODE.badRequest);
    }
    const noQuery = await call(s.app, 'workflowDetail', { token: t.entadmin, query: {} });
    expect(noQuery.statusCode).toBe(400);
    const bigPage = await call(s.app, 'workflowUpcoming', { token: t.entadmin, query: { pageSize: '1000' } });
    expect(bigPage.statusCode).toBe(400);
    expect((await detail(t.entadmin, id)).history).toHaveLength(1);
  });

  it('no token: refused before the body is read', async () => {
    const res = await call(s.app, 'workflowSubmitAuditResult', { body: { processInstId: '1', approve: true } });
    expect(envelopeOf(res).code).toBe(RESPONSE_CODE.tokenInvalid);
    const list = await call(s.app, 'workflowUpcoming', {});
    expect(envelopeOf(list).code).toBe(RESPONSE_CODE.tokenInvalid);
  });
});
