/**
 * The organisation tree (issue 15, §3, §7.4, §9) through the real server and database: the seeded tree (root, virtual
 * nodes, levels, credit codes, the demo enterprises), lazy children, the search with ancestors and its subtree filter,
 * the export, who belongs where and the primary organisation, the direct maintenance (levels, plates, credit codes),
 * the changes the organisation-change applications make (a move rewrites the subtree's paths, a cancellation with
 * companies below is refused), who may do what, and bad input.
 */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import * as M from '@portal/shared';
import { RESPONSE_CODE, ROOT_ORG_CODE, VIRTUAL_ORG_CODES, isCreditCode } from '@portal/shared';
import { USER } from '../src/db/seed/ids.ts';
import { SEED_ENTERPRISES } from '../src/db/seed/user.ts';
import { cancelOrgNode, changeOrgNode, findOrgNode } from '../src/modules/organisation/index.ts';
import * as O from '../src/modules/organisation/messages.ts';
import { call, callEnv, envelopeOf, newCreditCode, useTestServer } from './helpers.ts';

const { s, t } = useTestServer({ RATE_LIMIT_WRITE: '1000' }, ['user', 'ops', 'limited', 's_partner', 'user2']);

const DENIED = { code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] };
const NOT_FOUND = { code: RESPONSE_CODE.notFound, msg: M.RECORD_NOT_FOUND, data: [] };
const SALES = '10020000';
const OPS = { userId: USER.ops, account: 'ops' };

const tree = async (token = t.user) => (await callEnv(s.app, 'orgGetAll', { token })).data;
const children = (code: string, token = t.user) =>
  callEnv(s.app, 'orgGetAll', { token, query: { parentCustomerCode: code } });
const search = (query: Record<string, string>, token = t.user) =>
  callEnv(s.app, 'orgGetAllByPage', { token, query: { pageSize: '100', ...query } });
const addOrg = (body: Record<string, unknown>, token = t.ops) => callEnv(s.app, 'orgAddOrg', { token, body });
const updateOrg = (body: Record<string, unknown>, token = t.ops) => callEnv(s.app, 'orgUpdateOrg', { token, body });
const inTx = <T>(fn: (tx: Parameters<Parameters<typeof s.database.db.transaction>[0]>[0]) => Promise<T>) =>
  s.database.db.transaction(fn);
const rowsOf = async (q: string) => (await s.database.db.execute<Record<string, unknown>>(sql.raw(q))).rows;

