import { isInWechat } from '../../lib/native-bridge';
import { siteState } from '../../lib/site-store';
import { shopPath } from '../../lib/shop-paths';
import type { PaymentChannel, PayOrderResponse } from '@salt/domain';

/**
 * The one place that chooses how to pay. Here the server runs the local `dev` provider (a page with 确认支付 /
 * 模拟支付失败); a production build sets VITE_PAY_CHANNEL, and inside the WeChat browser with a known openId the
 * in-browser JSAPI payment is used because WeChat blocks the H5 redirect there.
 */
const CONFIGURED = (import.meta.env.VITE_PAY_CHANNEL as PaymentChannel | undefined) ?? 'dev';

export function paymentChannel(): { channel: PaymentChannel; openId?: string } {
  const openId = siteState().openId;
  if (CONFIGURED !== 'dev' && isInWechat() && openId) return { channel: 'wechat_jsapi', openId };
  return { channel: CONFIGURED };
}

interface WeixinBridge {
  invoke(name: string, params: Record<string, string>, done: (res: { err_msg?: string }) => void): void;
}

/** Where to go after payment: the order list of the theme in use, which opens and polls this order. */
export function paidReturnUrl(orderId: number): string {
  return shopPath('orders', { query: `orderId=${orderId}` });
}

/**
 * Posts a vendor's hand-off form (Alipay page pay) without running the script that comes with it: the page's
 * Content-Security-Policy allows no inline script, so the form's fields are copied into a form of ours.
 */
export function submitVendorForm(html: string, doc: Document = document) {
  const source = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
  if (!source) return;
  const form = doc.createElement('form');
  form.method = source.method || 'post';
  form.action = source.action;
  form.style.display = 'none';
  for (const field of Array.from(source.querySelectorAll<HTMLInputElement>('input[name]'))) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}

/**
 * Carries out the server's payment answer. Redirect and form answers leave the page (the provider sends the
 * payer back to paidReturnUrl); JSAPI stays and resolves when WeChat's sheet closes.
 */
export async function followPayment(
  answer: PayOrderResponse,
  assign = (url: string) => window.location.assign(url),
  /** Where an in-page payment (JSAPI) or a free order leads; a parent paying for a child returns to 缴费. */
  returnUrl: (orderId: number) => string = paidReturnUrl,
) {
  switch (answer.kind) {
    case 'redirect':
      if (answer.url) assign(answer.url);
      return;
    case 'form':
      if (answer.html) submitVendorForm(answer.html);
      return;
    case 'jsapi': {
      const bridge = (window as unknown as { WeixinJSBridge?: WeixinBridge }).WeixinJSBridge;
      if (bridge && answer.params) {
        await new Promise<void>((resolve) => bridge.invoke('getBrandWCPayRequest', answer.params!, () => resolve()));
      }
      assign(returnUrl(answer.orderId));
      return;
    }
    default:
      // 'none' (already paid, e.g. a free course) and 'qr' (desktop scan, not offered on these pages).
      assign(returnUrl(answer.orderId));
  }
}
