import { request } from '../../../platform/request/index.ts';

/** §2.5 admin phone code check; resolves with the envelope (its message is 验证成功). */
export function verifyPhoneCode(phone: string, code: string, bizId: string) {
  return request('verifyPhoneCode', { phone, code, bizId });
}
