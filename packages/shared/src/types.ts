/**
 * Entities of §3, as the API carries them. Field names follow the spec (including its spellings,
 * e.g. `userOrganzations`), because the portal's sub-apps and later areas read these names.
 */

/** §7 envelope: every /japi response. Lists put `{ records, current, size, total }` in data[0]. */
export interface Envelope<T = unknown> {
  code: string;
  msg: string;
  data: T[];
}

export interface Page<T> {
  records: T[];
  current: number;
  size: number;
  total: number;
}

/** §3 Menu item. `button` 1 = button permission, 0 = page entry. `perms` is the button permission code. */
export interface MenuItem {
  menuId: string;
  menuName: string;
  frontEndName?: string | null;
  routeUrl?: string | null;
  icon?: string | null;
  hidden?: boolean;
  ifRouteHidden?: boolean;
  button: 0 | 1;
  remark?: string | null;
  ifIntOrExt?: 0 | 1;
  productType?: string | null;
  parentId?: string | null;
  parentName?: string | null;
  perms?: string | null;
  sort?: number;
  children?: MenuItem[];
  /** Set by menu handling (§4): shown in the header/side menus. */
  visible?: boolean;
}

export interface Role {
  roleId: string;
  roleName: string;
  roleCode: string;
  /** 1 = operations side, 2 = customer-facing side (§3 Role configuration value). */
  roleConfig?: 1 | 2;
  assignable?: boolean;
  edit?: boolean;
  delete?: boolean;
}

export interface UserOrganization {
  entId: string;
  customerName: string;
}

/** §3 User info. `phone` is the full number for its owner; the web shows it masked (last 4). */
export interface UserInfo {
  userId: string;
  account: string;
  phone: string | null;
  userName: string;
  showName: string;
  seq?: number;
  entId: string;
  entName: string;
  /** 6 = branch enterprise */
  entType: number;
  /** 2 = external user */
  userSource: number;
  entVersion: string;
  roleList: Role[];
  /** The granted navigation menu tree (pages and buttons). */
  enableMenuList: MenuItem[];
  btnPerm: string[];
  userOrganzations: UserOrganization[];
  /** 1 default, 2 tiled (§2.4), persisted per user. */
  layoutStyle: 1 | 2;
  /** Whether this session already passed the admin phone-code check (§2.5). */
  adminVerified: boolean;
}

/** §3 Enterprise list item. */
export interface EnterpriseListItem {
  entId: string;
  customerName: string;
  /** 1 = current */
  currentFlag: 0 | 1;
}

export interface Product {
  productType: string;
  productName: string;
}

export interface LoginResult {
  userId: string;
  token: string;
}
