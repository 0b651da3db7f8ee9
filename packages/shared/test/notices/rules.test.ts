import { describe, expect, it } from 'vitest';
import {
  NoticeSchema,
  hasDisabledAction,
  isReviewNotice,
  isUnread,
  markRead,
  nextNotificationDot,
  offersAgreeRefuse,
  parseNoticeData,
  type NotificationDotResponse,
} from '../../src/notices/rules.ts';

describe('§4 unread: status not 1', () => {
  it.each([
    [0, true],
    [1, false],
    [2, true],
    [3, true],
  ])('status %i → unread %s', (status, expected) => {
    expect(isUnread({ status })).toBe(expected);
  });
});

describe('§4 opening marks read', () => {
  it('sets status 1 on an unread notice, keeping the other fields', () => {
    expect(markRead({ id: 'a', status: 0 })).toEqual({ id: 'a', status: 1 });
  });
  it('returns the same object when already read', () => {
    const n = { id: 'a', status: 1 };
    expect(markRead(n)).toBe(n);
  });
});

describe('§4 disabled action: type 7 or status 2', () => {
  it.each([
    [7, 0, true],
    [7, 1, true],
    [2, 2, true],
    [2, 0, false],
    [5, 1, false],
    [17, 0, false],
  ])('type %i status %i → %s', (noticeType, status, expected) => {
    expect(hasDisabledAction({ noticeType, status })).toBe(expected);
  });
});

describe('§4 agree/refuse only for type 5; §6 review for 14 and 16', () => {
  it.each(Array.from({ length: 17 }, (_, i) => i + 1))('type %i', (t) => {
    expect(offersAgreeRefuse(t)).toBe(t === 5);
    expect(isReviewNotice(t)).toBe(t === 14 || t === 16);
  });
});

describe('§4 notification dot', () => {
  it.each<[string, NotificationDotResponse | null, 0 | 1, 0 | 1]>([
    ['200 with a first item → 1', { code: '200', data: [{ id: '1' }] }, 0, 1],
    ['200 without items → 0', { code: '200', data: [] }, 1, 0],
    ['200 with a null first item → 0', { code: '200', data: [null] }, 1, 0],
    ['200 without data → 0', { code: '200' }, 1, 0],
    ['numeric 200 is not the string code: unused, keeps 0', { code: 200, data: [{}] }, 0, 0],
    ['error code: unused, keeps 1', { code: '9999', data: [] }, 1, 1],
    ['error code with data: unused, keeps 0', { code: '500', data: [{ id: '1' }] }, 0, 0],
    ['no response: keeps 1', null, 1, 1],
  ])('%s', (_name, response, current, expected) => {
    expect(nextNotificationDot(response, current)).toBe(expected);
  });
});

describe('notice data', () => {
  it.each<[string, unknown, unknown]>([
    ['JSON text is parsed', '{"a":1}', { a: 1 }],
    ['an object is kept', { a: 1 }, { a: 1 }],
    ['broken JSON reads undefined', '{a:', undefined],
    ['absent stays absent', undefined, undefined],
  ])('%s', (_name, input, expected) => {
    expect(parseNoticeData(input)).toEqual(expected);
  });
});

describe('§3 Notice schema', () => {
  const base = {
    id: '353000000000000005',
    userId: 'u1',
    entId: 'e1',
    noticeType: 2,
    status: 0,
    content: '请激活',
    createDate: '2026-03-02T09:15:00+08:00',
  };
  it('accepts a list row with optional fields absent or null', () => {
    expect(NoticeSchema.safeParse(base).success).toBe(true);
    expect(NoticeSchema.safeParse({ ...base, fileId: null, fromType: 1, data: '{"x":1}' }).success).toBe(true);
  });
  it.each([
    ['an empty id', { ...base, id: '' }],
    // The id as a JSON number would arrive: 353000000000000005 does not fit a double (it reads 353000000000000000).
    ['a numeric id (precision loss)', { ...base, id: Number(base.id) }],
    ['a fractional type', { ...base, noticeType: 2.5 }],
  ])('refuses %s', (_name, row) => {
    expect(NoticeSchema.safeParse(row).success).toBe(false);
  });
});
