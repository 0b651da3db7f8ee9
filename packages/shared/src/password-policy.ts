/**
 * The password policy (issue 9): one pure rule for the web forms (registration, password reset) and the server.
 * `checkPassword` answers the first rule a password breaks, as the Chinese message to show, or null when it is fine.
 *
 * Rules, in the order they are checked:
 * 1. not empty;
 * 2. 8–32 characters;
 * 3. no blank at the start or the end (a password of blanks only breaks this one too);
 * 4. printable ASCII only: English letters, digits, English symbols and the space (no control characters, no
 *    full-width or Chinese characters, which look alike and depend on the input method);
 * 5. at least three of the four kinds: lower-case letter, upper-case letter, digit, symbol (the space counts as a
 *    symbol);
 * 6. does not contain the account (case-insensitive; also the account without its `s_` prefix), when that is at
 *    least 3 characters long;
 * 7. not a common password: one of COMMON_PASSWORDS (case-insensitive), or a common word dressed up with digits or
 *    symbols around it and look-alike characters in it (Password1!, P@ssw0rd2024, Admin@123);
 * 8. no run of 4 or more repeated characters (aaaa, 1111), consecutive characters (abcd, 1234, 4321) or neighbouring
 *    keys (qwer, asdf).
 */
import { displayAccount } from './format.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;
/** Of the four kinds: lower-case, upper-case, digit, symbol. */
export const PASSWORD_MIN_KINDS = 3;
/** The account rule applies to accounts at least this long. */
export const PASSWORD_ACCOUNT_MIN_LENGTH = 3;
/** Runs of this many repeated, consecutive or neighbouring-key characters are refused. */
export const PASSWORD_MAX_RUN = 4;

export const PASSWORD_REQUIRED = '请输入密码';
export const PASSWORD_LENGTH_RULE = `密码长度须为${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位`;
export const PASSWORD_EDGE_BLANK = '密码首尾不能是空格';
export const PASSWORD_CHARSET_RULE = '密码只能包含英文字母、数字、英文符号和空格';
export const PASSWORD_KINDS_RULE = '密码须包含大写字母、小写字母、数字、符号中的至少三种';
export const PASSWORD_HAS_ACCOUNT = '密码不能包含账号';
export const PASSWORD_TOO_COMMON = '密码过于常见，容易被猜到，请更换';
export const PASSWORD_RUN_RULE = `密码不能包含${PASSWORD_MAX_RUN}位及以上连续或重复的字符（如1234、abcd、aaaa、qwer）`;
/** Placeholder of a new-password field; the policy itself is in the hint under it (PASSWORD_POLICY_HINT). */
export const PASSWORD_PLACEHOLDER = `请设置${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位密码`;
/** The short description of the policy shown under a new-password field (the other rules speak when broken). */
export const PASSWORD_POLICY_HINT = `${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位，至少含大写字母、小写字母、数字、符号中的三种，不能包含账号`;

/** Well-known passwords (lower case), refused whatever their case. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  // digits
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  '987654321',
  '11111111',
  '00000000',
  '88888888',
  '66666666',
  '12341234',
  '11223344',
  '12121212',
  '123123123',
  '147258369',
  '159357258',
  '5201314520',
  '13145200',
  '52013145',
  // password
  'password',
  'password1',
  'password12',
  'password123',
  'password!',
  'password@123',
  'passw0rd',
  'passw0rd!',
  'p@ssw0rd',
  'p@ssword',
  'p@ssw0rd1',
  'p@ssw0rd123',
  'p@55w0rd',
  'pass1234',
  'pass@123',
  'pass@word1',
  'passwd123',
  'mypassword',
  // keyboard
  'qwerty123',
  'qwerty12',
  'qwertyuiop',
  'qwer1234',
  'qwe123456',
  'qwe@1234',
  '1qaz2wsx',
  '1qaz@wsx',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'q1w2e3r4',
  'qazwsxedc',
  'qaz123456',
  'zaq12wsx',
  'asdfghjkl',
  'asdf1234',
  'asd123456',
  'zxcvbnm1',
  'zxcvbnm123',
  'zxc123456',
  // letters and digits
  'abc12345',
  'abc123456',
  'abcd1234',
  'abcd@1234',
  'abc@1234',
  'a1234567',
  'a12345678',
  'a123456789',
  'aa123456',
  'aa12345678',
  'aaaaaaa1',
  'aaaaaaaa',
  'a1b2c3d4',
  'abcdefg1',
  'abcdefgh',
  'iloveyou',
  'iloveyou1',
  'woaini1314',
  'woaini520',
  'qq123456',
  'qq5201314',
  '5201314a',
  // roles and defaults
  'admin123',
  'admin1234',
  'admin@123',
  'admin@1234',
  'admin888',
  'admin12345',
  'administrator',
  'root1234',
  'root@123',
  'test1234',
  'test@123',
  'test12345',
  'guest123',
  'user1234',
  'changeme',
  'default1',
  'welcome1',
  'welcome123',
  'welcome@123',
  'letmein1',
  'trustno1',
  'superman',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'dragon123',
  'monkey123',
  'master123',
  'shadow123',
  'hello123',
  'huawei123',
]);

/** Words that stay common with digits or symbols around them (Admin@2026, Password1!, Welcome#1). */
const COMMON_WORDS: ReadonlySet<string> = new Set([
  'password',
  'passwd',
  'pass',
  'pwd',
  'admin',
  'administrator',
  'root',
  'test',
  'guest',
  'user',
  'login',
  'qwerty',
  'qwertyuiop',
  'asdfgh',
  'asdfghjkl',
  'zxcvbn',
  'zxcvbnm',
  'qazwsx',
  'abc',
  'abcd',
  'abcdef',
  'welcome',
  'letmein',
  'iloveyou',
  'woaini',
  'hello',
  'changeme',
  'default',
  'system',
  'manager',
  'super',
  'superman',
  'master',
  'monkey',
  'dragon',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'shadow',
  'trustno',
]);

