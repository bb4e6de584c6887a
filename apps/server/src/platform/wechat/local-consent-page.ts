import { escapeHtml } from '../payment/payment-util';
import { renderStandInPage } from '../http/dev-stand-in-page';

/**
 * The local stand-in for WeChat's OAuth consent screen (WECHAT_PROVIDER=local): there is no WeChat here, so the
 * person says which WeChat user they are, and the form comes back through the same route, which redirects to
 * the site with `code=local:<name>` like WeChat would. In the shared stand-in page shell, like the dev cashier.
 */
export interface LocalConsentView {
  actionUrl: string;
  redirectUri: string;
  state: string;
  error?: string;
}

/** Beside the shared stand-in shell: WeChat's grey, the name field and its green button. */
const STYLE = `
body{background:#ededed}
main{padding-top:32px}
.note{margin-bottom:24px}
label{display:block;font-size:15px;margin-bottom:8px}
input{width:100%;font-size:16px;padding:12px;border:1px solid #ddd;border-radius:8px}
.error{color:#e54d42;font-size:14px;margin:8px 0 0}
button{background:#07c160;color:#fff}
`;

export function renderLocalConsentPage(view: LocalConsentView): string {
  const error = view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : '';
  return renderStandInPage(
    '微信授权',
    `<h1>微信授权</h1>
<p class="note">开发环境模拟的微信授权页，不会连接真实微信</p>
<form method="get" action="${escapeHtml(view.actionUrl)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(view.redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(view.state)}">
<section class="card">
<label for="user">微信用户</label>
<input id="user" name="user" required maxlength="64" pattern="[A-Za-z0-9_\\-]{1,64}" placeholder="如 parent" autocomplete="off">
${error}
</section>
<button type="submit">允许</button>
</form>`,
    STYLE,
  );
}
