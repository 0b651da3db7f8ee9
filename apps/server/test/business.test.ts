/**
 * E-commerce platform authorisation (§2.2 /business/index, /business/loginsso) through the real server and database:
 * the request as the admin sees it, granting (company admin only) with a one-time code the platform redeems once for
 * the granted fields, refusing, the grants' list, revoking (then nothing is readable), and bad input.
 */
import { describe, expect, it } from 'vitest';
import { RESPONSE_CODE } from '@portal/shared';
import * as M from '@portal/shared';
import { BUSINESS_MSG } from '../src/modules/business/grant.routes.ts';
import { call, callEnv, expectNoDbChange, useTestServer } from './helpers.ts';

const { s, t } = useTestServer({ RATE_LIMIT_LOGIN: '1000' }, ['entadmin', 'user', 'ops']);

const grant = (token: string, scopes = ['entName', 'creditCode'], client = 'gnegou') =>
  callEnv(s.app, 'businessGrant', { token, body: { client, scopes, state: 'xyz-1' } });
const codeOf = (redirect: string) => new URL(redirect).searchParams.get('code')!;
const identity = (code: string, client = 'gnegou') => callEnv(s.app, 'businessIdentity', { body: { client, code } });

describe('the request', () => {
  it('shows the company admin what is asked, with the enterprise; a member sees it but cannot decide', async () => {
    const asAdmin = await callEnv(s.app, 'businessRequest', {
      token: t.entadmin,
      query: { client: 'gnegou', scope: 'creditCode,entName' },
    });
    expect(asAdmin.code).toBe(RESPONSE_CODE.ok);
    expect(asAdmin.data[0]).toMatchObject({ clientName: '国能e购', entName: '国能销售集团有限公司', canDecide: true });
    expect(asAdmin.data[0].scopes.map((x) => x.scope)).toEqual(['entName', 'creditCode']);
    const asUser = await callEnv(s.app, 'businessRequest', {
      token: t.user,
      query: { client: 'gnegou', scope: 'entName' },
    });
    expect(asUser.data[0].canDecide).toBe(false);
  });

  it.each([
    ['an unknown platform', { client: 'nobody', scope: 'entName' }, BUSINESS_MSG.unknownClient],
    ['an unknown scope', { client: 'gnegou', scope: 'bankAccounts' }, null],
    ['no scope', { client: 'gnegou', scope: '' }, null],
    ['a NUL', { client: 'gne\u0000gou', scope: 'entName' }, null],
  ])('refuses %s', async (_n, query, msg) => {
    const res = (await call(s.app, 'businessRequest', { token: t.entadmin, query })).json<{
      code: string;
      msg: string;
    }>();
    expect(res.code).not.toBe(RESPONSE_CODE.ok);
    if (msg) expect(res.msg).toBe(msg);
  });

  it('needs a session', async () => {
    const res = await callEnv(s.app, 'businessRequest', { query: { client: 'gnegou', scope: 'entName' } });
    expect(res.code).toBe(RESPONSE_CODE.tokenInvalid);
  });
});

