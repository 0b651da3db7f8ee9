import { PHONE_CODE_TOKEN_TYPE } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';

/** §2.5 admin phone code: sent to the account's own phone; data[0] is kept for the check. */
export async function sendPhoneCode(phone: string): Promise<{ bizId: string } | undefined> {
  return first(await request('sendPhoneCode', { phone, tokenType: PHONE_CODE_TOKEN_TYPE }));
}
