/**
 * Demo data as plain typed objects (no database code; the seeder inserts them). The accounts, what they
 * see and the menu conventions are described in docs/demo-data.md.
 * - menus.ts: the menu tree (SEED_MENUS)
 * - people.ts: enterprises, roles, users, notices
 */

export interface SeedMenu {
  id: string;
  parentId: string | null;
  menuName: string;
  frontEndName?: string;
  routeUrl?: string;
  icon?: string;
  hidden?: boolean;
  ifRouteHidden?: boolean;
  button: 0 | 1;
  remark?: string;
  ifIntOrExt?: 0 | 1;
  productType?: string;
  perms?: string;
  sort: number;
}

export interface SeedEnterprise {
  id: string;
  name: string;
  creditCode: string;
  /** 1 group headquarters, 2 subsidiary, 6 branch (§3) */
  entType: number;
  /** a SEED_PLATES code */
  plate: string;
  parentId?: string;
  entVersion: string;
}

export interface SeedRole {
  id: string;
  roleName: string;
  roleCode: string;
  /** 1 operations side, 2 customer-facing side */
  roleConfig: 1 | 2;
  assignable: boolean;
  edit: boolean;
  delete: boolean;
  /** 'all' = every menu, present and future (the super admin) */
  menuIds: string[] | 'all';
}

export interface SeedMembership {
  entId: string;
  roleIds: string[];
  /** the enterprise a login starts in */
  isDefault?: boolean;
}

export interface SeedUser {
  id: string;
  account: string;
  userName: string;
  showName: string;
  phone: string | null;
  /** 2 = external user */
  userSource: 1 | 2;
  /** 1 enabled, 0 disabled */
  status: 0 | 1;
  memberships: SeedMembership[];
}

export interface SeedProduct {
  productType: string;
  productName: string;
  routeUrl: string;
  description: string;
  sort: number;
}

export interface SeedPlate {
  code: string;
  name: string;
}

export interface SeedNotice {
  id: string;
  userAccount: string;
  entId: string;
  /** §3.1 notice type 1..17 */
  noticeType: number;
  /** 1 read, 0 unread */
  status: 1 | 0;
  content: string;
  /** ISO 8601 with the +08:00 offset */
  createDate: string;
}

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Portal@2026';

/** §1 products. '05' is the inside-app menu type, never a product; '00' is the system product. */
export const SEED_PRODUCTS: SeedProduct[] = [
  { productType: '01', productName: '贷款', routeUrl: '/finance/eLoan', description: '面向集团成员企业及产业链上下游的线上贷款申请、审批与放款服务', sort: 1 },
  { productType: '02', productName: '保理', routeUrl: '/finance/eRong', description: '基于应收账款转让的商业保理融资，盘活企业应收资产', sort: 2 },
  { productType: '03', productName: '融资租赁', routeUrl: '/finance/eLease', description: '设备直租与售后回租，助力企业轻资产运营', sort: 3 },
  { productType: '04', productName: '期货', routeUrl: '/finance/eFutures', description: '煤炭等大宗商品期货套期保值与价格风险管理服务', sort: 4 },
  { productType: '06', productName: '碳资产', routeUrl: '/finance/eCarbon', description: '碳排放配额与CCER资产的管理、交易及碳金融服务', sort: 5 },
  { productType: '07', productName: '保险', routeUrl: '/finance/eBao', description: '企业财产险、工程险、货运险在线投保与保单管理', sort: 6 },
  { productType: '08', productName: '支付', routeUrl: '/finance/ePayment', description: '企业网银支付、聚合支付与资金结算服务', sort: 7 },
  { productType: '09', productName: '合同', routeUrl: '/AiContract/contractReview', description: 'AI合同审查、智能起草与合同全生命周期管理', sort: 8 },
  { productType: '10', productName: '税务', routeUrl: '/tax/home', description: '税务任务、纳税申报、发票管理与税务分析一站式服务', sort: 9 },
  { productType: '11', productName: '组织管理', routeUrl: '/organization/index', description: '企业组织架构维护与组织机构变更申请', sort: 10 },
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

export { SEED_MENUS } from './menus.ts';
export { SEED_ENTERPRISES, SEED_ROLES, SEED_USERS, SEED_NOTICES, ENT, ROLE, USER } from './people.ts';
