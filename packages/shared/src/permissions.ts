/**
 * The permission catalogue (§6): the menu paths and button codes that guard the portal's calls, per area, and the
 * grant rule that turns a set of granted menus into the paths and codes a user holds. The server's access
 * declarations, the demo seed's menus and the web's permission gate all name these constants, so a code is typed
 * once and a misspelt one does not compile.
 */
import { normalizePath } from './guard.ts';

/** Page menus whose grant an endpoint requires (each is a route of routes.ts; a test holds that). */
export const MENU = {
  eloan: { apply: '/eLoan' },
  /** §2.3 the product sub-apps: an enterprise's own workspace and operations' desk of each product. */
  factoring: { apply: '/efactoring', operate: '/efactoring_yunying' },
  carbon: { account: '/carbon', admin: '/carbonAdmin' },
  payment: { bestPay: '/bestPay', webPay: '/webPay', gateway: '/eFinancialGateway' },
  /** §2.2 /business/index: the enterprise's grants to the group's e-commerce platforms. */
  business: { index: '/business/index' },
  notices: { push: '/systemMonitoring/push' },
  chat: { console: '/Base/service-support/online', consultation: '/userCenter/onlineConsultation' },
  tax: {
    home: '/tax/home',
    task: '/tax/taxTask',
    calendar: '/tax/taxCalendar',
    period: '/tax/taxPeriod',
    invoice: '/tax/vat/invoice',
    preference: '/tax/vat/preference',
    profile: '/tax/setting/enterpriseProfile',
    filingPreference: '/tax/setting/filingPreference',
    audit: '/tax/audit/audit',
    table: '/tax/analysis/table',
    detail: '/system/tax-admin/tax-detail',
    /** The holiday arrangement the deadlines are moved by (operations' reference data). */
    holiday: '/system/tax-admin/holiday',
  },
  /** §2.2 the authorisation applications (issue 14): operations centre (/resAuthApply/*) and user centre (Grzx). */
  authApply: { manage: '/Base/auth-management/authApply', userCentre: '/userCenter/authApply' },
  /** §2.2 /organization/index: the organisation tree and its change applications (issue 15). */
  organisation: { index: '/organization/index' },
  /** §2.2 /product: opening products (the waiting page and the protocol page are its details). */
  product: { opening: '/product/index' },
  permission: {
    user: '/Base/auth-management/user',
    role: '/Base/auth-management/role',
    product: '/Base/auth-management/product',
    menuOp: '/Base/auth-management/menu-op',
    menuTax: '/Base/auth-management/menu-tax',
    audit: '/Base/auth-management/audit',
    protocol: '/Base/auth-management/protocol',
    service: '/Base/auth-management/service',
    /** The company admin's own roles and grants (user centre). */
    entAuthority: '/userCenter/authorityManagement',
  },
  /** §2.2 the content area: editors' pages (operations centre › 内容管理) and the knowledge base. */
  content: {
    issues: '/newsSend/informationIssues',
    channels: '/newsSend/channelManagement',
    carousel: '/mobile/appDisposition',
    handbook: '/handbookSetting/index',
    cms: '/CMS',
    knowledge: '/knowledgeBase/index',
  },
} as const;

/** Button permission codes (menus with button 1 carry them in `perms`; §6 btnPerm). */
export const BUTTON = {
  user: {
    query: 'user:query',
    editStatus: 'user:editStatus',
    export: 'user:export',
    editRole: 'user:editRole',
    orgStatus: 'user:orgStatus',
    superAdmin: 'user:superAdmin',
  },
  role: {
    add: 'role:add',
    allocateMenu: 'role:allocateMenu',
    edit: 'role:edit',
    delete: 'role:delete',
    users: 'role:users',
    export: 'role:export',
  },
  /** The same role actions on /userCenter/authorityManagement (a company admin, their enterprise's roles). */
  entRole: {
    add: 'ent:role:add',
    allocateMenu: 'ent:role:allocateMenu',
    edit: 'ent:role:edit',
    delete: 'ent:role:delete',
    users: 'ent:role:users',
  },
  menu: {
    opAdd: 'menu:op:add',
    opEdit: 'menu:op:edit',
    opDelete: 'menu:op:delete',
    taxAdd: 'menu:tax:add',
    taxEdit: 'menu:tax:edit',
    taxDelete: 'menu:tax:delete',
  },
  product: { add: 'product:add', edit: 'product:edit', shelf: 'product:shelf', activate: 'product:activate' },
  protocol: { add: 'protocol:add', edit: 'protocol:edit', status: 'protocol:status' },
  service: { add: 'service:add', edit: 'service:edit', status: 'service:status' },
  audit: { export: 'audit:export' },
  /** The organisation tree kept directly (addOrg, updateOrg, addOrgUser, another user's primary organisation), and its export. */
  org: { edit: 'org:edit', export: 'org:export' },
  news: { publish: 'news:publish' },
  notice: { send: 'notice:send', changeAdmin: 'notice:changeAdmin' },
  eloan: { review: 'eloan:review' },
  tax: {
    taskCreate: 'tax:task:create',
    taskState: 'tax:task:state',
    taskExport: 'tax:task:export',
    tableImport: 'tax:table:import',
    tableEdit: 'tax:table:edit',
    filePush: 'tax:file:push',
    invoiceConfirm: 'tax:invoice:confirm',
    invoiceExport: 'tax:invoice:export',
    preferenceSave: 'tax:preference:save',
    profileSave: 'tax:profile:save',
    filingPreferenceSave: 'tax:filingPreference:save',
    calendarNews: 'tax:calendar:news',
    taskReminder: 'tax:task:reminder',
    holidayEdit: 'tax:holiday:edit',
  },
  crm: {
    customerAdd: 'crm:customer:add',
    customerExport: 'crm:customer:export',
    activityPublish: 'crm:activity:publish',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type MenuPath = Leaves<typeof MENU>;
export type ButtonCode = Leaves<typeof BUTTON>;

const leaves = (o: object): string[] =>
  Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v as object)));
export const ALL_MENU_PATHS = leaves(MENU) as MenuPath[];
export const ALL_BUTTON_CODES = leaves(BUTTON) as ButtonCode[];

/** What the grant rule reads of a menu entry (a §3 Menu item, or a menus row). */
export interface GrantEntry {
  button: number;
  perms?: string | null;
  routeUrl?: string | null;
  ifIntOrExt?: number | null;
}

/** The paths and codes a set of menus grants. */
export interface MenuGrant {
  /** Routes of the granted page entries, normalised (no query, no trailing slash), once each ignoring case. */
  menuPaths: string[];
  /** Codes of the granted button entries, once each. */
  btnPerms: string[];
}

/**
 * §6 grant rule: a button entry (button 1) grants its code; a page entry grants its route, hidden ones included (a
 * hidden detail page is still granted). External links (ifIntOrExt 1, or a route that is not a path) are not portal
 * routes and grant nothing.
 */
export function grantOf(entries: Iterable<GrantEntry>): MenuGrant {
  const paths = new Map<string, string>();
  const codes = new Set<string>();
  for (const e of entries) {
    if (e.button === 1) {
      const code = e.perms?.trim();
      if (code) codes.add(code);
    } else if (e.routeUrl?.startsWith('/') && e.ifIntOrExt !== 1) {
      const path = normalizePath(e.routeUrl);
      if (!paths.has(path.toLowerCase())) paths.set(path.toLowerCase(), path);
    }
  }
  return { menuPaths: [...paths.values()], btnPerms: [...codes] };
}
