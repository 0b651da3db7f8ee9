/**
 * Users administration (issue 12, §7.4 management) through the real server and database: the operations side
 * (superadmin) lists and manages every enterprise's users, a company admin (entadmin of 销售公司) only their
 * enterprise's; another enterprise's user answers like a missing one; roles are given within what the caller may
 * give; memberships are suspended and restored; the super admin role is guarded; every change is audited.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import * as M from '@portal/shared';
import { PHONE_CODE_TOKEN_TYPE, RESPONSE_CODE } from '@portal/shared';
import { ENT, ROLE, USER } from '../src/db/seed/ids.ts';
import { call, callEnv, envelopeOf, expectNoDbChange, latestSms, login, useTestServer } from './helpers.ts';

const { s, t } = useTestServer({ RATE_LIMIT_WRITE: '100000', RATE_LIMIT_LOGIN: '1000' }, [
  'superadmin',
  'entadmin',
  'entadmin2',
  'user',
  'limited',
]);

beforeAll(async () => {
  // The super admin passes the phone check (§2.5) before any administration call.
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

const DENIED = { code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] };
const NOT_FOUND = { code: RESPONSE_CODE.notFound, msg: M.RECORD_NOT_FOUND, data: [] };
const OK = { code: RESPONSE_CODE.ok, msg: M.OPERATION_SUCCESS, data: [] };
const biz = (msg: string) => ({ code: RESPONSE_CODE.business, msg, data: [] });

const users = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await callEnv(s.app, 'findUserByPage', { token, body: { pageSize: 100, ...body } });
  expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
  return res.data[0];
};
const ids = (page: { records: { userId: string }[] }) => page.records.map((r) => r.userId);
const rolesOf = async (userId: string, entId: string) =>
  (await callEnv(s.app, 'rolesOfUser', { token: t.superadmin, query: { userId, entId } })).data.map((r) => r.roleId);
const auditRows = async (action: string, targetLike: string) =>
  (
    await s.database.db.execute<{ action: string; target_id: string; actor_account: string }>(
      sql`select action, target_id, actor_account from audit_log where action = ${action} and target_id like ${targetLike}`,
    )
  ).rows;

describe('findUserByPage', () => {
  it('superadmin sees every enterprise\u2019s users, newest first, phones masked', async () => {
    const page = await users(t.superadmin);
    expect(page.total).toBeGreaterThanOrEqual(11);
    expect(ids(page)).toEqual(expect.arrayContaining([USER.entadmin2, USER.user2, USER.partner, USER.user]));
    const u = page.records.find((r) => r.userId === USER.user)!;
    expect(u).toMatchObject({ account: 'user', phone: '*******0003', status: 1, userSource: 1, superAdmin: false });
    expect(u.enterprises).toEqual([{ entId: ENT.sales, entName: '国能销售集团有限公司', status: 1, isDefault: true }]);
    expect(u.roleNames.length).toBeGreaterThan(0);
    const partner = page.records.find((r) => r.userId === USER.partner)!;
    expect(partner.account).toBe('s_partner');
    expect(partner.enterprises).toHaveLength(3);
    expect(page.records.find((r) => r.userId === USER.superadmin)!.superAdmin).toBe(true);
    const times = page.records.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('entadmin sees only 销售公司 users, whatever entId they send', async () => {
    for (const body of [{}, { entId: ENT.shendong }, { entName: '神东' }]) {
      const page = await users(t.entadmin, body);
      expect(page.total).toBeGreaterThan(0);
      expect(ids(page)).not.toContain(USER.user2);
      expect(ids(page)).not.toContain(USER.entadmin2);
      for (const r of page.records) expect(r.enterprises.map((e) => e.entId)).toEqual([ENT.sales]);
    }
    expect(ids(await users(t.entadmin))).toEqual(expect.arrayContaining([USER.user, USER.entadmin, USER.frozen]));
  });

  it('filters: account, name, phone exact and suffix, enterprise, status, source; counted with them', async () => {
    expect(ids(await users(t.superadmin, { account: 'entadmin' })).sort()).toEqual(
      [USER.entadmin, USER.entadmin2].sort(),
    );
    expect(ids(await users(t.superadmin, { userName: '李明' }))).toEqual([USER.user]);
    expect(ids(await users(t.superadmin, { phone: '13800000003' }))).toEqual([USER.user]);
    expect(ids(await users(t.superadmin, { phone: '0007' }))).toEqual([USER.user2]);
    expect(ids(await users(t.superadmin, { status: 0 }))).toEqual([USER.frozen]);
    expect(ids(await users(t.superadmin, { userSource: 2 }))).toEqual([USER.partner]);
    const shendong = await users(t.superadmin, { entId: ENT.shendong });
    expect(ids(shendong).sort()).toEqual([USER.user2, USER.entadmin2].sort());
    expect(shendong.total).toBe(2);
    expect(ids(await users(t.superadmin, { entName: '神东', status: '' }))).toHaveLength(2);
    const paged = await callEnv(s.app, 'findUserByPage', {
      token: t.superadmin,
      body: { currentPage: 2, pageSize: 5 },
    });
    expect(paged.data[0]).toMatchObject({ current: 2, size: 5 });
    expect(paged.data[0].records).toHaveLength(5);
  });

  it('user and limited (no user:query) are refused; no token: token invalid', async () => {
    for (const token of [t.user, t.limited]) {
      expect(await callEnv(s.app, 'findUserByPage', { token, body: {} })).toEqual(DENIED);
      expect(await callEnv(s.app, 'findUserByPage2', { token, body: { entId: ENT.sales } })).toEqual(DENIED);
      expect(await callEnv(s.app, 'findEntByUserProduct', { token, body: {} })).toEqual(DENIED);
    }
    const res = await call(s.app, 'findUserByPage', { body: {} });
    expect(envelopeOf(res).code).toBe(RESPONSE_CODE.tokenInvalid);
  });

  const bad: [string, unknown][] = [
    ['account over 64', { account: 'a'.repeat(65) }],
    ['NUL in userName', { userName: 'a\u0000b' }],
    ['phone with letters', { phone: '138abc' }],
    ['status 5', { status: 5 }],
    ['pageSize as text', { pageSize: 'many' }],
    ['entId as number', { entId: 12 }],
  ];
  it.each(bad)('%s → 400', async (_name, body) => {
    const res = await call(s.app, 'findUserByPage', { token: t.superadmin, body });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).code).toBe(RESPONSE_CODE.badRequest);
  });
});

describe('findUserExport', () => {
  it('superadmin gets 用户列表.xlsx with the filtered rows', async () => {
    const res = await call(s.app, 'findUserExport', { token: t.superadmin, body: { entId: ENT.shendong } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('用户列表.xlsx'));
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('账号');
    const accounts = [2, 3].map((n) => sheet.getRow(n).getCell(1).value).sort();
    expect(accounts).toEqual(['entadmin2', 'user2']);
    expect(sheet.rowCount).toBe(3);
    const row = [2, 3].map((n) => sheet.getRow(n)).find((r) => r.getCell(1).value === 'user2')!;
    expect(row.getCell(3).value).toBe('*******0007');
    expect(row.getCell(4).value).toBe('国能神东煤炭集团有限责任公司');
  });

  it('s_ is stripped from the account; entadmin (no user:export) is refused', async () => {
    const res = await call(s.app, 'findUserExport', { token: t.superadmin, body: { userSource: 2 } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].getRow(2).getCell(1).value).toBe('partner');
    expect(envelopeOf(await call(s.app, 'findUserExport', { token: t.entadmin, body: {} }))).toEqual(DENIED);
  });
});

describe('findUserByPage2, findEntByUserProduct, entInfo', () => {
  it('operations name the enterprise; a company admin always gets their own', async () => {
    expect(await callEnv(s.app, 'findUserByPage2', { token: t.superadmin, body: {} })).toEqual(
      biz(M.ENTERPRISE_REQUIRED),
    );
    const sd = (await callEnv(s.app, 'findUserByPage2', { token: t.superadmin, body: { entId: ENT.shendong } }))
      .data[0];
    expect(sd.records.map((r) => r.userId).sort()).toEqual([USER.user2, USER.entadmin2].sort());
    expect(sd.records.find((r) => r.userId === USER.entadmin2)).toMatchObject({
      companyAdmin: true,
      membershipStatus: 1,
      entName: '国能神东煤炭集团有限责任公司',
    });
    const own = (await callEnv(s.app, 'findUserByPage2', { token: t.entadmin, body: { entId: ENT.shendong } })).data[0];
    expect(own.records.every((r) => r.entId === ENT.sales)).toBe(true);
    expect(own.records.map((r) => r.userId)).toContain(USER.entadmin);
    expect(own.records.find((r) => r.userId === USER.entadmin)!.companyAdmin).toBe(true);
    expect(await callEnv(s.app, 'findUserByPage2', { token: t.superadmin, body: { entId: '999' } })).toEqual(NOT_FOUND);
  });

  it('enterprise options: all for operations, own for a company admin; by product, those with an active opening', async () => {
    const all = (await callEnv(s.app, 'findEntByUserProduct', { token: t.superadmin, body: { pageSize: 50 } })).data[0];
    expect(all.total).toBeGreaterThanOrEqual(7);
    expect(all.records.find((e) => e.entId === ENT.sales)).toEqual({
      entId: ENT.sales,
      entName: '国能销售集团有限公司',
      plate: 'coal',
    });
    const named = (await callEnv(s.app, 'findEntByUserProduct', { token: t.superadmin, body: { entName: '宁夏' } }))
      .data[0];
    expect(named.total).toBe(2);
    const own = (await callEnv(s.app, 'findEntByUserProduct', { token: t.entadmin, body: {} })).data[0];
    expect(own.records.map((e) => e.entId)).toEqual([ENT.sales]);
    const byProduct = async () =>
      (await callEnv(s.app, 'findEntByUserProduct', { token: t.superadmin, body: { productType: '08' } })).data[0];
    expect((await byProduct()).total).toBe(0);
    // The product area's answer: enterprises whose opening of the product operations activated.
    await s.database.db.execute(
      sql`insert into product_openings (id, ent_id, product_type, applicant_id, status, activated_at)
          values ('359000000000000001', ${ENT.sales}, '08', ${USER.entadmin}, 'active', now())`,
    );
    expect((await byProduct()).records.map((e) => e.entId)).toEqual([ENT.sales]);
    await s.database.db.execute(sql`delete from product_openings where id = '359000000000000001'`);
  });

  it('entInfo: the enterprise in use with its admins; a branch has entType 6', async () => {
    const info = (await callEnv(s.app, 'entInfo', { token: t.entadmin })).data[0];
    expect(info).toMatchObject({ entId: ENT.sales, entName: '国能销售集团有限公司', plate: 'coal', plateName: '煤炭' });
    expect(info.entType).toBe(2);
    expect(info.creditCode).toHaveLength(18);
    expect(info.adminUserIds).toContain(USER.entadmin);
    const branch = (await callEnv(s.app, 'entInfo', { token: t.limited })).data[0];
    expect(branch.entType).toBe(6);
    expect(branch.parentName).toBe('国能宁夏煤业有限责任公司');
  });
});

describe('editStatus', () => {
  it('entadmin: another enterprise\u2019s user is like a missing one; own members can be stopped and restored', async () => {
    expect(
      await expectNoDbChange(s, () =>
        callEnv(s.app, 'editStatus', { token: t.entadmin, body: { userId: USER.user2, status: 0 } }),
      ),
    ).toEqual(NOT_FOUND);
    expect(await callEnv(s.app, 'editStatus', { token: t.entadmin, body: { userId: 'nobody', status: 0 } })).toEqual(
      NOT_FOUND,
    );
    expect(await callEnv(s.app, 'editStatus', { token: t.entadmin, body: { userId: USER.frozen, status: 1 } })).toEqual(
      OK,
    );
    expect(await callEnv(s.app, 'editStatus', { token: t.entadmin, body: { userId: USER.frozen, status: 0 } })).toEqual(
      OK,
    );
    const rows = await auditRows('user.status', USER.frozen);
    expect(rows.filter((r) => r.actor_account === 'entadmin').length).toBeGreaterThanOrEqual(2);
  });

  it('operations may stop anyone but themselves and a super admin', async () => {
    expect(
      await callEnv(s.app, 'editStatus', { token: t.superadmin, body: { userId: USER.superadmin, status: 0 } }),
    ).toEqual(biz(M.CANNOT_DISABLE_SELF));
    expect(
      await callEnv(s.app, 'editStatus', { token: t.superadmin, body: { userId: USER.entadmin2, status: 1 } }),
    ).toEqual(OK);
    // A second super admin (ops, of the HQ) is protected.
    expect(
      await callEnv(s.app, 'editSuperAdminRole', { token: t.superadmin, body: { userId: USER.ops, grant: true } }),
    ).toEqual(OK);
    try {
      expect(
        await callEnv(s.app, 'editStatus', { token: t.superadmin, body: { userId: USER.ops, status: 0 } }),
      ).toEqual(biz(M.SUPER_ADMIN_PROTECTED));
    } finally {
      await callEnv(s.app, 'editSuperAdminRole', { token: t.superadmin, body: { userId: USER.ops, grant: false } });
    }
  });

  it('bad input → 400', async () => {
    for (const body of [
      {},
      { userId: USER.user, status: 2 },
      { userId: 'a\u0000', status: 0 },
      { userId: 'x'.repeat(41), status: 0 },
    ]) {
      const res = await call(s.app, 'editStatus', { token: t.entadmin, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('getRoleList and editRole', () => {
  it('entadmin lists the roles they may give in 销售公司, checked where user holds them', async () => {
    const list = (await callEnv(s.app, 'getRoleList', { token: t.entadmin, body: { userId: USER.user } })).data;
    const roleIds = list.map((r) => r.roleId);
    expect(roleIds).toEqual(expect.arrayContaining([ROLE.companyAdmin, ROLE.salesClerk]));
    for (const not of [ROLE.superAdmin, ROLE.salesman, ROLE.operator]) expect(roleIds).not.toContain(not);
    expect(list.find((r) => r.roleId === ROLE.companyAdmin)!.checked).toBe(false);
    expect(await callEnv(s.app, 'getRoleList', { token: t.entadmin, body: { userId: USER.user2 } })).toEqual(NOT_FOUND);
    const ops = (await callEnv(s.app, 'getRoleList', { token: t.superadmin, body: { entId: ENT.hq } })).data;
    expect(ops.map((r) => r.roleId)).toContain(ROLE.companyAdmin);
    expect(ops.map((r) => r.roleId)).not.toContain(ROLE.salesClerk);
  });

  it('entadmin takes and gives back 销售公司职员 (user holds it); roles they cannot give stay; audited', async () => {
    const before = await rolesOf(USER.user, ENT.sales);
    expect(before).toContain(ROLE.salesClerk);
    expect(await callEnv(s.app, 'editRole', { token: t.entadmin, body: { userId: USER.user, roleIds: [] } })).toEqual(
      OK,
    );
    // 企业用户 (not entadmin's to give) stays.
    expect((await rolesOf(USER.user, ENT.sales)).sort()).toEqual(before.filter((id) => id !== ROLE.salesClerk).sort());
    expect((await auditRows('grant.remove', `${USER.user}:${ENT.sales}:${ROLE.salesClerk}`)).length).toBe(1);
    const unchecked = (await callEnv(s.app, 'getRoleList', { token: t.entadmin, body: { userId: USER.user } })).data;
    expect(unchecked.find((r) => r.roleId === ROLE.salesClerk)!.checked).toBe(false);

    // A company admin's entId is always their own (shendong is ignored).
    expect(
      await callEnv(s.app, 'editRole', {
        token: t.entadmin,
        body: { userId: USER.user, entId: ENT.shendong, roleIds: [ROLE.salesClerk] },
      }),
    ).toEqual(OK);
    expect((await rolesOf(USER.user, ENT.sales)).sort()).toEqual([...before].sort());
    const checked = (await callEnv(s.app, 'getRoleList', { token: t.entadmin, body: { userId: USER.user } })).data;
    expect(checked.find((r) => r.roleId === ROLE.salesClerk)!.checked).toBe(true);
    expect((await auditRows('grant.add', `${USER.user}:${ENT.sales}:${ROLE.salesClerk}`)).length).toBe(1);
  });

  it('refuses a non-assignable system role, a role beyond the admin\u2019s menus, own admin removal, other users', async () => {
    const edit = (body: Record<string, unknown>, token = t.entadmin) =>
      expectNoDbChange(s, () => callEnv(s.app, 'editRole', { token, body }));
    expect(await edit({ userId: USER.user, roleIds: [ROLE.superAdmin] })).toEqual(biz(M.ROLE_NOT_ASSIGNABLE));
    expect(await edit({ userId: USER.user, roleIds: [ROLE.salesman] })).toEqual(biz(M.ROLE_NOT_ASSIGNABLE));
    // 企业用户 grants the tax menus, which entadmin does not hold.
    expect(await edit({ userId: USER.user, roleIds: [ROLE.entUser] })).toEqual(biz(M.GRANT_EXCEEDS_OWN));
    expect(await edit({ userId: USER.entadmin, roleIds: [] })).toEqual(biz(M.CANNOT_REMOVE_OWN_ADMIN));
    expect(await edit({ userId: USER.user2, roleIds: [ROLE.salesClerk] })).toEqual(NOT_FOUND);
    expect(await edit({ userId: USER.user, roleIds: ['no-such-role'] })).toEqual(NOT_FOUND);
    // Another enterprise's own role is not there to give.
    expect(await edit({ userId: USER.user2, entId: ENT.shendong, roleIds: [ROLE.salesClerk] }, t.superadmin)).toEqual(
      NOT_FOUND,
    );
    expect(await callEnv(s.app, 'editRole', { token: t.user, body: { userId: USER.user, roleIds: [] } })).toEqual(
      DENIED,
    );
    const res = await call(s.app, 'editRole', { token: t.entadmin, body: { userId: USER.user, roleIds: 'x' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('updateUserOrganzationStatus', () => {
  it('superadmin suspends and restores a membership; the enterprise list skips it meanwhile', async () => {
    expect(
      await callEnv(s.app, 'updateUserOrganzationStatus', {
        token: t.superadmin,
        body: { userId: USER.partner, entId: ENT.daduhe, status: 0 },
      }),
    ).toEqual(OK);
    const partner = await login(s.app, 's_partner');
    const list = (await callEnv(s.app, 'enterpriseList', { token: partner })).data.map((e) => e.entId);
    expect(list).not.toContain(ENT.daduhe);
    expect(list).toContain(ENT.railway);
    expect(await callEnv(s.app, 'switchEnterprise', { token: partner, body: { entId: ENT.daduhe } })).toEqual(
      NOT_FOUND,
    );
    const row = (await users(t.superadmin, { userSource: 2 })).records[0];
    expect(row.enterprises.find((e) => e.entId === ENT.daduhe)!.status).toBe(0);
    expect((await auditRows('user.status', USER.partner)).length).toBeGreaterThan(0);

    expect(
      await callEnv(s.app, 'updateUserOrganzationStatus', {
        token: t.superadmin,
        body: { userId: USER.partner, entId: ENT.daduhe, status: 1 },
      }),
    ).toEqual(OK);
    const again = await login(s.app, 's_partner');
    expect((await callEnv(s.app, 'enterpriseList', { token: again })).data.map((e) => e.entId)).toContain(ENT.daduhe);
  });

  it('a suspension ends the user\u2019s session', async () => {
    const token = await login(s.app, 'user2');
    await callEnv(s.app, 'updateUserOrganzationStatus', {
      token: t.superadmin,
      body: { userId: USER.user2, entId: ENT.shendong, status: 0 },
    });
    try {
      expect(envelopeOf(await call(s.app, 'userInfo', { token })).code).not.toBe(RESPONSE_CODE.ok);
    } finally {
      await callEnv(s.app, 'updateUserOrganzationStatus', {
        token: t.superadmin,
        body: { userId: USER.user2, entId: ENT.shendong, status: 1 },
      });
    }
  });

  it('refusals: no button, own membership, not a member', async () => {
    expect(
      await callEnv(s.app, 'updateUserOrganzationStatus', {
        token: t.entadmin,
        body: { userId: USER.user, entId: ENT.sales, status: 0 },
      }),
    ).toEqual(DENIED);
    expect(
      await callEnv(s.app, 'updateUserOrganzationStatus', {
        token: t.superadmin,
        body: { userId: USER.superadmin, entId: ENT.hq, status: 0 },
      }),
    ).toEqual(biz(M.CANNOT_SUSPEND_OWN_MEMBERSHIP));
    expect(
      await callEnv(s.app, 'updateUserOrganzationStatus', {
        token: t.superadmin,
        body: { userId: USER.user, entId: ENT.shendong, status: 0 },
      }),
    ).toEqual(NOT_FOUND);
  });
});

describe('editSuperAdminRole', () => {
  it('only a super admin; HQ users only; not oneself; a non-holder is refused; audited', async () => {
    expect(
      await callEnv(s.app, 'editSuperAdminRole', { token: t.entadmin, body: { userId: USER.user, grant: true } }),
    ).toEqual(DENIED);
    expect(
      await callEnv(s.app, 'editSuperAdminRole', { token: t.superadmin, body: { userId: USER.user, grant: true } }),
    ).toEqual(NOT_FOUND);
    expect(
      await callEnv(s.app, 'editSuperAdminRole', {
        token: t.superadmin,
        body: { userId: USER.superadmin, grant: false },
      }),
    ).toEqual(biz(M.SUPER_ADMIN_SELF));
    expect(
      await callEnv(s.app, 'editSuperAdminRole', { token: t.superadmin, body: { userId: USER.it, grant: false } }),
    ).toEqual(biz(M.SUPER_ADMIN_NOT_HELD));

    expect(
      await callEnv(s.app, 'editSuperAdminRole', { token: t.superadmin, body: { userId: USER.it, grant: true } }),
    ).toEqual(OK);
    expect(await rolesOf(USER.it, ENT.hq)).toContain(ROLE.superAdmin);
    expect((await users(t.superadmin, { account: 'it' })).records.find((r) => r.userId === USER.it)!.superAdmin).toBe(
      true,
    );
    expect(
      await callEnv(s.app, 'editSuperAdminRole', { token: t.superadmin, body: { userId: USER.it, grant: false } }),
    ).toEqual(OK);
    expect(await rolesOf(USER.it, ENT.hq)).not.toContain(ROLE.superAdmin);
    const target = `${USER.it}:${ENT.hq}:${ROLE.superAdmin}`;
    expect((await auditRows('grant.add', target)).length).toBe(1);
    expect((await auditRows('grant.remove', target)).length).toBe(1);
    const res = await call(s.app, 'editSuperAdminRole', {
      token: t.superadmin,
      body: { userId: USER.it, grant: 'yes' },
    });
    expect(res.statusCode).toBe(400);
  });
});
