/**
 * Authorisation applications (issue 14, §7.2) through the real server and database: each type end to end through
 * both approvals (role created, user-role granted, menus added; audited; the affected users' permissions changed and
 * announced), every return kind and the resubmission, the edit before anyone acted, separation of duty, two
 * approvers racing on one task, a step's wrong approver, another enterprise's application, the type-16 notices, a
 * grant beyond the final approver, the form's support calls, the seeded demo applications, and bad input.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as M from '@portal/shared';
import { API_BASE, RESPONSE_CODE, apiPath, type AuthApplyDetail } from '@portal/shared';
import { auditLog } from '../src/db/schema/platform.ts';
import { notices } from '../src/db/schema/notices.ts';
import { roleMenus, roles, userRoles } from '../src/db/schema/permission.ts';
import { ENT, ROLE, USER } from '../src/db/seed/ids.ts';
import { SEED_MENUS } from '../src/db/seed/menus.ts';
import { SALES_ASSISTANT_ROLE_ID } from '../src/db/seed/permission.ts';
import { SEED_AUTH_APPLICATIONS } from '../src/db/seed/auth-apply.ts';
import { insertUserRole } from '../src/modules/permission/index.ts';
import type { PortalEvent } from '../src/platform/events.ts';
import { call, callEnv, envelopeOf, login, multipartForm, useTestServer } from './helpers.ts';
import { minimalDocx } from './zip.ts';

const { s, t } = useTestServer({ RATE_LIMIT_WRITE: '100000' }, ['user', 'entadmin', 'ops', 'entadmin2', 'user2']);

const menuBy = (pred: (m: (typeof SEED_MENUS)[number]) => boolean) => SEED_MENUS.find(pred)!;
const ELOAN_REVIEW = menuBy((m) => m.perms === 'eloan:review');
const ELOAN_PAGE = menuBy((m) => m.routeUrl === '/eLoan');
/** A page of 保理 (product 02) that ops do not hold. */
const FACTORING_HOME = menuBy((m) => m.routeUrl === '/finance/eRong');

type Payload = Record<string, unknown>;
const base = { productType: '01', reason: '业务需要' };
const type1 = (names: string[], extra: Payload = {}): Payload => ({
  ...base,
  applyType: 1,
  resRoleApplyList: names.map((roleName) => ({ roleName, roleCode: '' })),
  ...extra,
});
const type2 = (roleId: string, users: { userId: string; entId?: string }[], extra: Payload = {}): Payload => ({
  ...base,
  applyType: 2,
  roleId,
  resRoleUserApplyList: users.map((u) => ({
    userId: u.userId,
    entId: u.entId ?? ENT.sales,
    entName: '',
    userName: '',
    userAccount: '',
    userSource: 1,
  })),
  ...extra,
});
const type3 = (roleId: string, menuIds: string[], extra: Payload = {}): Payload => ({
  ...base,
  applyType: 3,
  roleId,
  resRoleMenuApplyList: menuIds.map((menuId) => ({ menuId, menuName: '' })),
  ...extra,
});

/** Applies from the user centre; asserts success and answers the detail. */
async function apply(token: string, body: Payload): Promise<AuthApplyDetail> {
  const res = await callEnv(s.app, 'resAuthApplyGrzxAdd', { token, body });
  expect(res.msg, JSON.stringify(res)).toBe(M.SUBMIT_SUCCESS);
  return res.data[0];
}
const applyRaw = (token: string, body: unknown) => call(s.app, 'resAuthApplyGrzxAdd', { token, body });

/** The approval (ops through the operations centre's call, the others through the user centre's). */
const audit = (token: string, processInstId: string, approve: boolean, opinion: string, extra: Payload = {}) =>
  callEnv(s.app, token === t.ops ? 'resAuthApplySubmitAuditResult' : 'resAuthApplyGrzxSubmitAuditResult', {
    token,
    body: { processInstId, approve, auditOpinion: opinion, ...extra },
  });
const pass = async (token: string, app: AuthApplyDetail) => {
  const res = await audit(token, app.processinstid, true, '同意');
  expect(res.msg, JSON.stringify(res)).toBe(M.APPROVE_SUCCESS);
  return res.data[0];
};
const detail = async (token: string, id: string) =>
  (await callEnv(s.app, 'resAuthApplyGrzxDetail', { token, query: { id } })).data[0];
const page = (token: string, query: Record<string, string>) =>
  callEnv(s.app, 'resAuthApplyGrzxPage', { token, query: { pageSize: '100', ...query } });

/** The type-16 notices of a user, newest first. */
const notices16 = (userId: string) =>
  s.database.db
    .select()
    .from(notices)
    .where(and(eq(notices.userId, userId), eq(notices.noticeType, 16)))
    .orderBy(desc(notices.seq));
const menusOfRole = async (roleId: string) =>
  (await s.database.db.select().from(roleMenus).where(eq(roleMenus.roleId, roleId))).map((r) => r.menuId);
const btnPerms = async (token: string) => (await callEnv(s.app, 'selectPermission', { token })).data[0].btnPerms;

/** Every event published on the app's bus (the live pushes and cache evictions). */
const events: PortalEvent[] = [];

beforeAll(async () => {
  s.app.deps.bus.subscribe((e) => void events.push(e));
  // A second operator (刘洋) so that two people can race on one operations task.
  await s.database.db.transaction((tx) =>
    insertUserRole(tx, { userId: USER.it, entId: ENT.hq, roleId: ROLE.operator }),
  );
  t.it = await login(s.app, 'it');
});

