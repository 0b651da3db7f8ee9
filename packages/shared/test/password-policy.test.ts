import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORDS,
  PASSWORD_CHARSET_RULE,
  PASSWORD_EDGE_BLANK,
  PASSWORD_HAS_ACCOUNT,
  PASSWORD_KINDS_RULE,
  PASSWORD_LENGTH_RULE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_POLICY_HINT,
  PASSWORD_REQUIRED,
  PASSWORD_RUN_RULE,
  PASSWORD_TOO_COMMON,
  checkPassword,
} from '../src/password-policy.ts';
import * as shared from '../src/index.ts';

describe('checkPassword: one case per rule (the first rule broken is the one answered)', () => {
  it.each<[rule: string, password: string, account: string | undefined, message: string | null]>([
    ['the demo password passes', 'Portal@2026', 'superadmin', null],
    ['empty', '', undefined, PASSWORD_REQUIRED],
    ['shorter than 8', 'Ab1#xyz', undefined, PASSWORD_LENGTH_RULE],
    ['longer than 32', 'Xk9#mPq2'.repeat(4) + 'Z', undefined, PASSWORD_LENGTH_RULE],
    ['leading blanks (probe: "        1a")', '        1a', undefined, PASSWORD_EDGE_BLANK],
    ['trailing blank', 'Xk9#mPq2 ', undefined, PASSWORD_EDGE_BLANK],
    ['blanks only', '          ', undefined, PASSWORD_EDGE_BLANK],
    ['a control character inside', 'Xk9#\tmPq2', undefined, PASSWORD_CHARSET_RULE],
    ['a Chinese character', 'Xk9#密码mPq2', undefined, PASSWORD_CHARSET_RULE],
    ['a full-width letter', 'Ｘk9#mPq2', undefined, PASSWORD_CHARSET_RULE],
    ['two kinds only (probe: password1)', 'password1', undefined, PASSWORD_KINDS_RULE],
    ['two kinds only (probe: aaaaaaa1)', 'aaaaaaa1', undefined, PASSWORD_KINDS_RULE],
    ['the account inside, any case', 'Xk9#Zhangsan', 'zhangsan', PASSWORD_HAS_ACCOUNT],
    ['the account without its s_ prefix', 'Partner@2026', 's_partner', PASSWORD_HAS_ACCOUNT],
    ['equal to the account', 'Ab1#Cd2$', 'ab1#cd2$', PASSWORD_HAS_ACCOUNT],
    ['a common password (list, any case)', 'P@ssw0rd', undefined, PASSWORD_TOO_COMMON],
    ['a common word dressed up', 'Admin@2026', undefined, PASSWORD_TOO_COMMON],
    ['a repeated character', 'Xk9#mmmm', undefined, PASSWORD_RUN_RULE],
    ['a simple sequence', 'Xk#12345', undefined, PASSWORD_RUN_RULE],
    ['neighbouring keys', 'Zx9#Asdf', undefined, PASSWORD_RUN_RULE],
  ])('%s', (_rule, password, account, message) => {
    expect(checkPassword(password, account)).toBe(message);
  });
});

describe('checkPassword: the edges of each rule', () => {
  it('8 and 32 characters are allowed', () => {
    expect(checkPassword('Xk9#mPq2')).toBeNull();
    expect('Xk9#mPq2'.repeat(4)).toHaveLength(PASSWORD_MAX_LENGTH);
    expect(checkPassword('Xk9#mPq2'.repeat(4))).toBeNull();
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('a space inside counts as a symbol', () => {
    expect(checkPassword('Xk9 mPq2')).toBeNull();
    expect(checkPassword('xk mpq ab')).toBe(PASSWORD_KINDS_RULE);
  });

  it('any three of the four kinds are enough', () => {
    expect(checkPassword('xk9#mpq2')).toBeNull(); // lower, digit, symbol
    expect(checkPassword('XK9#MPQ2')).toBeNull(); // upper, digit, symbol
    expect(checkPassword('Xk9qmPq2')).toBeNull(); // lower, upper, digit
    expect(checkPassword('Xk#qmPq@')).toBeNull(); // lower, upper, symbol
  });

  it('accounts shorter than 3 characters, or none, are not looked for', () => {
    expect(checkPassword('Xk9#itPq', 'it')).toBeNull();
    expect(checkPassword('Xk9#mPq2', '')).toBeNull();
    expect(checkPassword('Xk9#mPq2', null)).toBeNull();
  });

  it('refuses the well-known ones whatever their case', () => {
    for (const pw of [
      '12345678',
      'qwerty123',
      'Passw0rd',
      'P@ssw0rd',
      'admin123',
      'ADMIN@123',
      'Password1!',
      'Welcome#1',
    ]) {
      expect(checkPassword(pw), pw).not.toBeNull();
    }
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(100);
    for (const pw of COMMON_PASSWORDS) expect(checkPassword(pw), pw).not.toBeNull();
  });

  it('three in a row are fine, four are not', () => {
    expect(checkPassword('Xk9#mmmP')).toBeNull();
    expect(checkPassword('Xk#123Pq')).toBeNull();
    expect(checkPassword('Xk#4321Pq')).toBe(PASSWORD_RUN_RULE);
    expect(checkPassword('Xk9#!!!!')).toBe(PASSWORD_RUN_RULE);
  });

  it('the demo accounts can keep the demo password', () => {
    for (const account of ['superadmin', 'user', 'user2', 'ops', 'it', 'service', 'entadmin', 's_partner', 'limited']) {
      expect(checkPassword('Portal@2026', account), account).toBeNull();
    }
  });

  it('is exported from the package, with a hint naming the limits', () => {
    expect(shared.checkPassword).toBe(checkPassword);
    expect(PASSWORD_POLICY_HINT).toContain(`${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位`);
  });
});
