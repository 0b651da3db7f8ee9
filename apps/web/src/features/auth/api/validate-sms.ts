import type { SmsScene } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';

/** §7.1 validateSms: checks the SMS code; resolves with the ticket the next call carries (valid 10 minutes). */
export async function validateSms(phone: string, code: string, scene: SmsScene): Promise<string> {
  const ticket = first(await request('validateSms', { phone, code, scene }))?.smsTicket;
  if (!ticket) throw new Error('短信验证失败，请重新获取验证码');
  return ticket;
}