describe('type 3 (role-permission assignment) end to end', () => {
  it('user applies, entadmin and ops approve: the menus are added, audited, announced and in force', async () => {
    expect(await btnPerms(t.user)).not.toContain('eloan:review');
    const app = await apply(t.user, type3(SALES_ASSISTANT_ROLE_ID, [ELOAN_REVIEW.id], { reason: '需要审批贷款' }));
    expect(app).toMatchObject({
      applicant: '李明',
      applicantAccount: 'user',
      applicantId: USER.user,
      entId: ENT.sales,
      entName: '国能销售集团有限公司',
      applyType: 3,
      applyTypeName: '角色权限分配',
      productName: '贷款',
      roleName: '销售业务助理',
      status: 'running',
      statusName: '审批中',
      taskName: '企业管理员审核',
      isUserCenter: true,
      canEdit: true,
    });
    // Names come from the menu tree, not from the client.
    expect(app.resRoleMenuApplyList).toEqual([{ menuId: ELOAN_REVIEW.id, menuName: '贷款审批与放款' }]);
    expect(app.workflow.history.map((h) => h.operationTypeString)).toEqual(['提交']);

    // entadmin's bell: a type-16 notice for the task.
    const [todo] = await notices16(USER.entadmin);
    expect(todo.entId).toBe(ENT.sales);
    expect(todo.content).toContain('待您审核');
    expect(todo.data).toMatchObject({ applyId: app.id, processInstId: app.processinstid, kind: 'todo' });

    const afterFirst = await pass(t.entadmin, app);
    expect(afterFirst.status).toBe('running');
    expect(afterFirst.taskName).toBe('运营审核');
    const [opsTodo] = await notices16(USER.ops);
    expect(opsTodo.data).toMatchObject({ applyId: app.id, kind: 'todo' });
    expect(opsTodo.entId).toBe(ENT.hq);

    const before = events.length;
    const done = await pass(t.ops, app);
    expect(done.status).toBe('approved');
    expect(done.statusName).toBe('已通过');
    expect(done.opinions).toBe('同意');
    expect(done.workflow.history.map((h) => [h.taskName, h.userName, h.outcome])).toEqual([
      ['提交申请', '李明', '提交'],
      ['企业管理员审核', '王建国', '同意'],
      ['运营审核', '赵丽', '同意'],
    ]);

    // The button and the page above it (贷款业务) are the role's now; the audit row says so.
    expect(await menusOfRole(SALES_ASSISTANT_ROLE_ID)).toEqual(
      expect.arrayContaining([ELOAN_REVIEW.id, ELOAN_PAGE.id]),
    );
    const [row] = await s.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, SALES_ASSISTANT_ROLE_ID), eq(auditLog.action, 'role.allocateMenu')))
      .orderBy(desc(auditLog.at));
    expect(row.actorId).toBe(USER.ops);
    expect(row.summary).toContain(app.id);
    expect(JSON.stringify(row.after)).toContain(ELOAN_REVIEW.id);
    // Announced after the commit (caches cleared everywhere, the role's holders' pages told) …
    expect(events.slice(before)).toContainEqual(
      expect.objectContaining({ type: 'permissions.changed', roleIds: [SALES_ASSISTANT_ROLE_ID] }),
    );
    // … so the user holds the new button at once, without signing in again.
    expect(await btnPerms(t.user)).toContain('eloan:review');

    const [result] = await notices16(USER.user);
    expect(result.content).toContain('已审批通过');
    expect(result.data).toMatchObject({ applyId: app.id, kind: 'result' });
  });
});

describe('type 2 (user-role application) end to end', () => {
  it('grants the role to the users in the enterprise, audited, and tells their sessions', async () => {
    const app = await apply(t.user, type2(ROLE.basicUser, [{ userId: USER.user }]));
    expect(app.resRoleUserApplyList).toEqual([
      {
        userId: USER.user,
        userName: '李明',
        userAccount: 'user',
        userSource: 1,
        entId: ENT.sales,
        entName: '国能销售集团有限公司',
      },
    ]);
    await pass(t.entadmin, app);
    const before = events.length;
    await pass(t.ops, app);
    const held = await s.database.db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, USER.user), eq(userRoles.entId, ENT.sales)));
    expect(held.map((r) => r.roleId)).toContain(ROLE.basicUser);
    const audits = await s.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'grant.add'), eq(auditLog.targetId, `${USER.user}:${ENT.sales}:${ROLE.basicUser}`)),
      );
    expect(audits).toHaveLength(1);
    expect(events.slice(before)).toEqual(
      expect.arrayContaining([
        { type: 'user.changed', userId: USER.user },
        expect.objectContaining({ type: 'permissions.changed', userIds: [USER.user] }),
      ]),
    );
    const info = await callEnv(s.app, 'userInfo', { token: t.user });
    expect(info.data[0].roleList.map((r) => r.roleName)).toContain('基础用户');
  });
});

