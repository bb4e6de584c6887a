import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { InMemoryDevPaymentStore } from './dev-payment-store';
import { createPaymentProviders } from './payment-providers';

describe('createPaymentProviders', () => {
  it('builds only what is configured and routes channels to providers', () => {
    const devOnly = createPaymentProviders({
      dev: { secret: 'dev-pay-secret-0123456789', store: new InMemoryDevPaymentStore() },
    });
    expect(devOnly.all.map((p) => p.name)).toEqual(['dev']);
    expect(devOnly.forChannel('dev')).toBe(devOnly.dev);
    expect(devOnly.forChannel('wechat_jsapi')).toBeNull();
    expect(devOnly.byName('alipay')).toBeNull();

    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const vendors = createPaymentProviders({
      wechat: {
        mchId: '1900000109',
        appId: 'wx1',
        serialNo: 'S1',
        privateKey,
        apiV3Key: 'k'.repeat(32),
        platformKeys: [{ serial: 'P1', key: publicKey }],
      },
      alipay: { appId: '2021000000000001', privateKey, alipayPublicKey: publicKey },
    });
    expect(vendors.dev).toBeNull();
    expect(vendors.forChannel('wechat_h5')).toBe(vendors.wechat);
    expect(vendors.forChannel('alipay_wap')).toBe(vendors.alipay);
    expect(vendors.byName('wechat')).toBe(vendors.wechat);
    expect(vendors.forChannel('dev')).toBeNull();
  });
});
