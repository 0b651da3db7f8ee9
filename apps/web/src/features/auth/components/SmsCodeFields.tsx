import type { ChangeEvent, ReactNode } from 'react';
import { Button, Form, Input } from 'antd';
import { MobileOutlined, SafetyCertificateOutlined, MessageOutlined } from '@ant-design/icons';
import type { Rule } from 'antd/es/form';
import { CODE_REQUIRED, PHONE_INVALID, isMobilePhone } from '@portal/shared';
import type { Captcha } from '../hooks/useCaptcha.ts';
import { CaptchaImage } from './CaptchaImage.tsx';
import { smsCodeCount } from '../rules.ts';

export interface SmsCodeFieldsProps {
  captcha: Captcha;
  sms: { send: () => Promise<void>; sending: boolean; waiting: boolean; label: string };
  /** Extra rules for the phone (registration checks that it is still free). */
  phoneRules?: Rule[];
  phoneExtra?: ReactNode;
}

export const phoneFormatRule: Rule = {
  validator: (_rule, value: string | undefined) => {
    const v = (value ?? '').trim();
    if (!v) return Promise.reject(new Error('请输入手机号'));
    return isMobilePhone(v) ? Promise.resolve() : Promise.reject(new Error(PHONE_INVALID));
  },
};

const trim = (e: ChangeEvent<HTMLInputElement>) => e.target.value.trim();

/** Phone, image captcha and SMS code with its 获取验证码 button (registration, password reset). */
export function SmsCodeFields({ captcha, sms, phoneRules = [], phoneExtra }: SmsCodeFieldsProps) {
  return (
    <>
      <Form.Item
        label="手机号"
        name="phone"
        required
        validateTrigger="onBlur"
        getValueFromEvent={trim}
        rules={[phoneFormatRule, ...phoneRules]}
        extra={phoneExtra}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder="请输入11位手机号"
          maxLength={11}
          inputMode="numeric"
          autoComplete="tel"
        />
      </Form.Item>
      {/* Needed to send the SMS only (it is single use): checked by the 获取验证码 button, not on submit. */}
      <Form.Item label="图形验证码">
        <div className="auth-inline">
          <Form.Item name="captcha" noStyle getValueFromEvent={trim}>
            <Input
              prefix={<SafetyCertificateOutlined />}
              placeholder="请输入图形验证码"
              maxLength={6}
              autoComplete="off"
            />
          </Form.Item>
          <CaptchaImage captcha={captcha} />
        </div>
      </Form.Item>
      <Form.Item label="短信验证码" required>
        <div className="auth-inline">
          <Form.Item
            name="smsCode"
            noStyle
            getValueFromEvent={trim}
            validateTrigger="onBlur"
            rules={[{ required: true, message: CODE_REQUIRED }]}
          >
            <Input
              prefix={<MessageOutlined />}
              placeholder="请输入短信验证码"
              count={smsCodeCount}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </Form.Item>
          <Button onClick={() => void sms.send()} loading={sms.sending} disabled={sms.waiting}>
            {sms.label}
          </Button>
        </div>
      </Form.Item>
    </>
  );
}
