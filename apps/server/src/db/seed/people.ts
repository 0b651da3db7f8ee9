/**
 * Demo enterprises, roles, users and notices. Role menus are chosen by route, button code or menu-name
 * path and always include the ancestors of what they grant, so every granted entry has its parent.
 */
import { SYSTEM_ROLES } from '@portal/shared/constants';
import type { SeedEnterprise, SeedMenu, SeedNotice, SeedRole, SeedUser } from './data.ts';
import { SEED_MENUS } from './menus.ts';

// --- Enterprises (§3; credit codes are 18 characters with a valid GB 32100 check character) ---

export const ENT = {
  hq: '351000000000000001',
  sales: '351000000000000002',
  shendong: '351000000000000003',
  daduhe: '351000000000000004',
  railway: '351000000000000005',
  ningxia: '351000000000000006',
  ningxiaBranch: '351000000000000007',
} as const;

export const SEED_ENTERPRISES: SeedEnterprise[] = [
  { id: ENT.hq, name: '国家能源投资集团有限责任公司', creditCode: '91110000100018267J', entType: 1, plate: 'finance', entVersion: '1' },
  { id: ENT.sales, name: '国能销售集团有限公司', creditCode: '9111000071093254X7', entType: 2, plate: 'coal', parentId: ENT.hq, entVersion: '1' },
  { id: ENT.shendong, name: '国能神东煤炭集团有限责任公司', creditCode: '91150600114786339F', entType: 2, plate: 'coal', parentId: ENT.hq, entVersion: '1' },
  { id: ENT.daduhe, name: '国能大渡河流域水电开发有限公司', creditCode: '91510100201890740H', entType: 2, plate: 'electricity', parentId: ENT.hq, entVersion: '1' },
  { id: ENT.railway, name: '国能铁路装备有限责任公司', creditCode: '911100006937512016', entType: 2, plate: 'transport', parentId: ENT.hq, entVersion: '1' },
  { id: ENT.ningxia, name: '国能宁夏煤业有限责任公司', creditCode: '916401006706421926', entType: 2, plate: 'chemical', parentId: ENT.hq, entVersion: '1' },
  { id: ENT.ningxiaBranch, name: '国能宁夏煤业有限责任公司煤制油分公司', creditCode: '916401813945087624', entType: 6, plate: 'chemical', parentId: ENT.ningxia, entVersion: '1' },
];

// --- Menu selection helpers ---

const CHILDREN = new Map<string | null, SeedMenu[]>();
for (const m of SEED_MENUS) {
  const list = CHILDREN.get(m.parentId) ?? [];
  list.push(m);
  CHILDREN.set(m.parentId, list);
}
const BY_ID = new Map(SEED_MENUS.map((m) => [m.id, m]));

/**
 * One menu by key: a route ('/tax/home', 'https://…'), a button code ('user:query'), or a name path from
 * the root ('运营中心>服务支持'). Throws when the key matches nothing or more than one entry.
 */
function find(key: string): SeedMenu {
  let hits: SeedMenu[];
  if (key.startsWith('/') || key.startsWith('http')) hits = SEED_MENUS.filter((m) => m.routeUrl === key);
  else if (key.includes(':')) hits = SEED_MENUS.filter((m) => m.perms === key);
  else {
    let level: SeedMenu[] = CHILDREN.get(null) ?? [];
    hits = [];
    for (const name of key.split('>')) {
      hits = level.filter((m) => m.menuName === name);
      level = hits.flatMap((m) => CHILDREN.get(m.id) ?? []);
    }
  }
  if (hits.length !== 1) throw new Error(`seed menu key "${key}" matches ${hits.length} entries`);
  return hits[0];
}

/** The entry alone. */
const one = (...keys: string[]): string[] => keys.map((k) => find(k).id);

/** The entry and everything below it (pages and buttons). */
function tree(...keys: string[]): string[] {
  const out: string[] = [];
  const walk = (m: SeedMenu) => {
    out.push(m.id);
    for (const c of CHILDREN.get(m.id) ?? []) walk(c);
  };
  for (const k of keys) walk(find(k));
  return out;
}

/** Union of the given ids minus `without`, plus every ancestor, in menu order. */
function grant(ids: string[][], without: string[][] = []): string[] {
  const drop = new Set(without.flat());
  const set = new Set<string>();
  for (const id of ids.flat()) {
    if (drop.has(id)) continue;
    for (let m = BY_ID.get(id); m; m = m.parentId ? BY_ID.get(m.parentId) : undefined) set.add(m.id);
  }
  return SEED_MENUS.filter((m) => set.has(m.id)).map((m) => m.id);
}

