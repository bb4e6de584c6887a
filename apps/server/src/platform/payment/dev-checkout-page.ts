import { formatYuan } from './money';
import { escapeHtml } from './payment-util';
import { renderStandInPage } from '../http/dev-stand-in-page';

/**
 * The local stand-in for a vendor's cashier, in the shared stand-in page shell (http/dev-stand-in-page.ts).
 * Every dynamic value goes through escapeHtml: the description is a goods title an admin typed.
 */

export interface DevCheckoutView {
  outTradeNo: string;
  amountFen: number;
  description: string;
  /** The signed checkout token, posted back with the payer's choice. */
  token: string;
  /** Where the two buttons post (form fields: token, outcome=paid|failed). */
  actionUrl: string;
}

/** Beside the shared stand-in shell: the amount, the facts and the two buttons. */
const STYLE = `
body{background:#f5f5f5}
.amount{font-size:36px;font-weight:600;text-align:center;margin:0 0 16px;color:#222}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:10px 16px;font-size:15px}
dt{color:#999}
dd{margin:0;word-break:break-all}
button{margin-bottom:12px}
.pay{background:#07c160;color:#fff}
.fail{background:#fff;color:#e54d42;border:1px solid #e54d42}
`;

const page = (title: string, content: string) => renderStandInPage(title, content, STYLE);

export function renderDevCheckoutPage(view: DevCheckoutView): string {
  return page(
    '模拟支付',
    `<h1>模拟支付</h1>
<p class="note">开发环境收银台，不会产生真实扣款</p>
<section class="card">
<p class="amount" data-testid="dev-pay-amount">${escapeHtml(formatYuan(view.amountFen))}</p>
<dl>
<dt>商品</dt><dd data-testid="dev-pay-description">${escapeHtml(view.description)}</dd>
<dt>订单号</dt><dd>${escapeHtml(view.outTradeNo)}</dd>
</dl>
</section>
<form method="post" action="${escapeHtml(view.actionUrl)}">
<input type="hidden" name="token" value="${escapeHtml(view.token)}">
<button type="submit" name="outcome" value="paid" class="pay">确认支付</button>
<button type="submit" name="outcome" value="failed" class="fail">模拟支付失败</button>
</form>`,
  );
}

/** For an expired or forged link, or a trade that can no longer be paid. */
export function renderDevCheckoutMessage(title: string, message: string, returnUrl?: string): string {
  // The URL comes from our own signed token, but a javascript: link must never render even if it slipped in.
  const back =
    returnUrl && /^(https?:\/\/|\/(?!\/))/.test(returnUrl)
      ? `<p class="note"><a href="${escapeHtml(returnUrl)}">返回</a></p>`
      : '';
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<section class="card"><p>${escapeHtml(message)}</p></section>
${back}`,
  );
}
