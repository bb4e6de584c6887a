import type { SmsCodeType } from '@salt/domain';

/** Sends a verification code to a phone. Implementations must not log the code except the dev `log` provider. */
export interface SmsProvider {
  readonly name: string;
  sendCode(mobile: string, code: string, type: SmsCodeType): Promise<void>;
}
