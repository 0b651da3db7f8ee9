import { describe, expect, it } from 'vitest';
import { LOGIN_REQUIRED_FROM_HOME } from '../../src/messages.ts';
import {
  QUICK_HELP_ENTRIES,
  QUICK_HELP_HIDDEN_ACCOUNTS,
  QUICK_HELP_LOGIN_WARNING,
  isQuickHelpHidden,
  quickHelpClick,
  quickHelpStartPosition,
} from '../../src/notices/hidden-accounts.ts';

describe('§6 four accounts do not see the ball', () => {
  it('lists four accounts', () => {
    expect(QUICK_HELP_HIDDEN_ACCOUNTS).toHaveLength(4);
  });

  it.each<[string | null | undefined, boolean]>([
    ...QUICK_HELP_HIDDEN_ACCOUNTS.map((a): [string, boolean] => [a, true]),
    [' service ', true],
    ['user', false],
    ['Service', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s → hidden %s', (account, hidden) => {
    expect(isQuickHelpHidden(account)).toBe(hidden);
  });

  it('takes another list (configurable)', () => {
    expect(isQuickHelpHidden('user', ['user'])).toBe(true);
    expect(isQuickHelpHidden('service', ['user'])).toBe(false);
  });
});

describe('§2.5 entries', () => {
  it('has the four entries in order with Chinese labels', () => {
    expect(QUICK_HELP_ENTRIES.map((e) => [e.key, e.label])).toEqual([
      ['problemFeedback', '问题反馈'],
      ['orderNotice', '下单须知'],
      ['help', '帮助中心'],
      ['onlineConsultation', '在线咨询'],
    ]);
  });

  it.each([
    [
      'problemFeedback',
      { kind: 'navigate', target: { path: '/userCenter/problemFeedback', query: {}, newTab: false } },
    ],
    ['orderNotice', { kind: 'dialog', dialog: 'orderNotice' }],
    ['help', { kind: 'navigate', target: { path: '/userCenter/help', query: {}, newTab: false } }],
    [
      'onlineConsultation',
      { kind: 'navigate', target: { path: '/userCenter/onlineConsultation', query: {}, newTab: false } },
    ],
  ])('%s with a token', (key, outcome) => {
    expect(
      quickHelpClick(
        QUICK_HELP_ENTRIES.find((e) => e.key === key)!,
        true,
      ),
    ).toEqual(outcome);
  });

  it.each(QUICK_HELP_ENTRIES.map((e) => [e.key, e]))('%s without a token warns', (_key, entry) => {
    expect(quickHelpClick(entry, false)).toEqual({ kind: 'warn', message: '请先在首页登录' });
  });

  it('reuses the shared message', () => {
    expect(QUICK_HELP_LOGIN_WARNING).toBe(LOGIN_REQUIRED_FROM_HOME);
  });
});

describe('§2.5 start position', () => {
  it.each([
    [1920, { x: 1680, y: 333 }],
    [1280, { x: 1040, y: 333 }],
    [240, { x: 0, y: 333 }],
    [100, { x: 0, y: 333 }],
    [Number.NaN, { x: 0, y: 333 }],
  ])('window %d → %o', (width, pos) => {
    expect(quickHelpStartPosition(width)).toEqual(pos);
  });
});
