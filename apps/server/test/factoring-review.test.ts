/**
 * Factoring, the operations' side (/efactoring_yunying): the review to-dos on the workflow (`factoringReview`), every
 * enterprise's applications and their export, 通过 / 驳回 with the type 8 notice, the payment with the type 9 notice,
 * separation of duty, two reviewers racing, a payment registered twice, and the product home's figures.
 */
import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import * as M from '@portal/shared';
import { FACTORING_MSG, RESPONSE_CODE, TASK_TAKEN, parseFinancingNoticeData } from '@portal/shared';
import { factoringApplications, factoringInvoices } from '../src/db/schema/factoring.ts';
import { notices } from '../src/db/schema/notices.ts';
import { SEED_FACTORING_APPLICATIONS } from '../src/db/seed/factoring.ts';
import { ENT, USER } from '../src/db/seed/ids.ts';
import { factoringFigures } from '../src/modules/factoring/index.ts';
import { call, callEnv, envelopeOf, expectNoDbChange, useTestServer } from './helpers.ts';
import { validApplication } from './factoring-fixtures.ts';

const { s, t } = useTestServer({ RATE_LIMIT_WRITE: '100000' }, ['user', 'user2', 'ops']);

const NOT_FOUND = { code: RESPONSE_CODE.notFound, msg: M.RECORD_NOT_FOUND, data: [] };
const business = (msg: string) => ({ code: RESPONSE_CODE.business, msg, data: [] });
const SEED = SEED_FACTORING_APPLICATIONS;
const APPROVED = SEED.find((a) => a.status === '已通过')!;
const PAID = SEED.find((a) => a.status === '已放款')!;

const todo = (body: Record<string, unknown> = {}) =>
  callEnv(s.app, 'factoringReviewTodo', { token: t.ops, body: { pageSize: 100, ...body } });
const all = (body: Record<string, unknown> = {}) =>
  callEnv(s.app, 'factoringReviewPage', { token: t.ops, body: { pageSize: 100, ...body } });
const decide = (body: unknown, token = t.ops) => call(s.app, 'factoringReviewDecide', { token, body });
const disburse = (body: unknown, token = t.ops) => call(s.app, 'factoringDisburse', { token, body });
const pay = (id: string, realMoney: unknown = '1000.00') => ({ id, realMoney, receiveAccount: '6222 0200 1234 5678' });

async function submitted(token = t.user, amount = '150000'): Promise<{ id: string; applyNo: string }> {
  const res = envelopeOf(await call(s.app, 'factoringApplyAdd', { token, body: validApplication({ amount }) }));
  expect(res.code).toBe('200');
  return res.data[0] as { id: string; applyNo: string };
}

/** The financing notices (types 8 and 9) of an application, oldest first. */
async function noticesOf(id: string) {
  const rows = await s.database.db.select().from(notices).orderBy(asc(notices.seq));
  return rows.filter((n) => (n.data as { factoringApplyId?: string } | null)?.factoringApplyId === id);
}

