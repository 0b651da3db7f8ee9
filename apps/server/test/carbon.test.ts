/**
 * Carbon assets, the enterprise's side (menu /carbon): its accounts per compliance year with the derived figures,
 * trades (paged, searched, recorded with the holdings check) and surrenders (holdings, the CCER 5 % cap, what is
 * still owed), always in the session's enterprise; bad input answers a Chinese message and writes nothing.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CARBON_MSG, RESPONSE_CODE, carbonMaxYear, carbonToday } from '@portal/shared';
import * as M from '@portal/shared';
import { SEED_CARBON_TRADES } from '../src/db/seed/carbon.ts';
import { ENT } from '../src/db/seed/ids.ts';
import { carbonTrades } from '../src/db/schema/carbon.ts';
import { carbonFigures } from '../src/modules/carbon/index.ts';
import { call, callEnv, envelopeOf, expectNoDbChange, useTestServer } from './helpers.ts';

const { s, t } = useTestServer({ RATE_LIMIT_WRITE: '100000' }, ['user', 'user2', 'entadmin', 'limited', 'ops']);

const DENIED = { code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] };
const business = (msg: string) => ({ code: RESPONSE_CODE.business, msg, data: [] });

const accounts = (token: string) => callEnv(s.app, 'carbonAccounts', { token, query: {} });
const accountOf = async (token: string, year: number) => (await accounts(token)).data.find((a) => a.year === year)!;
const tradePage = (token: string, body: Record<string, unknown> = {}) =>
  callEnv(s.app, 'carbonTradePage', { token, body });
const addTrade = (token: string, body: unknown) => call(s.app, 'carbonTradeAdd', { token, body });
const surrender = (token: string, body: unknown) => call(s.app, 'carbonSurrenderAdd', { token, body });
const buy = {
  year: 2025,
  side: '买入',
  asset: '配额',
  tradeDate: '2026-05-06',
  counterparty: '华能国际电力股份有限公司',
  quantity: 1000,
  price: '70.25',
};
const SALES_TRADES = SEED_CARBON_TRADES.filter((x) => Number(x.accountId.slice(-4)) <= 5);

describe('access', () => {
  it('users without the /carbon menu (limited; entadmin; ops) get 403 on every call, and nothing changes', async () => {
    await expectNoDbChange(s, async () => {
      for (const a of ['limited', 'entadmin', 'ops']) {
        expect(envelopeOf(await call(s.app, 'carbonAccounts', { token: t[a] })), a).toEqual(DENIED);
        expect(envelopeOf(await call(s.app, 'carbonTradePage', { token: t[a], body: {} })), a).toEqual(DENIED);
        expect(envelopeOf(await addTrade(t[a], buy)), a).toEqual(DENIED);
        expect(envelopeOf(await call(s.app, 'carbonSurrenderPage', { token: t[a], body: {} })), a).toEqual(DENIED);
        expect(envelopeOf(await surrender(t[a], { year: 2025, allowanceQty: 1 })), a).toEqual(DENIED);
      }
    });
  });

  it('without a token: 9999', async () => {
    for (const name of ['carbonAccounts', 'carbonTradePage', 'carbonTradeAdd', 'carbonSurrenderAdd'] as const)
      expect(envelopeOf(await call(s.app, name, { body: {} })).code, name).toBe(RESPONSE_CODE.tokenInvalid);
  });
});

describe('accounts', () => {
  it('lists the enterprise’s compliance years, newest first, with holdings, gap, state and deadline', async () => {
    const res = await accounts(t.user);
    expect(res.code).toBe('200');
    expect(res.data.map((a) => a.year)).toEqual([2026, 2025, 2024, 2023, 2022]);
    const y2025 = res.data.find((a) => a.year === 2025)!;
    expect(y2025).toMatchObject({
      allocation: 1_120_000,
      verifiedEmission: 1_205_400,
      allowanceBought: 50_000,
      allowanceSold: 10_000,
      allowanceSurrendered: 600_000,
      allowanceHeld: 560_000,
      ccerCap: 60_270,
      surrendered: 600_000,
      outstanding: 605_400,
      gap: 45_400,
      surplus: 0,
      state: '部分履约',
      deadline: '2026-12-31',
    });
    expect(y2025.overdue).toBe(carbonToday() > '2026-12-31');
    expect(res.data.find((a) => a.year === 2022)).toMatchObject({ state: '已履约', surplus: 60_000, gap: 0 });
    expect(res.data.find((a) => a.year === 2026)).toMatchObject({
      verifiedEmission: null,
      gap: null,
      outstanding: null,
      state: '未履约',
    });
  });

  it('another enterprise sees only its own years', async () => {
    const res = await accounts(t.user2);
    expect(res.data.map((a) => a.year)).toEqual([2025, 2024]);
    expect(res.data.find((a) => a.year === 2024)).toMatchObject({ state: '已履约', allowanceHeld: 10_000 });
  });
});

describe('trades list', () => {
  it('pages the enterprise’s trades, newest trade date first, amounts as two-place text', async () => {
    const p = (await tradePage(t.user, { pageSize: 100 })).data[0];
    expect(p.total).toBe(SALES_TRADES.length);
    expect(p.records.map((r) => r.tradeDate)).toEqual(
      SALES_TRADES.map((x) => x.tradeDate)
        .sort()
        .reverse(),
    );
    expect(p.records.find((r) => r.tradeDate === '2024-03-12')).toMatchObject({
      side: '买入',
      asset: '配额',
      quantity: 80_000,
      price: '68.50',
      amount: '5480000.00',
      counterparty: '大唐国际发电股份有限公司',
      operatorName: '李明',
    });
    const p2 = (await tradePage(t.user, { pageSize: 3, currentPage: 2 })).data[0];
    expect(p2.records.map((r) => r.id)).toEqual(p.records.slice(3, 6).map((r) => r.id));
  });

  it('searches by year, side, asset and counterparty', async () => {
    const sells = (await tradePage(t.user, { side: '卖出', pageSize: 100 })).data[0].records;
    expect(sells.map((r) => r.side)).toEqual(['卖出', '卖出']);
    expect((await tradePage(t.user, { asset: 'CCER' })).data[0].total).toBe(2);
    expect((await tradePage(t.user, { year: 2023 })).data[0].total).toBe(2);
    expect((await tradePage(t.user, { year: '' })).data[0].total).toBe(SALES_TRADES.length);
    const named = (await tradePage(t.user, { counterparty: '华电' })).data[0].records;
    expect(named.map((r) => r.counterparty)).toEqual(['华电国际电力股份有限公司']);
    expect((await tradePage(t.user, { counterparty: '%' })).data[0].total).toBe(0);
  });

  it('never lists another enterprise’s trades', async () => {
    const p = (await tradePage(t.user2, { pageSize: 100 })).data[0];
    expect(p.records.map((r) => r.counterparty)).toEqual(['华能国际电力股份有限公司']);
    expect(p.records.every((r) => r.operatorName === '吴刚')).toBe(true);
  });
});

describe('recording a trade', () => {
  it('a purchase is recorded for the session’s enterprise (a body entId is ignored) and moves the holdings', async () => {
    const before = await accountOf(t.user, 2025);
    const res = await callEnv(s.app, 'carbonTradeAdd', {
      token: t.user,
      body: { ...buy, entId: ENT.shendong, counterparty: '  华能国际电力股份有限公司  ' },
    });
    expect(res.msg).toBe(CARBON_MSG.tradeSaved);
    expect(res.data[0]).toMatchObject({ ...buy, amount: '70250.00', operatorName: '李明' });
    const [row] = await s.database.db.select().from(carbonTrades).where(eq(carbonTrades.id, res.data[0].id));
    expect(row.entId).toBe(ENT.sales);
    const after = await accountOf(t.user, 2025);
    expect(after.allowanceHeld - before.allowanceHeld).toBe(1000);
    expect(after.gap).toBe(before.gap! - 1000);
    expect((await accounts(t.user2)).data.find((a) => a.year === 2025)!.allowanceBought).toBe(0);
  });

  it('a sale beyond what is held is refused with the holdings, and nothing is written', async () => {
    const held = (await accountOf(t.user, 2024)).allowanceHeld;
    await expectNoDbChange(s, async () => {
      const res = await addTrade(t.user, { ...buy, year: 2024, side: '卖出', quantity: held + 1 });
      expect(envelopeOf(res)).toEqual(business(CARBON_MSG.sellOverHeld(held, '配额')));
      const ccer = await addTrade(t.user, { ...buy, year: 2025, side: '卖出', asset: 'CCER', quantity: 1 });
      expect(envelopeOf(ccer)).toEqual(business(CARBON_MSG.sellOverHeld(0, 'CCER')));
    });
    const ok = await addTrade(t.user, { ...buy, year: 2024, side: '卖出', quantity: held });
    expect(envelopeOf(ok).code).toBe('200');
    expect((await accountOf(t.user, 2024)).allowanceHeld).toBe(0);
  });

  it('two sales of everything held at once: one is recorded, the other refused', async () => {
    const held = (await accountOf(t.user2, 2025)).allowanceHeld;
    const sell = { ...buy, side: '卖出', quantity: held };
    const results = await Promise.all([addTrade(t.user2, sell), addTrade(t.user2, sell)]);
    expect(results.map((r) => envelopeOf(r).code).sort()).toEqual(['200', RESPONSE_CODE.business]);
    expect((await accountOf(t.user2, 2025)).allowanceHeld).toBe(0);
  });

  it('a year without an account is refused', async () => {
    await expectNoDbChange(s, async () => {
      expect(envelopeOf(await addTrade(t.user, { ...buy, year: 2021 }))).toEqual(business(CARBON_MSG.noAccount));
    });
  });

  it('bad input: a 400 naming the rule in Chinese, nothing written', async () => {
    const tomorrow = new Date(Date.parse(`${carbonToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const cases: [unknown, string][] = [
      [{}, '履约年度'],
      [[], 'body'],
      [{ ...buy, quantity: 0 }, CARBON_MSG.quantityRule],
      [{ ...buy, quantity: -5 }, CARBON_MSG.quantityRule],
      [{ ...buy, quantity: 1.5 }, CARBON_MSG.quantityRule],
      [{ ...buy, quantity: '1e3' }, CARBON_MSG.quantityRule],
      [{ ...buy, quantity: 'abc' }, CARBON_MSG.quantityRule],
      [{ ...buy, quantity: 1_000_000_001 }, CARBON_MSG.quantityRule],
      [{ ...buy, quantity: '9'.repeat(30) }, CARBON_MSG.quantityRule],
      [{ ...buy, quantity: null }, CARBON_MSG.quantityRule],
      [{ ...buy, price: 0 }, CARBON_MSG.priceRule],
      [{ ...buy, price: '70.255' }, CARBON_MSG.priceRule],
      [{ ...buy, price: -1 }, CARBON_MSG.priceRule],
      [{ ...buy, price: 10_000.01 }, CARBON_MSG.priceRule],
      [{ ...buy, tradeDate: tomorrow }, CARBON_MSG.dateFuture],
      [{ ...buy, tradeDate: '2025-02-30' }, CARBON_MSG.dateFormat],
      [{ ...buy, tradeDate: '2020-01-01' }, CARBON_MSG.dateBeforeMarket],
      [{ ...buy, tradeDate: 20250101 }, CARBON_MSG.dateFormat],
      [{ ...buy, side: '借入' }, CARBON_MSG.sideRule],
      [{ ...buy, asset: 'VER' }, CARBON_MSG.assetRule],
      [{ ...buy, counterparty: ' ' }, CARBON_MSG.counterpartyRule],
      [{ ...buy, counterparty: 'x'.repeat(101) }, CARBON_MSG.counterpartyRule],
      [{ ...buy, counterparty: 'a\u0000b' }, 'counterparty'],
      [{ ...buy, year: 2018 }, CARBON_MSG.yearRule],
      [{ ...buy, year: carbonMaxYear() + 1 }, CARBON_MSG.yearRule],
      [{ ...buy, year: 'abc' }, CARBON_MSG.yearRule],
    ];
    await expectNoDbChange(s, async () => {
      for (const [body, said] of cases) {
        const env = envelopeOf(await addTrade(t.user, body));
        expect(env.code, JSON.stringify(body)).toBe(RESPONSE_CODE.badRequest);
        expect(env.msg, JSON.stringify(body)).toContain(said);
      }
    });
  });
});

describe('surrender', () => {
  it('surrenders toward the year’s obligation: totals move, the state follows, a record is listed', async () => {
    const res = await callEnv(s.app, 'carbonSurrenderAdd', {
      token: t.user,
      body: { year: 2025, allowanceQty: '5000' },
    });
    expect(res.msg).toBe(CARBON_MSG.surrenderSaved);
    expect(res.data[0]).toMatchObject({ year: 2025, allowanceSurrendered: 605_000, state: '部分履约' });
    const list = await callEnv(s.app, 'carbonSurrenderPage', { token: t.user, body: { year: 2025 } });
    expect(list.data[0].records[0]).toMatchObject({
      allowanceQty: 5000,
      ccerQty: 0,
      status: '已清缴',
      operatorName: '李明',
    });
    const other = await callEnv(s.app, 'carbonSurrenderPage', { token: t.user2, body: {} });
    expect(other.data[0].records.every((r) => r.operatorName === '吴刚')).toBe(true);
  });

  it('refuses beyond holdings, beyond the CCER 5 % cap, before verification, when complied, or nothing; writes nothing', async () => {
    const a = await accountOf(t.user, 2025);
    await expectNoDbChange(s, async () => {
      const refused = async (body: unknown, msg: string) =>
        expect(envelopeOf(await surrender(t.user, body)), JSON.stringify(body)).toEqual(business(msg));
      await refused({ year: 2025, allowanceQty: a.allowanceHeld + 1 }, CARBON_MSG.surrenderOverHeld(a.allowanceHeld));
      await refused({ year: 2025, ccerQty: 1 }, CARBON_MSG.surrenderOverCcerHeld(0));
      // 神东 sold everything it held for 2025 above: its surrender is beyond its holdings, whatever it owes.
      expect(envelopeOf(await surrender(t.user2, { year: 2025, allowanceQty: 1 }))).toEqual(
        business(CARBON_MSG.surrenderOverHeld(0)),
      );
      await refused({ year: 2026, allowanceQty: 1 }, CARBON_MSG.notVerified);
      await refused({ year: 2024, allowanceQty: 1 }, CARBON_MSG.alreadyDone);
      await refused({ year: 2025, allowanceQty: 0, ccerQty: 0 }, CARBON_MSG.surrenderEmpty);
      await refused({ year: 2021, allowanceQty: 1 }, CARBON_MSG.noAccount);
    });
    // CCER: buy more than the cap, then surrender beyond it.
    await callEnv(s.app, 'carbonTradeAdd', { token: t.user, body: { ...buy, asset: 'CCER', quantity: 70_000 } });
    await expectNoDbChange(s, async () => {
      expect(envelopeOf(await surrender(t.user, { year: 2025, ccerQty: a.ccerCap! + 1 }))).toEqual(
        business(CARBON_MSG.ccerOverCap(a.ccerCap!, 0)),
      );
    });
    const ok = await callEnv(s.app, 'carbonSurrenderAdd', { token: t.user, body: { year: 2025, ccerQty: a.ccerCap! } });
    expect(ok.data[0]).toMatchObject({ ccerSurrendered: a.ccerCap!, ccerHeld: 70_000 - a.ccerCap! });
    const left = ok.data[0].outstanding!;
    expect(envelopeOf(await surrender(t.user, { year: 2025, allowanceQty: left + 1 }))).toEqual(
      business(CARBON_MSG.surrenderOverOutstanding(left)),
    );
  });

  it('bad input: negative, fractional, absurd or non-numbers refused with the rule', async () => {
    await expectNoDbChange(s, async () => {
      for (const body of [
        { year: 2025, allowanceQty: -1 },
        { year: 2025, allowanceQty: 0.5 },
        { year: 2025, ccerQty: 'many' },
        { year: 2025, allowanceQty: 5e12 },
        { year: 2025, allowanceQty: true },
      ]) {
        const env = envelopeOf(await surrender(t.user, body));
        expect(env.code, JSON.stringify(body)).toBe(RESPONSE_CODE.badRequest);
        expect(env.msg).toContain(CARBON_MSG.surrenderQuantityRule);
      }
    });
  });
});

describe('carbonFigures (product home)', () => {
  it('holdings over all years, the current year’s gap, the trades’ total and the latest business', async () => {
    const f = await carbonFigures(s.database.db, ENT.sales);
    const all = (await accounts(t.user)).data;
    const trades = (await tradePage(t.user, { pageSize: 100 })).data[0].records;
    const total = trades.reduce((n, r) => n + Math.round(Number(r.amount) * 100), 0);
    expect(f.figures).toEqual([
      { label: '持有配额', value: String(all.reduce((n, a) => n + a.allowanceHeld, 0)), unit: '吨' },
      { label: '本年度缺口', value: String(all.find((a) => a.year === 2025)!.gap), unit: '吨' },
      { label: '累计交易额', value: (total / 100).toFixed(2), unit: '元' },
      { label: '交易笔数', value: String(trades.length), unit: '笔' },
    ]);
    expect(f.latest).toMatchObject({ status: '已清缴（部分履约）' });
    expect(f.latest!.title).toMatch(/^清缴 2025 年度/);
    const none = await carbonFigures(s.database.db, ENT.railway);
    expect(none).toEqual({
      figures: [
        { label: '持有配额', value: '0', unit: '吨' },
        { label: '本年度缺口', value: '0', unit: '吨' },
        { label: '累计交易额', value: '0.00', unit: '元' },
        { label: '交易笔数', value: '0', unit: '笔' },
      ],
      latest: null,
    });
  });
});