describe('type 1 (new role) end to end', () => {
  it('creates the customer-facing role in the applicant’s enterprise, audited', async () => {
    const app = await apply(t.user, type1(['测试角色甲', '测试角色乙']));
    expect(app.resRoleApplyList.map((r) => [r.roleName, r.productType])).toEqual([
      ['测试角色甲', '01'],
      ['测试角色乙', '01'],
    ]);
    await pass(t.entadmin, app);
    await pass(t.ops, app);
    const created = await s.database.db
      .select()
      .from(roles)
      .where(and(eq(roles.entId, ENT.sales), inArray(roles.roleName, ['测试角色甲', '测试角色乙'])));
    expect(created).toHaveLength(2);
    for (const r of created) {
      expect(r).toMatchObject({ roleConfig: 2, assignable: true, editable: true, allMenus: false });
      expect(r.roleCode).toMatch(/^[A-Za-z][A-Za-z0-9_]*$/);
    }
    const audits = await s.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'role.create'),
          inArray(
            auditLog.targetId,
            created.map((r) => r.id),
          ),
        ),
      );
    expect(audits).toHaveLength(2);
    // A role-permission application may now name it; asking for the same name again is refused.
    const list = await callEnv(s.app, 'resAuthApplyRoleList', { token: t.user, query: { applyType: '3' } });
    expect(list.data.map((r) => r.roleName)).toEqual(expect.arrayContaining(['测试角色甲', '销售业务助理']));
    const again = envelopeOf(await applyRaw(t.user, type1(['测试角色甲'])));
    expect(again.msg).toBe(M.APPLY_ROLE_NAME_TAKEN('测试角色甲'));
  });
});

describe('returns and resubmission', () => {
  it('退回上一步 hands it back to step 1; 退回申请人 to the applicant, who edits and resubmits from step 1', async () => {
    const app = await apply(t.user, type1(['退回测试一']));
    await pass(t.entadmin, app);
    const back = await audit(t.ops, app.processinstid, false, '请企业管理员再确认', { returnKind: 'previous' });
    expect(back.msg).toBe(M.REJECT_SUCCESS);
    expect(back.data[0]).toMatchObject({ status: 'running', taskName: '企业管理员审核' });
    const [told] = await notices16(USER.user);
    expect(told.content).toContain('驳回');
    expect(told.content).toContain('请企业管理员再确认');
    const [again] = await notices16(USER.entadmin);
    expect(again.data).toMatchObject({ applyId: app.id, kind: 'todo' });

    const returned = await audit(t.entadmin, app.processinstid, false, '角色名称不规范');
    // Returned, it waits for its applicant (当前节点 申请人).
    expect(returned.data[0]).toMatchObject({
      status: 'returned',
      statusName: '已退回',
      taskName: M.RETURNED_NODE_NAME,
    });
    expect(returned.data[0].canEdit).toBe(false); // the approver's view
    const mine = await detail(t.user, app.id);
    expect(mine.canEdit).toBe(true);
    expect(mine.opinions).toBe('角色名称不规范');

    const res = await callEnv(s.app, 'resAuthApplyGrzxUpdate', {
      token: t.user,
      body: type1(['退回测试一（改）'], { id: app.id, reason: '已按意见修改' }),
    });
    expect(res.msg).toBe(M.SUBMIT_SUCCESS);
    expect(res.data[0]).toMatchObject({ status: 'running', taskName: '企业管理员审核', reason: '已按意见修改' });
    expect(res.data[0].resRoleApplyList.map((r) => r.roleName)).toEqual(['退回测试一（改）']);
    expect(res.data[0].workflow.history.map((h) => [h.operationTypeString, h.outcome])).toEqual([
      ['提交', '提交'],
      ['办理', '同意'],
      ['退回上一步', '驳回'],
      ['退回申请人', '驳回'],
      ['重新提交', '重新提交'],
    ]);
    await pass(t.entadmin, res.data[0]);
    expect((await pass(t.ops, res.data[0])).status).toBe('approved');
  });

  it('退回指定节点 sends it to the named earlier step', async () => {
    const app = await apply(t.user, type1(['退回测试二']));
    await pass(t.entadmin, app);
    const res = await audit(t.ops, app.processinstid, false, '请重新审核', { returnKind: 'node', nodeId: 'entAdmin' });
    expect(res.data[0].taskName).toBe('企业管理员审核');
    expect(res.data[0].workflow.history.at(-1)).toMatchObject({ operationTypeString: '退回指定节点', outcome: '驳回' });
  });

  it('驳回 ends it: rejected, the applicant told, and no longer editable', async () => {
    const app = await apply(t.user, type1(['驳回测试']));
    const res = await audit(t.entadmin, app.processinstid, false, '不需要该角色', { returnKind: 'reject' });
    expect(res.data[0]).toMatchObject({ status: 'rejected', statusName: '已驳回' });
    const [told] = await notices16(USER.user);
    expect(told.content).toContain('驳回');
    expect(told.content).toContain('不需要该角色');
    const upd = await callEnv(s.app, 'resAuthApplyGrzxUpdate', {
      token: t.user,
      body: type1(['驳回测试'], { id: app.id }),
    });
    expect(upd.msg).toBe(M.APPLY_UPDATE_NOT_ALLOWED);
  });

  it('an application nobody acted on yet can be edited in place; once acted on, it cannot', async () => {
    const app = await apply(t.user, type1(['修改测试']));
    const res = await callEnv(s.app, 'resAuthApplyGrzxUpdate', {
      token: t.user,
      body: type1(['修改测试（新）'], { id: app.id }),
    });
    expect(res.msg).toBe(M.SUBMIT_SUCCESS);
    expect(res.data[0].status).toBe('running');
    expect(res.data[0].workflow.history.map((h) => h.operationTypeString)).toEqual(['提交', '修改申请']);
    // The task opened before the edit is stale for an approver holding it: they must reread it.
    expect(res.data[0].resRoleApplyList[0].roleName).toBe('修改测试（新）');
    await pass(t.entadmin, res.data[0]);
    const late = await callEnv(s.app, 'resAuthApplyGrzxUpdate', {
      token: t.user,
      body: type1(['修改测试（再改）'], { id: app.id }),
    });
    expect(late.msg).toBe(M.APPLY_UPDATE_NOT_ALLOWED);
    // Nobody else may update it.
    const other = await callEnv(s.app, 'resAuthApplyGrzxUpdate', {
      token: t.entadmin,
      body: type1(['x'], { id: app.id }),
    });
    expect(other.msg).toBe(M.APPLY_UPDATE_NOT_ALLOWED);
  });
});