const WORKBENCH = tree('工作台');
/** The user centre every signed-in role has (no enterprise administration, no IT orders). */
const USER_CENTRE = one(
  '/userCenter/userManage',
  '/userCenter/authApply',
  '/userCenter/protocol',
  '/userCenter/problemFeedback',
  '/userCenter/onlineConsultation',
  '/userCenter/askQuestionsOnline',
  '/userCenter/help',
  '/userCenter/agreement',
);
const PORTAL_LINK = one('https://www.ceic.com');
const COMMON = [WORKBENCH, USER_CENTRE, PORTAL_LINK];
const PARTNER_BASE = [WORKBENCH, USER_CENTRE, one('/coopPage/index', '/coopPage/index/error'), tree('/coopPage/index/pageIndex')];

// --- Roles (§3, §6) ---

export const ROLE = {
  superAdmin: SYSTEM_ROLES.superAdmin.id,
  companyAdmin: SYSTEM_ROLES.companyAdmin.id,
  salesman: SYSTEM_ROLES.salesman.id,
  entUser: '349855983408250883',
  operator: '349855983408250884',
  customerService: '349855983408250885',
  itOps: '349855983408250886',
  basicUser: '349855983408250887',
  partnerMarket: '349855983408250888',
  partnerFinance: '349855983408250889',
  partnerInsurance: '349855983408250890',
} as const;

const custom = { assignable: true, edit: true, delete: true } as const;

export const SEED_ROLES: SeedRole[] = [
  {
    id: ROLE.superAdmin,
    roleName: SYSTEM_ROLES.superAdmin.roleName,
    roleCode: 'superAdmin',
    roleConfig: 1,
    assignable: false,
    edit: false,
    delete: false,
    menuIds: 'all',
  },
  {
    id: ROLE.companyAdmin,
    roleName: SYSTEM_ROLES.companyAdmin.roleName,
    roleCode: 'companyAdmin',
    roleConfig: 2,
    assignable: true,
    edit: false,
    delete: false,
    menuIds: grant([
      ...COMMON,
      one('/userCenter/companyManage', '/userCenter/authorityManagement'),
      one('/Base/auth-management/user', 'user:query', 'user:editStatus'),
      tree('产品开通'),
    ]),
  },
  {
    id: ROLE.salesman,
    roleName: SYSTEM_ROLES.salesman.roleName,
    roleCode: 'salesman',
    roleConfig: 1,
    assignable: false,
    edit: false,
    delete: false,
    menuIds: grant(
      [
        ...COMMON,
        tree('客户关系管理'),
        tree('/inquiryPriceManagement/inquirySearch', '/inquiryPriceManagement/quotationSearch'),
        one('/inquiryPriceManagement/customerManager'),
      ],
      [tree('客户关系管理>CRM配置')],
    ),
  },
  {
    id: ROLE.entUser,
    roleName: '企业用户',
    roleCode: 'entUser',
    roleConfig: 2,
    ...custom,
    menuIds: grant(
      [
        ...COMMON,
        tree('金融服务', '税务管理', '保险服务', '产品开通', '知识库', '合同管理>我的合同'),
        one(
          '/AiContract/contractReview',
          '/AiContract/contractDraft',
          '/AiContract/legalQA',
          '/AiContract/contractComparison',
          '/AiContract/riskInspection',
          '/organization/index',
        ),
      ],
      [tree('/eInsuranceOperate')],
    ),
  },
  {
    id: ROLE.operator,
    roleName: '运营人员',
    roleCode: 'operator',
    roleConfig: 1,
    ...custom,
    menuIds: grant(
      [
        ...COMMON,
        tree('运营中心', '客户关系管理', '询价管理', '报表', '合作伙伴', '知识库', '智能应用', '/eInsuranceOperate'),
        one('/organization/index'),
      ],
      [tree('运营中心>服务支持', '运营中心>权限管理')],
    ),
  },
  {
    id: ROLE.customerService,
    roleName: '客服人员',
    roleCode: 'customerService',
    roleConfig: 1,
    ...custom,
    menuIds: grant([
      ...COMMON,
      one(
        '/Base/service-support/problem',
        '/Base/service-support/online',
        '/Base/service-support/statistical',
        '/Base/service-support/phoneInquiry',
      ),
      tree('知识库'),
    ]),
  },
  {
    id: ROLE.itOps,
    roleName: 'IT运维人员',
    roleCode: 'itOps',
    roleConfig: 1,
    ...custom,
    menuIds: grant([
      ...COMMON,
      one('/Base/service-support/ITWorkOrderManagement', '/Base/service-support/ITMemberSetting', '/userCenter/ITServerOrder'),
    ]),
  },
  {
    id: ROLE.basicUser,
    roleName: '基础用户',
    roleCode: 'basicUser',
    roleConfig: 2,
    ...custom,
    menuIds: grant([WORKBENCH, USER_CENTRE]),
  },
  {
    id: ROLE.partnerMarket,
    roleName: '合作伙伴（数据服务）',
    roleCode: 'partnerMarket',
    roleConfig: 2,
    ...custom,
    menuIds: grant([...PARTNER_BASE, tree('/coopPage/index/marketData', '/coopPage/index/creditData')]),
  },
  {
    id: ROLE.partnerFinance,
    roleName: '合作伙伴（金融机构）',
    roleCode: 'partnerFinance',
    roleConfig: 2,
    ...custom,
    menuIds: grant([
      ...PARTNER_BASE,
      tree('/coopPage/index/financeLease', '/coopPage/index/commercialFactoring', '/coopPage/index/industrialFunds'),
    ]),
  },
  {
    id: ROLE.partnerInsurance,
    roleName: '合作伙伴（保险与资管）',
    roleCode: 'partnerInsurance',
    roleConfig: 2,
    ...custom,
    menuIds: grant([
      ...PARTNER_BASE,
      tree('/coopPage/index/insuranceBroker', '/coopPage/index/assetManagement'),
      one('/eInsurance/index', '/eInsurance/warranty'),
    ]),
  },
];

