import { useCallback, useState } from 'react';
import type { FormInstance } from 'antd';
import { CODE_RESEND_SECONDS, SMS_SENT, trimInput } from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import type { SmsScene } from '@portal/shared';
import { checkCaptcha } from '../api/check-captcha.ts';
import { sendSms } from '../api/send-sms.ts';
import type { Captcha } from './useCaptcha.ts';
import { useCountdown } from './useCountdown.ts';

export const CAPTCHA_MISSING = '请输入图形验证码';

/**
 * 获取验证码 for registration and password reset: the phone must be valid and the image captcha filled,
 * then checkCaptcha marks the captcha verified and sendMsg consumes it (scene register/forgot);
 * the button counts down 60 s. The captcha is single use, so a new one is loaded after every try.
 */
export function useSmsSender(form: FormInstance, captcha: Captcha, scene: SmsScene) {
  const [sending, setSending] = useState(false);
  const { start, running, remaining } = useCountdown();

  const send = useCallback(async () => {
    let phone: string;
    try {
      // Resolves with the validated fields only: here the phone.
      const values = (await form.validateFields(['phone'])) as { phone?: string };
      phone = trimInput(values.phone);
    } catch {
      return; // the form shows what is wrong with the phone
    }
    const code = trimInput(form.getFieldValue('captcha') as string | undefined);
    if (!code) {
      form.setFields([{ name: 'captcha', errors: [CAPTCHA_MISSING] }]);
      return;
    }
    setSending(true);
    try {
      await checkCaptcha(captcha.uuid, code);
      await sendSms(phone, captcha.uuid, scene);
      notify.success(SMS_SENT);
      start(CODE_RESEND_SECONDS);
    } catch {
      // The request layer has shown the server's reason (wrong captcha, too frequent...).
    } finally {
      setSending(false);
      form.setFieldValue('captcha', '');
      captcha.refresh();
    }
  }, [form, captcha, scene, start]);

  const label = running ? `${remaining}秒后重新获取` : '获取验证码';
  return { send, sending, waiting: running, label };
}
