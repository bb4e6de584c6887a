import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import type { AppConfig } from '../../config';
import type { Clock } from '../clock';
import type { DevPaymentStore } from './dev-payment-store';
import type { PaymentProvidersOptions } from './payment-providers';

/**
 * Turns configuration into provider options: the dev checkout outside production, WeChat Pay and Alipay when
 * their settings are present (key files are read once, at start-up, so a missing file fails the start).
 */
export function paymentOptionsFromConfig(
  config: AppConfig,
  deps: { jwtSecret: string; devStore: DevPaymentStore; clock: Clock },
): PaymentProvidersOptions {
  const options: PaymentProvidersOptions = {};
  if (config.env !== 'production') {
    options.dev = {
      secret: config.devPaySecret ?? createHmac('sha256', deps.jwtSecret).update('dev-pay').digest('hex'),
      store: deps.devStore,
      clock: deps.clock,
    };
  }
  if (config.wechatPay) {
    const w = config.wechatPay;
    options.wechat = {
      mchId: w.mchId,
      appId: w.appId,
      serialNo: w.serialNo,
      privateKey: fs.readFileSync(w.privateKeyPath, 'utf8'),
      apiV3Key: w.apiV3Key,
      platformKeys: [{ serial: w.platformSerial, key: fs.readFileSync(w.platformCertPath, 'utf8') }],
      clock: deps.clock,
    };
  }
  if (config.alipay) {
    const a = config.alipay;
    options.alipay = {
      appId: a.appId,
      privateKey: fs.readFileSync(a.privateKeyPath, 'utf8'),
      alipayPublicKey: fs.readFileSync(a.publicKeyPath, 'utf8'),
      gatewayUrl: a.gatewayUrl,
      clock: deps.clock,
    };
  }
  return options;
}