describe('the applicant’s withdrawal (撤销申请)', () => {
  it('ends a running application as withdrawn: no task left, no longer editable; only the applicant may', async () => {
    const app = await apply(t.user, type1(['撤销测试']));
    const other = await callEnv(s.app, 'resAuthApplyGrzxWithdraw', { token: t.entadmin, body: { id: app.id } });
    expect(other.msg).toBe(M.APPLY_WITHDRAW_NOT_ALLOWED);
    const res = await callEnv(s.app, 'resAuthApplyGrzxWithdraw', { token: t.user, body: { id: app.id } });
    expect(res.msg, JSON.stringify(res)).toBe(M.APPLY_WITHDRAW_SUCCESS);
    expect(res.data[0]).toMatchObject({ status: 'withdrawn', statusName: '已撤销', canEdit: false, taskName: '' });
    const todo = await page(t.entadmin, { list: 'todo' });
    expect(todo.data[0].records.some((r) => r.id === app.id)).toBe(false);
    const again = await callEnv(s.app, 'resAuthApplyGrzxWithdraw', { token: t.user, body: { id: app.id } });
    expect(again.msg).toBe(M.APPLY_WITHDRAW_NOT_ALLOWED);
    const late = await audit(t.entadmin, app.processinstid, true, '同意');
    expect(late.code).not.toBe('200');
  });

  it('another enterprise’s user gets the answer of a missing id; bad ids are refused', async () => {
    const app = await apply(t.user, type1(['撤销测试二']));
    const res = await call(s.app, 'resAuthApplyGrzxWithdraw', { token: t.user2, body: { id: app.id } });
    expect(envelopeOf(res).msg).toBe(M.RECORD_NOT_FOUND);
    for (const id of ['', 'x'.repeat(100), 'a\u0000b', 42]) {
      const bad = await call(s.app, 'resAuthApplyGrzxWithdraw', { token: t.user, body: { id } });
      expect(envelopeOf(bad).code).not.toBe('200');
    }
  });
});

describe('supporting files (§7.2 attachment download by fileId; projectType 21)', () => {
  const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  async function uploadAs(token: string, name: string, data: Buffer, projectType = '21'): Promise<string> {
    const form = await multipartForm({ projectType }, { field: 'uploadFiles', name, data });
    const body = envelopeOf(
      await call(s.app, 'attachmentUpload', { token, body: form.body, headers: form.headers }),
      'attachmentUpload',
    );
    expect(body.code, body.msg).toBe(RESPONSE_CODE.ok);
    return body.data[0];
  }
  const download = (token: string, fileId: string) => call(s.app, 'attachmentDownload', { token, body: { fileId } });

  it('claimed on add, listed in the detail, read by the approvers (ops of another enterprise too), not by others', async () => {
    const pdf = await uploadAs(t.user, '岗位说明.pdf', PDF);
    const doc = await uploadAs(t.user, '职责.docx', minimalDocx());
    const app = await apply(
      t.user,
      type1(['附件角色一'], { fileList: [{ fileId: pdf, fileName: 'x' }, { fileId: doc }] }),
    );
    // Names and sizes are the stored files', not the client's.
    expect(app.fileList).toEqual([
      { fileId: pdf, fileName: '岗位说明.pdf', fileSize: PDF.length },
      { fileId: doc, fileName: '职责.docx', fileSize: minimalDocx().length },
    ]);
    expect((await detail(t.entadmin, app.id)).fileList).toHaveLength(2);
    const byOps = await download(t.ops, pdf);
    expect(byOps.statusCode).toBe(200);
    expect(byOps.rawPayload.equals(PDF)).toBe(true);
    expect(byOps.headers['content-type']).toBe('application/pdf');
    // Another enterprise: the answer of a missing id.
    expect(envelopeOf(await download(t.entadmin2, pdf)).msg).toBe(M.RECORD_NOT_FOUND);
    expect(envelopeOf(await download(t.user2, doc)).msg).toBe(M.RECORD_NOT_FOUND);
  });

  it('update keeps, adds and drops files; a dropped file is released (no longer the application’s)', async () => {
    const first = await uploadAs(t.user, '一.pdf', PDF);
    const second = await uploadAs(t.user, '二.pdf', PDF);
    const app = await apply(t.user, type1(['附件角色二'], { fileList: [{ fileId: first }] }));
    const res = await callEnv(s.app, 'resAuthApplyGrzxUpdate', {
      token: t.user,
      body: { ...type1(['附件角色二']), id: app.id, fileList: [{ fileId: second }] },
    });
    expect(res.msg, JSON.stringify(res)).toBe(M.SUBMIT_SUCCESS);
    expect((await detail(t.user, app.id)).fileList.map((f) => f.fileId)).toEqual([second]);
    // ops read the kept file through the application, not the dropped one any more.
    expect((await download(t.ops, second)).statusCode).toBe(200);
    expect(envelopeOf(await download(t.ops, first)).msg).toBe(M.RECORD_NOT_FOUND);
  });

  it('refuses a file the applicant did not upload for this use, one another record holds, and too many', async () => {
    const othersFile = await uploadAs(t.entadmin, '别人的.pdf', PDF);
    const orgFile = await uploadAs(t.user, '组织变更.docx', minimalDocx(), '20');
    const held = await uploadAs(t.user, '已用.pdf', PDF);
    await apply(t.user, type1(['附件角色三'], { fileList: [{ fileId: held }] }));
    const mine = async () => (await page(t.user, { list: 'mine' })).data[0].total;
    const before = await mine();
    for (const [fileId, name] of [
      [othersFile, '别人的.pdf'],
      [orgFile, '组织变更.docx'],
      [held, '已用.pdf'],
    ]) {
      const res = envelopeOf(await applyRaw(t.user, type1(['附件角色四'], { fileList: [{ fileId, fileName: name }] })));
      expect(res.msg).toBe(M.APPLY_FILE_NOT_FOUND(name));
    }
    const six = Array.from({ length: 6 }, (_, i) => ({ fileId: `f${i}`, fileName: `${i}.pdf` }));
    expect(envelopeOf(await applyRaw(t.user, type1(['附件角色四'], { fileList: six }))).msg).toContain(
      M.APPLY_FILES_TOO_MANY,
    );
    // Nothing was saved by the refused ones.
    expect(await mine()).toBe(before);
  });

  it('bad file entries are refused: empty, malformed, NUL, wrong types', async () => {
    for (const fileList of [
      [{ fileId: '' }],
      [{ fileId: '../../etc/passwd' }],
      [{ fileId: 'a\u0000b' }],
      [{ fileId: 42 }],
      'f1',
      [{ fileId: 'x'.repeat(65) }],
    ]) {
      const res = envelopeOf(await applyRaw(t.user, type1(['附件角色五'], { fileList })));
      expect(res.code, JSON.stringify(fileList)).not.toBe(RESPONSE_CODE.ok);
    }
  });
});

