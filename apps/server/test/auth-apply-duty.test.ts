/**
 * Authorisation applications, through the real server and database: separation of duty covers the grantees (nobody
 * decides on an application that grants a role to them, as nobody decides on their own: refused, kept out of their
 * to-do list and notices, shown read-only with the reason); the seeded demo no longer has its admin approve a grant
 * to himself; the done list's own task and a returned application's 当前节点; the type-2 roles of a plate; a refused
 * payload names its row and field in words.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as M from '@portal/shared';
import { RESPONSE_CODE, type AuthApplyDetail } from '@portal/shared';
import { notices } from '../src/db/schema/notices.ts';
import { workflowHistory } from '../src/db/schema/workflow.ts';
import { ENT, ROLE, USER } from '../src/db/seed/ids.ts';
import { SALES_ASSISTANT_ROLE_ID } from '../src/db/seed/permission.ts';
import { SEED_AUTH_APPLICATIONS } from '../src/db/seed/auth-apply.ts';
import { call, callEnv, envelopeOf, useTestServer } from './helpers.ts';

const { s, t } = useTestServer({ RATE_LIMIT_WRITE: '100000' }, ['user', 'entadmin', 'ops']);

type Payload = Record<string, unknown>;
const type2 = (roleId: string, userIds: string[], extra: Payload = {}): Payload => ({
  productType: '01',
  reason: '业务需要',
  applyType: 2,
  roleId,
  resRoleUserApplyList: userIds.map((userId) => ({
    userId,
    entId: ENT.sales,
    entName: '',
    userName: '',
    userAccount: '',
    userSource: 1,
  })),
  ...extra,
});

async function apply(token: string, body: Payload): Promise<AuthApplyDetail> {
  const res = await callEnv(s.app, 'resAuthApplyGrzxAdd', { token, body });
  expect(res.msg, JSON.stringify(res)).toBe(M.SUBMIT_SUCCESS);
  return res.data[0];
}
const audit = (token: string, processInstId: string, approve: boolean, opinion: string) =>
  callEnv(s.app, token === t.ops ? 'resAuthApplySubmitAuditResult' : 'resAuthApplyGrzxSubmitAuditResult', {
    token,
    body: { processInstId, approve, auditOpinion: opinion },
  });
const detail = async (token: string, id: string): Promise<AuthApplyDetail> =>
  (await callEnv(s.app, token === t.ops ? 'resAuthApplyDetail' : 'resAuthApplyGrzxDetail', { token, query: { id } }))
    .data[0];
const page = (token: string, query: Record<string, string>) =>
  callEnv(s.app, token === t.ops ? 'resAuthApplyPage' : 'resAuthApplyGrzxPage', {
    token,
    query: { pageSize: '100', ...query },
  });

describe('separation of duty: nobody decides on a grant to themselves', () => {
  it('李明 asks 销售业务助理 for 王建国: 王建国 may neither approve nor return it, nor finds it as a task', async () => {
    const todoBefore = (await page(t.entadmin, { list: 'todo' })).data[0].total;
    const app = await apply(t.user, type2(SALES_ASSISTANT_ROLE_ID, [USER.entadmin]));

    const seen = await detail(t.entadmin, app.id);
    expect(seen.workflow.canAct).toBe(false);
    expect(seen.workflow.actions).toEqual([]);
    expect(seen.workflow.actRefusal).toBe(M.OWN_GRANT);

    const pass = await audit(t.entadmin, app.processinstid, true, '同意');
    expect(pass.code).toBe(RESPONSE_CODE.business);
    expect(pass.msg).toBe(M.OWN_GRANT);
    const back = await audit(t.entadmin, app.processinstid, false, '退回');
    expect(back.msg).toBe(M.OWN_GRANT);
    const rows = await s.database.db
      .select()
      .from(workflowHistory)
      .where(eq(workflowHistory.processInstId, app.processinstid));
    expect(rows).toHaveLength(1);

    // Not in 待我审批 (neither the page nor its total), and no 待您审核 notice.
    const todo = await page(t.entadmin, { list: 'todo' });
    expect(todo.data[0].records.map((r) => r.id)).not.toContain(app.id);
    expect(todo.data[0].total).toBe(todoBefore);
    const filtered = await page(t.entadmin, { list: 'todo', applyType: '2' });
    expect(filtered.data[0].records.map((r) => r.id)).not.toContain(app.id);
    const asked = await s.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, USER.entadmin), eq(notices.noticeType, 16)));
    expect(asked.filter((n) => JSON.stringify(n.data).includes(app.id))).toEqual([]);
  });

  it('a grant to someone else (the applicant himself) is the admin’s to approve', async () => {
    const app = await apply(t.user, type2(ROLE.basicUser, [USER.user]));
    const seen = await detail(t.entadmin, app.id);
    expect(seen.workflow.canAct).toBe(true);
    expect(seen.workflow.actRefusal).toBe('');
    expect((await page(t.entadmin, { list: 'todo' })).data[0].records.map((r) => r.id)).toContain(app.id);
  });

  it('the applicant’s own application says why in the approve mode', async () => {
    const app = await apply(t.entadmin, type2(ROLE.basicUser, [USER.user]));
    expect((await detail(t.entadmin, app.id)).workflow.actRefusal).toBe(M.OWN_APPLICATION);
  });
});

describe('the seeded demo and the done list', () => {
  const ids = SEED_AUTH_APPLICATIONS.map((a) => a.id);

  it('no seeded application was approved by someone it grants to', () => {
    for (const app of SEED_AUTH_APPLICATIONS) {
      const grantees = new Set((app.users ?? []).map((u) => u.userId));
      expect(
        app.steps.filter((step) => grantees.has(step.actor.userId)),
        app.id,
      ).toEqual([]);
    }
  });

  it('我已审批: the reviewer’s own task names the modal; a returned application waits for 申请人', async () => {
    const done = await page(t.entadmin, { list: 'done' });
    const byId = new Map(done.data[0].records.map((r) => [r.id, r]));
    // …002 waits for operations: 当前节点 is theirs, the admin's own task was 企业管理员审核.
    expect(byId.get(ids[1])!.taskName).toBe('运营审核');
    const second = await detail(t.entadmin, ids[1]);
    expect(second.workflow.instance.taskTitle).toBe('运营审核');
    expect(second.workflow.actedTaskName).toBe('企业管理员审核');
    // …004 was returned to 李明.
    expect(byId.get(ids[3])!.status).toBe('returned');
    expect(byId.get(ids[3])!.taskName).toBe(M.RETURNED_NODE_NAME);
    expect((await detail(t.entadmin, ids[3])).workflow.actedTaskName).toBe('企业管理员审核');
    // Someone who never acted on it has no own task.
    expect((await detail(t.user, ids[1])).workflow.actedTaskName).toBe('');
  });
});

describe('type-2 roles belong to the chosen plate', () => {
  const roleNames = async (productType: string, applyType?: number) =>
    (
      await callEnv(s.app, 'resAuthApplyRoleList', {
        token: t.user,
        query: { productType, ...(applyType ? { applyType: String(applyType) } : {}) },
      })
    ).data.map((r) => r.roleName);

  it('a role holding only another plate’s pages is not offered, nor accepted', async () => {
    // 销售业务助理 holds 贷款 (01) pages only: offered under 贷款, not under 保理 (02).
    expect(await roleNames('01')).toContain('销售业务助理');
    expect(await roleNames('02')).not.toContain('销售业务助理');
    // A role holding no plate's pages (基础用户) belongs to none: offered under each.
    expect(await roleNames('02')).toContain('基础用户');
    const refused = await callEnv(s.app, 'resAuthApplyGrzxAdd', {
      token: t.user,
      body: type2(SALES_ASSISTANT_ROLE_ID, [USER.entadmin], { productType: '02' }),
    });
    expect(refused.msg).toBe(M.APPLY_ROLE_NOT_IN_PLATE);
    // Type 3 adds the plate's menus to the enterprise's own role, whatever plate it holds now.
    expect(await roleNames('02', 3)).toContain('销售业务助理');
  });
});

describe('a refused payload names its row and field in words', () => {
  it('a user row without its enterprise', async () => {
    const body = type2(ROLE.basicUser, [USER.user]);
    (body.resRoleUserApplyList as { entId: string }[])[0].entId = '';
    const res = envelopeOf(await call(s.app, 'resAuthApplyGrzxAdd', { token: t.user, body }));
    expect(res.code).toBe(RESPONSE_CODE.badRequest);
    expect(res.msg).toBe(`用户列表第1行的授予企业：${M.ENTERPRISE_REQUIRED}`);
  });
});
