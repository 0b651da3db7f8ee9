import { request } from '../../../platform/request/index.ts';

/** §7.1 checkCaptcha: a right answer lets the form ask for an SMS code next. */
export async function checkCaptcha(uuid: string, captcha: string): Promise<void> {
  await request('checkCaptcha', { uuid, captcha });
}