describe('who may act', () => {
  it('separation of duty: entadmin cannot approve their own application, nor see it as a task', async () => {
    const app = await apply(t.entadmin, type1(['管理员自己的角色']));
    expect(app.workflow.canAct).toBe(false);
    const res = await audit(t.entadmin, app.processinstid, true, '同意');
    expect(res.code).toBe(RESPONSE_CODE.business);
    expect(res.msg).toBe(M.OWN_APPLICATION);
    const todo = await page(t.entadmin, { list: 'todo' });
    expect(todo.data[0].records.map((r) => r.id)).not.toContain(app.id);
  });

  it('a step’s wrong approver is refused: ops at the company admin’s step', async () => {
    const app = await apply(t.user, type1(['越级测试']));
    const res = await audit(t.ops, app.processinstid, true, '同意');
    expect(res.code).toBe(RESPONSE_CODE.business);
    expect(res.msg).toBe(M.NOT_STEP_ACTOR);
  });

  it('two operators racing on one task: exactly one wins, the grant is applied once', async () => {
    const app = await apply(t.user, type2(ROLE.salesClerk, [{ userId: USER.frozen }]));
    await pass(t.entadmin, app);
    const todo = await page(t.ops, { list: 'todo' });
    const row = todo.data[0].records.find((r) => r.id === app.id)!;
    expect(row.taskName).toBe('运营审核');
    const results = await Promise.all(
      [t.ops, t.it].map((token) =>
        audit(token, app.processinstid, true, '同意', { taskId: row.taskId, idempotencyKey: randomUUID() }),
      ),
    );
    expect(results.map((r) => r.code).sort()).toEqual([RESPONSE_CODE.ok, RESPONSE_CODE.business]);
    expect(results.find((r) => r.code !== RESPONSE_CODE.ok)!.msg).toBe(M.TASK_TAKEN);
    const audits = await s.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, `${USER.frozen}:${ENT.sales}:${ROLE.salesClerk}`));
    expect(audits).toHaveLength(1);
  });

  it('another enterprise’s admin and user get the answer of a missing id', async () => {
    const app = await apply(t.user, type1(['跨企业测试']));
    for (const token of [t.entadmin2, t.user2]) {
      const d = await callEnv(s.app, 'resAuthApplyGrzxDetail', { token, query: { id: app.id } });
      expect(d.code).toBe(RESPONSE_CODE.notFound);
      expect(d.msg).toBe(M.RECORD_NOT_FOUND);
      const h = await callEnv(s.app, 'resAuthApplyGrzxHistoryDetail', {
        token,
        query: { processInstId: app.processinstid },
      });
      expect(h.code).toBe(RESPONSE_CODE.notFound);
      const a = await audit(token, app.processinstid, true, '同意');
      expect(a.code).toBe(RESPONSE_CODE.notFound);
    }
    const missing = await callEnv(s.app, 'resAuthApplyGrzxDetail', { token: t.user2, query: { id: '1' } });
    expect(missing).toEqual({ code: RESPONSE_CODE.notFound, msg: M.RECORD_NOT_FOUND, data: [] });
    const todo = await page(t.entadmin2, { list: 'todo' });
    expect(todo.data[0].records.map((r) => r.id)).not.toContain(app.id);
  });

  it('a grant beyond what the final approver holds is refused and rolled back', async () => {
    const app = await apply(t.user, type3(SALES_ASSISTANT_ROLE_ID, [FACTORING_HOME.id], { productType: '02' }));
    const preview = await callEnv(s.app, 'resAuthApplyChain', {
      token: t.user,
      body: { applyType: 3, productType: '02', roleId: SALES_ASSISTANT_ROLE_ID, menuIds: [FACTORING_HOME.id] },
    });
    expect(preview.data[0].warnings).toContain(M.APPLY_GRANT_EXCEEDS_APPROVER);
    await pass(t.entadmin, app);
    const res = await audit(t.ops, app.processinstid, true, '同意');
    expect(res.code).toBe(RESPONSE_CODE.business);
    expect(res.msg).toBe(M.APPLY_GRANT_EXCEEDS_APPROVER);
    expect(await menusOfRole(SALES_ASSISTANT_ROLE_ID)).not.toContain(FACTORING_HOME.id);
    const d = await detail(t.ops, app.id);
    expect(d).toMatchObject({ status: 'running', taskName: '运营审核' });
    expect(d.workflow.canAct).toBe(true);
  });

  it('the approval opinion is required to pass and to reject (§5)', async () => {
    const app = await apply(t.user, type1(['意见测试']));
    const passNoOpinion = await audit(t.entadmin, app.processinstid, true, '');
    expect(passNoOpinion.msg).toBe(M.OPINION_REQUIRED);
    const rejectNoOpinion = await call(s.app, 'resAuthApplyGrzxSubmitAuditResult', {
      token: t.entadmin,
      body: { processInstId: app.processinstid, approve: false, auditOpinion: ' ' },
    });
    expect(envelopeOf(rejectNoOpinion).msg).toContain(M.REJECT_OPINION_REQUIRED);
    expect((await detail(t.entadmin, app.id)).workflow.history).toHaveLength(1);
  });

  it('the workflow’s own approval call applies the grant too', async () => {
    const app = await apply(t.user, type1(['工作流入口测试']));
    for (const token of [t.entadmin, t.ops]) {
      const res = await callEnv(s.app, 'workflowSubmitAuditResult', {
        token,
        body: { processInstId: app.processinstid, approve: true, auditOpinion: '同意' },
      });
      expect(res.msg).toBe(M.APPROVE_SUCCESS);
    }
    expect((await detail(t.user, app.id)).status).toBe('approved');
    const made = await s.database.db.select().from(roles).where(eq(roles.roleName, '工作流入口测试'));
    expect(made).toHaveLength(1);
  });
});

