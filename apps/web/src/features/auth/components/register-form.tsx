import { Button, Form, Input, Select } from 'antd';
import { GiftOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  MESSAGES,
  REFERRAL_MESSAGES,
  SERVER_MESSAGES,
  isShareCode,
  isValidMobile,
  normaliseShareCode,
} from '@salt/domain';
import { passwordRule } from '../../../components/form-rules';
import { useDict, useSiteStore } from '../../../lib/site-store';
import { readShareTouch, useReferralCode } from '../../referral';
import { phoneExistQuery } from '../api/phone-exist';
import { useRegisterAndLogin } from '../api/register-and-login';
import { applyTokenResponse } from '../session';
import { MobileCodeFields } from './mobile-code-fields';

interface Values {
  mobile: string;
  code: string;
  password: string;
  grade: string;
  realname?: string;
  shareCode?: string;
}

/**
 * Register and log in at once; the mobile is checked for uniqueness when the field loses focus. Every account made
 * here is a pupil's, so the pupil's grade is asked for (the `grade` dictionary) and saved with the account: the
 * learning centre and the course list start from it. 邀请码 (推荐有礼) is optional: filled in from the share link the
 * visitor first opened (with when they opened it, so the 30 days count from then), or typed; once it has its 8
 * characters the form shows whose it is.
 */
export function RegisterForm() {
  const [form] = Form.useForm<Values>();
  const grades = useDict('grade');
  const queryClient = useQueryClient();
  const register = useRegisterAndLogin();
  // Read once: the touch the share link left when this visit (or one within 30 days) began.
  const [touch] = useState(readShareTouch);
  const typedCode = Form.useWatch('shareCode', form) ?? touch?.code ?? '';
  const referrer = useReferralCode(typedCode);
  const shareCodeRule = {
    validator: async (_rule: unknown, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return;
      if (!isShareCode(value)) throw new Error(REFERRAL_MESSAGES.codeInvalid);
    },
  };
  const uniqueMobileRule = {
    validator: async (_rule: unknown, value: unknown) => {
      if (typeof value !== 'string' || !isValidMobile(value)) return;
      // A failed check lets the person go on; the server refuses a duplicate anyway.
      const exists = await queryClient.fetchQuery(phoneExistQuery(value)).catch(() => false);
      if (exists) throw new Error(MESSAGES.mobileExists);
    },
  };
  const onFinish = (v: Values) => {
    const shareCode = v.shareCode?.trim() ? normaliseShareCode(v.shareCode) : undefined;
    register.mutate(
      {
        mobile: v.mobile,
        code: v.code.trim(),
        password: v.password,
        grade: v.grade,
        realname: v.realname?.trim() || undefined,
        shareCode,
        // The link's time only goes with the link's code: a code typed in counts from now.
        sharedAt: shareCode && shareCode === touch?.code ? touch.at : undefined,
      },
      {
        onSuccess: (res) => {
          useSiteStore.setState({ registerSuccess: true });
          applyTokenResponse(res, true, v.mobile);
        },
      },
    );
  };
  const lookedUp = isShareCode(typedCode);
  return (
    <Form
      form={form}
      name="register"
      validateTrigger="onBlur"
      size="large"
      onFinish={onFinish}
      initialValues={{ shareCode: touch?.code }}
    >
      <MobileCodeFields form={form} smsType="register" extraMobileRules={[uniqueMobileRule]} />
      <Form.Item name="password" rules={[passwordRule]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="请设置密码（6-20位数字和字母）"
          aria-label="密码"
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="grade"
        rules={[{ required: true, message: SERVER_MESSAGES.gradeInvalid }]}
        validateTrigger="onChange"
      >
        <Select
          placeholder="请选择学生年级"
          aria-label="年级"
          options={grades.map((g) => ({ value: g.value, label: g.label }))}
          showSearch={false}
        />
      </Form.Item>
      <Form.Item name="realname">
        <Input prefix={<UserOutlined />} placeholder="请输入学生姓名（选填）" aria-label="学生姓名" maxLength={32} />
      </Form.Item>
      <Form.Item
        name="shareCode"
        rules={[shareCodeRule]}
        validateStatus={lookedUp && referrer.isError ? 'error' : undefined}
        help={
          lookedUp && referrer.isError ? (
            referrer.error.message || REFERRAL_MESSAGES.codeInvalid
          ) : lookedUp && referrer.data ? (
            <span className="register-form__referrer">邀请人：{referrer.data.referrerName}</span>
          ) : undefined
        }
      >
        <Input prefix={<GiftOutlined />} placeholder="邀请码（选填）" aria-label="邀请码" maxLength={16} />
      </Form.Item>
      <Button type="primary" htmlType="submit" autoInsertSpace={false} block loading={register.isPending}>
        注册
      </Button>
    </Form>
  );
}