// --- Users (password DEMO_PASSWORD; showName is the account without the s_ prefix, §3) ---

export const USER = {
  superadmin: '352000000000000001',
  entadmin: '352000000000000002',
  user: '352000000000000003',
  ops: '352000000000000004',
  service: '352000000000000005',
  it: '352000000000000006',
  user2: '352000000000000007',
  entadmin2: '352000000000000008',
  partner: '352000000000000009',
  limited: '352000000000000010',
  frozen: '352000000000000011',
} as const;

export const SEED_USERS: SeedUser[] = [
  {
    id: USER.superadmin, account: 'superadmin', userName: '平台管理员', showName: 'superadmin', phone: '13800000001',
    userSource: 1, status: 1, memberships: [{ entId: ENT.hq, roleIds: [ROLE.superAdmin], isDefault: true }],
  },
  {
    id: USER.entadmin, account: 'entadmin', userName: '王建国', showName: 'entadmin', phone: '13800000002',
    userSource: 1, status: 1, memberships: [{ entId: ENT.sales, roleIds: [ROLE.companyAdmin], isDefault: true }],
  },
  {
    id: USER.user, account: 'user', userName: '李明', showName: 'user', phone: '13800000003',
    userSource: 1, status: 1, memberships: [{ entId: ENT.sales, roleIds: [ROLE.entUser], isDefault: true }],
  },
  {
    id: USER.ops, account: 'ops', userName: '赵丽', showName: 'ops', phone: '13800000004',
    userSource: 1, status: 1, memberships: [{ entId: ENT.hq, roleIds: [ROLE.operator], isDefault: true }],
  },
  {
    id: USER.service, account: 'service', userName: '陈静', showName: 'service', phone: '13800000005',
    userSource: 1, status: 1, memberships: [{ entId: ENT.hq, roleIds: [ROLE.customerService], isDefault: true }],
  },
  {
    id: USER.it, account: 'it', userName: '刘洋', showName: 'it', phone: '13800000006',
    userSource: 1, status: 1, memberships: [{ entId: ENT.hq, roleIds: [ROLE.itOps], isDefault: true }],
  },
  {
    id: USER.user2, account: 'user2', userName: '吴刚', showName: 'user2', phone: '13800000007',
    userSource: 1, status: 1, memberships: [{ entId: ENT.shendong, roleIds: [ROLE.entUser], isDefault: true }],
  },
  {
    id: USER.entadmin2, account: 'entadmin2', userName: '郑伟', showName: 'entadmin2', phone: '13800000008',
    userSource: 1, status: 1, memberships: [{ entId: ENT.shendong, roleIds: [ROLE.companyAdmin], isDefault: true }],
  },
  {
    id: USER.partner, account: 's_partner', userName: '合作伙伴', showName: 'partner', phone: '13800000009',
    userSource: 2, status: 1,
    memberships: [
      { entId: ENT.railway, roleIds: [ROLE.partnerMarket], isDefault: true },
      { entId: ENT.daduhe, roleIds: [ROLE.partnerFinance] },
      { entId: ENT.ningxia, roleIds: [ROLE.partnerInsurance] },
    ],
  },
  {
    id: USER.limited, account: 'limited', userName: '孙磊', showName: 'limited', phone: null,
    userSource: 1, status: 1, memberships: [{ entId: ENT.ningxiaBranch, roleIds: [ROLE.basicUser], isDefault: true }],
  },
  {
    id: USER.frozen, account: 'frozen', userName: '周强', showName: 'frozen', phone: '13800000010',
    userSource: 1, status: 0, memberships: [{ entId: ENT.sales, roleIds: [ROLE.entUser], isDefault: true }],
  },
];