describe('lists', () => {
  it('mine, todo and done, filtered by type and status, on both pages', async () => {
    const app = await apply(t.user, type1(['列表测试']));
    const mine = await page(t.user, { list: 'mine', applyType: '1', status: 'running' });
    expect(mine.data[0].records[0].id).toBe(app.id); // newest first
    expect(mine.data[0].records.every((r) => r.applyType === 1 && r.status === 'running')).toBe(true);
    const none = await page(t.user, { list: 'mine', applyType: '2', status: '' });
    expect(none.data[0].records.map((r) => r.id)).not.toContain(app.id);

    const todo = await page(t.entadmin, { list: 'todo', applyType: '1' });
    const row = todo.data[0].records.find((r) => r.id === app.id)!;
    expect(row.taskId).not.toBe('');
    expect(row.taskName).toBe('企业管理员审核');
    expect((await page(t.entadmin, { list: 'todo', applyType: '3' })).data[0].records.map((r) => r.id)).not.toContain(
      app.id,
    );
    await pass(t.entadmin, app);
    const done = await page(t.entadmin, { list: 'done' });
    expect(done.data[0].records[0]).toMatchObject({ id: app.id, taskName: '运营审核', taskId: '' });
    // The operations centre's list answers the same for ops.
    const ops = await callEnv(s.app, 'resAuthApplyPage', { token: t.ops, query: { list: 'todo', pageSize: '100' } });
    expect(ops.data[0].records.map((r) => r.id)).toContain(app.id);
    const history = await callEnv(s.app, 'resAuthApplyHistoryDetail', { token: t.ops, query: { id: app.id } });
    expect(history.data.map((h) => h.outcome)).toEqual(['提交', '同意']);
  });

  it('the seeded demo applications are there in their states', async () => {
    const ids = SEED_AUTH_APPLICATIONS.map((a) => a.id);
    const mine = await page(t.user, { list: 'mine' });
    const byId = new Map(mine.data[0].records.map((r) => [r.id, r]));
    expect(ids.map((id) => byId.get(id)?.status)).toEqual(['running', 'running', 'approved', 'returned']);
    expect(byId.get(ids[3])!.canEdit).toBe(true);
    expect((await page(t.entadmin, { list: 'todo' })).data[0].records.map((r) => r.id)).toContain(ids[0]);
    expect((await page(t.ops, { list: 'todo' })).data[0].records.map((r) => r.id)).toContain(ids[1]);
    expect((await page(t.entadmin, { list: 'done' })).data[0].records.map((r) => r.id)).toEqual(
      expect.arrayContaining([ids[1], ids[2], ids[3]]),
    );
    const returned = await detail(t.user, ids[3]);
    expect(returned.workflow.history.map((h) => h.outcome)).toEqual(['提交', '驳回']);
    // The returned one is resubmitted as it is, and runs again from the company admin's step.
    const res = await callEnv(s.app, 'resAuthApplyGrzxUpdate', {
      token: t.user,
      body: type3(SALES_ASSISTANT_ROLE_ID, [], {
        id: ids[3],
        reason: '处理本部门贷款的审批与放款',
        resRoleMenuApplyList: returned.resRoleMenuApplyList,
      }),
    });
    // 贷款审批与放款 was granted by the first test of this file: the role holds it now.
    expect(res.msg).toBe(M.APPLY_MENU_HELD('贷款审批与放款'));
  });
});

