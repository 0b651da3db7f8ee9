/**
 * A role's name is unique within its enterprise (or the portal-wide roles) and its side (§3 Role, §7.5
 * saveOrUpdateRole): the 分配角色 dialog lists roles by name, so two roles of one name there are two identical
 * choices. Checked on creation and on a rename, in the write's transaction; another enterprise or the other side may
 * use the same name.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as M from '@portal/shared';
import { RESPONSE_CODE, SYSTEM_ROLES } from '@portal/shared';
import { ENT, ROLE } from '../src/db/seed/ids.ts';
import { ensureEnterpriseRole } from '../src/modules/permission/index.ts';
import { newId } from '../src/platform/ids.ts';
import { callEnv, expectNoDbChange, useTestServer, verifyAdminPhone } from './helpers.ts';

const { s, t } = useTestServer({ RATE_LIMIT_WRITE: '100000', RATE_LIMIT_LOGIN: '1000' }, [
  'superadmin',
  'entadmin',
  'entadmin2',
]);

beforeAll(async () => {
  await verifyAdminPhone(s.app, t.superadmin, '13800000001');
});

const TAKEN = { code: RESPONSE_CODE.business, msg: M.ROLE_NAME_TAKEN, data: [] };

let seq = 0;
const code = () => `name_${process.pid}_${++seq}`;

type Save = { roleId?: string; roleName: string; roleCode?: string; roleConfig?: 1 | 2; remark?: string };
const save = (token: string, body: Save) =>
  callEnv(s.app, 'roleSave', { token, body: { ...body, roleCode: body.roleCode ?? code() } });

async function created(token: string, body: Save) {
  const res = await save(token, body);
  expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
  return res.data[0];
}

describe('creating a role', () => {
  it('a company admin cannot save a second role of a name their enterprise has; another enterprise can', async () => {
    await created(t.entadmin, { roleName: '合同审核员' });
    expect(await expectNoDbChange(s, () => save(t.entadmin, { roleName: '合同审核员' }))).toEqual(TAKEN);
    // The name is compared as the dialog shows it: blanks trimmed, letter case aside.
    await created(t.entadmin, { roleName: 'Finance Viewer' });
    expect(await expectNoDbChange(s, () => save(t.entadmin, { roleName: '  finance viewer ' }))).toEqual(TAKEN);
    const other = await created(t.entadmin2, { roleName: '合同审核员' });
    expect(other).toMatchObject({ roleName: '合同审核员', entId: ENT.shendong });
  });

  it('a company admin cannot take the name of a portal role their enterprise assigns', async () => {
    const portal = (await callEnv(s.app, 'roleDetail', { token: t.entadmin, query: { roleId: ROLE.entUser } })).data[0];
    expect(portal).toMatchObject({ entId: null, roleConfig: 2, assignable: true });
    expect(await expectNoDbChange(s, () => save(t.entadmin, { roleName: portal.roleName }))).toEqual(TAKEN);
    expect(await expectNoDbChange(s, () => save(t.entadmin, { roleName: SYSTEM_ROLES.companyAdmin.roleName }))).toEqual(
      TAKEN,
    );
  });

  it('operations: unique among the portal roles of one side; the other side and an enterprise may share it', async () => {
    await created(t.superadmin, { roleName: '数据稽核', roleConfig: 1 });
    expect(await expectNoDbChange(s, () => save(t.superadmin, { roleName: '数据稽核', roleConfig: 1 }))).toEqual(TAKEN);
    await created(t.superadmin, { roleName: '数据稽核', roleConfig: 2 });
    expect(await expectNoDbChange(s, () => save(t.superadmin, { roleName: '数据稽核', roleConfig: 2 }))).toEqual(TAKEN);
    // An operations-side portal role is not among the roles a company admin assigns.
    await created(t.superadmin, { roleName: '运营专员', roleConfig: 1 });
    await created(t.entadmin, { roleName: '运营专员' });
  });

  it('three creations racing for one name (different codes): one wins, the others are told the name is taken', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => save(t.entadmin, { roleName: '并发同名角色' })));
    expect(answers.filter((a) => a.code === RESPONSE_CODE.ok)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== RESPONSE_CODE.ok)) expect(a).toEqual(TAKEN);
    const listed = await callEnv(s.app, 'roleQuery', {
      token: t.entadmin,
      body: { roleName: '并发同名角色', currentPage: 1, pageSize: 10 },
    });
    expect(listed.data[0].total).toBe(1);
  });
});

describe('updating a role', () => {
  it('renaming to another role’s name is refused and nothing changes', async () => {
    const a = await created(t.entadmin, { roleName: '结算专员' });
    const b = await created(t.entadmin, { roleName: '对账专员' });
    const res = await expectNoDbChange(s, () =>
      save(t.entadmin, { roleId: b.roleId, roleName: '结算专员', roleCode: b.roleCode }),
    );
    expect(res).toEqual(TAKEN);
    const read = await callEnv(s.app, 'roleDetail', { token: t.entadmin, query: { roleId: b.roleId } });
    expect(read.data[0].roleName).toBe('对账专员');
    expect(a.roleName).toBe('结算专员');
  });

  it('saving a role under its own name (another remark, another letter case) is allowed', async () => {
    const r = await created(t.entadmin, { roleName: 'Audit Desk' });
    const same = await save(t.entadmin, {
      roleId: r.roleId,
      roleName: 'Audit Desk',
      roleCode: r.roleCode,
      remark: '新备注',
    });
    expect(same.code, same.msg).toBe(RESPONSE_CODE.ok);
    const recased = await save(t.entadmin, { roleId: r.roleId, roleName: 'AUDIT DESK', roleCode: r.roleCode });
    expect(recased.code, recased.msg).toBe(RESPONSE_CODE.ok);
    expect(recased.data[0].roleName).toBe('AUDIT DESK');
  });

  it('renaming to a name another enterprise uses is allowed', async () => {
    await created(t.entadmin2, { roleName: '神东调度员' });
    const r = await created(t.entadmin, { roleName: '销售调度员' });
    const res = await save(t.entadmin, { roleId: r.roleId, roleName: '神东调度员', roleCode: r.roleCode });
    expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
  });

  it('operations moving a role to the side where its name is taken is refused', async () => {
    await created(t.superadmin, { roleName: '风控专员', roleConfig: 2 });
    const r = await created(t.superadmin, { roleName: '风控专员', roleConfig: 1 });
    const res = await expectNoDbChange(s, () =>
      save(t.superadmin, { roleId: r.roleId, roleName: '风控专员', roleCode: r.roleCode, roleConfig: 2 }),
    );
    expect(res).toEqual(TAKEN);
  });
});

describe('roles the portal creates (a product opened, an approved application)', () => {
  it('take the next free 「name（n）」 where a company admin already named a role so; found again by code', async () => {
    await created(t.entadmin, { roleName: '保理（已开通）' });
    const ensure = (roleCode: string) =>
      s.database.db.transaction((tx) =>
        ensureEnterpriseRole(tx, {
          entId: ENT.sales,
          roleId: newId(),
          roleCode,
          roleName: '保理（已开通）',
          menuIds: [],
        }),
      );
    const first = await ensure(code());
    expect(first).toMatchObject({ created: true, role: { roleName: '保理（已开通）（2）' } });
    const second = await ensure(code());
    expect(second?.role.roleName).toBe('保理（已开通）（3）');
    const again = await ensure(first!.role.roleCode);
    expect(again).toMatchObject({ created: false, role: { id: first!.role.id, roleName: '保理（已开通）（2）' } });
  });
});
