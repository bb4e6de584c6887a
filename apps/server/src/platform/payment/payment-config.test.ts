import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { systemClock } from '../clock';
import { InMemoryDevPaymentStore } from './dev-payment-store';
import { paymentOptionsFromConfig } from './payment-config';
import { createPaymentProviders } from './payment-providers';

function pemFiles() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salt-pay-keys-'));
  const write = (name: string) => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const priv = path.join(dir, `${name}.key`);
    const pub = path.join(dir, `${name}.pub`);
    fs.writeFileSync(priv, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    fs.writeFileSync(pub, publicKey.export({ type: 'spki', format: 'pem' }));
    return { priv, pub };
  };
  return { dir, merchant: write('merchant'), platform: write('platform'), alipay: write('alipay') };
}

const deps = { jwtSecret: 'x'.repeat(40), devStore: new InMemoryDevPaymentStore(), clock: systemClock };

describe('payment configuration', () => {
  it('development has the dev checkout only', () => {
    const providers = createPaymentProviders(paymentOptionsFromConfig(loadConfig({}), deps));
    expect(providers.all.map((p) => p.name)).toEqual(['dev']);
    expect(providers.forChannel('wechat_jsapi')).toBeNull();
  });

  it('production with vendor settings has WeChat Pay and Alipay, and never the dev checkout', () => {
    const keys = pemFiles();
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'y'.repeat(40),
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 's',
      ALIYUN_SMS_SIGN_NAME: '盐课堂',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      WECHAT_PROVIDER: 'wechat',
      WECHAT_APP_ID: 'wx123',
      WECHAT_APP_SECRET: 'sec',
      WECHAT_PAY_MCH_ID: '1900000001',
      WECHAT_PAY_SERIAL_NO: 'ABC123',
      WECHAT_PAY_PRIVATE_KEY_PATH: keys.merchant.priv,
      WECHAT_PAY_API_V3_KEY: randomBytes(16).toString('hex'),
      WECHAT_PAY_PLATFORM_SERIAL: 'PUB_KEY_ID_1',
      WECHAT_PAY_PLATFORM_CERT_PATH: keys.platform.pub,
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY_PATH: keys.alipay.priv,
      ALIPAY_PUBLIC_KEY_PATH: keys.alipay.pub,
    });
    const providers = createPaymentProviders(paymentOptionsFromConfig(config, deps));
    expect(providers.all.map((p) => p.name).sort()).toEqual(['alipay', 'wechat']);
    expect(providers.forChannel('wechat_jsapi')?.name).toBe('wechat');
    expect(providers.forChannel('alipay_wap')?.name).toBe('alipay');
    expect(providers.dev).toBeNull();
    fs.rmSync(keys.dir, { recursive: true, force: true });
  });

  it('half a vendor configuration fails the start', () => {
    expect(() => loadConfig({ WECHAT_PAY_MCH_ID: '1900000001' })).toThrow(/WeChat Pay needs/);
    expect(() => loadConfig({ ALIPAY_APP_ID: '2021' })).toThrow(/Alipay needs/);
  });
});