describe('the form’s support calls', () => {
  it('user picker: members of the applicant’s enterprise, selectable in it (a disabled account is not)', async () => {
    const res = await callEnv(s.app, 'resAuthApplyUserList', {
      token: t.user,
      query: { productId: '01', account: '', userName: '', currentPage: '1', pageSize: '10' },
    });
    const rows = res.data[0].records;
    expect(rows.map((r) => r.account)).toEqual(expect.arrayContaining(['entadmin', 'user', 'frozen']));
    expect(rows.map((r) => r.account)).not.toContain('user2');
    expect(rows.find((r) => r.account === 'entadmin')!.userOrganzations).toEqual([
      { entId: ENT.sales, customerName: '国能销售集团有限公司' },
    ]);
    expect(M.isUserSelectable(rows.find((r) => r.account === 'frozen')! as M.PickerUser)).toBe(false);
    const named = await callEnv(s.app, 'resAuthApplyUserList', {
      token: t.user,
      query: { productId: '01', userName: '王', currentPage: '1', pageSize: '10' },
    });
    expect(named.data[0].records.map((r) => r.account)).toEqual(['entadmin']);
    const ents = await callEnv(s.app, 'resAuthApplyUserEnts', {
      token: t.user,
      body: { userIds: [USER.entadmin, USER.user2], productType: '01' },
    });
    expect(ents.data[0]).toEqual({
      [USER.entadmin]: [{ entId: ENT.sales, entName: '国能销售集团有限公司' }],
      [USER.user2]: [],
    });
  });

  it('plates, roles, the plate’s menu tree with what the role holds, a role’s menu ids', async () => {
    const products = await callEnv(s.app, 'resAuthApplyProductList', { token: t.user });
    expect(products.data.map((p) => p.productType)).toEqual(expect.arrayContaining(['01', '02', '11']));
    expect(products.data.map((p) => p.productType)).not.toContain('05');
    const grantable = await callEnv(s.app, 'resAuthApplyRoleList', { token: t.user, query: { productType: '01' } });
    const names = grantable.data.map((r) => r.roleName);
    expect(names).toEqual(expect.arrayContaining(['销售公司职员', '销售业务助理', '基础用户']));
    expect(names).not.toContain('超级管理员');
    expect(names).not.toContain('运营人员');
    const tree = await callEnv(s.app, 'resAuthApplyProductMenuList', {
      token: t.user,
      query: { productType: '01', roleId: SALES_ASSISTANT_ROLE_ID },
    });
    const flat = M.flattenMenus(tree.data[0].menuList).map((m) => m.menuId);
    expect(flat).toContain(ELOAN_REVIEW.id);
    expect(tree.data[0].heldMenuIds).toContain(menuBy((m) => m.routeUrl === '/finance/eLoan').id);
    const ids = await callEnv(s.app, 'resAuthApplyRoleMenuIds', {
      token: t.user,
      query: { roleId: SALES_ASSISTANT_ROLE_ID },
    });
    expect([...ids.data[0].menuIdList].sort()).toEqual((await menusOfRole(SALES_ASSISTANT_ROLE_ID)).sort());
    // Another enterprise's role is not the applicant's to name.
    const foreign = await callEnv(s.app, 'resAuthApplyRoleMenuIds', {
      token: t.user2,
      query: { roleId: SALES_ASSISTANT_ROLE_ID },
    });
    expect(foreign.msg).toBe(M.APPLY_ROLE_NOT_AVAILABLE);
  });

  it('the resolved chain and the preview of what would be granted', async () => {
    const res = await callEnv(s.app, 'resAuthApplyChain', {
      token: t.user,
      body: {
        applyType: 2,
        productType: '01',
        roleId: ROLE.salesClerk,
        users: [
          { userId: USER.entadmin, entId: ENT.sales },
          { userId: USER.user, entId: ENT.sales },
        ],
      },
    });
    const p = res.data[0];
    expect(p.chain.map((c) => c.name)).toEqual(['企业管理员审核', '运营审核']);
    expect(p.chain[0].approvers.map((a) => a.userName)).toEqual(['王建国']);
    expect(p.chain[1].approvers.map((a) => a.userId)).toContain(USER.ops);
    expect(p.role).toEqual({ roleId: ROLE.salesClerk, roleName: '销售公司职员' });
    // user holds 销售公司职员 already: only entadmin would get it.
    expect(p.usersGranted.map((u) => u.userId)).toEqual([USER.entadmin]);
    expect(p.warnings).toEqual([]);
    const own = await callEnv(s.app, 'resAuthApplyChain', {
      token: t.entadmin,
      body: { applyType: 1, productType: '01', roleNames: ['新角色'] },
    });
    expect(own.data[0].chain[0].approvers).toEqual([]);
    expect(own.data[0].warnings).toEqual([M.APPLY_STEP_WITHOUT_APPROVER('企业管理员审核')]);
    expect(own.data[0].rolesAdded).toEqual([{ roleName: '新角色', roleCode: '' }]);
  });
});

