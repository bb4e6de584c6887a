import type { SmsCodeType } from '@salt/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './sms-provider';

/**
 * Development provider: writes exactly one log record with `mobile` and `code`, so a developer (or an
 * end-to-end test) reads the code from the server log. Refused in production by config.
 */
export class LogSmsProvider implements SmsProvider {
  readonly name = 'log';
  constructor(private readonly logger: FastifyBaseLogger) {}

  async sendCode(mobile: string, code: string, type: SmsCodeType): Promise<void> {
    this.logger.info({ sms: true, mobile, code, type }, 'sms code');
  }
}