describe('granting and the code', () => {
  it('only the company admin grants; a member is refused and nothing is written', async () => {
    await expectNoDbChange(s, async () => {
      const res = await grant(t.user);
      expect(res).toMatchObject({ code: RESPONSE_CODE.forbidden, msg: BUSINESS_MSG.adminOnly });
    });
  });

  it('a grant answers the platform’s address with a code and its state; the code gives the granted fields once', async () => {
    const res = await grant(t.entadmin);
    expect(res).toMatchObject({ code: RESPONSE_CODE.ok, msg: BUSINESS_MSG.granted });
    const url = new URL(res.data[0].redirect);
    expect(url.origin + url.pathname).toBe('https://egou.energy-group.example/sso/portal/callback');
    expect(url.searchParams.get('state')).toBe('xyz-1');
    const code = codeOf(res.data[0].redirect);
    const first = await identity(code);
    expect(first.code).toBe(RESPONSE_CODE.ok);
    expect(Object.keys(first.data[0]).sort()).toEqual(['creditCode', 'entName']);
    expect(first.data[0].entName).toBe('国能销售集团有限公司');
    expect(first.data[0].creditCode).toMatch(/^\w{18}$/);
    expect(await identity(code)).toMatchObject({ code: RESPONSE_CODE.business, msg: BUSINESS_MSG.codeInvalid });
  });

  it('a code is for its platform only, and a forged one is nothing', async () => {
    const code = codeOf((await grant(t.entadmin, ['contact'])).data[0].redirect);
    expect(await identity(code, 'gnmall')).toMatchObject({ msg: BUSINESS_MSG.codeInvalid });
    const [payload, sig] = code.split('.');
    expect(await identity(`${payload}x.${sig}`)).toMatchObject({ msg: BUSINESS_MSG.codeInvalid });
    // Still unused: the right platform reads the contact, masked.
    const ok = await identity(code);
    expect(Object.keys(ok.data[0]).sort()).toEqual(['contactName', 'contactPhone']);
    expect(ok.data[0].contactName).toBe('王建国');
    expect(ok.data[0].contactPhone).toMatch(/^\*+\d{4}$/);
  });

  it('refusing answers access_denied with the state, and writes nothing', async () => {
    await expectNoDbChange(s, async () => {
      const res = await callEnv(s.app, 'businessRefuse', {
        token: t.entadmin,
        body: { client: 'gnegou', state: 'abc' },
      });
      const url = new URL(res.data[0].redirect);
      expect(url.searchParams.get('error')).toBe('access_denied');
      expect(url.searchParams.get('state')).toBe('abc');
    });
  });
});

describe('the grants', () => {
  it('are listed for the enterprise; revoking one makes its unused codes worthless', async () => {
    const code = codeOf((await grant(t.entadmin)).data[0].redirect);
    const page = await callEnv(s.app, 'businessGrantPage', {
      token: t.entadmin,
      body: { currentPage: 1, pageSize: 10 },
    });
    const live = page.data[0].records.find((g) => g.clientCode === 'gnegou' && g.revokedAt === null)!;
    expect(live).toMatchObject({
      clientName: '国能e购',
      grantedBy: '王建国',
      scopes: ['企业名称', '统一社会信用代码'],
    });
    expect((await callEnv(s.app, 'businessRevoke', { token: t.entadmin, body: { id: live.id } })).msg).toBe(
      BUSINESS_MSG.revoked,
    );
    expect(await identity(code)).toMatchObject({ msg: BUSINESS_MSG.codeInvalid });
    // Revoked already: a second revoke finds nothing.
    expect((await callEnv(s.app, 'businessRevoke', { token: t.entadmin, body: { id: live.id } })).code).toBe(
      RESPONSE_CODE.notFound,
    );
  });

  it('another enterprise cannot see or revoke them; a member without the admin role cannot revoke', async () => {
    await grant(t.entadmin);
    const mine = await callEnv(s.app, 'businessGrantPage', {
      token: t.entadmin,
      body: { currentPage: 1, pageSize: 50 },
    });
    const id = mine.data[0].records.find((g) => g.revokedAt === null)!.id;
    const opsRes = await callEnv(s.app, 'businessRevoke', { token: t.ops, body: { id } });
    expect(opsRes.code).not.toBe(RESPONSE_CODE.ok);
    const userRes = await callEnv(s.app, 'businessRevoke', { token: t.user, body: { id } });
    expect(userRes).toMatchObject({ code: RESPONSE_CODE.forbidden });
  });

  it.each([
    ['empty', ''],
    ['not a number', 'abc'],
    ['oversized', '1'.repeat(30)],
  ])('revoke refuses an id that is %s', async (_n, id) => {
    const res = await call(s.app, 'businessRevoke', { token: t.entadmin, body: { id } });
    expect(res.json<{ code: string }>().code).not.toBe(RESPONSE_CODE.ok);
  });

  it('a refusal message is Chinese', () => {
    expect(M.RECORD_NOT_FOUND).toMatch(/[\u4e00-\u9fa5]/);
  });
});
