/**
 * Organisation-change applications (issue 15, §5, §7.6) through the real server and database: each type submitted
 * with a docx, approved by operations and applied to the tree (audited, the applicant told); a rejection leaves the
 * tree as it was; the §5 rules on the server; what only the tree can tell (parent, level, the company as the applicant
 * saw it, a taken credit code, one pending change per company); the file (the applicant's own, unclaimed, a docx of the
 * organisation use); who may see an application and read its file; separation of duty; bad input.
 */
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as M from '@portal/shared';
import { RESPONSE_CODE, type OrgChangeApplication, type OrgNode } from '@portal/shared';
import { notices } from '../src/db/schema/notices.ts';
import { auditLog } from '../src/db/schema/platform.ts';
import { USER } from '../src/db/seed/ids.ts';
import { call, callEnv, envelopeOf, multipartForm, newCreditCode, useTestServer } from './helpers.ts';
import { minimalDocx } from './zip.ts';

const { s, t } = useTestServer({ RATE_LIMIT_WRITE: '100000' }, ['user', 'ops', 'user2', 'superadmin']);

const DOCX = minimalDocx();

async function upload(token: string, opts: { name?: string; data?: Buffer; projectType?: string } = {}) {
  const form = await multipartForm(
    { projectType: opts.projectType ?? '20' },
    { field: 'uploadFiles', name: opts.name ?? '申请文件.docx', data: opts.data ?? DOCX },
  );
  const res = await s.app.inject({
    method: 'POST',
    url: M.apiPath('attachment', '/fileManager/uploadFile'),
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.body,
  });
  const env = envelopeOf(res, 'attachmentUpload');
  expect(env.code, JSON.stringify(env)).toBe('200');
  return env.data[0];
}

let tree: OrgNode[] = [];
const byCode = (code: string) => tree.find((n) => n.customerCode === code)!;
const companyAt = (level: number) => tree.find((n) => n.companyLevel === level && !n.virtual && n.status === 1)!;

type Data = Record<string, unknown>;
const addData = (parent: OrgNode, name: string, code = newCreditCode(), extra: Data = {}): Data => ({
  type: 1,
  parentCustomerCode: parent.customerCode,
  parentCustomerName: parent.customerRegisterName,
  companyLevel: parent.companyLevel + 1,
  cat: parent.companyLevel === 2 ? 'coal' : '',
  customerRegisterName: name,
  socialcreditcode: code,
  ...extra,
});

async function submitRaw(token: string, data: Data | string, extra: Data = {}) {
  const fileId = 'fileId' in extra ? extra.fileId : await upload(token);
  const res = await call(s.app, 'orgChangeSubmit', {
    token,
    body: {
      fileId,
      fileName: '申请文件.docx',
      noticeType: 11,
      data: typeof data === 'string' ? data : JSON.stringify(data),
      content: '测试申请',
      ...extra,
    },
  });
  return envelopeOf(res, 'orgChangeSubmit');
}
async function submit(token: string, data: Data): Promise<OrgChangeApplication> {
  const res = await submitRaw(token, data);
  expect(res.msg, JSON.stringify(res)).toBe(M.SUBMIT_SUCCESS);
  return res.data[0];
}

const audit = (token: string, app: OrgChangeApplication, approve: boolean, opinion: string) =>
  callEnv(s.app, 'workflowSubmitAuditResult', {
    token,
    body: { processInstId: app.processInstId, approve, auditOpinion: opinion },
  });
const detail = (token: string, id: string) => call(s.app, 'orgChangeDetail', { token, query: { id } });
const children = async (token: string, parentCustomerCode: string) =>
  (await callEnv(s.app, 'orgGetAll', { token, query: { parentCustomerCode } })).data;
const notices11 = (userId: string) =>
  s.database.db
    .select()
    .from(notices)
    .where(and(eq(notices.userId, userId), eq(notices.noticeType, 11)))
    .orderBy(desc(notices.seq));

beforeAll(async () => {
  tree = (await callEnv(s.app, 'orgGetAll', { token: t.user, query: {} })).data;
  expect(tree.length).toBeGreaterThan(100);
});