/** Look-alike characters people put into words (p@ssw0rd). */
const LOOK_ALIKE: Readonly<Record<string, string>> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '3': 'e',
  $: 's',
  '5': 's',
  '7': 't',
};

const KEY_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

function kinds(pw: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(pw)).length;
}

function containsAccount(pw: string, account: string | null | undefined): boolean {
  const raw = (account ?? '').trim().toLowerCase();
  const lower = pw.toLowerCase();
  return [raw, displayAccount(raw)].some((a) => a.length >= PASSWORD_ACCOUNT_MIN_LENGTH && lower.includes(a));
}

function isCommon(pw: string): boolean {
  const lower = pw.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  // The word inside: what is left once digits and symbols are taken off both ends, look-alikes read as letters.
  const core = lower.replace(/^[^a-z@$]+/, '').replace(/[^a-z]+$/, '');
  const word = [...core].map((c) => LOOK_ALIKE[c] ?? c).join('');
  return word.length > 0 && COMMON_WORDS.has(word);
}

/** A run of PASSWORD_MAX_RUN characters, each repeating, following or preceding the one before. */
function hasRun(pw: string): boolean {
  const s = pw.toLowerCase();
  const keyRuns = KEY_ROWS.flatMap((row) => [row, [...row].reverse().join('')]);
  for (let i = 0; i + PASSWORD_MAX_RUN <= s.length; i++) {
    const part = s.slice(i, i + PASSWORD_MAX_RUN);
    const codes = [...part].map((c) => c.charCodeAt(0));
    const steps = codes.slice(1).map((c, k) => c - codes[k]);
    const alnum = /^[a-z\d]+$/.test(part);
    if (steps.every((d) => d === 0)) return true;
    if (alnum && (steps.every((d) => d === 1) || steps.every((d) => d === -1))) return true;
    if (keyRuns.some((row) => row.includes(part))) return true;
  }
  return false;
}

/**
 * The first rule `password` breaks, as the message to show, or null when it may be used. `account` is the account
 * the password is for (registration: the account being created; reset: the chosen account).
 */
export function checkPassword(password: string, account?: string | null): string | null {
  const pw = password ?? '';
  if (pw === '') return PASSWORD_REQUIRED;
  if (pw.length < PASSWORD_MIN_LENGTH || pw.length > PASSWORD_MAX_LENGTH) return PASSWORD_LENGTH_RULE;
  if (/^\s|\s$/.test(pw)) return PASSWORD_EDGE_BLANK;
  if (!/^[\x20-\x7e]+$/.test(pw)) return PASSWORD_CHARSET_RULE;
  if (kinds(pw) < PASSWORD_MIN_KINDS) return PASSWORD_KINDS_RULE;
  if (containsAccount(pw, account)) return PASSWORD_HAS_ACCOUNT;
  if (isCommon(pw)) return PASSWORD_TOO_COMMON;
  if (hasRun(pw)) return PASSWORD_RUN_RULE;
  return null;
}
