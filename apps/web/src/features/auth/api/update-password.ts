import { request } from '../../../platform/request/index.ts';

/** §7.1 updatePasswordByAccount: the new password for one of the phone's accounts; resolves with the message. */
export async function updatePassword(account: string, password: string, smsTicket: string): Promise<string> {
  return (await request('updatePasswordByAccount', { account, password, smsTicket })).msg;
}