describe('an addition, approved by operations, changes the tree', () => {
  it('submits, reaches the reviewers as a type 11 notice, and adds the node on approval', async () => {
    const parent = companyAt(2);
    const app = await submit(t.user, addData(parent, '国能测试新增有限公司'));
    expect(app).toMatchObject({ type: 1, typeName: '新增', status: 'running', taskName: '运营审核', customerCode: '' });
    expect(app.userInfo.account).toBe('user');
    expect(app.fileName).toBe('申请文件.docx');

    // The reviewers' notice carries the §7.6 fields: the file, the data and the content.
    const [todo] = await notices11(USER.ops);
    expect(todo.content).toBe('测试申请');
    expect(todo.fileId).toBe(app.fileId);
    expect(JSON.stringify(todo.data)).toContain('国能测试新增有限公司');

    const list = await callEnv(s.app, 'orgChangePage', { token: t.ops, body: { list: 'todo', pageSize: 100 } });
    const row = list.data[0].records.find((r) => r.id === app.id)!;
    expect(row.taskId).not.toBe('');

    // ops (another enterprise) may read the application's file; user2 may not.
    const dl = await call(s.app, 'attachmentDownload', { token: t.ops, body: { fileId: app.fileId } });
    expect(dl.statusCode).toBe(200);
    expect(Buffer.compare(dl.rawPayload, DOCX)).toBe(0);
    const other = await call(s.app, 'attachmentDownload', { token: t.user2, body: { fileId: app.fileId } });
    expect(envelopeOf(other).msg).toBe(M.RECORD_NOT_FOUND);
    expect(envelopeOf(await detail(t.user2, app.id)).msg).toBe(M.RECORD_NOT_FOUND);

    const res = await audit(t.ops, app, true, '同意');
    expect(res.code, JSON.stringify(res)).toBe('200');
    const after = envelopeOf(await detail(t.user, app.id), 'orgChangeDetail').data[0];
    expect(after.status).toBe('approved');
    expect(after.customerCode).not.toBe('');
    expect(after.workflow.history.some((h) => h.outcome === '同意')).toBe(true);

    const node = (await children(t.user, parent.customerCode)).find((n) => n.customerCode === after.customerCode)!;
    expect(node).toMatchObject({
      customerRegisterName: '国能测试新增有限公司',
      companyLevel: 3,
      cat: 'coal',
      status: 1,
    });
    const audited = await s.database.db.select().from(auditLog).where(eq(auditLog.targetId, node.customerCode));
    expect(audited.length).toBeGreaterThan(0);
    const [told] = await notices11(USER.user);
    expect(told.content).toContain('已审批通过');

    // The done list of the reviewer, the mine list of the applicant.
    const done = await callEnv(s.app, 'orgChangePage', { token: t.ops, body: { list: 'done', pageSize: 100 } });
    expect(done.data[0].records.some((r) => r.id === app.id)).toBe(true);
    const mine = await callEnv(s.app, 'orgChangePage', { token: t.user, body: { list: 'mine', pageSize: 100 } });
    expect(mine.data[0].records.find((r) => r.id === app.id)?.statusName).toBe('已通过');
  });

  it('a change renames and moves the company; a cancellation marks it cancelled', async () => {
    const parent = companyAt(2);
    const code = newCreditCode();
    const added = await submit(t.user, addData(parent, '国能测试变更前有限公司', code));
    expect((await audit(t.ops, added, true, '同意')).code).toBe('200');
    const customerCode = envelopeOf(await detail(t.user, added.id), 'orgChangeDetail').data[0].customerCode;

    const newParent = tree.find((n) => n.companyLevel === 2 && !n.virtual && n.customerCode !== parent.customerCode)!;
    const newCode = newCreditCode();
    const change = await submit(t.user, {
      ...addData(newParent, '国能测试变更后有限公司', newCode, { type: 2, cat: 'electricity' }),
      parentCustomerCodeOld: parent.customerCode,
      parentCustomerNameOld: parent.customerRegisterName,
      companyLevelOld: 3,
      catOld: 'coal',
      customerRegisterNameOld: '国能测试变更前有限公司',
      socialcreditcodeOld: code,
    });
    expect(change.customerCode).toBe(customerCode);
    // One change at a time per company.
    const second = await submitRaw(t.user, {
      ...addData(parent, '国能测试变更前有限公司', code, { type: 3 }),
    });
    expect(second.msg).toBe(M.ORG_CHANGE_PENDING);
    expect((await audit(t.ops, change, true, '同意')).code).toBe('200');
    const moved = (await children(t.user, newParent.customerCode)).find((n) => n.customerCode === customerCode)!;
    expect(moved).toMatchObject({ customerRegisterName: '国能测试变更后有限公司', socialcreditcode: newCode });
    expect((await children(t.user, parent.customerCode)).some((n) => n.customerCode === customerCode)).toBe(false);

    const cancel = await submit(
      t.user,
      addData(newParent, '国能测试变更后有限公司', newCode, { type: 3, cat: 'electricity' }),
    );
    expect((await audit(t.ops, cancel, true, '同意')).code).toBe('200');
    const cancelled = (await children(t.user, newParent.customerCode)).find((n) => n.customerCode === customerCode);
    expect(cancelled?.status).toBe(0);
  });

  it('an approved change reaches the browsers: a CHANGED frame (topic org) on the message channel', async () => {
    const sent = vi.spyOn(s.app.deps.realtime, 'broadcast');
    try {
      const app = await submit(t.user, addData(companyAt(3), '国能测试推送有限公司'));
      expect(sent).not.toHaveBeenCalled();
      expect((await audit(t.ops, app, true, '同意')).code).toBe('200');
      await vi.waitFor(() => expect(sent).toHaveBeenCalledWith({ type: 'CHANGED', topic: 'org' }, ['msg']));
    } finally {
      sent.mockRestore();
    }
  });

  it('a rejection leaves the tree as it was and tells the applicant 驳回 with the opinion', async () => {
    const parent = companyAt(3);
    const app = await submit(t.user, addData(parent, '国能测试驳回有限公司'));
    const before = await children(t.user, parent.customerCode);
    const res = await audit(t.ops, app, false, '材料不全');
    expect(res.msg).toBe(M.REJECT_SUCCESS);
    expect(await children(t.user, parent.customerCode)).toEqual(before);
    const [told] = await notices11(USER.user);
    expect(told.content).toContain('驳回');
    expect(told.content).toContain('材料不全');
    // Back with its applicant: the lists' 当前节点 says where it waits.
    const mine = await callEnv(s.app, 'orgChangePage', { token: t.user, body: { list: 'mine', pageSize: 100 } });
    const row = mine.data[0].records.find((r) => r.id === app.id)!;
    expect(row.status).toBe('returned');
    expect(row.taskName).toBe(M.RETURNED_NODE_NAME);
  });

  it('nobody approves their own application (separation of duty)', async () => {
    const app = await submit(t.ops, addData(companyAt(3), '国能测试本人审批有限公司'));
    const res = await audit(t.ops, app, true, '同意');
    expect(res.code).not.toBe('200');
    expect(res.msg).toBe(M.OWN_APPLICATION);
  });

  it('the applicant cannot approve, and the identity written is the session’s, not the client’s', async () => {
    const app = await submit(
      t.user,
      addData(companyAt(3), '国能测试身份有限公司', newCreditCode(), {
        userInfo: { account: 'ops', userName: '冒名', entName: '别家' },
      }),
    );
    expect(app.userInfo.account).toBe('user');
    expect(app.userInfo.userName).not.toBe('冒名');
    expect((await audit(t.user, app, true, '同意')).code).not.toBe('200');
  });
});

