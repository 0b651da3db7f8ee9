import { describe, expect, it } from 'vitest';
import {
  navigationHref,
  navigationTarget,
  noticeNavigationTarget,
  type NavigableNotice,
} from '../../src/notices/navigation.ts';

const ctx = { currentEntId: 'e1' };
const notice = (over: Partial<NavigableNotice>): NavigableNotice => ({
  noticeType: 1,
  status: 0,
  entId: 'e1',
  ...over,
});
const page = (path: string, query: Record<string, string> = {}) => ({ path, query, newTab: false });

describe('§2.6 navigation target of a notice', () => {
  it.each<[string, Partial<NavigableNotice>, ReturnType<typeof noticeNavigationTarget>]>([
    ['type 2 → authority management', { noticeType: 2 }, page('/usercenter/authorityManagement')],
    [
      "type 2 of a product opening → the operations' openings tab",
      { noticeType: 2, data: '{"openingId":"357000000000000001"}' },
      page('/Base/auth-management/product', { tab: 'openings' }),
    ],
    [
      'type 2 with a blank openingId → authority management',
      { noticeType: 2, data: { openingId: ' ' } },
      page('/usercenter/authorityManagement'),
    ],
    ['type 4 → company management', { noticeType: 4 }, page('/userCenter/companyManage')],
    ['type 11 → organisation (go edit)', { noticeType: 11 }, page('/organization/index')],
    [
      'type 11 of an organisation-change application → that application on the organisation page',
      { noticeType: 11, data: { applicationId: '361000000000000001', kind: 'todo' } },
      page('/organization/index', { change: '361000000000000001' }),
    ],
    ['type 15 → online service support', { noticeType: 15 }, page('/base/service-support/online')],
    [
      'type 12 → problem page with type = fromType',
      { noticeType: 12, fromType: 3 },
      page('/base/service-support/problem', { type: '3' }),
    ],
    ['type 12 without fromType → no type query', { noticeType: 12 }, page('/base/service-support/problem')],
    [
      'inquiryCode of the current enterprise → quotation detail in edit mode',
      { noticeType: 17, data: '{"inquiryCode":"XJ2026001"}' },
      page('/inquiryPriceManagement/quotationDetail', { inquiryCode: 'XJ2026001', type: 'edit' }),
    ],
    [
      'inquiryCode as an object',
      { noticeType: 10, data: { inquiryCode: 'XJ1' } },
      page('/inquiryPriceManagement/quotationDetail', { inquiryCode: 'XJ1', type: 'edit' }),
    ],
    [
      'inquiryCode of another enterprise → none (§6)',
      { noticeType: 17, entId: 'e2', data: '{"inquiryCode":"XJ1"}' },
      null,
    ],
    ['blank inquiryCode → none', { noticeType: 17, data: { inquiryCode: ' ' } }, null],
    ['broken data → none', { noticeType: 17, data: '{inquiryCode' }, null],
    ['type 1 → none (detail only)', { noticeType: 1 }, null],
    ['type 7 (disabled action) → none', { noticeType: 7 }, null],
    ['status 2 (disabled action) → none', { noticeType: 2, status: 2 }, null],
    ['read notices still navigate', { noticeType: 4, status: 1 }, page('/userCenter/companyManage')],
  ])('%s', (_name, over, expected) => {
    expect(noticeNavigationTarget(notice(over), ctx)).toEqual(expected);
  });

  it('gives no inquiry link without a current enterprise', () => {
    expect(
      noticeNavigationTarget(notice({ noticeType: 17, data: { inquiryCode: 'XJ1' } }), { currentEntId: null }),
    ).toBeNull();
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
