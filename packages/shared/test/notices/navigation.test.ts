import { describe, expect, it } from 'vitest';
import {
  navigationHref,
  navigationTarget,
  NOTICE_ACTION_HINTS,
  noticeActionHint,
  noticeNavigationTarget,
  type NavigableNotice,
} from '../../src/notices/navigation.ts';
import { buildResultPath, isPathGranted } from '../../src/guard.ts';

/**
 * The readers of the demo (docs/demo-data.md), by the pages their roles grant that notices lead to; buildResultPath
 * adds the always-allowed list, as the guard's resultPath does.
 */
const USER_CENTRE = [
  '/userCenter/userManage',
  '/userCenter/authApply',
  '/userCenter/problemFeedback',
  '/userCenter/onlineConsultation',
  '/userCenter/askQuestionsOnline',
  '/userCenter/help',
];
const ROLE_PATHS = {
  /** 李明: an enterprise user (企业用户). */
  user: buildResultPath([...USER_CENTRE, '/organization/index', '/product/index', '/efactoring', '/eLoan']),
  /** 王建国: a company admin (企业管理员) who is also an enterprise user. */
  entadmin: buildResultPath([
    ...USER_CENTRE,
    '/organization/index',
    '/userCenter/companyManage',
    '/userCenter/authorityManagement',
  ]),
  /** Operations (运营人员): the opening desk, the applications' desk, the organisation page. */
  ops: buildResultPath([
    ...USER_CENTRE,
    '/organization/index',
    '/Base/auth-management/product',
    '/Base/auth-management/authApply',
  ]),
  /** Customer service (客服人员): the feedback desk and the service console. */
  cs: buildResultPath([...USER_CENTRE, '/Base/service-support/problem', '/Base/service-support/online']),
  /** A reader with nothing but the always-allowed pages. */
  bare: buildResultPath([]),
  /** The content reviewer (superadmin holds 信息发布). */
  editor: buildResultPath([...USER_CENTRE, '/newsSend/informationIssues']),
};
type Role = keyof typeof ROLE_PATHS;

const ctxOf = (role: Role) => ({ currentEntId: 'e1', resultPath: ROLE_PATHS[role] });
const notice = (over: Partial<NavigableNotice>): NavigableNotice => ({
  noticeType: 1,
  status: 0,
  entId: 'e1',
  ...over,
});
const page = (path: string, query: Record<string, string> = {}) => ({ path, query, newTab: false });

const ACTIVATION = { noticeType: 2, data: { activationId: '357000000000000001' } };
const OPENING = { noticeType: 2, data: '{"openingId":"357000000000000001"}' };
const ORG_CHANGE = { noticeType: 11, data: { applicationId: '361000000000000001', kind: 'todo' } };
const APPLY_TODO = { noticeType: 16, data: { applyId: '360000000000000002', kind: 'todo' } };
const APPLY_RESULT = { noticeType: 16, data: { applyId: '360000000000000002', kind: 'result' } };
const NEWS_TODO = { noticeType: 14, data: { contentId: '362000000000000001', kind: 'todo' } };
const NEWS_RESULT = { noticeType: 14, data: { contentId: '362000000000000001', kind: 'result' } };
const FACTORING_RESULT = { noticeType: 8, data: { factoringApplyId: 'FA1', notificationStatus: '审批通过' } };
const LOAN_RESULT = { noticeType: 8, data: { financingApplyNumber: '1001', notificationStatus: '审批通过' } };
const USER_APPLY = '/userCenter/authApply';
const OPS_APPLY = '/Base/auth-management/authApply';

