/**
 * §2.6 navigation targets from notices (and the user-centre pages the quick-help ball opens). Paths are spelled as
 * the spec writes them (/usercenter/..., /base/...): the route guard and the router match paths case-insensitively
 * (docs/decisions.md), so the spelling does not matter for where the user lands.
 */
import { isPathGranted } from '../guard.ts';
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
  /** Not in §2.6: a type 16 permission application opens on the operations' 权限申请审批 (待我审批 first)… */
  authApplyManage: '/Base/auth-management/authApply',
  /** …or on the user centre's 权限申请 (我的申请 first), whichever of the two its reader holds. */
  authApplyUser: '/userCenter/authApply',
  /** Not in §2.6: a type 14 news to-do opens the article's approval modal (§2.5) on 信息发布… */
  newsReview: '/newsSend/informationIssues',
  /** …and a reader without that page reads a published article on its public page. */
  newsDetails: '/finance/newsDetails',
  /** Not in §2.6: a type 8/9 financing result opens the application in its product's sub-app (§2.3). */
  factoring: '/efactoring',
  loan: '/eLoan',
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

const ACTIVATION_TYPE = 2;
const ENTERPRISE_INFO_TYPE = 4;
const ORG_CHANGE_TYPE = 11;
const FEEDBACK_TYPE = 12;
const CONSULTATION_TYPE = 15;
const PORTAL_ONLINE_TYPE = 13;
const NEWS_TODO_TYPE = 14;
const PERMISSION_APPLICATION_TYPE = 16;
const FINANCING_RESULT_TYPE = 8;
const LOAN_RESULT_TYPE = 9;

/** What the detail shows when the notice asks for an action on a page its reader does not hold: who can act. */
export const NOTICE_ACTION_HINTS = {
  activation: '只有本企业的企业管理员可以激活产品，请联系企业管理员。',
  opening: '产品开通申请由运营人员激活，请耐心等待。',
  enterpriseInfo: '只有本企业的企业管理员可以完善企业信息，请联系企业管理员。',
  noPage: '您没有处理该通知的页面权限，请联系管理员。',
} as const;

export type NavigableNotice = Pick<Notice, 'noticeType' | 'status' | 'entId' | 'data' | 'fromType'>;

export interface NoticeNavigationContext {
  /** The signed-in user's current enterprise. */
  readonly currentEntId: string | null | undefined;
  /**
   * The routes the reader holds: the guard's resultPath (§2.1, their menu routes plus the always-allowed list). A
   * notice leads only to a page its reader holds (§2.1 would show /404 otherwise).
   */
  readonly resultPath: readonly string[];
}

/** Where a notice may lead, best first, and who can act when the reader holds none of them. */
interface NoticePlan {
  readonly targets: readonly NavigationTarget[];
  readonly hint: string;
}

/**
 * Every target a notice's action may have (§2.6), best first; the first one the reader holds is theirs:
 * - type 2 of a product opening (data openingId): operations activate it on the product administration's 开通申请 tab;
 *   of a member's activation request: the company admins' /usercenter/authorityManagement, whose 待激活产品 section
 *   lists the requests with 激活;
 * - type 4: /userCenter/companyManage, held by the company admins (who receive it);
 * - type 11: /organization/index, with ?change=<application> when the notice is about one (§2.5 check mode);
 * - type 12: staff (holders of the service desk) open the desk with `type` = the kind of feedback; a user opens
 *   /userCenter/problemFeedback, with `id` when the notice names the feedback;
 * - type 15: staff open the service console; a user their consultation, where the reply is;
 * - type 14: a news to-do opens 信息发布 with the article's approval modal (§2.5; `review` = the article, approve
 *   mode), a result the same modal read-only (`view`); a reader without that page, the article's public page; a
 *   type 13 naming an article (data contentId) opens it read-only the same way;
 * - type 16: a to-do opens the application in approve mode on 待我审批 (the operations' page first, where their
 *   step is approved); a result opens it in check mode on 我的申请 (`apply` = the application);
 * - types 8 and 9 (financing results) of the reader's current enterprise: a factoring application opens in /efactoring
 *   with `id`; a loan application's in /eLoan, whose list shows it;
 * - a notice whose data carries an inquiryCode: the quotation detail in edit mode, but only when the notice belongs
 *   to the user's current enterprise (§6), since another enterprise's quotation cannot be edited here.
 */
