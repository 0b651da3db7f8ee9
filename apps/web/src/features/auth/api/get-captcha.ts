import { requestBlob } from '../../../platform/request/index.ts';

/** §7.1 captcha.jpg: a new image for the form's uuid (the web's uuid cookie keys it). */
export function getCaptcha(uuid: string): Promise<Blob> {
  return requestBlob('captcha', { uuid });
}
