/**
 * Demo data of the permission area: the menu tree (menus.ts), the roles and what each grants, and the roles each demo
 * user holds where. Role menus are chosen by route, button code or menu-name path and always include the ancestors
 * of what they grant, so every granted entry has its parent.
 */
import { BUTTON, MENU } from '@portal/shared';
import { menus, roleMenus, roles, userRoles } from '../schema/permission.ts';
import { SYSTEM_ROLES } from '@portal/shared/constants';
import { ENT, ROLE, USER } from './ids.ts';
import { SEED_MENUS } from './menus.ts';
import type { SeedMenu, SeedRole, SeedStep } from './types.ts';
import { SEED_USERS } from './user.ts';

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
/** The product administration page with only its 激活开通申请 button: where operations activate product openings. */
const OPENING_DESK = one('/Base/auth-management/product', BUTTON.product.activate);
/** The operations centre's list of authorisation applications: where operations approve (issue 14, step 运营审核). */
const AUTH_APPLY_DESK = one(MENU.authApply.manage);
/** The logs (操作日志 with 上传日志 and 页面浏览统计, issue 15): operations and IT watch them, read only. */
const LOG_DESK = one(MENU.permission.audit);
/** The operations desks inside 权限管理, which operations otherwise do not see. */
const OPS_DESKS = [...OPENING_DESK, ...AUTH_APPLY_DESK, ...LOG_DESK];
const PARTNER_BASE = [
  WORKBENCH,
  USER_CENTRE,
  one('/coopPage/index', '/coopPage/index/error'),
  tree('/coopPage/index/pageIndex'),
];

// --- Roles (§3, §6) ---

/** 国能销售集团's second own role, held by `user` (issue 14's demo of a role-permission application). */
export const SALES_ASSISTANT_ROLE_ID = '349855983408250892';

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
      one('/userCenter/companyManage', BUTTON.notice.changeAdmin),
      tree('/userCenter/authorityManagement'),
      one('/Base/auth-management/user', 'user:query', 'user:editStatus', 'user:editRole'),
      tree('产品开通'),
      // The enterprise's grants to the group's e-commerce platforms are the company admin's to give and revoke.
      one(MENU.business.index),
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
        ),
        one(MENU.organisation.index, BUTTON.org.export),
      ],
      [tree('/eInsuranceOperate'), one(BUTTON.eloan.review)],
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
        one(MENU.organisation.index, BUTTON.eloan.review, BUTTON.org.edit, BUTTON.org.export),
        // Operations activate the enterprises' product openings (§2.2 /product/loading waits for them) and approve
        // the authorisation applications' second step.
        OPENING_DESK,
        AUTH_APPLY_DESK,
        LOG_DESK,
      ],
      [tree('运营中心>服务支持'), tree('运营中心>权限管理').filter((id) => !OPS_DESKS.includes(id))],
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
      one(
        '/Base/service-support/ITWorkOrderManagement',
        '/Base/service-support/ITMemberSetting',
        '/userCenter/ITServerOrder',
      ),
      LOG_DESK,
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
  {
    id: ROLE.salesClerk,
    roleName: '销售公司职员',
    roleCode: 'salesClerk',
    roleConfig: 2,
    entId: ENT.sales,
    remark: '本企业自建角色，企业管理员在用户中心的权限管理中维护',
    ...custom,
    menuIds: grant([WORKBENCH, USER_CENTRE]),
  },
  {
    id: SALES_ASSISTANT_ROLE_ID,
    roleName: '销售业务助理',
    roleCode: 'salesAssistant',
    roleConfig: 2,
    entId: ENT.sales,
    remark: '本企业自建角色，权限不多：权限申请（角色权限分配）的演示对象',
    ...custom,
    // Only the loan home: a type-3 application adds 贷款审批与放款 (with its page 贷款业务), which ops hold.
    menuIds: grant([one('/finance/eLoan')]),
  },
];

/** Who holds 销售业务助理 (not in the accounts' memberships: a grant of this seed, see below). */
export const SALES_ASSISTANT_HOLDERS = [{ userId: USER.user, entId: ENT.sales, roleId: SALES_ASSISTANT_ROLE_ID }];

export const seed: SeedStep = {
  area: 'permission',
  after: ['user'],
  async run(tx) {
    await tx.insert(menus).values(
      SEED_MENUS.map((m) => ({
        id: m.id,
        parentId: m.parentId,
        menuName: m.menuName,
        frontEndName: m.frontEndName ?? null,
        routeUrl: m.routeUrl ?? null,
        icon: m.icon ?? null,
        hidden: m.hidden ?? false,
        ifRouteHidden: m.ifRouteHidden ?? false,
        button: m.button,
        remark: m.remark ?? null,
        ifIntOrExt: m.ifIntOrExt ?? 0,
        productType: m.productType ?? null,
        perms: m.perms ?? null,
        sort: m.sort,
      })),
    );
    await tx.insert(roles).values(
      SEED_ROLES.map((r) => ({
        id: r.id,
        roleName: r.roleName,
        roleCode: r.roleCode,
        roleConfig: r.roleConfig,
        assignable: r.assignable,
        editable: r.edit,
        deletable: r.delete,
        allMenus: r.menuIds === 'all',
        entId: r.entId ?? null,
        remark: r.remark ?? '',
      })),
    );
    const grants = SEED_ROLES.flatMap((r) =>
      r.menuIds === 'all' ? [] : r.menuIds.map((menuId) => ({ roleId: r.id, menuId })),
    );
    for (let i = 0; i < grants.length; i += 500) await tx.insert(roleMenus).values(grants.slice(i, i + 500));
    await tx
      .insert(userRoles)
      .values(
        SEED_USERS.flatMap((u) =>
          u.memberships.flatMap((m) => m.roleIds.map((roleId) => ({ userId: u.id, entId: m.entId, roleId }))),
        ),
      );
    await tx.insert(userRoles).values(SALES_ASSISTANT_HOLDERS);
  },
};
