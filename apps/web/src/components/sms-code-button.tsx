import { Button } from 'antd';
import type { SmsCodeType } from '@salt/domain';
import { SMS_RESEND_INTERVAL_MS } from '@salt/domain';
import { useCountdown } from '../../../components/use-countdown';
import { useSendSmsCode } from '../api/send-sms-code';

interface Props {
  type: SmsCodeType;
  /** Validates and returns the mobile field; null when it is not valid yet (the form shows why). */
  getMobile: () => Promise<string | null>;
}

/** '获取验证码', then a 60 s countdown before the code can be sent again. */
export function SmsCodeButton({ type, getMobile }: Props) {
  const countdown = useCountdown(SMS_RESEND_INTERVAL_MS / 1000);
  const send = useSendSmsCode();
  const onClick = async () => {
    const mobile = await getMobile();
    if (!mobile) return;
    send.mutate({ mobile, type }, { onSuccess: () => countdown.start() });
  };
  return (
    <Button type="link" size="small" className="sms-code-button" disabled={countdown.running} loading={send.isPending} onClick={() => void onClick()}>
      {countdown.running ? `${countdown.left}s后重新获取` : '获取验证码'}
    </Button>
  );
}
