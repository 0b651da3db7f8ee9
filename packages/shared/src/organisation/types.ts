/**
 * §3 Organisation-change application and Organisation tree node, with the §3.1 company plates. Field names follow
 * the spec (customerRegisterName, socialcreditcode, cat…) because the organisation service and sub-app read them.
 */

/** §3 type: 1 add, 2 change, 3 cancel. */
export const ORG_CHANGE_TYPES = [1, 2, 3] as const;
export type OrgChangeType = (typeof ORG_CHANGE_TYPES)[number];
export const ORG_CHANGE_TYPE_LABEL = { 1: '新增', 2: '变更', 3: '注销' } as const satisfies Record<
  OrgChangeType,
  string
>;

/**
 * §3.1 company plates (板块), stored in `cat` by code. The codes are the spec's English words, so a stored value
 * reads without a lookup table; the names are the group's usual Chinese plate names.
 */
export const COMPANY_PLATES = [
  { code: 'coal', name: '煤炭' },
  { code: 'electricity', name: '电力' },
  { code: 'transport', name: '运输' },
  { code: 'chemical', name: '化工' },
  { code: 'support', name: '产业支持' },
  { code: 'techEnvironment', name: '科技环保' },
  { code: 'finance', name: '金融' },
  { code: 'other', name: '其他' },
] as const;
export type CompanyPlate = (typeof COMPANY_PLATES)[number]['code'];

export function isCompanyPlate(value: unknown): value is CompanyPlate {
  return COMPANY_PLATES.some((p) => p.code === value);
}

/** The Chinese name of a plate code; unknown codes are shown as they are. */
export function companyPlateName(code: string | null | undefined): string {
  return COMPANY_PLATES.find((p) => p.code === code)?.name ?? code ?? '';
}

/** §3 Organisation tree node (companyLevel 1–4, §9). */
export interface OrgTreeNode {
  customerCode: string;
  customerRegisterName: string;
  parentCustomerCode: string | null;
  companyLevel: number;
  socialcreditcode?: string | null;
  status?: number | string | null;
}

/** The §3 application as the form edits it. Text is kept as typed; orgChangeData trims it for sending. */
export interface OrgChangeForm {
  type: OrgChangeType | null;
  parentCustomerCode: string;
  parentCustomerName: string;
  /** The company's level: its parent's level + 1 (§5). */
  companyLevel: number | null;
  /** Plate code (COMPANY_PLATES). */
  cat: string;
  customerRegisterName: string;
  socialcreditcode: string;
  /** Type 2: the values before the change. */
  parentCustomerCodeOld: string;
  parentCustomerNameOld: string;
  companyLevelOld: number | null;
  catOld: string;
  customerRegisterNameOld: string;
  socialcreditcodeOld: string;
}

/** §3 userInfo of the application: who submits it. */
export interface OrgChangeUserInfo {
  account: string;
  userName: string;
  entName: string;
}

/** The `data` JSON of the §7.6 submit. */
export interface OrgChangeData extends OrgChangeForm {
  type: OrgChangeType;
  userInfo: OrgChangeUserInfo;
}