describe('§2.6 navigation target of a notice, by type and reader', () => {
  it.each<[string, Partial<NavigableNotice>, Role, ReturnType<typeof noticeNavigationTarget>]>([
    [
      'type 2 (activation) × company admin → authority management',
      ACTIVATION,
      'entadmin',
      page('/usercenter/authorityManagement'),
    ],
    ['type 2 (activation) × user → none', ACTIVATION, 'user', null],
    [
      'type 8 of a factoring application × user → /efactoring?id',
      FACTORING_RESULT,
      'user',
      page('/efactoring', { id: 'FA1' }),
    ],
    [
      'type 9 of a factoring payment × user → /efactoring?id',
      { ...FACTORING_RESULT, noticeType: 9 },
      'user',
      page('/efactoring', { id: 'FA1' }),
    ],
    [
      'type 8 of a factoring application × another enterprise → none',
      { ...FACTORING_RESULT, entId: 'e2' },
      'user',
      null,
    ],
    ['type 8 of a factoring application × a reader without /efactoring → none', FACTORING_RESULT, 'bare', null],
    ['type 8 of a loan application × user → /eLoan', LOAN_RESULT, 'user', page('/eLoan')],
    ['type 8 without data → none', { noticeType: 8 }, 'user', null],
    [
      'type 2 without data × company admin → authority management',
      { noticeType: 2 },
      'entadmin',
      page('/usercenter/authorityManagement'),
    ],
    [
      'type 2 (opening) × ops → the openings tab',
      OPENING,
      'ops',
      page('/Base/auth-management/product', { tab: 'openings' }),
    ],
    ['type 2 (opening) × company admin → none', OPENING, 'entadmin', null],
    [
      'type 2 with a blank openingId → authority management',
      { noticeType: 2, data: { openingId: ' ' } },
      'entadmin',
      page('/usercenter/authorityManagement'),
    ],
    ['type 4 × company admin → company management', { noticeType: 4 }, 'entadmin', page('/userCenter/companyManage')],
    ['type 4 × user → none', { noticeType: 4 }, 'user', null],
    ['type 11 × user → organisation (go edit)', { noticeType: 11 }, 'user', page('/organization/index')],
    [
      'type 11 of a change × ops → that application on the organisation page',
      ORG_CHANGE,
      'ops',
      page('/organization/index', { change: '361000000000000001' }),
    ],
    ['type 11 of a change × customer service → none', ORG_CHANGE, 'cs', null],
    [
      'type 12 × customer service → the feedback desk with type = fromType',
      { noticeType: 12, fromType: 3 },
      'cs',
      page('/base/service-support/problem', { type: '3' }),
    ],
    [
      'type 12 without fromType × customer service → no type query',
      { noticeType: 12 },
      'cs',
      page('/base/service-support/problem'),
    ],
    [
      'type 12 × user → their problem feedback',
      { noticeType: 12, fromType: 3 },
      'user',
      page('/userCenter/problemFeedback'),
    ],
    [
      'type 12 naming the feedback × user → that feedback',
      { noticeType: 12, data: { feedbackId: '370000000000000001' } },
      'user',
      page('/userCenter/problemFeedback', { id: '370000000000000001' }),
    ],
    ['type 12 × no user centre → none', { noticeType: 12 }, 'bare', null],
    [
      'type 15 × customer service → the service console',
      { noticeType: 15 },
      'cs',
      page('/base/service-support/online'),
    ],
    ['type 15 × user → their consultation', { noticeType: 15 }, 'user', page('/userCenter/onlineConsultation')],
    [
      'type 16 to-do × ops → 待我审批 on the operations page',
      APPLY_TODO,
      'ops',
      page(OPS_APPLY, { tab: 'todo', apply: '360000000000000002' }),
    ],
    [
      'type 16 to-do × company admin → 待我审批 in the user centre',
      APPLY_TODO,
      'entadmin',
      page(USER_APPLY, { tab: 'todo', apply: '360000000000000002' }),
    ],
    [
      'type 16 result × user → 我的申请',
      APPLY_RESULT,
      'user',
      page(USER_APPLY, { tab: 'mine', apply: '360000000000000002' }),
    ],
    ['type 16 without an application → none', { noticeType: 16 }, 'ops', null],
    [
      'type 14 news to-do × reviewer → 信息发布 with the approval modal',
      NEWS_TODO,
      'editor',
      page('/newsSend/informationIssues', { review: '362000000000000001' }),
    ],
    [
      'type 14 news result × author → the same modal read-only',
      NEWS_RESULT,
      'editor',
      page('/newsSend/informationIssues', { view: '362000000000000001' }),
    ],
    [
      'type 14 × a reader without 信息发布 → the public article',
      NEWS_RESULT,
      'bare',
      page('/finance/newsDetails', { id: '362000000000000001' }),
    ],
    [
      'type 13 naming an article × reviewer → read-only (§6: type 13 is view only)',
      { noticeType: 13, data: { contentId: '362000000000000001', kind: 'todo' } },
      'editor',
      page('/newsSend/informationIssues', { view: '362000000000000001' }),
    ],
    ['type 13 without an article → none', { noticeType: 13 }, 'user', null],
    [
      'inquiryCode of the current enterprise → quotation detail in edit mode (always allowed)',
      { noticeType: 17, data: '{"inquiryCode":"XJ2026001"}' },
      'bare',
      page('/inquiryPriceManagement/quotationDetail', { inquiryCode: 'XJ2026001', type: 'edit' }),
    ],
    [
      'inquiryCode as an object',
      { noticeType: 10, data: { inquiryCode: 'XJ1' } },
      'user',
      page('/inquiryPriceManagement/quotationDetail', { inquiryCode: 'XJ1', type: 'edit' }),
    ],
    [
      'inquiryCode of another enterprise → none (§6)',
      { noticeType: 17, entId: 'e2', data: '{"inquiryCode":"XJ1"}' },
      'user',
      null,
    ],
    ['blank inquiryCode → none', { noticeType: 17, data: { inquiryCode: ' ' } }, 'user', null],
    ['broken data → none', { noticeType: 17, data: '{inquiryCode' }, 'user', null],
    ['type 1 → none (detail only)', { noticeType: 1 }, 'user', null],
    ['type 7 (disabled action) → none', { noticeType: 7 }, 'user', null],
    ['status 2 (disabled action) → none', { ...ACTIVATION, status: 2 }, 'entadmin', null],
    ['read notices still navigate', { noticeType: 4, status: 1 }, 'entadmin', page('/userCenter/companyManage')],
  ])('%s', (_name, over, role, expected) => {
    expect(noticeNavigationTarget(notice(over), ctxOf(role))).toEqual(expected);
  });

  it('gives no inquiry link without a current enterprise', () => {
    expect(
      noticeNavigationTarget(notice({ noticeType: 17, data: { inquiryCode: 'XJ1' } }), {
        currentEntId: null,
        resultPath: ROLE_PATHS.user,
      }),
    ).toBeNull();
  });

  it('leads only to pages the guard lets its reader open', () => {
    const types = [2, 4, 11, 12, 15, 16];
    for (const role of Object.keys(ROLE_PATHS) as Role[]) {
      for (const noticeType of types) {
        for (const data of [undefined, ACTIVATION.data, ORG_CHANGE.data, APPLY_TODO.data, APPLY_RESULT.data]) {
          const target = noticeNavigationTarget(notice({ noticeType, data }), ctxOf(role));
          if (target) expect(isPathGranted(target.path, ROLE_PATHS[role]), `${role} × ${noticeType}`).toBe(true);
        }
      }
    }
  });
});

