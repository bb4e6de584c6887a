import { useState } from 'react';
import { Button } from 'antd';
import { SMS_RESEND_INTERVAL_MS } from '@salt/domain';
import { useCountdown } from './use-countdown';
import { feedback } from '../lib/api/feedback';

interface Props {
  /** Validates and returns the mobile field; null when it is not valid yet (the form shows why). */
  getMobile: () => Promise<string | null>;
  /** Sends the code; the countdown starts only when it succeeded. */
  onSend: (mobile: string) => Promise<unknown>;
}

/** '获取验证码', then a 60 s countdown before the code can be sent again. */
export function SmsCodeButton({ getMobile, onSend }: Props) {
  const countdown = useCountdown(SMS_RESEND_INTERVAL_MS / 1000);
  const [sending, setSending] = useState(false);
  const onClick = async () => {
    const mobile = await getMobile();
    if (!mobile) return;
    setSending(true);
    try {
      await onSend(mobile);
      countdown.start();
      feedback().info('验证码已发送');
    } catch {
      // The API client has already shown why.
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      type="link"
      size="small"
      className="sms-code-button"
      disabled={countdown.running}
      loading={sending}
      onClick={() => void onClick()}
    >
      {countdown.running ? `${countdown.left}s后重新获取` : '获取验证码'}
    </Button>
  );
}
