/**
 * Protocols, agreements and product services (issue 12) through the real server and database: the administration
 * (list, save with sanitising and the version rule, status, detail), the §7.4 openedProductAgreementBefore calls
 * (check, agree, accept all outstanding), 我的协议 and 服务协议, the product services, who may do what, per-enterprise
 * acceptances, refused input and the audit rows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PHONE_CODE_TOKEN_TYPE, RESPONSE_CODE, type Protocol } from '@portal/shared';
import * as M from '@portal/shared';
import { PROTOCOL, SEED_PRODUCT_SERVICES, SEED_PROTOCOLS } from '../src/db/seed/protocol.ts';
import { ENT, USER } from '../src/db/seed/ids.ts';
import { call, callEnv, envelopeOf, expectNoDbChange, latestSms, useTestServer } from './helpers.ts';

const { s, t } = useTestServer({ RATE_LIMIT_LOGIN: '1000', RATE_LIMIT_WRITE: '10000' }, [
  'superadmin',
  'entadmin',
  'user',
  'user2',
  'ops',
  'limited',
]);

const SUPERADMIN_PHONE = '13800000001';
const DENIED = { code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] };
const NOT_FOUND = { code: RESPONSE_CODE.notFound, msg: M.RECORD_NOT_FOUND, data: [] };
const biz = (msg: string) => ({ code: RESPONSE_CODE.business, msg, data: [] });

beforeAll(async () => {
  const sent = await callEnv(s.app, 'sendPhoneCode', {
    token: t.superadmin,
    body: { phone: SUPERADMIN_PHONE, tokenType: PHONE_CODE_TOKEN_TYPE },
  });
  const sms = await latestSms(s.app, SUPERADMIN_PHONE);
  const verified = await callEnv(s.app, 'verifyPhoneCode', {
    token: t.superadmin,
    body: { phone: SUPERADMIN_PHONE, code: sms!.code, bizId: sent.data[0].bizId },
  });
  expect(verified.code).toBe(RESPONSE_CODE.ok);
});

const page = (body: Record<string, unknown> = {}, token = t.superadmin) =>
  callEnv(s.app, 'protocolPage', { token, body });
const save = (body: Record<string, unknown>, token = t.superadmin) => call(s.app, 'protocolSave', { token, body });
const saveOk = async (body: Record<string, unknown>): Promise<Protocol> => {
  const res = envelopeOf(await save(body), 'protocolSave');
  expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
  return res.data[0];
};
const setStatus = (id: string, status: 0 | 1, token = t.superadmin) =>
  callEnv(s.app, 'protocolStatus', { token, body: { id, status } });
const detail = (id: string, token: string) => callEnv(s.app, 'protocolDetail', { token, query: { id } });
const check = (productType: string, token: string) =>
  callEnv(s.app, 'checkAgreement', { token, query: { productType } });
const agree = (protocolId: string, version: number, token: string, ip?: string) =>
  callEnv(s.app, 'agree', { token, body: { protocolId, version }, ip });
const agreeAll = (productType: string, protocols: { id: string; version: number }[], token: string) =>
  callEnv(s.app, 'toAgreeByCheckAgreement', { token, body: { productType, protocols } });
const mine = (token: string, body: Record<string, unknown> = {}) =>
  callEnv(s.app, 'myAgreements', { token, body: { pageSize: 100, ...body } });
const auditRows = async (targetType: 'protocol' | 'service', targetId: string) => {
  const res = await callEnv(s.app, 'auditPage', { token: t.superadmin, body: { targetType, pageSize: 100 } });
  expect(res.code).toBe(RESPONSE_CODE.ok);
  return res.data[0].records.filter((r) => r.targetId === targetId);
};
const agreementRows = async (userId: string, protocolId: string) =>
  (
    await s.database.db.execute<{ ent_id: string; version: number; ip: string }>(
      sql`select ent_id, version, ip from protocol_agreements where user_id = ${userId} and protocol_id = ${protocolId}
        order by version`,
    )
  ).rows;

const LOAN_V = SEED_PROTOCOLS.find((p) => p.id === PROTOCOL.loan)!.version;

describe('protocolPage and protocolDetail', () => {
  it('lists every protocol (without the text), filtered by title, product (portal = the service agreement) and status', async () => {
    const all = await page({ pageSize: 100 });
    expect(all.code).toBe(RESPONSE_CODE.ok);
    expect(all.data[0].total).toBe(SEED_PROTOCOLS.length);
    expect(all.data[0].records[0]).toMatchObject({ id: PROTOCOL.portal, productType: null, version: 1, status: 1 });
    expect(all.data[0].records[0]).not.toHaveProperty('content');

    const portal = await page({ productType: 'portal' });
    expect(portal.data[0].records.map((p) => p.id)).toEqual([PROTOCOL.portal]);
    const loan = await page({ productType: '01' });
    expect(loan.data[0].records.map((p) => p.id)).toEqual([PROTOCOL.loan, PROTOCOL.loanCredit]);
    const withdrawn = await page({ status: 0 });
    expect(withdrawn.data[0].records.map((p) => p.id)).toEqual([PROTOCOL.insuranceOld]);
    const titled = await page({ title: '征信' });
    expect(titled.data[0].records.map((p) => p.title)).toEqual(['企业征信查询授权书']);
    const either = await page({ productType: '', status: '' });
    expect(either.data[0].total).toBe(SEED_PROTOCOLS.length);
    const paged = await page({ currentPage: 2, pageSize: 5 });
    expect(paged.data[0]).toMatchObject({ current: 2, size: 5, total: SEED_PROTOCOLS.length });
    expect(paged.data[0].records).toHaveLength(5);
  });

  it('detail: anyone signed in reads a protocol in force; a withdrawn one only the administration', async () => {
    const d = await detail(PROTOCOL.loan, t.limited);
    expect(d.code).toBe(RESPONSE_CODE.ok);
    expect(d.data[0]).toMatchObject({
      id: PROTOCOL.loan,
      title: '贷款业务服务协议',
      productType: '01',
      version: LOAN_V,
    });
    expect(d.data[0].content).toContain('<h3>');
    expect(await detail(PROTOCOL.insuranceOld, t.user)).toEqual(NOT_FOUND);
    expect((await detail(PROTOCOL.insuranceOld, t.superadmin)).data[0].status).toBe(0);
    expect(await detail('999', t.user)).toEqual(NOT_FOUND);
  });
});

describe('protocolSave', () => {
  let created: Protocol;

  it('a new protocol: version 1, in force, the text sanitised, audited', async () => {
    created = await saveOk({
      title: '  供应链金融服务协议  ',
      productType: '21',
      sort: 3,
      content:
        '<h2 onclick="steal()">第一条</h2><p>正文<script>alert(1)</script><img src=x onerror="alert(2)"></p>' +
        '<p><a href="javascript:alert(3)">坏链接</a> <a href="https://www.ceic.com">集团</a></p>' +
        '<p style="text-align:center;background:url(https://x/y.png)">居中</p>',
    });
    expect(created).toMatchObject({ title: '供应链金融服务协议', productType: '21', version: 1, status: 1, sort: 3 });
    expect(created.updatedBy).toBe('superadmin');
    const html = created.content;
    for (const bad of ['<script', 'alert(1)', 'onerror', 'onclick', '<img', 'javascript:', 'url(']) {
      expect(html, bad).not.toContain(bad);
    }
    expect(html).toContain('<h2>第一条</h2>');
    expect(html).toContain('<a href="https://www.ceic.com" target="_blank" rel="noopener noreferrer">集团</a>');
    expect(html).toContain('<p style="text-align:center">居中</p>');

    const rows = await auditRows('protocol', created.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'protocol.create', actorAccount: 'superadmin' });
    expect(rows[0].after).toMatchObject({ title: '供应链金融服务协议', version: 1 });
  });

  it('title or sort only: same version; a new text: version + 1 and those who accepted are asked again', async () => {
    expect(await agree(created.id, 1, t.user)).toMatchObject({ code: RESPONSE_CODE.ok });
    expect((await check('21', t.user)).data[0].agreed).toBe(true);

    const renamed = await saveOk({ ...created, title: '供应链金融服务协议（修订）', sort: 4 });
    expect(renamed).toMatchObject({ version: 1, title: '供应链金融服务协议（修订）', sort: 4 });
    expect((await check('21', t.user)).data[0].agreed).toBe(true);

    const edited = await saveOk({ ...renamed, content: `${renamed.content}<p>新增第二条</p>` });
    expect(edited.version).toBe(2);
    const c = (await check('21', t.user)).data[0];
    expect(c.agreed).toBe(false);
    expect(c.protocols[0]).toMatchObject({ id: created.id, version: 2, agreed: false, agreedAt: null });

    // The same text again (after sanitising) is no change at all: no version, no audit row.
    const before = (await auditRows('protocol', created.id)).length;
    await expectNoDbChange(s, async () => {
      expect((await saveOk({ ...edited })).version).toBe(2);
    });
    const rows = await auditRows('protocol', created.id);
    expect(rows).toHaveLength(before);
    expect(rows.map((r) => r.action)).toEqual(['protocol.update', 'protocol.update', 'protocol.create']);
    expect(rows[0].summary).toContain('版本 1 → 2');
    expect(rows[0].before).toMatchObject({ version: 1 });
    expect(rows[0].after).toMatchObject({ version: 2 });
  });

  it('the portal agreement is a protocol without product (productType null)', async () => {
    const p = await saveOk({
      title: '隐私政策',
      productType: null,
      content: '<p>我们如何处理您的个人信息</p>',
      sort: 5,
    });
    expect(p.productType).toBeNull();
    const portal = await callEnv(s.app, 'portalAgreement', { token: t.limited });
    expect(portal.data.map((x) => x.id)).toEqual([PROTOCOL.portal, p.id]);
    expect((await setStatus(p.id, 0)).code).toBe(RESPONSE_CODE.ok);
    expect((await callEnv(s.app, 'portalAgreement', { token: t.limited })).data.map((x) => x.id)).toEqual([
      PROTOCOL.portal,
    ]);
  });

  it('a text with nothing left after sanitising is refused; a missing protocol is not found', async () => {
    await expectNoDbChange(s, async () => {
      expect(envelopeOf(await save({ title: 'x', productType: '21', content: '<script>alert(1)</script>' }))).toEqual(
        biz(M.PROTOCOL_CONTENT_EMPTY),
      );
      expect(envelopeOf(await save({ title: 'x', productType: '21', content: '<p> </p><br>' }))).toEqual(
        biz(M.PROTOCOL_CONTENT_EMPTY),
      );
      expect(envelopeOf(await save({ id: '404', title: 'x', productType: '21', content: '<p>x</p>' }))).toEqual(
        NOT_FOUND,
      );
    });
  });

  it('protocolPreview answers the sanitised text and writes nothing', async () => {
    await expectNoDbChange(s, async () => {
      const res = await callEnv(s.app, 'protocolPreview', {
        token: t.superadmin,
        body: { content: '<p onmouseover="x()">预览<script>1</script></p>' },
      });
      expect(res.data[0].content).toBe('<p>预览</p>');
    });
  });

  it('bad input: 400, nothing changes', async () => {
    const ok = { title: '协议', productType: '21', content: '<p>x</p>' };
    const bad: unknown[] = [
      {},
      { ...ok, title: '' },
      { ...ok, title: '   ' },
      { ...ok, title: 'x'.repeat(51) },
      { ...ok, title: 'a\u0000b' },
      { ...ok, content: '' },
      { ...ok, content: 'x'.repeat(200_001) },
      { ...ok, content: 123 },
      { ...ok, productType: '1' },
      { ...ok, productType: 'portal' },
      { ...ok, productType: 1 },
      { ...ok, sort: -1 },
      { ...ok, id: '' },
      [],
    ];
    await expectNoDbChange(s, async () => {
      for (const body of bad) {
        const res = await save(body as Record<string, unknown>);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(envelopeOf(res).code).toBe(RESPONSE_CODE.badRequest);
      }
    });
  });

  it('a text of 200,000 characters is accepted (the limit)', async () => {
    const content = `<p>${'条'.repeat(200_000 - 7)}</p>`;
    expect(content).toHaveLength(200_000);
    const p = await saveOk({ title: '长协议', productType: '22', content });
    expect(p.content).toHaveLength(200_000);
  });
});

describe('protocolStatus', () => {
  it('withdrawing takes a protocol out of what is asked; putting it back asks again; audited once per change', async () => {
    expect((await check('02', t.user)).data[0].protocols.map((p) => p.id)).toEqual([PROTOCOL.factoring]);
    const off = await setStatus(PROTOCOL.factoring, 0);
    expect(off).toMatchObject({ code: RESPONSE_CODE.ok, msg: M.OPERATION_SUCCESS });
    expect(off.data[0]).toMatchObject({ id: PROTOCOL.factoring, status: 0, version: 1 });
    expect((await check('02', t.user)).data[0]).toEqual({ productType: '02', agreed: true, protocols: [] });
    // A second 停用 changes nothing and records nothing.
    await setStatus(PROTOCOL.factoring, 0);
    expect(await agree(PROTOCOL.factoring, 1, t.user)).toEqual(biz(M.PROTOCOL_WITHDRAWN));

    expect((await setStatus(PROTOCOL.factoring, 1)).data[0].status).toBe(1);
    expect((await check('02', t.user)).data[0].agreed).toBe(false);
    const rows = await auditRows('protocol', PROTOCOL.factoring);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['protocol.status', { status: 0 }, { status: 1 }],
      ['protocol.status', { status: 1 }, { status: 0 }],
    ]);
  });

  it('a missing protocol: not found; bad input: 400', async () => {
    expect(await setStatus('404', 0)).toEqual(NOT_FOUND);
    for (const body of [{ id: PROTOCOL.loan, status: 2 }, { id: PROTOCOL.loan }, { status: 0 }, { id: 5, status: 0 }]) {
      const res = await call(s.app, 'protocolStatus', { token: t.superadmin, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('checkAgreement, agree, toAgreeByCheckAgreement', () => {
  it('checkAgreement: the protocols in force with this user’s acceptance of their current version', async () => {
    const c = (await check('01', t.user)).data[0];
    expect(c.productType).toBe('01');
    expect(c.agreed).toBe(false);
    expect(c.protocols.map((p) => [p.id, p.version, p.agreed])).toEqual([
      [PROTOCOL.loan, LOAN_V, false], // accepted version 1 only
      [PROTOCOL.loanCredit, 1, true],
    ]);
    expect(c.protocols[1].agreedAt).toBe(new Date('2025-03-02T09:15:00+08:00').toISOString());
    expect(c.protocols[0].content).toContain('贷款');
    // Only protocols in force: the withdrawn 2024 insurance protocol is not asked for.
    expect((await check('07', t.user)).data[0].protocols.map((p) => p.id)).toEqual([PROTOCOL.insurance]);
    // A product without protocols: nothing to accept.
    expect((await check('55', t.user)).data[0]).toEqual({ productType: '55', agreed: true, protocols: [] });
  });

  it('limited (a basic user) and ops can read it; without a token: token invalid', async () => {
    for (const token of [t.limited, t.ops, t.entadmin]) {
      const c = await check('01', token);
      expect(c.code).toBe(RESPONSE_CODE.ok);
      expect(c.data[0].protocols.every((p) => !p.agreed)).toBe(true);
    }
    const res = await callEnv(s.app, 'checkAgreement', { query: { productType: '01' } });
    expect(res.code).toBe(RESPONSE_CODE.tokenInvalid);
    for (const query of [{}, { productType: '1' }, { productType: 'abc' }, { productType: '0\u00001' }] as Record<
      string,
      string
    >[]) {
      const bad = await call(s.app, 'checkAgreement', { token: t.user, query });
      expect(bad.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('agree: an old version is refused; the current one recorded with the caller’s address; a second agree writes nothing', async () => {
    await expectNoDbChange(s, async () => {
      expect(await agree(PROTOCOL.loan, LOAN_V - 1, t.user)).toEqual(biz(M.PROTOCOL_OUTDATED));
      expect(await agree(PROTOCOL.loan, LOAN_V + 1, t.user)).toEqual(biz(M.PROTOCOL_OUTDATED));
      expect(await agree('404', 1, t.user)).toEqual(NOT_FOUND);
    });
    const res = await agree(PROTOCOL.loan, LOAN_V, t.user, '10.20.30.40');
    expect(res).toEqual({ code: RESPONSE_CODE.ok, msg: M.PROTOCOL_AGREED, data: [] });
    expect(await agreementRows(USER.user, PROTOCOL.loan)).toEqual([
      { ent_id: ENT.sales, version: 1, ip: '127.0.0.1' },
      { ent_id: ENT.sales, version: LOAN_V, ip: '10.20.30.40' },
    ]);
    await expectNoDbChange(s, async () => {
      expect((await agree(PROTOCOL.loan, LOAN_V, t.user, '10.0.0.9')).code).toBe(RESPONSE_CODE.ok);
    });
    expect((await check('01', t.user)).data[0].agreed).toBe(true);
  });

  it('acceptances are per user and enterprise: user2 (another enterprise) is still asked', async () => {
    const c = (await check('01', t.user2)).data[0];
    expect(c.agreed).toBe(false);
    expect(c.protocols.every((p) => !p.agreed)).toBe(true);
    expect((await mine(t.user2)).data[0].records.map((r) => r.protocolId)).toEqual([PROTOCOL.portal]);
  });

  it('toAgreeByCheckAgreement: all or nothing, exactly the outstanding ones at their current versions', async () => {
    const c = (await check('01', t.entadmin)).data[0];
    const outstanding = c.protocols.map((p) => ({ id: p.id, version: p.version }));
    expect(outstanding).toHaveLength(2);
    await expectNoDbChange(s, async () => {
      // One missing, an old version, one twice, one of another product, an empty list.
      for (const list of [
        outstanding.slice(0, 1),
        [{ ...outstanding[0], version: outstanding[0].version - 1 }, outstanding[1]],
        [outstanding[0], outstanding[0]],
        [...outstanding, { id: PROTOCOL.factoring, version: 1 }],
        [],
      ]) {
        expect(await agreeAll('01', list, t.entadmin), JSON.stringify(list)).toEqual(biz(M.PROTOCOL_OUTDATED));
      }
    });
    const res = await agreeAll('01', [...outstanding].reverse(), t.entadmin);
    expect(res).toEqual({ code: RESPONSE_CODE.ok, msg: M.PROTOCOL_AGREED, data: [] });
    expect((await check('01', t.entadmin)).data[0].agreed).toBe(true);
    // Nothing outstanding any more: the empty list is the exact one.
    expect((await agreeAll('01', [], t.entadmin)).code).toBe(RESPONSE_CODE.ok);
    // A list shown before an edit is refused after it.
    expect(await agreeAll('01', outstanding, t.entadmin)).toEqual(biz(M.PROTOCOL_OUTDATED));
  });

  it('toAgreeByCheckAgreement refuses a list made stale by a new version meanwhile', async () => {
    const shown = (await check('03', t.user)).data[0].protocols.map((p) => ({ id: p.id, version: p.version }));
    const p = (await detail(PROTOCOL.lease, t.superadmin)).data[0];
    await saveOk({ ...p, content: `${p.content}<p>补充条款</p>` });
    await expectNoDbChange(s, async () => {
      expect(await agreeAll('03', shown, t.user)).toEqual(biz(M.PROTOCOL_OUTDATED));
    });
    const now = (await check('03', t.user)).data[0].protocols.map((x) => ({ id: x.id, version: x.version }));
    expect(now).toEqual([{ id: PROTOCOL.lease, version: 2 }]);
    expect((await agreeAll('03', now, t.user)).code).toBe(RESPONSE_CODE.ok);
  });

  it('bad input: 400, nothing changes; no token: token invalid', async () => {
    await expectNoDbChange(s, async () => {
      for (const body of [
        {},
        { protocolId: PROTOCOL.loan },
        { protocolId: PROTOCOL.loan, version: '1' },
        { protocolId: PROTOCOL.loan, version: 0 },
        { protocolId: PROTOCOL.loan, version: 1.5 },
        { protocolId: '', version: 1 },
        { protocolId: 'a\u0000', version: 1 },
      ]) {
        const res = await call(s.app, 'agree', { token: t.user, body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      for (const body of [
        {},
        { productType: '01' },
        { productType: '01', protocols: 'all' },
        { productType: '01', protocols: [{ id: PROTOCOL.loan }] },
        { productType: '01', protocols: Array.from({ length: 101 }, (_, i) => ({ id: String(i), version: 1 })) },
      ]) {
        const res = await call(s.app, 'toAgreeByCheckAgreement', { token: t.user, body });
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      }
      expect((await callEnv(s.app, 'agree', { body: { protocolId: PROTOCOL.loan, version: 1 } })).code).toBe(
        RESPONSE_CODE.tokenInvalid,
      );
    });
  });
});

describe('myAgreements and portalAgreement', () => {
  it('myAgreements: one row per protocol (latest accepted version), newest first, 有新版本 when outdated', async () => {
    // user accepted the loan protocol's current version above; the supply-chain one (21) is at version 2 now.
    const res = await mine(t.user);
    expect(res.code).toBe(RESPONSE_CODE.ok);
    const byId = new Map(res.data[0].records.map((r) => [r.protocolId, r]));
    expect(byId.get(PROTOCOL.loan)).toMatchObject({ version: LOAN_V, currentVersion: LOAN_V, outdated: false });
    expect(byId.get(PROTOCOL.portal)).toMatchObject({ version: 1, outdated: false, inForce: true, productType: null });
    const supply = res.data[0].records.find((r) => r.productType === '21')!;
    expect(supply).toMatchObject({ version: 1, currentVersion: 2, outdated: true, inForce: true });
    const times = res.data[0].records.map((r) => r.agreedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(res.data[0].total).toBe(res.data[0].records.length);
    expect((await mine(t.user, { title: '征信' })).data[0].records.map((r) => r.protocolId)).toEqual([
      PROTOCOL.loanCredit,
    ]);
    expect((await mine(t.limited)).data[0]).toMatchObject({ total: 0, records: [] });
  });

  it('a user who accepted a protocol may still read it once withdrawn', async () => {
    await setStatus(PROTOCOL.loanCredit, 0);
    try {
      expect((await detail(PROTOCOL.loanCredit, t.user)).data[0].status).toBe(0);
      expect(await detail(PROTOCOL.loanCredit, t.user2)).toEqual(NOT_FOUND);
      const row = (await mine(t.user, { title: '征信' })).data[0].records[0];
      expect(row).toMatchObject({ inForce: false, outdated: false });
    } finally {
      await setStatus(PROTOCOL.loanCredit, 1);
    }
  });

  it('portalAgreement: limited has not accepted; agree records it with its date', async () => {
    const before = await callEnv(s.app, 'portalAgreement', { token: t.limited });
    expect(before.data).toHaveLength(1);
    expect(before.data[0]).toMatchObject({ id: PROTOCOL.portal, version: 1, agreed: false, agreedAt: null });
    expect(before.data[0].content).toContain('能源金融服务平台用户服务协议');
    expect((await agree(PROTOCOL.portal, 1, t.limited)).code).toBe(RESPONSE_CODE.ok);
    const after = await callEnv(s.app, 'portalAgreement', { token: t.limited });
    expect(after.data[0].agreed).toBe(true);
    expect(Date.parse(after.data[0].agreedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await callEnv(s.app, 'portalAgreement', { token: t.user })).data[0].agreed).toBe(true);
  });
});

describe('product services', () => {
  const servicePage = (body: Record<string, unknown> = {}, token = t.superadmin) =>
    callEnv(s.app, 'servicePage', { token, body });
  const saveService = (body: Record<string, unknown>, token = t.superadmin) =>
    call(s.app, 'serviceSave', { token, body });

  it('servicePage lists and filters by name, product and status', async () => {
    const all = await servicePage({ pageSize: 100 });
    expect(all.data[0].total).toBe(SEED_PRODUCT_SERVICES.length);
    const loan = await servicePage({ productType: '01' });
    expect(loan.data[0].records.map((r) => r.serviceName)).toEqual(['线上贷款申请', '审批进度查询', '还款提醒']);
    const stopped = await servicePage({ status: 0 });
    expect(stopped.data[0].records.map((r) => r.serviceName)).toEqual(['碳交易撮合']);
    expect((await servicePage({ serviceName: '对账' })).data[0].records.map((r) => r.productType)).toEqual(['08']);
  });

  it('save (new, edit), a name taken within the product, status; each change audited', async () => {
    const created = envelopeOf(
      await saveService({ productType: '01', serviceName: ' 贷后管理 ', description: '贷后检查', sort: 4 }),
      'serviceSave',
    );
    expect(created.code).toBe(RESPONSE_CODE.ok);
    const svc = created.data[0];
    expect(svc).toMatchObject({ productType: '01', serviceName: '贷后管理', status: 1, sort: 4 });

    await expectNoDbChange(s, async () => {
      expect(envelopeOf(await saveService({ productType: '01', serviceName: '还款提醒' }))).toEqual(
        biz(M.SERVICE_NAME_TAKEN),
      );
      expect(envelopeOf(await saveService({ id: svc.id, productType: '01', serviceName: '线上贷款申请' }))).toEqual(
        biz(M.SERVICE_NAME_TAKEN),
      );
      expect(envelopeOf(await saveService({ id: '404', productType: '01', serviceName: '新服务' }))).toEqual(NOT_FOUND);
    });
    // The same name in another product is fine.
    expect(envelopeOf(await saveService({ productType: '02', serviceName: '还款提醒' })).code).toBe(RESPONSE_CODE.ok);

    const edited = envelopeOf(
      await saveService({
        id: svc.id,
        productType: '01',
        serviceName: '贷后管理',
        description: '贷后检查与预警',
        sort: 4,
      }),
      'serviceSave',
    );
    expect(edited.data[0]).toMatchObject({ id: svc.id, description: '贷后检查与预警' });
    const off = await callEnv(s.app, 'serviceStatus', { token: t.superadmin, body: { id: svc.id, status: 0 } });
    expect(off.data[0].status).toBe(0);
    const rows = await auditRows('service', svc.id);
    expect(rows.map((r) => r.action)).toEqual(['service.status', 'service.update', 'service.create']);
    expect(rows[1].before).toMatchObject({ description: '贷后检查' });
    expect(rows[1].after).toMatchObject({ description: '贷后检查与预警' });
  });

  it('bad input: 400, nothing changes', async () => {
    await expectNoDbChange(s, async () => {
      for (const body of [
        {},
        { productType: '01', serviceName: '' },
        { productType: '01', serviceName: 'x'.repeat(31) },
        { productType: '01', serviceName: 'a\u0000' },
        { productType: '01', serviceName: 'x', description: 'x'.repeat(201) },
        { productType: 'ab', serviceName: 'x' },
        { productType: '01', serviceName: 5 },
      ]) {
        const res = await saveService(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      const res = await call(s.app, 'serviceStatus', { token: t.superadmin, body: { id: 'x', status: '1' } });
      expect(res.statusCode).toBe(400);
    });
  });
});

describe('access', () => {
  it('user, entadmin, ops and limited: forbidden on every administration call, nothing changes', async () => {
    await expectNoDbChange(s, async () => {
      for (const a of ['user', 'entadmin', 'ops', 'limited']) {
        const token = t[a];
        expect(await page({}, token), a).toEqual(DENIED);
        expect(envelopeOf(await save({ title: 'x', productType: '01', content: '<p>x</p>' }, token)), a).toEqual(
          DENIED,
        );
        expect(
          envelopeOf(await save({ id: PROTOCOL.loan, title: 'x', productType: '01', content: '<p>x</p>' }, token)),
          a,
        ).toEqual(DENIED);
        expect(await setStatus(PROTOCOL.loan, 0, token), a).toEqual(DENIED);
        expect(await callEnv(s.app, 'protocolPreview', { token, body: { content: 'x' } }), a).toEqual(DENIED);
        expect(await callEnv(s.app, 'servicePage', { token, body: {} }), a).toEqual(DENIED);
        expect(
          await callEnv(s.app, 'serviceSave', { token, body: { productType: '01', serviceName: 'x' } }),
          a,
        ).toEqual(DENIED);
        expect(await callEnv(s.app, 'serviceStatus', { token, body: { id: 'x', status: 0 } }), a).toEqual(DENIED);
      }
    });
  });

  it('without a token every call is refused', async () => {
    for (const name of ['protocolPage', 'protocolSave', 'protocolStatus', 'myAgreements', 'servicePage'] as const) {
      expect((await callEnv(s.app, name, { body: {} })).code, name).toBe(RESPONSE_CODE.tokenInvalid);
    }
    for (const name of ['protocolDetail', 'portalAgreement'] as const) {
      expect((await callEnv(s.app, name, { query: { id: PROTOCOL.loan } })).code, name).toBe(
        RESPONSE_CODE.tokenInvalid,
      );
    }
  });
});
