/**
 * §2.6 navigation targets from notices (and the user-centre pages the quick-help ball opens). Paths are spelled as
 * the spec writes them (/usercenter/..., /base/...): the route guard and the router match paths case-insensitively
 * (docs/decisions.md), so the spelling does not matter for where the user lands.
 */
import { normalizeRoutePath } from '../routes.ts';
import { hasDisabledAction, parseNoticeData, type Notice } from './rules.ts';

export const NOTICE_NAV_PATHS = {
  authorityManagement: '/usercenter/authorityManagement',
  companyManage: '/userCenter/companyManage',
  serviceProblem: '/base/service-support/problem',
  serviceOnline: '/base/service-support/online',
  quotationDetail: '/inquiryPriceManagement/quotationDetail',
  organization: '/organization/index',
  problemFeedback: '/userCenter/problemFeedback',
  userManage: '/userCenter/userManage',
  help: '/userCenter/help',
  onlineConsultation: '/userCenter/onlineConsultation',
  askQuestionsOnline: '/userCenter/askQuestionsOnline',
  /** Not in §2.6: the operations' list of product openings (a type 2 notice of an opening, issue 12). */
  productOpenings: '/Base/auth-management/product',
} as const;

/** Where an action leads: a path, its query, and whether it opens in a new browser tab. */
export interface NavigationTarget {
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly newTab: boolean;
}

/** Pages that open in a new tab (§2.6): the online-question page, a full-screen chat outside the portal frame. */
const NEW_TAB_PATHS = new Set([normalizeRoutePath(NOTICE_NAV_PATHS.askQuestionsOnline)]);

/** A target for `path`; the new-tab rule is decided here so every caller applies it the same way. */
export function navigationTarget(path: string, query: Readonly<Record<string, string>> = {}): NavigationTarget {
  return { path, query, newTab: NEW_TAB_PATHS.has(normalizeRoutePath(path)) };
}

/** `path?query` for window.open or a link; the query is URL-encoded. */
export function navigationHref(target: NavigationTarget): string {
  const qs = new URLSearchParams(target.query).toString();
  return qs ? `${target.path}?${qs}` : target.path;
}

/** Fixed targets by §3.1 type. */
const BY_TYPE: Readonly<Record<number, string>> = {
  2: NOTICE_NAV_PATHS.authorityManagement,
  4: NOTICE_NAV_PATHS.companyManage,
  11: NOTICE_NAV_PATHS.organization,
  15: NOTICE_NAV_PATHS.serviceOnline,
};
const FEEDBACK_TYPE = 12;
const ORG_CHANGE_TYPE = 11;

export type NavigableNotice = Pick<Notice, 'noticeType' | 'status' | 'entId' | 'data' | 'fromType'>;

export interface NoticeNavigationContext {
  /** The signed-in user's current enterprise. */
  readonly currentEntId: string | null | undefined;
}

/**
 * The page a notice's action opens, or null when it opens none (only the detail modal):
 * - types 2, 4, 11, 15: their fixed §2.6 page, except a type 2 of a product opening (its data carries openingId),
 *   which operations activate on the product administration's 开通申请 tab, and a type 11 of an organisation-change
 *   application (its data carries applicationId), which opens that application on the organisation page (?change=);
 * - type 12: the feedback page with `type` = the notice's fromType (the kind of feedback), when it has one;
 * - a notice whose data carries an inquiryCode: the quotation detail in edit mode, but only when the notice
 *   belongs to the user's current enterprise (§6), since another enterprise's quotation cannot be edited here;
 * - a notice whose action is disabled (§4: type 7 or status 2) opens nothing.
 */
export function noticeNavigationTarget(notice: NavigableNotice, ctx: NoticeNavigationContext): NavigationTarget | null {
  if (hasDisabledAction(notice)) return null;
  if (notice.noticeType === 2 && dataField(notice.data, 'openingId')) {
    return navigationTarget(NOTICE_NAV_PATHS.productOpenings, { tab: 'openings' });
  }
  // An organisation change's notice opens its application in check mode on the organisation page (§2.5, §2.6).
  const applicationId = notice.noticeType === ORG_CHANGE_TYPE ? dataField(notice.data, 'applicationId') : undefined;
  if (applicationId) return navigationTarget(NOTICE_NAV_PATHS.organization, { change: applicationId });
  const fixed = BY_TYPE[notice.noticeType];
  if (fixed) return navigationTarget(fixed);
  if (notice.noticeType === FEEDBACK_TYPE) {
    const kind = notice.fromType === null || notice.fromType === undefined ? '' : String(notice.fromType);
    return navigationTarget(NOTICE_NAV_PATHS.serviceProblem, kind ? { type: kind } : {});
  }
  const inquiryCode = dataField(notice.data, 'inquiryCode');
  if (inquiryCode && ctx.currentEntId && notice.entId === ctx.currentEntId) {
    return navigationTarget(NOTICE_NAV_PATHS.quotationDetail, { inquiryCode, type: 'edit' });
  }
  return null;
}

/** A non-blank text field of a notice's data (JSON text or object), trimmed. */
function dataField(data: unknown, key: 'inquiryCode' | 'openingId' | 'applicationId'): string | undefined {
  const value = parseNoticeData(data);
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' && field.trim() ? field.trim() : undefined;
}