// --- Notices (§3 Notice, types of §3.1) ---

export const SEED_NOTICES: SeedNotice[] = [
  { id: '353000000000000001', userAccount: 'user', entId: ENT.sales, noticeType: 1, status: 1, content: '您的门户账号已开通，欢迎使用国家能源集团金融服务门户。', createDate: '2026-01-05T09:00:00+08:00' },
  { id: '353000000000000002', userAccount: 'user', entId: ENT.sales, noticeType: 3, status: 1, content: '贵企业已开通「税务」产品，可在工作台进入税务管理。', createDate: '2026-01-12T10:20:00+08:00' },
  { id: '353000000000000003', userAccount: 'user', entId: ENT.sales, noticeType: 13, status: 1, content: '国家能源集团金融服务门户新版已上线，欢迎体验。', createDate: '2026-02-02T08:30:00+08:00' },
  { id: '353000000000000004', userAccount: 'user', entId: ENT.sales, noticeType: 7, status: 1, content: '「订单融资」产品将于2026年3月31日下架，已提交的申请不受影响。', createDate: '2026-02-20T14:00:00+08:00' },
  { id: '353000000000000005', userAccount: 'user', entId: ENT.sales, noticeType: 2, status: 0, content: '贵企业已申请开通「贷款」产品，请前往激活。', createDate: '2026-03-02T09:15:00+08:00' },
  { id: '353000000000000006', userAccount: 'user', entId: ENT.sales, noticeType: 4, status: 0, content: '请完善企业基本信息（注册地址、法定代表人、联系方式）。', createDate: '2026-03-05T11:40:00+08:00' },
  { id: '353000000000000007', userAccount: 'user', entId: ENT.sales, noticeType: 8, status: 0, content: '您提交的融资申请（编号RZ202603100012）已审批通过，请留意放款通知。', createDate: '2026-03-10T16:05:00+08:00' },
  { id: '353000000000000008', userAccount: 'user', entId: ENT.sales, noticeType: 12, status: 0, content: '您反馈的问题「进项发票导入失败」已处理，请查看处理结果。', createDate: '2026-03-12T10:00:00+08:00' },
  { id: '353000000000000009', userAccount: 'user', entId: ENT.sales, noticeType: 17, status: 0, content: '系统将于2026年3月28日22:00至24:00进行升级维护，期间暂停服务。', createDate: '2026-03-20T18:00:00+08:00' },
  { id: '353000000000000010', userAccount: 'entadmin', entId: ENT.sales, noticeType: 5, status: 0, content: '国能销售集团有限公司申请将企业管理员变更为您，请确认是否同意。', createDate: '2026-03-15T09:30:00+08:00' },
  { id: '353000000000000011', userAccount: 'user2', entId: ENT.shendong, noticeType: 17, status: 0, content: '系统将于2026年3月28日22:00至24:00进行升级维护，期间暂停服务。', createDate: '2026-03-20T18:00:00+08:00' },
  { id: '353000000000000012', userAccount: 's_partner', entId: ENT.railway, noticeType: 1, status: 0, content: '您的合作伙伴账号已开通，欢迎使用国家能源集团金融服务门户。', createDate: '2026-02-10T09:00:00+08:00' },
];
