/**
 * Notices lead their reader somewhere they can act (§2.6, §2.1): every notice of the demo and every kind the server
 * sends, through the real flows (activation, admin change, registration, product opening, authorisation and
 * organisation-change applications, system notices, off shelf, the consultation's offline notice), is walked with its
 * recipient's granted menus: a notice asking for an action leads to a page the guard lets that recipient open (the
 * guard's own rule, resolveNavigation). The company admin's list of activation requests (authorityManagement) and its
 * 激活 are tested here too.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as M from '@portal/shared';
import {
  RESPONSE_CODE,
  buildResultPath,
  findRoute,
  noticeActionHint,
  noticeNavigationTarget,
  resolveNavigation,
} from '@portal/shared';
import { notices, productActivations } from '../src/db/schema/notices.ts';
import { SEED_CHAT_CONVERSATIONS } from '../src/db/seed/chat.ts';
import { USER } from '../src/db/seed/ids.ts';
import { SEED_ACTIVATION_ID } from '../src/db/seed/notices.ts';
import { SEED_USERS } from '../src/db/seed/user.ts';
import { notify, notifyProductOffShelf } from '../src/modules/notices/index.ts';
import { NOTICE_MSG } from '../src/modules/notices/service.ts';
import {
  callEnv,
  envelopeOf,
  latestSms,
  login,
  multipartForm,
  newCaptcha,
  newCreditCode,
  newPhone,
  useTestServer,
} from './helpers.ts';
import { minimalDocx } from './zip.ts';

const { s, t } = useTestServer({ RATE_LIMIT_WRITE: '100000' }, ['user', 'entadmin', 'ops', 'entadmin2', 'user2']);

/** §3.1 types whose notice asks its reader to act on a page (the rest are read in the detail, or answered there). */
const ACTION_TYPES = [2, 4, 11, 12, 15, 16];
const ACCOUNT_OF = new Map(SEED_USERS.map((u) => [u.id, u.account]));

type Row = typeof notices.$inferSelect;
interface Walked {
  row: Row;
  reader: string;
  target: M.NavigationTarget | null;
  hint: string | null;
  /** What the guard decides for the target, as the reader's browser would ask it. */
  decision: M.GuardDecision['kind'] | null;
}

/** Every notice in the database with where its action leads its recipient, by the recipient's menus right now. */
async function walk(): Promise<Walked[]> {
  const rows = await s.database.db.select().from(notices);
  const out: Walked[] = [];
  for (const row of rows) {
    const { menuPaths } = await s.app.deps.permissions.forUser(row.userId, row.entId);
    const resultPath = buildResultPath([...menuPaths]);
    const ctx = { currentEntId: row.entId, resultPath };
    const notice = { ...row, fromType: row.fromType ?? null };
    const target = noticeNavigationTarget(notice, ctx);
    const decision = target
      ? resolveNavigation({ path: target.path, route: findRoute(target.path), hasToken: true, resultPath }).kind
      : null;
    out.push({
      row,
      reader: ACCOUNT_OF.get(row.userId) ?? row.userId,
      target,
      hint: noticeActionHint(notice, ctx),
      decision,
    });
  }
  return out;
}

// --- The flows that send notices ---

async function register(): Promise<string> {
  const phone = newPhone();
  const { uuid, text } = await newCaptcha(s);
  await callEnv(s.app, 'checkCaptcha', { body: { uuid, captcha: text } });
  expect((await callEnv(s.app, 'sendMsg', { query: { phone, uuid, scene: 'register' } })).code).toBe('200');
  const { code } = (await latestSms(s.app, phone))!;
  const ticket = (await callEnv(s.app, 'validateSms', { body: { phone, code, scene: 'register' } })).data[0].smsTicket;
  const account = `nt_${Date.now().toString(36)}`;
  const reg = await callEnv(s.app, 'register', {
    body: {
      account,
      userName: '赵六',
      phone,
      password: 'Energy#Grid26',
      entName: '国能通知去向测试有限公司',
      socialCreditCode: newCreditCode(),
      registerSource: 'GNEL',
      smsTicket: ticket,
    },
  });
  expect(reg.code, reg.msg).toBe('200');
  return login(s.app, account, 'Energy#Grid26');
}

async function openProduct(productType: string, token: string): Promise<void> {
  const check = await callEnv(s.app, 'checkAgreement', { token, query: { productType } });
  const outstanding = check.data[0].protocols.filter((p) => !p.agreed).map((p) => ({ id: p.id, version: p.version }));
  if (outstanding.length) {
    const agreed = await callEnv(s.app, 'toAgreeByCheckAgreement', {
      token,
      body: { productType, protocols: outstanding },
    });
    expect(agreed.code, agreed.msg).toBe(RESPONSE_CODE.ok);
  }
  const res = await callEnv(s.app, 'productOpen', { token, body: { productType } });
  expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
}

