import type { Endpoints, ItemOf } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';

export type PhoneAccount = ItemOf<Endpoints['findUserInfoByPhone']>;

/** §7.1 findUserInfoByPhone: the accounts bound to a verified phone (the SMS ticket proves it). */
export async function findAccountsByPhone(phone: string, smsTicket: string): Promise<PhoneAccount[]> {
  return (await request('findUserInfoByPhone', { phone, smsTicket })).data;
}
