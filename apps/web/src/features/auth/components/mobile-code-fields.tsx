import { Form, Input, type FormInstance, type FormRule } from 'antd';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import type { SmsCodeType } from '@salt/domain';
import { mobileRule, requiredRule } from '../../../components/form-rules';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { sendSmsCode } from '../api/send-sms-code';

/**
 * The mobile + SMS-code pair that SMS login, register and reset share: the code button checks the mobile field
 * first, then sends a code of `smsType`.
 */
export function MobileCodeFields({
  form,
  smsType,
  extraMobileRules = [],
}: {
  form: FormInstance;
  smsType: SmsCodeType;
  extraMobileRules?: FormRule[];
}) {
  const getMobile = () =>
    form
      .validateFields(['mobile'])
      .then((v: { mobile: string }) => v.mobile)
      .catch(() => null);
  return (
    <>
      <Form.Item name="mobile" rules={[mobileRule, ...extraMobileRules]}>
        <Input
          prefix={<MobileOutlined />}
          placeholder="请输入手机号"
          aria-label="手机号"
          maxLength={11}
          inputMode="numeric"
        />
      </Form.Item>
      <Form.Item name="code" rules={[requiredRule]}>
        <Input
          prefix={<SafetyOutlined />}
          suffix={<SmsCodeButton getMobile={getMobile} onSend={(mobile) => sendSmsCode({ mobile, type: smsType })} />}
          placeholder="请输入验证码"
          aria-label="验证码"
          maxLength={6}
          inputMode="numeric"
        />
      </Form.Item>
    </>
  );
}
