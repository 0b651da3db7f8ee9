/**
 * The finance product homes (§1 finance home pages) through the real server and database: the homes every visitor
 * reads, an off-shelf product's home, the enterprise's state and figures for a product (opened with figures, pending,
 * not opened), the administration's edit (who may, the news channel, audited), and what input is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PHONE_CODE_TOKEN_TYPE, RESPONSE_CODE } from '@portal/shared';
import * as M from '@portal/shared';
import { auditLog } from '../src/db/schema/platform.ts';
import { SEED_PRODUCT_HOMES } from '../src/db/seed/product-homes.ts';
import { PRODUCT_NEWS_CHANNEL } from '../src/db/seed/content.ts';
import { call, callEnv, expectNoDbChange, latestSms, useTestServer } from './helpers.ts';

const { s, t } = useTestServer({ RATE_LIMIT_LOGIN: '1000' }, ['superadmin', 'entadmin', 'user', 'ops']);

beforeAll(async () => {
  const phone = '13800000001';
  const sent = await callEnv(s.app, 'sendPhoneCode', {
    token: t.superadmin,
    body: { phone, tokenType: PHONE_CODE_TOKEN_TYPE },
  });
  const sms = await latestSms(s.app, phone);
  const verified = await callEnv(s.app, 'verifyPhoneCode', {
    token: t.superadmin,
    body: { phone, code: sms!.code, bizId: sent.data[0].bizId },
  });
  expect(verified.code).toBe(RESPONSE_CODE.ok);
});

const state = (productType: string, token: string) =>
  callEnv(s.app, 'productHomeState', { token, body: { productType } });
const home = (body: Record<string, unknown>) => callEnv(s.app, 'productHome', { body });
const saveBody = (over: Record<string, unknown> = {}) => ({
  productType: '02',
  brand: '国能e融',
  introduction: '基于应收账款转让的商业保理服务。',
  content: {
    features: [{ title: '盘活应收', text: '应收账款提前变现' }],
    limits: [{ label: '融资额度', value: '最高 5 亿元' }],
    steps: ['提交申请', '审核', '放款'],
    documents: ['营业执照'],
    contact: { name: '金融服务部', phone: '400-800-9999 转 7', email: '' },
  },
  workspaceUrl: '/efactoring',
  newsSubjectId: PRODUCT_NEWS_CHANNEL.factoring.id,
  ...over,
});

describe('the homes every visitor reads', () => {
  it('productHomeList, signed out: every home of an on-shelf product, in display order, with its content', async () => {
    const res = await callEnv(s.app, 'productHomeList', {});
    expect(res.code).toBe(RESPONSE_CODE.ok);
    expect(res.data.map((h) => h.productType)).toEqual(SEED_PRODUCT_HOMES.map((h) => h.productType));
    const rong = res.data.find((h) => h.routeUrl === '/finance/eRong')!;
    expect(rong).toMatchObject({ productName: '保理', brand: '国能e融', workspaceUrl: '/efactoring' });
    expect(rong.content.steps.length).toBeGreaterThan(2);
    expect(rong.newsSubjectId).toBe(PRODUCT_NEWS_CHANNEL.factoring.id);
  });

  it('productHome by its path or its code; an unknown one is 产品不存在或已下架', async () => {
    const byPath = await home({ routeUrl: '/finance/eCarbon' });
    expect(byPath.data[0]).toMatchObject({ productType: '06', brand: '国能e碳' });
    const byCode = await home({ productType: '06' });
    expect(byCode.data[0]).toEqual(byPath.data[0]);
    const missing = await home({ routeUrl: '/finance/nothing' });
    expect(missing).toMatchObject({ code: RESPONSE_CODE.notFound, msg: M.PRODUCT_NOT_OFFERED });
  });

  it('an off-shelf product has no public home, and leaves the list; back on the shelf it returns', async () => {
    const shelf = (status: 0 | 1) =>
      callEnv(s.app, 'productShelf', { token: t.superadmin, body: { productType: '17', status } });
    expect((await shelf(0)).code).toBe(RESPONSE_CODE.ok);
    try {
      expect(await home({ productType: '17' })).toMatchObject({ code: RESPONSE_CODE.notFound });
      const list = await callEnv(s.app, 'productHomeList', {});
      expect(list.data.map((h) => h.productType)).not.toContain('17');
    } finally {
      expect((await shelf(1)).code).toBe(RESPONSE_CODE.ok);
    }
    expect((await home({ productType: '17' })).code).toBe(RESPONSE_CODE.ok);
  });
});

describe("the enterprise's state for a product", () => {
  it('needs a session', async () => {
    const res = await callEnv(s.app, 'productHomeState', { body: { productType: '01' } });
    expect(res.code).toBe(RESPONSE_CODE.tokenInvalid);
  });

  it('`user` opened loans: the workspace is held and the figures are its enterprise’s loan applications', async () => {
    const res = await state('01', t.user);
    expect(res.code).toBe(RESPONSE_CODE.ok);
    const st = res.data[0];
    expect(st).toMatchObject({ productType: '01', state: 'opened', workspaceHeld: true, requestedAt: null });
    expect(st.figures?.figures.map((f) => f.label)).toEqual(['在途申请', '在途金额', '已放款申请金额']);
    for (const f of st.figures!.figures) expect(f.value).toMatch(/^\d+(\.\d{2})?$/);
    expect(st.figures?.latest?.title).toMatch(/^贷款申请 /);
  });

  it('`entadmin` has no finance product: not opened, no workspace, no figures; asking opens it as pending', async () => {
    const before = (await state('01', t.entadmin)).data[0];
    expect(before).toMatchObject({ state: 'none', workspaceHeld: false, figures: null });
    const check = await callEnv(s.app, 'checkAgreement', { token: t.entadmin, query: { productType: '01' } });
    const outstanding = check.data[0].protocols.filter((p) => !p.agreed).map((p) => ({ id: p.id, version: p.version }));
    if (outstanding.length > 0) {
      const agreed = await callEnv(s.app, 'toAgreeByCheckAgreement', {
        token: t.entadmin,
        body: { productType: '01', protocols: outstanding },
      });
      expect(agreed.code).toBe(RESPONSE_CODE.ok);
    }
    expect((await callEnv(s.app, 'productOpen', { token: t.entadmin, body: { productType: '01' } })).code).toBe(
      RESPONSE_CODE.ok,
    );
    const after = (await state('01', t.entadmin)).data[0];
    expect(after).toMatchObject({ state: 'pending', figures: null });
    expect(after.requestedAt).not.toBeNull();
  });

  it('a product without an on-line service has no workspace; an unknown product is refused', async () => {
    expect((await state('13', t.user)).data[0]).toMatchObject({ workspaceHeld: false, figures: null });
    expect(await state('99', t.user)).toMatchObject({ code: RESPONSE_CODE.notFound, msg: M.PRODUCT_NOT_OFFERED });
  });
});

describe('the administration edits a home', () => {
  it('the news channels offered are the public news site’s, product channels included', async () => {
    const res = await callEnv(s.app, 'productNewsChannels', { token: t.superadmin });
    expect(res.code).toBe(RESPONSE_CODE.ok);
    expect(res.data.map((c) => c.subjectName)).toEqual(expect.arrayContaining(['金融动态', '保理资讯']));
    expect((await callEnv(s.app, 'productNewsChannels', { token: t.user })).code).toBe(RESPONSE_CODE.forbidden);
  });

  it('saves what every visitor then reads, audited', async () => {
    const res = await callEnv(s.app, 'productHomeSave', {
      token: t.superadmin,
      body: saveBody({ introduction: '新的产品介绍。' }),
    });
    expect(res).toMatchObject({ code: RESPONSE_CODE.ok, msg: M.SAVE_SUCCESS });
    expect((await home({ productType: '02' })).data[0].introduction).toBe('新的产品介绍。');
    const rows = await s.database.db.select().from(auditLog).where(eq(auditLog.action, 'product.home'));
    expect(rows.at(-1)).toMatchObject({ targetId: '02' });
  });

  it.each([
    ['a user without the button', 'user', RESPONSE_CODE.forbidden],
    ['no token', '', RESPONSE_CODE.tokenInvalid],
  ])('refuses %s, nothing written', async (_n, account, code) => {
    await expectNoDbChange(s, async () => {
      const res = await call(s.app, 'productHomeSave', { token: account ? t[account] : undefined, body: saveBody() });
      expect(res.json()).toMatchObject({ code });
    });
  });

  it.each([
    ['a channel of the knowledge base', { newsSubjectId: '361000000000000011' }, M.PRODUCT_NEWS_CHANNEL_INVALID],
    ['an outside address as the workspace', { workspaceUrl: 'https://evil.example/' }, null],
    ['an empty brand', { brand: '  ' }, null],
    ['a NUL in the introduction', { introduction: 'a\u0000b' }, null],
    ['an oversized introduction', { introduction: '介'.repeat(1001) }, null],
    ['nine features', { content: { ...saveBody().content, features: Array(9).fill({ title: 'a', text: 'b' }) } }, null],
    ['a wrong type', { content: { ...saveBody().content, steps: 'abc' } }, null],
  ])('refuses %s, nothing written', async (_n, over, msg) => {
    await expectNoDbChange(s, async () => {
      const res = await call(s.app, 'productHomeSave', { token: t.superadmin, body: saveBody(over) });
      const env = res.json<{ code: string; msg: string }>();
      expect(env.code).not.toBe(RESPONSE_CODE.ok);
      if (msg) expect(env.msg).toBe(msg);
    });
  });
});
