import { first, request } from '../../../platform/request/index.ts';

/**
 * §7.1 checkRepeatPhone: true when the phone already belongs to an account. `uuid` is the registration form's captcha
 * key: the server answers only for a form it issued a captcha to, a few lookups per form (no phone enumeration).
 */
export async function isPhoneRegistered(phone: string, uuid: string): Promise<boolean> {
  return Boolean(first(await request('checkRepeatPhone', { phone, uuid }))?.repeat);
}