describe('bad input', () => {
  it('refuses empty, mistyped, oversized and malformed payloads with the spec’s messages', async () => {
    const empty = envelopeOf(await applyRaw(t.user, {}));
    expect(empty.code).toBe(RESPONSE_CODE.badRequest);
    expect(empty.msg).toContain(M.APPLY_TYPE_REQUIRED);
    const wrong = envelopeOf(await applyRaw(t.user, { ...type1(['x']), applyType: 'abc', resRoleApplyList: 'no' }));
    expect(wrong.code).toBe(RESPONSE_CODE.badRequest);
    const long = envelopeOf(await applyRaw(t.user, type1(['x'], { reason: '长'.repeat(226) })));
    expect(long.code).toBe(RESPONSE_CODE.badRequest);
    expect(long.msg).toContain(M.REASON_TOO_LONG);
    const ok225 = await applyRaw(t.user, type1(['事由恰好225'], { reason: '长'.repeat(225) }));
    expect(envelopeOf(ok225).msg).toBe(M.SUBMIT_SUCCESS);
    const nul = envelopeOf(await applyRaw(t.user, type1(['x'], { reason: 'a\u0000b' })));
    expect(nul.code).toBe(RESPONSE_CODE.badRequest);
    expect(nul.msg).toContain(M.INPUT_BAD_CHARACTERS);
    const malformed = await s.app.inject({
      method: 'POST',
      url: apiPath('manage', '/resAuthApplyGrzx/add'),
      headers: { authorization: `Bearer ${t.user}`, 'content-type': 'application/json' },
      payload: '{"applyType": 1,',
    });
    expect(malformed.statusCode).toBe(400);
    expect(envelopeOf(malformed).msg).toBe('请求体不是合法的 JSON');
    const anonymous = await call(s.app, 'resAuthApplyGrzxAdd', { body: type1(['x']) });
    expect(envelopeOf(anonymous).code).toBe(RESPONSE_CODE.tokenInvalid);
    // §5 list rules answer with their own texts.
    expect(envelopeOf(await applyRaw(t.user, { ...base, applyType: 1 })).msg).toContain(M.ADD_ROLE_REQUIRED);
    expect(envelopeOf(await applyRaw(t.user, { ...base, applyType: 2, roleId: ROLE.salesClerk })).msg).toContain(
      M.USER_REQUIRED,
    );
    expect(envelopeOf(await applyRaw(t.user, { ...type1(['x']), productType: '' })).msg).toContain(M.PLATE_REQUIRED);
    expect(envelopeOf(await applyRaw(t.user, { ...type1(['x']), reason: '' })).msg).toContain(M.REASON_REQUIRED);
    expect(API_BASE).toBe('/japi');
  });

  it('refuses what the applicant may not name, and overwrites identity fields from the session', async () => {
    const msg = async (body: Payload) => envelopeOf(await applyRaw(t.user, body)).msg;
    expect(await msg(type1(['x'], { productType: '99' }))).toBe(M.APPLY_PRODUCT_NOT_FOUND);
    expect(await msg(type2(ROLE.operator, [{ userId: USER.entadmin }]))).toBe(M.APPLY_ROLE_NOT_AVAILABLE);
    expect(await msg(type2(ROLE.superAdmin, [{ userId: USER.entadmin }]))).toBe(M.APPLY_ROLE_NOT_AVAILABLE);
    expect(await msg(type2(ROLE.salesClerk, [{ userId: USER.user2, entId: ENT.shendong }]))).toBe(
      M.APPLY_USER_OTHER_ENTERPRISE,
    );
    expect(await msg(type2(ROLE.salesClerk, [{ userId: USER.user2 }]))).toBe(M.APPLY_USER_NOT_MEMBER('所选用户'));
    expect(await msg(type2(ROLE.entUser, [{ userId: USER.user }]))).toBe(M.APPLY_USER_HOLDS_ROLE('李明'));
    // type 3: only the enterprise's own editable roles, only the plate's menus, none held already.
    expect(await msg(type3(ROLE.entUser, [ELOAN_REVIEW.id]))).toBe(M.APPLY_ROLE_NOT_AVAILABLE);
    expect(await msg(type3(SALES_ASSISTANT_ROLE_ID, [FACTORING_HOME.id]))).toBe(M.APPLY_MENU_NOT_IN_PRODUCT);
    expect(await msg(type3(SALES_ASSISTANT_ROLE_ID, [menuBy((m) => m.routeUrl === '/finance/eLoan').id]))).toBe(
      M.APPLY_MENU_HELD('贷款首页'),
    );
    expect(await msg(type1(['同名', '同名']))).toBe(M.APPLY_ROLE_NAME_DUPLICATE('同名'));
    expect(await msg({ ...base, applyType: 1, resRoleApplyList: [{ roleName: 'y', roleCode: '1bad' }] })).toBe(
      M.APPLY_ROLE_CODE_INVALID,
    );
    // The client's identity fields are ignored.
    const app = await apply(
      t.user,
      type1(['身份测试'], {
        applicant: '冒名',
        applicantId: USER.entadmin,
        applicantAccount: 'entadmin',
        entId: ENT.shendong,
        entName: '别的企业',
        processinstid: 'forged',
        applyTime: '2000-01-01 00:00:00',
      }),
    );
    expect(app).toMatchObject({ applicant: '李明', applicantId: USER.user, entId: ENT.sales });
    expect(app.processinstid).not.toBe('forged');
  });

  it('a caller without the page is refused', async () => {
    const res = await call(s.app, 'resAuthApplyPage', { token: t.user, query: { list: 'mine' } });
    expect(envelopeOf(res)).toEqual({ code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] });
  });
});
