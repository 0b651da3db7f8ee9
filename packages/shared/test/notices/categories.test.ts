import { describe, expect, it } from 'vitest';
import { NOTICE_TYPES } from '../../src/constants.ts';
import {
  NOTICE_CATEGORIES,
  categoryOfNoticeType,
  isNoticeCategoryKey,
  noticeCategoryEntries,
  noticeTypesOfCategory,
} from '../../src/notices/categories.ts';

describe('§9 fixed category order', () => {
  it('is 全部消息 first, then the six groups', () => {
    expect(NOTICE_CATEGORIES.map((c) => c.title)).toEqual([
      '全部消息',
      '系统通知',
      '产品通知',
      '企业通知',
      '业务通知',
      '待办审批',
      '服务通知',
    ]);
    expect(NOTICE_CATEGORIES.map((c) => c.type)).toEqual([
      'all',
      'system',
      'product',
      'enterprise',
      'business',
      'todo',
      'service',
    ]);
  });

  it('puts every §3.1 type in exactly one category', () => {
    const grouped = NOTICE_CATEGORIES.flatMap((c) => c.noticeTypes).sort((a, b) => a - b);
    expect(grouped).toEqual(Object.keys(NOTICE_TYPES).map(Number));
  });

  it('gives every entry an antd icon name', () => {
    for (const c of NOTICE_CATEGORIES) expect(c.icon).toMatch(/^[A-Z][A-Za-z]+Outlined$/);
  });
});

describe('category of a type', () => {
  it.each([
    [17, 'system'],
    [1, 'product'],
    [2, 'product'],
    [3, 'product'],
    [7, 'product'],
    [13, 'product'],
    [4, 'enterprise'],
    [5, 'enterprise'],
    [6, 'enterprise'],
    [11, 'enterprise'],
    [8, 'business'],
    [9, 'business'],
    [10, 'business'],
    [14, 'todo'],
    [16, 'todo'],
    [12, 'service'],
    [15, 'service'],
    [99, undefined],
  ])('type %i → %s', (t, key) => {
    expect(categoryOfNoticeType(t)).toBe(key);
  });

  it.each([
    ['all', undefined],
    ['todo', [14, 16]],
    ['service', [12, 15]],
  ] as const)('types of %s', (key, types) => {
    expect(noticeTypesOfCategory(key)).toEqual(types);
  });

  it.each([
    ['all', true],
    ['todo', true],
    ['other', false],
    [3, false],
  ])('isNoticeCategoryKey(%s) = %s', (v, expected) => {
    expect(isNoticeCategoryKey(v)).toBe(expected);
  });
});

describe('menu entries with unread counts', () => {
  const counts = (input: Parameters<typeof noticeCategoryEntries>[0]) =>
    Object.fromEntries(noticeCategoryEntries(input).map((e) => [e.type, e.unreadCount]));

  it.each([
    ['no unread', {}, { all: 0, system: 0, product: 0, enterprise: 0, business: 0, todo: 0, service: 0 }],
    [
      'the demo user (2, 4, 8, 12, 17 unread)',
      { 2: 1, 4: 1, 8: 1, 12: 1, 17: 1 },
      { all: 5, system: 1, product: 1, enterprise: 1, business: 1, todo: 0, service: 1 },
    ],
    [
      'several types of one category add up',
      { 14: 2, 16: 3 },
      { all: 5, system: 0, product: 0, enterprise: 0, business: 0, todo: 5, service: 0 },
    ],
    [
      'an unknown type counts only in 全部消息',
      { 42: 2 },
      { all: 2, system: 0, product: 0, enterprise: 0, business: 0, todo: 0, service: 0 },
    ],
    [
      'bad counts read 0, fractions are cut',
      { 1: -3, 2: Number.NaN, 3: null, 4: 2.7, 5: Infinity },
      { all: 2, system: 0, product: 0, enterprise: 2, business: 0, todo: 0, service: 0 },
    ],
  ])('%s', (_name, input, expected) => {
    expect(counts(input)).toEqual(expected);
  });

  it('keeps the fixed order and carries title and icon', () => {
    const entries = noticeCategoryEntries({ 17: 1 });
    expect(entries.map((e) => e.type)).toEqual(NOTICE_CATEGORIES.map((c) => c.type));
    expect(entries[1]).toEqual({ type: 'system', title: '系统通知', icon: 'NotificationOutlined', unreadCount: 1 });
  });
});
