/**
 * Business constants and limits of §9 (plus the few §1/§4/§6 values the rules need).
 * One name per value: web and server import these instead of repeating the numbers.
 */
import type { Role } from './api/permission.ts';

// --- API and session (§7, §9) ---
export const SUCCESS_CODE = '200';
export const PHONE_CODE_TOKEN_TYPE = 101;
export const CODE_RESEND_SECONDS = 60;
export const TAX_TASK_BRANCH_STATUS = 3;
export const REQUEST_TIMEOUT_MS = 180000;
export const LOGIN_ERROR_COUNTDOWN_SECONDS = 5;
export const ENT_SWITCH_DELAY_MS = 500;
export const COOKIE_EXPIRES_DAYS = 5;
export const SYS_CODE = 'HMSYS02';

// --- Realtime (§4) ---
export const CHAT_HEARTBEAT_MS = 5000;
export const CHAT_RECONNECT_MS = 2000;
export const REALTIME_HEARTBEAT_MS = 10000;
export const REALTIME_MAX_RETRIES = 10;
/** Retry delay is this times the attempt number (§4: the first retry is immediate). */
export const REALTIME_RETRY_BASE_MS = 10000;

// --- Layout and modals (§2.4, §2.5, §9) ---
export const MODAL_WIDTH = {
  default: 520,
  phoneCode: 600,
  userPicker: 900,
  noticeDetail: 1000,
  messageCentre: 1200,
} as const;
export const TABLE_SCROLL_Y = 460;
export const USER_PICKER_PAGE_SIZE = 10;
export const NOTICE_PAGE_SIZE = 6;
export const ALT_HEADER_HEIGHT = 89;
export const LAYOUT_STYLE = { default: 1, tiled: 2 } as const;
export type LayoutStyle = (typeof LAYOUT_STYLE)[keyof typeof LAYOUT_STYLE];
/** The browser tab title suffix (`${title} - 能源金融税务门户`). */
export const PORTAL_TITLE = '能源金融税务门户';

// --- Form limits (§5, §9) ---
export const REASON_MAX_LENGTH = 225;
export const OPINION_MAX_LENGTH = 1000;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** §5: the organisation-change application file must be docx. */
export const UPLOAD_ALLOWED_EXTENSIONS = ['docx'] as const;
export const CREDIT_CODE_MIN_LENGTH = 18;

// --- Users, enterprises, products, organisations (§3, §6, §9) ---
export const BRANCH_ENT_TYPE = 6;
export const INSIDE_APP_PRODUCT_TYPE = '05';
export const EXTERNAL_USER_SOURCE = 2;
export const ADMIN_VERIFY_ROLE_ID = '349855983408250880';
export const SYSTEM_PRODUCT_IDS = ['00'] as const;
export const COMPANY_LEVELS = [1, 2, 3, 4] as const;
export const VIRTUAL_ORG_CODES = ['222222', '333333'] as const;
export const ROOT_ORG_CODE = '10000001';
export const DISPLAY_TZ_OFFSET_MINUTES = 480;

// --- Footer (§1): customer-service line ---
export const SERVICE_PHONE = '400-800-9999';
export const SERVICE_PHONE_EXTENSION = '7';

// --- Notices (§3.1, §9) ---
/** §3.1 notice types, 1..17. */
export const NOTICE_TYPES = {
  1: '门户开通',
  2: '产品待激活',
  3: '产品已开通',
  4: '企业信息',
  5: '管理员变更',
  6: '管理员变更结果',
  7: '产品下架',
  8: '融资审批结果',
  9: '放款结果',
  10: '预算审批结果',
  11: '组织机构变更',
  12: '问题反馈',
  13: '门户上线',
  14: '新闻待办',
  15: '在线咨询',
  16: '权限申请',
  17: '系统通知',
} as const satisfies Record<number, string>;
export type NoticeType = keyof typeof NOTICE_TYPES;

/** §9 action label per notice type; any other type uses NOTICE_ACTION_DEFAULT_LABEL. */
export const NOTICE_ACTION_LABELS: Readonly<Record<number, string>> = {
  2: '去激活',
  4: '去完善',
  12: '去查看',
  15: '去查看',
  14: '审核',
  16: '审核',
};
export const NOTICE_ACTION_DEFAULT_LABEL = '查看详情';

export function noticeActionLabel(type: number): string {
  return NOTICE_ACTION_LABELS[type] ?? NOTICE_ACTION_DEFAULT_LABEL;
}

// --- Roles (§3, §6) ---
/**
 * The three system roles, keyed by code. `id` repeats `roleId` so either spelling reads the same value.
 * None can be edited or deleted; only the company admin can be assigned to users.
 */
export const SYSTEM_ROLES = {
  superAdmin: {
    id: '349855983408250880',
    roleId: '349855983408250880',
    roleCode: 'superAdmin',
    roleName: '超级管理员',
    assignable: false,
    edit: false,
    delete: false,
  },
  companyAdmin: {
    id: '349855983408250881',
    roleId: '349855983408250881',
    roleCode: 'companyAdmin',
    roleName: '企业管理员',
    assignable: true,
    edit: false,
    delete: false,
  },
  salesman: {
    id: '349855983408250882',
    roleId: '349855983408250882',
    roleCode: 'salesman',
    roleName: '业务员',
    assignable: false,
    edit: false,
    delete: false,
  },
} as const satisfies Record<string, Role & { id: string }>;
export type SystemRoleCode = keyof typeof SYSTEM_ROLES;

/**
 * The code of the role that opening a product gives an enterprise (one per product and enterprise, created when
 * operations activate the opening). An internal key: pages show the product it stands for, not the code.
 */
export const productRoleCode = (productType: string, entId: string) => `product_${productType}_${entId}`;

/** The product code of a product-opening role's code (productRoleCode); null for any other role. */
export function productOfRoleCode(roleCode: string): string | null {
  return /^product_(\d{2})_\d+$/.exec(roleCode)?.[1] ?? null;
}

/** §3 role configuration value. */
export const ROLE_CONFIG = { operations: 1, customer: 2 } as const;

// --- Approval history (§4) ---
const APPROVAL_OUTCOMES: Readonly<Record<string, string>> = {
  办理: '同意',
  退回上一步: '驳回',
  退回申请人: '驳回',
  退回指定节点: '驳回',
};

/** §4: the label shown for an approval operation type; unknown types are shown as they are. */
export function APPROVAL_OUTCOME_LABEL(operationType: string | null | undefined): string {
  const op = operationType ?? '';
  // hasOwn: a type such as 'constructor' must not read the prototype.
  return Object.hasOwn(APPROVAL_OUTCOMES, op) ? APPROVAL_OUTCOMES[op] : op;
}
/** camelCase alias of APPROVAL_OUTCOME_LABEL. */
export const approvalOutcomeLabel = APPROVAL_OUTCOME_LABEL;
