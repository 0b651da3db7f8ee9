import { PHONE_CODE_TOKEN_TYPE } from '@portal/shared';
import { first, request, requestBlob } from '../../platform/request';

/** Calls of the sign-in area (§7.1, docs/api-contract.md). Each resolves only on a success envelope. */

export type SmsScene = 'register' | 'forgot';

export function fetchCaptcha(uuid: string): Promise<Blob> {
  // The timestamp defeats any cache between the browser and the server: every call is a new image.
  return requestBlob('captcha', { uuid, t: Date.now() });
}

export async function checkCaptcha(uuid: string, captcha: string): Promise<void> {
  await request('checkCaptcha', { uuid, captcha });
}

export async function sendSms(phone: string, uuid: string, scene: SmsScene): Promise<void> {
  await request('sendMsg', { phone, uuid, scene });
}

/**
 * true when the phone already belongs to an account. `uuid` is the registration form's captcha key: the server
 * answers only for a form it issued a captcha to, a few lookups per form (issue 9: no phone enumeration).
 */
export async function isPhoneRegistered(phone: string, uuid: string): Promise<boolean> {
  const env = await request<{ repeat: boolean }>('checkRepeatPhone', { phone, uuid });
  return Boolean(first(env)?.repeat);
}

/** Checks the SMS code; resolves with the ticket the next call carries (valid 10 minutes). */
export async function validateSms(phone: string, code: string, scene: SmsScene): Promise<string> {
  const env = await request<{ smsTicket: string }>('validateSms', { phone, code, scene });
  const ticket = first(env)?.smsTicket;
  if (!ticket) throw new Error('短信验证失败，请重新获取验证码');
  return ticket;
}

export interface RegisterPayload {
  account: string;
  userName: string;
  phone: string;
  password: string;
  entName: string;
  socialCreditCode: string;
  registerSource: string;
  smsTicket: string;
}

export async function register(payload: RegisterPayload): Promise<string> {
  const env = await request('register', payload);
  return env.msg;
}

export interface PhoneAccount {
  account: string;
  userName: string;
}

export async function findAccountsByPhone(phone: string, smsTicket: string): Promise<PhoneAccount[]> {
  const env = await request<PhoneAccount>('findUserInfoByPhone', { phone, smsTicket });
  return env.data ?? [];
}

export async function updatePassword(account: string, password: string, smsTicket: string): Promise<string> {
  const env = await request('updatePasswordByAccount', { account, password, smsTicket });
  return env.msg;
}

/** §2.5 admin phone code: sends to the account's own phone; data[0] is kept for the check. */
export async function sendPhoneCode(phone: string): Promise<{ bizId: string } | undefined> {
  const env = await request<{ bizId: string }>('sendPhoneCode', { phone, tokenType: PHONE_CODE_TOKEN_TYPE });
  return first(env);
}

export function verifyPhoneCode(phone: string, code: string, bizId: string) {
  return request('verifyPhoneCode', { phone, code, bizId });
}
