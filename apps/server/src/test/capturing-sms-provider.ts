import type { SmsCodeType } from '@salt/domain';
import type { SmsProvider } from '../platform/sms/sms-provider';

/** Test SMS provider: keeps what was sent so tests can read the code like a user reads their phone. */
export class CapturingSmsProvider implements SmsProvider {
  readonly name = 'capture';
  readonly sent: { mobile: string; code: string; type: SmsCodeType }[] = [];
  failNext = false;

  async sendCode(mobile: string, code: string, type: SmsCodeType): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('provider down');
    }
    this.sent.push({ mobile, code, type });
  }

  lastCodeFor(mobile: string): string {
    const hit = [...this.sent].reverse().find((s) => s.mobile === mobile);
    if (!hit) throw new Error(`no sms sent to ${mobile}`);
    return hit.code;
  }
}