describe('the §5 rules and the tree, on the server', () => {
  it.each([
    ['no type', { type: undefined }, M.APPLY_TYPE_REQUIRED],
    ['no credit code', { socialcreditcode: '' }, M.CREDIT_CODE_REQUIRED],
    ['a short credit code', { socialcreditcode: '91110000' }, M.CREDIT_CODE_TOO_SHORT],
    ['a bad check digit', { socialcreditcode: '911100000000000000' }, M.CREDIT_CODE_INVALID],
    ['no plate under a level-2 parent', { cat: '' }, M.PLATE_REQUIRED],
    ['a level that is not the parent’s + 1', { companyLevel: 4 }, M.ORG_LEVEL_MISMATCH],
  ])('%s', async (_name, patch, message) => {
    const res = await submitRaw(t.user, { ...addData(companyAt(2), '国能测试规则有限公司'), ...patch });
    expect(res.code).not.toBe('200');
    expect(res.msg).toContain(message);
  });

  it('a level-4 parent, an unknown parent, a taken credit code, a company not as the tree has it', async () => {
    const deep = companyAt(4);
    // A level-5 company is refused by the schema (levels 2–4); one claiming level 4 under a level-4 parent by the tree.
    expect((await submitRaw(t.user, addData(deep, '国能测试五级有限公司'))).code).toBe('400');
    const lying = addData(deep, '国能测试五级有限公司', newCreditCode(), { companyLevel: 4 });
    expect((await submitRaw(t.user, lying)).msg).toBe(M.ORG_PARENT_TOO_DEEP);
    const ghost = { ...companyAt(2), customerCode: '99999999' };
    expect((await submitRaw(t.user, addData(ghost, '国能测试无上级有限公司'))).msg).toBe(M.ORG_PARENT_NOT_FOUND);
    const taken = companyAt(3);
    const parent = byCode(taken.parentCustomerCode!);
    const dup = await submitRaw(t.user, addData(parent, '国能测试重复代码有限公司', taken.socialcreditcode!));
    expect(dup.msg).toBe(M.ORG_CREDIT_CODE_TAKEN);
    const wrongName = await submitRaw(t.user, addData(parent, '不是这个名字', taken.socialcreditcode!, { type: 3 }));
    expect(wrongName.msg).toBe(M.ORG_COMPANY_NOT_FOUND);
  });

  it('a 注销 of a company with companies in use under it is refused on submit, not at the last approval', async () => {
    const company = tree.find(
      (n) =>
        n.companyLevel === 3 &&
        !n.virtual &&
        n.status === 1 &&
        tree.some((c) => c.parentCustomerCode === n.customerCode && c.status === 1),
    )!;
    const parent = byCode(company.parentCustomerCode!);
    const res = await submitRaw(t.user, {
      ...addData(parent, company.customerRegisterName, company.socialcreditcode!, { type: 3 }),
      cat: company.cat,
    });
    expect(res.code).toBe(RESPONSE_CODE.business);
    expect(res.msg).toBe(M.ORG_CANCEL_HAS_CHILDREN);
  });

  it('the file: required, a docx, the applicant’s own and unclaimed, of the organisation use', async () => {
    const data = addData(companyAt(3), '国能测试文件有限公司');
    expect((await submitRaw(t.user, data, { fileId: '' })).msg).toContain(M.APPLY_FILE_REQUIRED);
    expect((await submitRaw(t.user, data, { fileName: '申请.pdf' })).msg).toContain(M.UPLOAD_DOCX_ONLY);
    const others = await upload(t.user2);
    expect((await submitRaw(t.user, data, { fileId: others })).code).not.toBe('200');
    const claimed = (await submit(t.user, data)).fileId;
    const again = await submitRaw(t.user, addData(companyAt(3), '国能测试文件二有限公司'), { fileId: claimed });
    expect(again.code).not.toBe('200');
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
      'hex',
    );
    const image = await upload(t.user, { name: 'a.png', data: png, projectType: '30' });
    const wrongUse = await submitRaw(t.user, addData(companyAt(3), '国能测试文件三有限公司'), { fileId: image });
    expect(wrongUse.code).not.toBe('200');
  });

  it('bad input: malformed data, NUL, oversized content, wrong notice type, no token', async () => {
    expect((await submitRaw(t.user, '{not json')).msg).toContain(M.ORG_CHANGE_DATA_INVALID);
    const nul = await submitRaw(t.user, addData(companyAt(3), '国能\u0000有限公司'));
    expect(nul.code).not.toBe('200');
    const big = await submitRaw(t.user, addData(companyAt(3), '国能测试超长有限公司'), { content: 'x'.repeat(5000) });
    expect(big.code).not.toBe('200');
    const wrongType = await submitRaw(t.user, addData(companyAt(3), '国能测试类型有限公司'), { noticeType: 4 });
    expect(wrongType.code).not.toBe('200');
    const noToken = await call(s.app, 'orgChangeSubmit', { body: {} });
    expect(envelopeOf(noToken).code).toBe(RESPONSE_CODE.tokenInvalid);
    const page = await call(s.app, 'orgChangePage', { token: t.user, body: { list: 'all' } });
    expect(envelopeOf(page).code).not.toBe('200');
    expect(envelopeOf(await detail(t.user, 'x'.repeat(100))).code).not.toBe('200');
  });
});