describe('the seeded tree', () => {
  it('has the root at level 1, the virtual nodes at level 2 and several hundred companies in levels 2–4', async () => {
    const nodes = await tree();
    expect(nodes.length).toBeGreaterThanOrEqual(500);
    const byCode = new Map(nodes.map((n) => [n.customerCode, n]));
    expect(byCode.get(ROOT_ORG_CODE)).toMatchObject({ companyLevel: 1, parentCustomerCode: null, status: 1 });
    for (const code of VIRTUAL_ORG_CODES) {
      expect(byCode.get(code)).toMatchObject({
        companyLevel: 2,
        parentCustomerCode: ROOT_ORG_CODE,
        socialcreditcode: null,
        virtual: true,
      });
    }
    for (const n of nodes.filter((x) => x.parentCustomerCode)) {
      const parent = byCode.get(n.parentCustomerCode!);
      expect(parent, n.customerCode).toBeDefined();
      expect(n.companyLevel).toBe(parent!.companyLevel + 1);
      expect(parent!.hasChildren).toBe(true);
    }
    const parents = new Set(nodes.map((n) => n.parentCustomerCode));
    for (const n of nodes) expect(n.hasChildren, n.customerCode).toBe(parents.has(n.customerCode));
    expect(new Set(nodes.map((n) => n.companyLevel))).toEqual(new Set([1, 2, 3, 4]));
    // Plates on the level-2 companies, inherited below.
    for (const n of nodes.filter((x) => x.companyLevel > 2 && !x.virtual)) {
      const parent = byCode.get(n.parentCustomerCode!)!;
      if (!parent.virtual) expect(n.cat, n.customerCode).toBe(parent.cat);
      expect(M.isCompanyPlate(n.cat)).toBe(true);
      expect(n.catName).toBe(M.companyPlateName(n.cat));
    }
  });

  it('gives every company a valid GB 32100 credit code, unique, and holds every demo enterprise', async () => {
    const nodes = await tree();
    const companies = nodes.filter((n) => !n.virtual);
    for (const n of companies) expect(isCreditCode(n.socialcreditcode), n.customerCode).toBe(true);
    const codes = companies.map((n) => n.socialcreditcode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const e of SEED_ENTERPRISES) {
      const node = nodes.find((n) => n.socialcreditcode === e.creditCode);
      expect(node?.customerRegisterName, e.name).toBe(e.name);
      const [row] = await rowsOf(`select ent_id from org_nodes where customer_code = '${node!.customerCode}'`);
      expect(row.ent_id).toBe(e.id);
    }
    expect(nodes.find((n) => n.customerCode === ROOT_ORG_CODE)?.socialcreditcode).toBe(SEED_ENTERPRISES[0].creditCode);
  });

  it('serves the whole tree from one encoded answer (compressed for a browser)', async () => {
    const res = await call(s.app, 'orgGetAll', { token: t.user, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('lazy children (getAll with a parent)', () => {
  it('answers the direct children in order, each saying whether it has children', async () => {
    const res = await children(SALES);
    expect(res.code).toBe(RESPONSE_CODE.ok);
    expect(res.data.map((n) => n.customerCode)).toEqual([1, 2, 3, 4, 5, 6].map((j) => `10020${j}00`));
    for (const n of res.data)
      expect(n).toMatchObject({ parentCustomerCode: SALES, companyLevel: 3, hasChildren: true });
    const leaves = await children('10020101');
    expect(leaves).toMatchObject({ code: RESPONSE_CODE.ok, data: [] });
  });

  it('answers a code not in the tree like a missing record', async () => {
    expect(await children('99999999')).toEqual(NOT_FOUND);
  });
});

describe('search (getAllByPage)', () => {
  it('finds by name, code or credit code, each hit with its ancestors from the root', async () => {
    const byName = await search({ keyword: '煤制油分公司' });
    const branch = byName.data[0].records.find((r) => r.customerCode === '10050100');
    expect(branch).toMatchObject({ companyLevel: 3, ancestors: [ROOT_ORG_CODE, '10050000'] });
    const sales = SEED_ENTERPRISES[1];
    const byCredit = await search({ keyword: sales.creditCode.slice(4, 14) });
    expect(byCredit.data[0].records.map((r) => r.customerCode)).toContain(SALES);
    const byCode = await search({ keyword: '10020103' });
    expect(byCode.data[0]).toMatchObject({ total: 1 });
    expect(byCode.data[0].records[0].ancestors).toEqual([ROOT_ORG_CODE, SALES, '10020100']);
  });

  it('filters by a whole subtree (without its root), level, plate and status, counted and paged in SQL', async () => {
    const sub = await search({ parentCustomerCode: SALES });
    expect(sub.data[0].total).toBe(6 + 18);
    for (const r of sub.data[0].records) {
      expect(r.ancestors).toContain(SALES);
      expect(r.customerCode).not.toBe(SALES);
    }
    expect((await search({ parentCustomerCode: SALES, companyLevel: '4' })).data[0].total).toBe(18);
    const page2 = await search({ parentCustomerCode: SALES, pageSize: '10', currentPage: '3' });
    expect(page2.data[0]).toMatchObject({ total: 24, current: 3, size: 10 });
    expect(page2.data[0].records).toHaveLength(4);
    const electricity = await search({ cat: 'electricity', companyLevel: '2' });
    expect(electricity.data[0].total).toBeGreaterThanOrEqual(3);
    for (const r of electricity.data[0].records) expect(r).toMatchObject({ cat: 'electricity', companyLevel: 2 });
    expect((await search({ status: '0' })).data[0].total).toBe(0);
    expect(await search({ parentCustomerCode: 'NOPE1234' })).toEqual(NOT_FOUND);
  });
});

describe('export', () => {
  async function rowsOfXlsx(data: Buffer): Promise<unknown[][]> {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(data as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    return rows;
  }

  it('answers an .xlsx with the rows of the search under the same filter', async () => {
    const query = { parentCustomerCode: '10040000' };
    const res = await call(s.app, 'orgExport', { token: t.user, query });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('组织机构'));
    const [header, ...rows] = await rowsOfXlsx(res.rawPayload);
    expect(header).toEqual([
      '组织编码',
      '单位名称',
      '上级组织编码',
      '上级单位名称',
      '层级',
      '统一社会信用代码',
      '板块',
      '状态',
    ]);
    const page = (await search(query)).data[0].records;
    expect(rows.map((r) => r[0])).toEqual(page.map((r) => r.customerCode));
    expect(rows[0]).toEqual([
      page[0].customerCode,
      page[0].customerRegisterName,
      '10040000',
      '国能铁路装备有限责任公司',
      3,
      page[0].socialcreditcode,
      '运输',
      '在用',
    ]);
  });

  it('needs the export button', async () => {
    expect(envelopeOf(await call(s.app, 'orgExport', { token: t.limited }))).toEqual(DENIED);
  });
});

describe('who belongs where', () => {
  it('answers the caller’s primary organisation, organisations, and organisations with everything below', async () => {
    const primary = await callEnv(s.app, 'orgGetPrimaryOrg', { token: t.user });
    expect(primary.data.map((n) => n.customerCode)).toEqual([SALES]);
    const orgs = await callEnv(s.app, 'orgGetUserOrgs', { token: t.user });
    expect(orgs.data.map((n) => [n.customerCode, n.primary])).toEqual([
      [SALES, true],
      ['10020100', false],
    ]);
    const all = await callEnv(s.app, 'orgGetUserOrgsAndSubOrgs', { token: t.user });
    expect(all.data).toHaveLength(1 + 6 + 18);
    expect(new Set(all.data.map((n) => n.customerCode)).size).toBe(all.data.length);
    const partner = await callEnv(s.app, 'orgGetUserOrgsAndSubOrgs', { token: t.s_partner });
    expect(partner).toEqual(DENIED);
  });

  it('answers another user’s organisations only with org:edit', async () => {
    expect(await callEnv(s.app, 'orgGetUserOrgs', { token: t.user, query: { userId: USER.user2 } })).toEqual(DENIED);
    const theirs = await callEnv(s.app, 'orgGetUserOrgs', { token: t.ops, query: { userId: USER.partner } });
    expect(theirs.data.map((n) => n.customerCode)).toEqual(['10040000', '10030000', '10050000']);
    expect(theirs.data[0].primary).toBe(true);
    expect(await callEnv(s.app, 'orgGetUserOrgs', { token: t.ops, query: { userId: '999' } })).toEqual(NOT_FOUND);
  });

  it('lists a node’s users, or its whole subtree’s, filtered by account or name', async () => {
    const direct = await callEnv(s.app, 'orgUsers', { token: t.user, body: { customerCode: SALES } });
    expect(direct.data[0].records.map((u) => u.account).sort()).toEqual(['entadmin', 'frozen', 'user']);
    expect(direct.data[0].records.find((u) => u.account === 'user')).toMatchObject({
      userId: USER.user,
      userName: '李明',
      userSource: 1,
      customerRegisterName: '国能销售集团有限公司',
      primary: true,
    });
    const withSub = await callEnv(s.app, 'orgUsers', {
      token: t.user,
      body: { customerCode: SALES, includeSub: true },
    });
    expect(withSub.data[0].total).toBe(4);
    const named = await callEnv(s.app, 'orgUsers', {
      token: t.user,
      body: { customerCode: SALES, includeSub: true, keyword: '李明' },
    });
    expect(named.data[0].records.map((u) => u.customerCode)).toEqual([SALES, '10020100']);
    expect(await callEnv(s.app, 'orgUsers', { token: t.user, body: { customerCode: '12345678' } })).toEqual(NOT_FOUND);
  });

  it('sets the primary organisation among the user’s own, another user’s only with org:edit', async () => {
    const set = await callEnv(s.app, 'orgUpdateUserPrimaryOrg', { token: t.user, body: { customerCode: '10020100' } });
    expect(set.data[0]).toMatchObject({ customerCode: '10020100', primary: true });
    expect((await callEnv(s.app, 'orgGetPrimaryOrg', { token: t.user })).data[0].customerCode).toBe('10020100');
    const foreign = await callEnv(s.app, 'orgUpdateUserPrimaryOrg', {
      token: t.user,
      body: { customerCode: '10030000' },
    });
    expect(foreign).toMatchObject({ code: RESPONSE_CODE.business, msg: O.ORG_PRIMARY_NOT_MEMBER });
    const other = { customerCode: SALES, userId: USER.user };
    expect(await callEnv(s.app, 'orgUpdateUserPrimaryOrg', { token: t.user2, body: other })).toEqual(DENIED);
    expect((await callEnv(s.app, 'orgUpdateUserPrimaryOrg', { token: t.ops, body: other })).code).toBe(
      RESPONSE_CODE.ok,
    );
    const primaries = await rowsOf(`select customer_code from org_users where user_id = '${USER.user}' and is_primary`);
    expect(primaries).toEqual([{ customer_code: SALES }]);
    const audited = await rowsOf(`select actor_account from audit_log where action = 'org.primary' order by id`);
    expect(audited.map((r) => r.actor_account)).toEqual(['user', 'ops']);
  });

  it('adds users to a node (org:edit), members keeping their primary organisation', async () => {
    const body = { customerCode: '10090100', userIds: [USER.user2, USER.limited] };
    expect(await callEnv(s.app, 'orgAddOrgUser', { token: t.user, body })).toEqual(DENIED);
    const added = await callEnv(s.app, 'orgAddOrgUser', { token: t.ops, body });
    expect(added.data.map((u) => [u.account, u.primary])).toEqual([
      ['user2', false],
      ['limited', false],
    ]);
    const again = await callEnv(s.app, 'orgAddOrgUser', { token: t.ops, body });
    expect(again.data).toHaveLength(2);
    const unknown = { customerCode: '10090100', userIds: ['nobody'] };
    expect(await callEnv(s.app, 'orgAddOrgUser', { token: t.ops, body: unknown })).toEqual(NOT_FOUND);
  });

  it('the 添加用户 picker finds users by account or name, only for org:edit holders', async () => {
    const found = await callEnv(s.app, 'orgUserCandidates', { token: t.ops, body: { keyword: 'user2' } });
    expect(found.data.map((u) => u.account)).toContain('user2');
    expect(found.data.length).toBeLessThanOrEqual(20);
    const byName = await callEnv(s.app, 'orgUserCandidates', { token: t.ops, body: { keyword: '李明' } });
    expect(byName.data.map((u) => u.account)).toContain('user');
    expect(await callEnv(s.app, 'orgUserCandidates', { token: t.user, body: { keyword: 'user' } })).toEqual(DENIED);
    for (const keyword of ['', ' ', 'x'.repeat(51), 'a\u0000b', 5]) {
      const res = await call(s.app, 'orgUserCandidates', { token: t.ops, body: { keyword } });
      expect(res.statusCode).toBe(400);
    }
    expect((await call(s.app, 'orgUserCandidates', { body: { keyword: 'user' } })).json()).toMatchObject({
      code: RESPONSE_CODE.tokenInvalid,
    });
  });
});

describe('direct maintenance (addOrg, updateOrg)', () => {
  it('adds a company at the parent’s level + 1 with the next free code, plate required at level 3', async () => {
    const siblingsBefore = (await children('10090000')).data.length;
    const fields = { parentCustomerCode: '10090000', customerRegisterName: '国电电力测试发电有限公司' };
    const noPlate = await addOrg({ ...fields, socialcreditcode: newCreditCode() });
    expect(noPlate).toMatchObject({ code: RESPONSE_CODE.business, msg: M.PLATE_REQUIRED });
    const l3 = await addOrg({ ...fields, socialcreditcode: newCreditCode(), cat: 'electricity' });
    expect(l3.data[0]).toMatchObject({
      companyLevel: 3,
      parentCustomerCode: '10090000',
      cat: 'electricity',
      status: 1,
    });
    expect(l3.data[0].customerCode).toMatch(/^[5-8]\d{7}$/);
    const code = l3.data[0].customerCode;
    expect((await findOrgNode(s.database.db, code))?.path).toBe(`${ROOT_ORG_CODE}.10090000.${code}`);
    const l4 = await addOrg({
      parentCustomerCode: code,
      customerRegisterName: '测试电厂',
      socialcreditcode: newCreditCode(),
    });
    expect(l4.data[0]).toMatchObject({ companyLevel: 4, cat: 'electricity' });
    expect(Number(l4.data[0].customerCode)).toBe(Number(code) + 1);
    const tooDeep = await addOrg({
      parentCustomerCode: l4.data[0].customerCode,
      customerRegisterName: '第五级',
      socialcreditcode: newCreditCode(),
    });
    expect(tooDeep).toMatchObject({ code: RESPONSE_CODE.business, msg: M.ORG_PARENT_TOO_DEEP });
    // The cached tree and children were dropped: the new companies are in them, last among their siblings.
    const nodes = await tree();
    expect(nodes.find((n) => n.customerCode === code)).toMatchObject({ hasChildren: true });
    const siblings = (await children('10090000')).data.map((n) => n.customerCode);
    expect(siblings).toHaveLength(siblingsBefore + 1);
    expect(siblings.at(-1)).toBe(code);
    const audited = await rowsOf(`select target_id from audit_log where action = 'org.create' order by id`);
    expect(audited.map((r) => r.target_id)).toEqual([code, l4.data[0].customerCode]);
  });

  it('checks the credit code with the §5 messages and refuses one another company uses', async () => {
    const base = { parentCustomerCode: ROOT_ORG_CODE, customerRegisterName: '信用代码测试公司' };
    const valid = newCreditCode();
    const wrong = valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0');
    for (const [code, msg] of [
      ['', M.CREDIT_CODE_REQUIRED],
      ['91110000', M.CREDIT_CODE_TOO_SHORT],
      [wrong, M.CREDIT_CODE_INVALID],
      [SEED_ENTERPRISES[1].creditCode, M.ORG_CREDIT_CODE_TAKEN],
    ]) {
      expect(await addOrg({ ...base, socialcreditcode: code }), code).toMatchObject({
        code: RESPONSE_CODE.business,
        msg,
      });
    }
    const lower = await addOrg({ ...base, socialcreditcode: valid.toLowerCase() });
    expect(lower.data[0]).toMatchObject({ companyLevel: 2, socialcreditcode: valid, cat: '' });
  });

  it('refuses an unknown parent like a missing record, and a caller without org:edit', async () => {
    const body = { parentCustomerCode: '77777777', customerRegisterName: 'x', socialcreditcode: newCreditCode() };
    expect(await addOrg(body)).toEqual(NOT_FOUND);
    expect(await addOrg({ ...body, parentCustomerCode: SALES }, t.user)).toEqual(DENIED);
    expect(await updateOrg({ customerCode: SALES, customerRegisterName: 'x' }, t.user)).toEqual(DENIED);
  });

  it('updates name, credit code, plate and status; cancelling needs no company in use below', async () => {
    const renamed = await updateOrg({ customerCode: '10100100', customerRegisterName: '龙源电力新名称有限公司' });
    expect(renamed.data[0]).toMatchObject({ customerRegisterName: '龙源电力新名称有限公司', hasChildren: true });
    const listed = (await children('10100000')).data.find((n) => n.customerCode === '10100100');
    expect(listed?.customerRegisterName).toBe('龙源电力新名称有限公司');
    expect(await updateOrg({ customerCode: '10100100', status: 0 })).toMatchObject({
      code: RESPONSE_CODE.business,
      msg: M.ORG_CANCEL_HAS_CHILDREN,
    });
    const leaf = await updateOrg({ customerCode: '10100101', status: 0 });
    expect(leaf.data[0].status).toBe(0);
    expect((await search({ status: '0' })).data[0].records.map((r) => r.customerCode)).toEqual(['10100101']);
    expect(await updateOrg({ customerCode: '10100101', customerRegisterName: 'y' })).toMatchObject({
      msg: O.ORG_NODE_CANCELLED,
    });
    expect((await updateOrg({ customerCode: '10100101', status: 1 })).data[0].status).toBe(1);
    // A new plate on a level-2 company passes to the companies that inherited it.
    await updateOrg({ customerCode: '10240000', cat: 'techEnvironment' });
    const below = await search({ parentCustomerCode: '10240000' });
    for (const r of below.data[0].records) expect(r.cat).toBe('techEnvironment');
    for (const code of [ROOT_ORG_CODE, ...VIRTUAL_ORG_CODES]) {
      expect(await updateOrg({ customerCode: code, customerRegisterName: 'x' })).toMatchObject({
        msg: O.ORG_NOT_A_COMPANY,
      });
    }
    expect(await updateOrg({ customerCode: '88888888', status: 0 })).toEqual(NOT_FOUND);
  });
});

describe('changes of the organisation-change applications (index functions)', () => {
  const node = async (code: string) => (await findOrgNode(s.database.db, code))!;
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const fieldsOf = async (code: string, parentCustomerCode: string) => {
    const n = await node(code);
    return {
      parentCustomerCode,
      customerRegisterName: n.customerRegisterName,
      socialcreditcode: n.socialcreditcode!,
      cat: n.cat,
    };
  };

  it('moves a company with its subtree: every path and level rewritten in one statement', async () => {
    const fields = await fieldsOf('10130100', '10120000');
    const moved = await inTx((tx) => changeOrgNode(tx, '10130100', fields, OPS));
    expect(moved).toMatchObject({ parentCustomerCode: '10120000', companyLevel: 3 });
    const rows = await rowsOf(`select customer_code, path, company_level from org_nodes
      where path like '${ROOT_ORG_CODE}.10120000.10130100%' order by path`);
    expect(rows.map((r) => r.customer_code)).toEqual(['10130100', '10130101', '10130102', '10130103']);
    for (const r of rows.slice(1)) {
      expect(r.path).toBe(`${ROOT_ORG_CODE}.10120000.10130100.${String(r.customer_code)}`);
      expect(r.company_level).toBe(4);
    }
    expect(await rowsOf(`select 1 from org_nodes where path like '%.10130000.10130100%'`)).toEqual([]);
    // A level-3 company moved under the root: its subtree one level up.
    const up = await fieldsOf('10130200', ROOT_ORG_CODE);
    await inTx((tx) => changeOrgNode(tx, '10130200', up, OPS));
    expect((await node('10130201')).companyLevel).toBe(3);
    expect((await node('10130201')).path).toBe(`${ROOT_ORG_CODE}.10130200.10130201`);
  });

  it('refuses a move into its own subtree or one that puts a company beyond level 4', async () => {
    const intoOwn = await fieldsOf('10140000', '10140100');
    const own = inTx((tx) => changeOrgNode(tx, '10140000', intoOwn, OPS));
    await expect(own).rejects.toMatchObject({ message: M.ORG_MOVE_INTO_OWN_SUBTREE });
    const tooDeep = await fieldsOf('10140200', '10140300');
    const deep = inTx((tx) => changeOrgNode(tx, '10140200', tooDeep, OPS));
    await expect(deep).rejects.toMatchObject({ message: O.ORG_MOVE_TOO_DEEP });
    expect((await node('10140200')).path).toBe(`${ROOT_ORG_CODE}.10140000.10140200`);
  });

  it('cancels a company only once no company below it is in use', async () => {
    await expect(inTx((tx) => cancelOrgNode(tx, '10150100', OPS))).rejects.toMatchObject({
      message: M.ORG_CANCEL_HAS_CHILDREN,
    });
    await inTx(async (tx) => {
      for (const c of ['10150101', '10150102', '10150103', '10150100']) await cancelOrgNode(tx, c, OPS);
    });
    expect((await node('10150100')).status).toBe(0);
    const audited = await rowsOf(`select count(*)::int as n from audit_log where action = 'org.cancel'`);
    expect(audited[0].n).toBeGreaterThanOrEqual(5);
  });
});

describe('access and bad input', () => {
  it('refuses every call to a user without the organisation menu, and anyone without a token', async () => {
    for (const token of [t.limited, t.s_partner]) {
      expect(await callEnv(s.app, 'orgGetAll', { token })).toEqual(DENIED);
      expect(await callEnv(s.app, 'orgGetAllByPage', { token })).toEqual(DENIED);
      expect(await callEnv(s.app, 'orgGetPrimaryOrg', { token })).toEqual(DENIED);
      expect(await callEnv(s.app, 'orgUsers', { token, body: { customerCode: SALES } })).toEqual(DENIED);
    }
    expect((await callEnv(s.app, 'orgGetAll', {})).code).toBe(RESPONSE_CODE.tokenInvalid);
    expect((await callEnv(s.app, 'orgAddOrg', { body: {} })).code).toBe(RESPONSE_CODE.tokenInvalid);
  });

  it('answers malformed input with a 400 and changes nothing', async () => {
    const before = await rowsOf('select count(*)::int as n from org_nodes');
    const name = { parentCustomerCode: SALES, socialcreditcode: newCreditCode(), cat: 'coal' };
    for (const body of [
      {},
      { ...name, customerRegisterName: '' },
      { ...name, customerRegisterName: 123 },
      { ...name, customerRegisterName: '长'.repeat(101) },
      { ...name, customerRegisterName: 'a\u0000b' },
      { ...name, customerRegisterName: 'x', parentCustomerCode: 'a-b' },
      { ...name, customerRegisterName: 'x', parentCustomerCode: ['10020000'] },
      { ...name, customerRegisterName: 'x', socialcreditcode: 'x'.repeat(19) },
    ]) {
      const res = await call(s.app, 'orgAddOrg', { token: t.ops, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const nul = envelopeOf(
      await call(s.app, 'orgAddOrg', { token: t.ops, body: { ...name, customerRegisterName: 'a\u0000b' } }),
    );
    expect(nul.msg).toContain(M.INPUT_BAD_CHARACTERS);
    for (const query of [{ parentCustomerCode: 'x'.repeat(21) }, { parentCustomerCode: '1002 0000' }]) {
      expect((await call(s.app, 'orgGetAll', { token: t.user, query })).statusCode).toBe(400);
    }
    const badSearches: Record<string, string>[] = [
      { companyLevel: '5' },
      { status: '2' },
      { pageSize: '1000' },
      { keyword: 'k'.repeat(51) },
    ];
    for (const query of badSearches) {
      expect((await call(s.app, 'orgGetAllByPage', { token: t.user, query })).statusCode, JSON.stringify(query)).toBe(
        400,
      );
    }
    for (const body of [
      { customerCode: SALES, userIds: [] },
      { customerCode: SALES, userIds: 'x' },
    ]) {
      expect((await call(s.app, 'orgAddOrgUser', { token: t.ops, body })).statusCode).toBe(400);
    }
    expect(await rowsOf('select count(*)::int as n from org_nodes')).toEqual(before);
  });
});
