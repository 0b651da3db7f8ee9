import type { Rule } from 'antd/es/form';
import { PASSWORD_REQUIRED, checkPassword } from '@portal/shared';

/**
 * New-password rules shared by registration and password reset: the shared password policy (checkPassword), checked
 * against the account of the same form (field `account`; list it in the password field's `dependencies`).
 */
export const passwordRules: Rule[] = [
  { required: true, message: PASSWORD_REQUIRED },
  ({ getFieldValue }) => ({
    validator: (_r, v: string | undefined) => {
      if (!v) return Promise.resolve();
      const msg = checkPassword(v, getFieldValue('account') as string | undefined);
      return msg ? Promise.reject(new Error(msg)) : Promise.resolve();
    },
  }),
];

export const confirmRules: Rule[] = [
  { required: true, message: '请再次输入密码' },
  ({ getFieldValue }) => ({
    validator: (_r, v: string | undefined) =>
      !v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致')),
  }),
];

/**
 * Length limit of an SMS code field (6 characters), counted without surrounding blanks: the fields trim their
 * value, and a native maxLength would cut the last digit of a pasted " 123456" before the trim runs.
 */
export const smsCodeCount = {
  max: 6,
  strategy: (value: string) => value.trim().length,
  exceedFormatter: (value: string, { max }: { max: number }) => value.trim().slice(0, max),
};