/** A new-role application by `user`, approved by the company admin and then operations: type 16 to each. */
async function authApplication(): Promise<void> {
  const added = await callEnv(s.app, 'resAuthApplyGrzxAdd', {
    token: t.user,
    body: {
      productType: '01',
      reason: '业务需要',
      applyType: 1,
      resRoleApplyList: [{ roleName: '通知去向测试角色', roleCode: '' }],
    },
  });
  expect(added.msg, JSON.stringify(added)).toBe(M.SUBMIT_SUCCESS);
  const { processinstid } = added.data[0];
  const first = await callEnv(s.app, 'resAuthApplyGrzxSubmitAuditResult', {
    token: t.entadmin,
    body: { processInstId: processinstid, approve: true, auditOpinion: '同意' },
  });
  expect(first.msg, JSON.stringify(first)).toBe(M.APPROVE_SUCCESS);
  const second = await callEnv(s.app, 'resAuthApplySubmitAuditResult', {
    token: t.ops,
    body: { processInstId: processinstid, approve: true, auditOpinion: '同意' },
  });
  expect(second.msg, JSON.stringify(second)).toBe(M.APPROVE_SUCCESS);
}

/** An organisation-change application by `user`, approved by operations: type 11 to the reviewers and to `user`. */
async function orgChange(): Promise<void> {
  const tree = (await callEnv(s.app, 'orgGetAll', { token: t.user, query: {} })).data;
  const parent = tree.find((n) => n.companyLevel === 2 && !n.virtual && n.status === 1)!;
  const form = await multipartForm(
    { projectType: '20' },
    { field: 'uploadFiles', name: '申请文件.docx', data: minimalDocx() },
  );
  const uploaded = await s.app.inject({
    method: 'POST',
    url: M.apiPath('attachment', '/fileManager/uploadFile'),
    headers: { ...form.headers, authorization: `Bearer ${t.user}` },
    payload: form.body,
  });
  const fileId = envelopeOf(uploaded, 'attachmentUpload').data[0];
  const submitted = await callEnv(s.app, 'orgChangeSubmit', {
    token: t.user,
    body: {
      fileId,
      fileName: '申请文件.docx',
      noticeType: 11,
      content: '通知去向测试',
      data: JSON.stringify({
        type: 1,
        parentCustomerCode: parent.customerCode,
        parentCustomerName: parent.customerRegisterName,
        companyLevel: 3,
        cat: 'coal',
        customerRegisterName: '国能通知去向测试有限公司',
        socialcreditcode: newCreditCode(),
      }),
    },
  });
  expect(submitted.msg, JSON.stringify(submitted)).toBe(M.SUBMIT_SUCCESS);
  const approved = await callEnv(s.app, 'workflowSubmitAuditResult', {
    token: t.ops,
    body: { processInstId: submitted.data[0].processInstId, approve: true, auditOpinion: '同意' },
  });
  expect(approved.code, approved.msg).toBe(RESPONSE_CODE.ok);
}

describe('the company admin’s activation requests (authorityManagement)', () => {
  const list = (token: string) => callEnv(s.app, 'activationRequests', { token, query: {} });

  it('lists the enterprise’s pending requests with who asked for what, to its company admin only', async () => {
    const page = await list(t.entadmin);
    expect(page.code).toBe(RESPONSE_CODE.ok);
    expect(page.data[0].records).toEqual([
      expect.objectContaining({
        activationId: SEED_ACTIVATION_ID,
        userId: USER.user,
        userName: '李明',
        account: 'user',
        productType: '01',
        productName: '贷款',
      }),
    ]);
    // Another enterprise's admin sees their own (none); a member without the page is refused by the menu.
    expect((await list(t.entadmin2)).data[0].records).toEqual([]);
    expect((await list(t.user)).code).toBe(RESPONSE_CODE.forbidden);
  });

  it('激活 by the request’s id: active once, the admins’ notices handled, type 3 to the requester', async () => {
    const other = await callEnv(s.app, 'activationByAdmin', {
      token: t.entadmin2,
      body: { activationId: SEED_ACTIVATION_ID },
    });
    expect(other.code).toBe(RESPONSE_CODE.notFound);
    const member = await callEnv(s.app, 'activationByAdmin', {
      token: t.user,
      body: { activationId: SEED_ACTIVATION_ID },
    });
    expect(member.msg).toBe(NOTICE_MSG.notCompanyAdmin);

    const res = await callEnv(s.app, 'activationByAdmin', {
      token: t.entadmin,
      body: { activationId: SEED_ACTIVATION_ID },
    });
    expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
    const [row] = await s.database.db
      .select()
      .from(productActivations)
      .where(eq(productActivations.id, SEED_ACTIVATION_ID));
    expect(row.status).toBe('active');
    const adminNotice = await s.database.db
      .select({ status: notices.status })
      .from(notices)
      .where(eq(notices.id, '353000000000000005'));
    expect(adminNotice[0].status).toBe(M.NOTICE_STATUS_DISABLED);
    const type3 = await s.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, USER.user), eq(notices.noticeType, 3), eq(notices.productType, '01')));
    expect(type3).toHaveLength(1);
    expect((await list(t.entadmin)).data[0].records).toEqual([]);
    // The notice's own path answers that it is done.
    const again = await callEnv(s.app, 'activationByAdmin', {
      token: t.entadmin,
      body: { id: '353000000000000005' },
    });
    expect(again.msg).toBe(NOTICE_MSG.handled);
  });
});