function planOf(notice: NavigableNotice, ctx: NoticeNavigationContext): NoticePlan | null {
  const t = navigationTarget;
  switch (notice.noticeType) {
    case ACTIVATION_TYPE:
      return dataField(notice.data, 'openingId')
        ? { targets: [t(NOTICE_NAV_PATHS.productOpenings, { tab: 'openings' })], hint: NOTICE_ACTION_HINTS.opening }
        : { targets: [t(NOTICE_NAV_PATHS.authorityManagement)], hint: NOTICE_ACTION_HINTS.activation };
    case ENTERPRISE_INFO_TYPE:
      return { targets: [t(NOTICE_NAV_PATHS.companyManage)], hint: NOTICE_ACTION_HINTS.enterpriseInfo };
    case ORG_CHANGE_TYPE: {
      const change = dataField(notice.data, 'applicationId');
      return {
        targets: [t(NOTICE_NAV_PATHS.organization, change ? { change } : {})],
        hint: NOTICE_ACTION_HINTS.noPage,
      };
    }
    case FEEDBACK_TYPE: {
      const kind = notice.fromType === null || notice.fromType === undefined ? '' : String(notice.fromType);
      const feedbackId = dataField(notice.data, 'feedbackId');
      return {
        targets: [
          t(NOTICE_NAV_PATHS.serviceProblem, kind ? { type: kind } : {}),
          t(NOTICE_NAV_PATHS.problemFeedback, feedbackId ? { id: feedbackId } : {}),
        ],
        hint: NOTICE_ACTION_HINTS.noPage,
      };
    }
    case CONSULTATION_TYPE:
      return {
        targets: [t(NOTICE_NAV_PATHS.serviceOnline), t(NOTICE_NAV_PATHS.onlineConsultation)],
        hint: NOTICE_ACTION_HINTS.noPage,
      };
    case PORTAL_ONLINE_TYPE:
    case NEWS_TODO_TYPE: {
      const contentId = dataField(notice.data, 'contentId');
      if (!contentId) return null;
      // §6: a type 14 to-do is reviewed; a type 13 (or a type 14 result) opens the same modal read-only.
      const todo = notice.noticeType === NEWS_TODO_TYPE && dataField(notice.data, 'kind') === 'todo';
      const mode = todo ? 'review' : 'view';
      return {
        targets: [
          t(NOTICE_NAV_PATHS.newsReview, { [mode]: contentId }),
          t(NOTICE_NAV_PATHS.newsDetails, { id: contentId }),
        ],
        hint: NOTICE_ACTION_HINTS.noPage,
      };
    }
    case FINANCING_RESULT_TYPE:
    case LOAN_RESULT_TYPE: {
      // An application is read in the enterprise it belongs to: another enterprise's opens nothing here.
      if (!ctx.currentEntId || notice.entId !== ctx.currentEntId) return null;
      const id = dataField(notice.data, 'factoringApplyId');
      if (id) return { targets: [t(NOTICE_NAV_PATHS.factoring, { id })], hint: NOTICE_ACTION_HINTS.noPage };
      if (dataField(notice.data, 'financingApplyNumber') || dataField(notice.data, 'realMoney')) {
        return { targets: [t(NOTICE_NAV_PATHS.loan)], hint: NOTICE_ACTION_HINTS.noPage };
      }
      return null;
    }
    case PERMISSION_APPLICATION_TYPE: {
      const apply = dataField(notice.data, 'applyId');
      if (!apply) return null;
      const todo = dataField(notice.data, 'kind') === 'todo';
      const query = { tab: todo ? 'todo' : 'mine', apply };
      const pages = todo
        ? [NOTICE_NAV_PATHS.authApplyManage, NOTICE_NAV_PATHS.authApplyUser]
        : [NOTICE_NAV_PATHS.authApplyUser, NOTICE_NAV_PATHS.authApplyManage];
      return { targets: pages.map((p) => t(p, query)), hint: NOTICE_ACTION_HINTS.noPage };
    }
  }
  const inquiryCode = dataField(notice.data, 'inquiryCode');
  if (inquiryCode && ctx.currentEntId && notice.entId === ctx.currentEntId) {
    return {
      targets: [t(NOTICE_NAV_PATHS.quotationDetail, { inquiryCode, type: 'edit' })],
      hint: NOTICE_ACTION_HINTS.noPage,
    };
  }
  return null;
}

/**
 * The page a notice's action opens for its reader (§2.6), or null when it opens none (only the detail modal): the
 * first of the notice's targets (planOf) that the reader holds. A notice whose action is disabled (§4: type 7 or
 * status 2) opens nothing.
 */
export function noticeNavigationTarget(notice: NavigableNotice, ctx: NoticeNavigationContext): NavigationTarget | null {
  if (hasDisabledAction(notice)) return null;
  const plan = planOf(notice, ctx);
  return plan?.targets.find((target) => isPathGranted(target.path, ctx.resultPath)) ?? null;
}

/**
 * Who can act, when the notice asks for an action on a page its reader does not hold (a type 4 read by a member
 * who is not a company admin, a type 2 read by someone who no longer is one): the detail shows it instead of an
 * action that would end on /404. Null when the reader can act, or when there is nothing to act on.
 */
export function noticeActionHint(notice: NavigableNotice, ctx: NoticeNavigationContext): string | null {
  if (hasDisabledAction(notice)) return null;
  const plan = planOf(notice, ctx);
  if (!plan || plan.targets.some((target) => isPathGranted(target.path, ctx.resultPath))) return null;
  return plan.hint;
}

/** A non-blank text field of a notice's data (JSON text or object), trimmed. */
function dataField(
  data: unknown,
  key:
    | 'inquiryCode'
    | 'openingId'
    | 'applicationId'
    | 'feedbackId'
    | 'applyId'
    | 'kind'
    | 'contentId'
    | 'factoringApplyId'
    | 'financingApplyNumber'
    | 'realMoney',
): string | undefined {
  const value = parseNoticeData(data);
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' && field.trim() ? field.trim() : undefined;
}