describe('lists and detail', () => {
  it('the to-do list holds every waiting application of every enterprise, each with its task', async () => {
    const records = (await todo()).data[0].records;
    const waiting = SEED.filter((a) => a.status === '待审核').map((a) => a.id);
    expect(records.map((r) => r.id)).toEqual(expect.arrayContaining(waiting));
    expect(records.every((r) => r.status === '待审核' && r.taskId)).toBe(true);
    expect((await todo({ entName: '神东' })).data[0].records.map((r) => r.id)).toEqual(
      SEED.filter((a) => a.entId === ENT.shendong && a.status === '待审核').map((a) => a.id),
    );
  });

  it('every application of every enterprise, with the filters', async () => {
    const ids = (await all()).data[0].records.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(SEED.map((a) => a.id)));
    const paid = (await all({ status: '已放款', entName: '销售' })).data[0].records;
    expect(paid.map((r) => r.id)).toContain(PAID.id);
    expect(paid.every((r) => r.status === '已放款')).toBe(true);
    expect((await all({ applyNo: PAID.applyNo })).data[0].records.map((r) => r.id)).toEqual([PAID.id]);
  });

  it('the detail shows the invoices and history; a missing id is 404', async () => {
    const d = (await callEnv(s.app, 'factoringReviewDetail', { token: t.ops, query: { id: APPROVED.id } })).data[0];
    expect(d).toMatchObject({ status: '已通过', canReview: false, canDisburse: true, entName: APPROVED.entName });
    expect(d.invoices).toHaveLength(APPROVED.invoices.length);
    const missing = await callEnv(s.app, 'factoringReviewDetail', { token: t.ops, query: { id: '1' } });
    expect(missing).toEqual(NOT_FOUND);
  });

  it('the export is an .xlsx of the filtered list', async () => {
    const res = await call(s.app, 'factoringReviewExport', { token: t.ops, body: { status: '已放款' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain('filename*=UTF-8');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const denied = await call(s.app, 'factoringReviewExport', { token: t.user, body: {} });
    expect(envelopeOf(denied).code).toBe(RESPONSE_CODE.forbidden);
  });
});

describe('decision', () => {
  it('通过: 已通过, the history with the opinion, a type 8 notice with the application data', async () => {
    const app = await submitted();
    const res = envelopeOf(await decide({ id: app.id, approve: true, opinion: '同意' }), 'factoringReviewDecide');
    expect(res).toMatchObject({ code: '200', msg: FACTORING_MSG.approved });
    expect(res.data[0]).toMatchObject({ status: '已通过', canReview: false, canDisburse: true });
    expect(res.data[0].history.at(-1)).toMatchObject({ status: '已通过', operatorName: '赵丽', opinion: '同意' });
    const [n] = await noticesOf(app.id);
    expect(n).toMatchObject({ noticeType: 8, userId: USER.user, entId: ENT.sales });
    expect(parseFinancingNoticeData(n.data)).toMatchObject({
      financingApplyNumber: app.applyNo,
      notificationStatus: '审核通过',
    });
    // The applicant sees it approved; it left the to-do list.
    const mine = await callEnv(s.app, 'factoringApplyDetail', { token: t.user, query: { id: app.id } });
    expect(mine.data[0].status).toBe('已通过');
    expect((await todo()).data[0].records.map((r) => r.id)).not.toContain(app.id);
  });

  it('驳回 needs an opinion; with one: 已驳回, its invoices freed, a type 8 notice', async () => {
    const app = await submitted();
    await expectNoDbChange(s, async () => {
      expect(envelopeOf(await decide({ id: app.id, approve: false }))).toEqual(business(FACTORING_MSG.opinionRequired));
      expect(envelopeOf(await decide({ id: app.id, approve: false, opinion: '   ' }))).toEqual(
        business(FACTORING_MSG.opinionRequired),
      );
    });
    const res = envelopeOf(await decide({ id: app.id, approve: false, opinion: '资料不全' }), 'factoringReviewDecide');
    expect(res.data[0].status).toBe('已驳回');
    const live = await s.database.db
      .select()
      .from(factoringInvoices)
      .where(eq(factoringInvoices.applicationId, app.id));
    expect(live.every((i) => !i.live)).toBe(true);
    const [n] = await noticesOf(app.id);
    expect(n.content).toContain('资料不全');
    expect(parseFinancingNoticeData(n.data)).toMatchObject({ notificationStatus: '审核驳回' });
  });

  it('a decided application is not decided again, and nothing is written twice', async () => {
    const app = await submitted();
    await decide({ id: app.id, approve: true });
    const again = await expectNoDbChange(s, () => decide({ id: app.id, approve: false, opinion: '改为驳回' }));
    expect(envelopeOf(again)).toEqual(business(FACTORING_MSG.notReviewable('已通过')));
    expect(await noticesOf(app.id)).toHaveLength(1);
  });

  it('two reviewers racing on the same task: one decides, the other is told', async () => {
    const app = await submitted();
    const taskId = (await todo()).data[0].records.find((r) => r.id === app.id)!.taskId!;
    const answers = await Promise.all([
      decide({ id: app.id, approve: true, taskId }),
      decide({ id: app.id, approve: false, opinion: '驳回', taskId }),
    ]);
    const envs = answers.map((r) => envelopeOf(r));
    expect(envs.filter((e) => e.code === '200')).toHaveLength(1);
    const loser = envs.find((e) => e.code !== '200')!;
    expect(loser.code).toBe(RESPONSE_CODE.business);
    expect([TASK_TAKEN, FACTORING_MSG.notReviewable('已通过'), FACTORING_MSG.notReviewable('已驳回')]).toContain(
      loser.msg,
    );
    expect(await noticesOf(app.id)).toHaveLength(1);
  });

  it('nobody reviews or pays out their own application', async () => {
    const [row] = await s.database.db
      .select()
      .from(factoringApplications)
      .where(eq(factoringApplications.id, APPROVED.id));
    const own = { ...row, id: '365000000000000099', applyNo: 'FA2026040100000099', userId: USER.ops };
    await s.database.db.insert(factoringApplications).values(own);
    await expectNoDbChange(s, async () => {
      expect(envelopeOf(await disburse(pay(own.id)))).toEqual(business(FACTORING_MSG.ownApplication));
      expect(envelopeOf(await decide({ id: own.id, approve: true }))).toEqual(business(FACTORING_MSG.ownApplication));
    });
  });

  it('bad input: missing and malformed ids, a non-boolean decision, an oversized opinion', async () => {
    await expectNoDbChange(s, async () => {
      expect(envelopeOf(await decide({ id: '999999999999999999', approve: true }))).toEqual(NOT_FOUND);
      for (const body of [
        {},
        { id: 'abc', approve: true },
        { id: SEED[2].id, approve: 'yes' },
        { id: SEED[2].id, approve: false, opinion: 'x'.repeat(501) },
        { id: SEED[2].id, approve: true, opinion: 'a\u0000b' },
      ]) {
        expect((await decide(body)).statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      }
      expect(envelopeOf(await decide({ id: SEED[2].id, approve: true }, 'bad')).code).toBe(RESPONSE_CODE.tokenInvalid);
    });
  });
});

describe('payment (放款)', () => {
  it('registers the payment once: 已放款, a type 9 notice with the payment data; a second one is refused', async () => {
    const app = await submitted(t.user, '150000');
    await decide({ id: app.id, approve: true });
    await expectNoDbChange(s, async () => {
      expect(envelopeOf(await disburse(pay(app.id, '150000.01')))).toEqual(
        business(FACTORING_MSG.overAmount('150000.00')),
      );
    });
    const res = envelopeOf(await disburse(pay(app.id, 149999.5)), 'factoringDisburse');
    expect(res).toMatchObject({ code: '200', msg: FACTORING_MSG.disbursed });
    expect(res.data[0]).toMatchObject({ status: '已放款', realMoney: '149999.50', payAccount: '6222 0200 1234 5678' });
    const twice = await expectNoDbChange(s, () => disburse(pay(app.id, 1)));
    expect(envelopeOf(twice)).toEqual(business(FACTORING_MSG.notDisbursable('已放款')));
    const sent = await noticesOf(app.id);
    expect(sent.map((n) => n.noticeType)).toEqual([8, 9]);
    expect(parseFinancingNoticeData(sent[1].data)).toMatchObject({
      realMoney: '149999.50',
      receiveCompany: '国能销售集团有限公司',
      receiveAccount: '6222 0200 1234 5678',
      notificationStatus: '已放款',
    });
  });

  it('two payments racing: one is registered', async () => {
    const app = await submitted();
    await decide({ id: app.id, approve: true });
    const envs = (await Promise.all([disburse(pay(app.id)), disburse(pay(app.id))])).map((r) => envelopeOf(r));
    expect(envs.filter((e) => e.code === '200')).toHaveLength(1);
    expect(envs.find((e) => e.code !== '200')).toEqual(business(FACTORING_MSG.notDisbursable('已放款')));
    expect((await noticesOf(app.id)).filter((n) => n.noticeType === 9)).toHaveLength(1);
  });

  it.each([
    ['zero', 0],
    ['negative', '-1'],
    ['three decimals', '1.001'],
    ['not a number', 'abc'],
    ['beyond the limit', '500000000.01'],
    ['a boolean', true],
  ])('refuses an amount %s with 400, nothing written', async (_name, realMoney) => {
    const res = await expectNoDbChange(s, () => disburse(pay(APPROVED.id, realMoney)));
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).msg).toContain(FACTORING_MSG.realMoneyRule);
  });

  it('refuses a waiting application, a bad account and an unknown id', async () => {
    await expectNoDbChange(s, async () => {
      const waiting = SEED.find((a) => a.status === '待审核')!;
      expect(envelopeOf(await disburse(pay(waiting.id)))).toEqual(business(FACTORING_MSG.notDisbursable('待审核')));
      expect((await disburse({ ...pay(APPROVED.id), receiveAccount: 'abc' })).statusCode).toBe(400);
      expect(envelopeOf(await disburse(pay('999999999999999999')))).toEqual(NOT_FOUND);
    });
  });
});

describe('product home figures', () => {
  it('counts the enterprise’s applications in progress, their amount, what was paid out, and the latest', async () => {
    const rows = await s.database.db
      .select()
      .from(factoringApplications)
      .where(eq(factoringApplications.entId, ENT.shendong));
    const f = await factoringFigures(s.database.db, ENT.shendong);
    const live = rows.filter((r) => r.status === '待审核' || r.status === '已通过');
    const cents = (xs: (string | null)[]) => xs.reduce((sum, x) => sum + Math.round(Number(x ?? 0) * 100), 0);
    expect(f.figures).toEqual([
      { label: '在途申请', value: String(live.length), unit: '笔' },
      { label: '在途金额', value: (cents(live.map((r) => r.amount)) / 100).toFixed(2), unit: '元' },
      {
        label: '累计放款',
        value: (cents(rows.filter((r) => r.status === '已放款').map((r) => r.realMoney)) / 100).toFixed(2),
        unit: '元',
      },
    ]);
    const newest = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    expect(f.latest).toEqual({
      title: `保理融资申请 ${newest.applyNo}`,
      status: newest.status,
      at: newest.createdAt.toISOString(),
    });
    expect(M.ProductFiguresSchema.safeParse(f).success).toBe(true);
    expect((await factoringFigures(s.database.db, ENT.railway)).latest).toBeNull();
  });
});