describe('every notice type × the roles that receive it leads to a page they hold', () => {
  beforeAll(async () => {
    // Type 2 (a member's activation request) to 国能神东's company admin; types 5 / 6 through the seeded change.
    expect((await callEnv(s.app, 'activationNotRole', { token: t.user2, body: { productType: '02' } })).code).toBe(
      RESPONSE_CODE.ok,
    );
    expect((await callEnv(s.app, 'refuseChange', { token: t.user2, body: { id: '353000000000000010' } })).code).toBe(
      RESPONSE_CODE.ok,
    );
    expect(
      (await callEnv(s.app, 'changeCompanyAdmin', { token: t.entadmin, body: { toUserId: USER.user } })).code,
    ).toBe(RESPONSE_CODE.ok);
    // Type 4 to a registered enterprise's company admin.
    await register();
    // Type 2 of a product opening to operations.
    await openProduct('08', t.entadmin);
    await authApplication();
    await orgChange();
    expect(
      (
        await callEnv(s.app, 'sendNotification', {
          token: t.ops,
          body: { content: '通知去向测试', userIds: [USER.user] },
        })
      ).code,
    ).toBe(RESPONSE_CODE.ok);
    await notifyProductOffShelf(s.app.deps, '01', '贷款');
    // Type 15 goes to the consultation's user when service replies while they are away (chat/realtime.ts); the
    // timer and sockets are the chat tests' part, the recipient is each demo consultation's user.
    await notify(
      s.app.deps,
      SEED_CHAT_CONVERSATIONS.map((c) => ({
        userId: c.userId,
        entId: c.entId,
        noticeType: 15,
        content: '客服已回复您的在线咨询，请前往查看。',
      })),
    );
  });

  it('walks the seeded and the sent notices of every type that asks for an action', async () => {
    const walked = await walk();
    const types = new Set(walked.map((w) => w.row.noticeType));
    for (const type of ACTION_TYPES) expect(types, `a notice of type ${type}`).toContain(type);
    const readers = new Set(walked.filter((w) => ACTION_TYPES.includes(w.row.noticeType)).map((w) => w.reader));
    for (const who of ['user', 'entadmin', 'entadmin2', 'ops']) expect(readers).toContain(who);

    const deadEnds = walked
      .filter((w) => ACTION_TYPES.includes(w.row.noticeType) && !M.hasDisabledAction(w.row))
      .filter((w) => !w.target || w.decision !== 'pass')
      .map((w) => `type ${w.row.noticeType} → ${w.reader}: ${w.target ? w.target.path : (w.hint ?? 'no target')}`);
    expect(deadEnds).toEqual([]);
    // No notice of any type leads anywhere the guard refuses.
    expect(walked.filter((w) => w.target && w.decision !== 'pass').map((w) => w.row.id)).toEqual([]);
  });

  it('each type leads each kind of reader to the page where the thing is', async () => {
    const walked = (await walk()).filter((w) => w.target);
    const lines = new Set(walked.map((w) => `${w.row.noticeType} ${w.reader} ${w.target!.path.toLowerCase()}`));
    for (const line of [
      '2 entadmin2 /usercenter/authoritymanagement',
      '2 ops /base/auth-management/product',
      '11 user /organization/index',
      '11 ops /organization/index',
      '12 user /usercenter/problemfeedback',
      '15 user /usercenter/onlineconsultation',
      '15 user2 /usercenter/onlineconsultation',
      '16 entadmin /usercenter/authapply',
      '16 ops /base/auth-management/authapply',
      '16 user /usercenter/authapply',
    ])
      expect(lines, line).toContain(line);
    expect([...lines].some((l) => /^4 \d+ \/usercenter\/companymanage$/.test(l))).toBe(true);
    const todo = walked.find((w) => w.row.noticeType === 16 && w.reader === 'ops')!;
    expect(todo.target!.query.tab).toBe('todo');
    expect(todo.target!.query.apply).toMatch(/^\d+$/);
  });
});
