/** Demo data of the user area: enterprises, company plates, accounts and who belongs where. */
import { enterprises, memberships, plates, users } from '../schema/user.ts';
import { ENT, ROLE, USER } from './ids.ts';
import { DEMO_PASSWORD_HASH, type SeedEnterprise, type SeedPlate, type SeedStep, type SeedUser } from './types.ts';

// --- Enterprises (§3; credit codes are 18 characters with a valid GB 32100 check character) ---

export const SEED_ENTERPRISES: SeedEnterprise[] = [
  {
    id: ENT.hq,
    name: '国家能源投资集团有限责任公司',
    creditCode: '91110000100018267J',
    entType: 1,
    plate: 'finance',
    entVersion: '1',
  },
  {
    id: ENT.sales,
    name: '国能销售集团有限公司',
    creditCode: '9111000071093254X7',
    entType: 2,
    plate: 'coal',
    parentId: ENT.hq,
    entVersion: '1',
  },
  {
    id: ENT.shendong,
    name: '国能神东煤炭集团有限责任公司',
    creditCode: '91150600114786339F',
    entType: 2,
    plate: 'coal',
    parentId: ENT.hq,
    entVersion: '1',
  },
  {
    id: ENT.daduhe,
    name: '国能大渡河流域水电开发有限公司',
    creditCode: '91510100201890740H',
    entType: 2,
    plate: 'electricity',
    parentId: ENT.hq,
    entVersion: '1',
  },
  {
    id: ENT.railway,
    name: '国能铁路装备有限责任公司',
    creditCode: '911100006937512016',
    entType: 2,
    plate: 'transport',
    parentId: ENT.hq,
    entVersion: '1',
  },
  {
    id: ENT.ningxia,
    name: '国能宁夏煤业有限责任公司',
    creditCode: '916401006706421926',
    entType: 2,
    plate: 'chemical',
    parentId: ENT.hq,
    entVersion: '1',
  },
  {
    id: ENT.ningxiaBranch,
    name: '国能宁夏煤业有限责任公司煤制油分公司',
    creditCode: '916401813945087624',
    entType: 6,
    plate: 'chemical',
    parentId: ENT.ningxia,
    entVersion: '1',
  },
];

/** §3.1 company plates. */
export const SEED_PLATES: SeedPlate[] = [
  { code: 'coal', name: '煤炭' },
  { code: 'electricity', name: '电力' },
  { code: 'transport', name: '运输' },
  { code: 'chemical', name: '化工' },
  { code: 'support', name: '支持' },
  { code: 'tech-environment', name: '科技环保' },
  { code: 'finance', name: '金融' },
  { code: 'other', name: '其他' },
];

// --- Users (password DEMO_PASSWORD; showName is the account without the s_ prefix, §3) ---

export const SEED_USERS: SeedUser[] = [
  {
    id: USER.superadmin,
    account: 'superadmin',
    userName: '平台管理员',
    showName: 'superadmin',
    phone: '13800000001',
    userSource: 1,
    status: 1,
    memberships: [{ entId: ENT.hq, roleIds: [ROLE.superAdmin], isDefault: true }],
  },
  {
    id: USER.entadmin,
    account: 'entadmin',
    userName: '王建国',
    showName: 'entadmin',
    phone: '13800000002',
    userSource: 1,
    status: 1,
    memberships: [{ entId: ENT.sales, roleIds: [ROLE.companyAdmin], isDefault: true }],
  },
  {
    id: USER.user,
    account: 'user',
    userName: '李明',
    showName: 'user',
    phone: '13800000003',
    userSource: 1,
    status: 1,
    memberships: [{ entId: ENT.sales, roleIds: [ROLE.entUser, ROLE.salesClerk], isDefault: true }],
  },
  {
    id: USER.ops,
    account: 'ops',
    userName: '赵丽',
    showName: 'ops',
    phone: '13800000004',
    userSource: 1,
    status: 1,
    memberships: [{ entId: ENT.hq, roleIds: [ROLE.operator], isDefault: true }],
  },
  {
    id: USER.service,
    account: 'service',
    userName: '陈静',
    showName: 'service',
    phone: '13800000005',
    userSource: 1,
    status: 1,
    memberships: [{ entId: ENT.hq, roleIds: [ROLE.customerService], isDefault: true }],
  },
  {
    id: USER.it,
    account: 'it',
    userName: '刘洋',
    showName: 'it',
    phone: '13800000006',
    userSource: 1,
    status: 1,
    memberships: [{ entId: ENT.hq, roleIds: [ROLE.itOps], isDefault: true }],
  },
  {
    id: USER.user2,
    account: 'user2',
    userName: '吴刚',
    showName: 'user2',
    phone: '13800000007',
    userSource: 1,
    status: 1,
    memberships: [{ entId: ENT.shendong, roleIds: [ROLE.entUser], isDefault: true }],
  },
  {
    id: USER.entadmin2,
    account: 'entadmin2',
    userName: '郑伟',
    showName: 'entadmin2',
    phone: '13800000008',
    userSource: 1,
    status: 1,
    memberships: [{ entId: ENT.shendong, roleIds: [ROLE.companyAdmin], isDefault: true }],
  },
  {
    id: USER.partner,
    account: 's_partner',
    userName: '合作伙伴',
    showName: 'partner',
    phone: '13800000009',
    userSource: 2,
    status: 1,
    memberships: [
      { entId: ENT.railway, roleIds: [ROLE.partnerMarket], isDefault: true },
      { entId: ENT.daduhe, roleIds: [ROLE.partnerFinance] },
      { entId: ENT.ningxia, roleIds: [ROLE.partnerInsurance] },
    ],
  },
  {
    id: USER.limited,
    account: 'limited',
    userName: '孙磊',
    showName: 'limited',
    phone: null,
    userSource: 1,
    status: 1,
    memberships: [{ entId: ENT.ningxiaBranch, roleIds: [ROLE.basicUser], isDefault: true }],
  },
  {
    id: USER.frozen,
    account: 'frozen',
    userName: '周强',
    showName: 'frozen',
    phone: '13800000010',
    userSource: 1,
    status: 0,
    memberships: [{ entId: ENT.sales, roleIds: [ROLE.entUser], isDefault: true }],
  },
];

export const seed: SeedStep = {
  area: 'user',
  async run(tx) {
    await tx.insert(plates).values(SEED_PLATES);
    await tx.insert(enterprises).values(SEED_ENTERPRISES.map((e) => ({ ...e, parentId: e.parentId ?? null })));
    await tx.insert(users).values(
      SEED_USERS.map((u, i) => ({
        id: u.id,
        account: u.account,
        userName: u.userName,
        showName: u.showName,
        phone: u.phone,
        passwordHash: DEMO_PASSWORD_HASH,
        userSource: u.userSource,
        status: u.status,
        seq: i + 1,
      })),
    );
    await tx.insert(memberships).values(
      SEED_USERS.flatMap((u) =>
        u.memberships.map((m, i) => ({
          userId: u.id,
          entId: m.entId,
          isDefault: m.isDefault ?? i === 0,
        })),
      ),
    );
  },
};
