import { describe, expect, it } from 'vitest';
import {
  isAccountName,
  isCreditCode,
  isIdCardNumber,
  isMobilePhone,
  trimInput,
  validateCreditCode,
} from '../src/validators.ts';

describe('§5 isMobilePhone: 11 digits beginning with 1', () => {
  it.each<[string | null | undefined, boolean]>([
    ['13800001234', true],
    ['19912345678', true],
    ['10000000000', true],
    ['23800001234', false],
    ['1380000123', false],
    ['138000012345', false],
    ['1380000123a', false],
    [' 13800001234', false],
    ['', false],
    [null, false],
  ])('%j → %s', (phone, ok) => {
    expect(isMobilePhone(phone)).toBe(ok);
  });
});

describe('§5 isIdCardNumber: GB 11643 check character and a real birth date', () => {
  const today = new Date('2025-06-01T00:00:00Z');
  it.each<[string, string | null | undefined, boolean]>([
    ['valid, check X', '11010519491231002X', true],
    ['valid, check x in lower case', '11010519491231002x', true],
    ['valid, check digit', '440304199001010011', true],
    ['valid, leap day', '110101200002290018', true],
    ['valid', '320582198706152317', true],
    ['wrong check character', '110105194912310021', false],
    ['wrong check digit', '440304199001010012', false],
    ['29 Feb of a non-leap year (checksum right)', '110101200102290015', false],
    ['month 13 (checksum right)', '110101199013010012', false],
    ['31 April (checksum right)', '110101199004310013', false],
    ['born before 1900 (checksum right)', '110101180001010015', false],
    ['region code starting with 0 (checksum right)', '010101199001010011', false],
    ['born after today', '110101203001010014', false],
    ['17 characters', '11010519491231002', false],
    ['19 characters', '11010519491231002X1', false],
    ['X not in last place', '1101051949123100X2', false],
    ['15-digit old format', '110105491231002', false],
    ['empty', '', false],
    ['null', null, false],
  ])('%s: %j → %s', (_rule, id, ok) => {
    expect(isIdCardNumber(id, today)).toBe(ok);
  });
});

describe('§5 credit code (GB 32100 pattern and check character)', () => {
  it.each<[string, string | null | undefined, string]>([
    ['valid', '91350100M000100Y43', ''],
    ['valid, check letter', '91110000100000000R', ''],
    ['valid, public institution', '121000004000000010', ''],
    ['valid, social organisation', '521100005000000008', ''],
    ['valid, check digit 1', '93440300MA5F000001', ''],
    ['valid with surrounding spaces (trimmed)', '  91350100M000100Y43 ', ''],
    ['valid in lower case', '91350100m000100y43', ''],
    ['empty', '', '请输入统一社会信用代码'],
    ['only spaces', '   ', '请输入统一社会信用代码'],
    ['null', null, '请输入统一社会信用代码'],
    ['undefined', undefined, '请输入统一社会信用代码'],
    ['17 characters', '91350100M000100Y4', '统一社会信用代码长度最少应为18位'],
    ['1 character', '9', '统一社会信用代码长度最少应为18位'],
    ['wrong check character', '91350100M000100Y44', '请输入正确的统一社会信用代码'],
    ['19 characters', '91350100M000100Y431', '请输入正确的统一社会信用代码'],
    ['letter I is not allowed', '91350100MI00100Y43', '请输入正确的统一社会信用代码'],
    ['letter O is not allowed', '91350100MO00100Y43', '请输入正确的统一社会信用代码'],
    ['region code must be digits', '9135A100M000100Y43', '请输入正确的统一社会信用代码'],
    ['punctuation', '91350100M000100Y4-', '请输入正确的统一社会信用代码'],
  ])('%s: %j → %j', (_rule, code, message) => {
    expect(validateCreditCode(code)).toBe(message);
    expect(isCreditCode(code)).toBe(message === '');
  });
});

describe('isAccountName: 4–30 letters, digits or underscores, starting with a letter', () => {
  it.each<[string | null | undefined, boolean]>([
    ['abcd', true],
    ['zhang_san01', true],
    ['s_admin', true],
    ['a'.repeat(30), true],
    ['abc', false],
    ['a'.repeat(31), false],
    ['1abc', false],
    ['_abc', false],
    ['ab-cd', false],
    ['张三abc', false],
    ['abcd ', false],
    ['', false],
    [null, false],
  ])('%j → %s', (account, ok) => {
    expect(isAccountName(account)).toBe(ok);
  });
});

describe('§5 trimInput', () => {
  it.each<[string | null | undefined, string]>([
    ['  华能  ', '华能'],
    ['\t123\n', '123'],
    ['abc', 'abc'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (value, trimmed) => {
    expect(trimInput(value)).toBe(trimmed);
  });
});