describe('who can act, when the reader cannot', () => {
  it.each<[string, Partial<NavigableNotice>, Role, string | null]>([
    ['type 4 × user → ask the company admin', { noticeType: 4 }, 'user', NOTICE_ACTION_HINTS.enterpriseInfo],
    ['type 4 × company admin → none (they act)', { noticeType: 4 }, 'entadmin', null],
    ['type 2 (activation) × user → ask the company admin', ACTIVATION, 'user', NOTICE_ACTION_HINTS.activation],
    ['type 2 (opening) × company admin → operations activate it', OPENING, 'entadmin', NOTICE_ACTION_HINTS.opening],
    ['type 12 × no user centre → no page', { noticeType: 12 }, 'bare', NOTICE_ACTION_HINTS.noPage],
    ['type 7 → none (nothing to act on)', { noticeType: 7 }, 'user', null],
    ['handled type 2 → none', { ...ACTIVATION, status: 2 }, 'user', null],
    ['type 1 → none', { noticeType: 1 }, 'bare', null],
  ])('%s', (_name, over, role, expected) => {
    expect(noticeActionHint(notice(over), ctxOf(role))).toBe(expected);
  });
});

describe('new tab and href', () => {
  it.each([
    ['/userCenter/askQuestionsOnline', true],
    ['/usercenter/askquestionsonline/', true],
    ['/userCenter/help', false],
  ])('%s opens in a new tab: %s', (path, newTab) => {
    expect(navigationTarget(path).newTab).toBe(newTab);
  });

  it.each([
    [navigationTarget('/userCenter/help'), '/userCenter/help'],
    [navigationTarget('/base/service-support/problem', { type: '1' }), '/base/service-support/problem?type=1'],
    [navigationTarget('/x', { inquiryCode: 'a b&c', type: 'edit' }), '/x?inquiryCode=a+b%26c&type=edit'],
  ])('href %#', (target, href) => {
    expect(navigationHref(target)).toBe(href);
  });
});
