import type { SmsScene } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';

/** §7.1 sendMsg: an SMS code to the phone, after checkCaptcha passed for the same uuid. */
export async function sendSms(phone: string, uuid: string, scene: SmsScene): Promise<void> {
  await request('sendMsg', { phone, uuid, scene });
}
