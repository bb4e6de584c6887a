import { AlipayProvider, type AlipayOptions } from './alipay-provider';
import { DevPaymentProvider, type DevPaymentProviderOptions } from './dev-payment-provider';
import type { PaymentChannel, PaymentProvider, PaymentProviderName } from './payment-provider';
import { WechatPayV3Provider, type WechatPayV3Options } from './wechat-pay-v3-provider';

/**
 * Built by app.ts from config once config grows the payment variables. Each part is optional: production
 * leaves out `dev` (config refuses dev providers there), a local run usually has only `dev`.
 */
export interface PaymentProvidersOptions {
  dev?: DevPaymentProviderOptions;
  wechat?: WechatPayV3Options;
  alipay?: AlipayOptions;
}

export interface PaymentProviders {
  dev: DevPaymentProvider | null;
  wechat: WechatPayV3Provider | null;
  alipay: AlipayProvider | null;
  /** Every configured provider, e.g. to list the channels the checkout page may offer. */
  all: PaymentProvider[];
  /** For the notify route `/api/.../notify/:provider`. */
  byName(name: string): PaymentProvider | null;
  forChannel(channel: PaymentChannel): PaymentProvider | null;
}

export function createPaymentProviders(options: PaymentProvidersOptions): PaymentProviders {
  const dev = options.dev ? new DevPaymentProvider(options.dev) : null;
  const wechat = options.wechat ? new WechatPayV3Provider(options.wechat) : null;
  const alipay = options.alipay ? new AlipayProvider(options.alipay) : null;
  const all: PaymentProvider[] = [dev, wechat, alipay].filter((p): p is NonNullable<typeof p> => p !== null);
  return {
    dev,
    wechat,
    alipay,
    all,
    byName: (name) => all.find((p) => p.name === (name as PaymentProviderName)) ?? null,
    forChannel: (channel) => all.find((p) => p.channels.includes(channel)) ?? null,
  };
}
