import { escapeHtml } from '../payment/payment-util';

/**
 * The local stand-in for WeChat's OAuth consent screen (WECHAT_PROVIDER=local): there is no WeChat here, so the
 * person says which WeChat user they are, and the form comes back through the same route, which redirects to
 * the site with `code=local:<name>` like WeChat would. Plain HTML with inline CSS, like the dev cashier.
 */
export interface LocalConsentView {
  actionUrl: string;
  redirectUri: string;
  state: string;
  error?: string;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei",sans-serif;background:#ededed;color:#333}
main{max-width:480px;margin:0 auto;padding:32px 16px}
h1{font-size:20px;text-align:center;margin:8px 0 4px}
.note{font-size:13px;color:#999;text-align:center;margin:0 0 24px}
.card{background:#fff;border-radius:12px;padding:20px 16px;margin-bottom:24px}
label{display:block;font-size:15px;margin-bottom:8px}
input{width:100%;font-size:16px;padding:12px;border:1px solid #ddd;border-radius:8px}
.error{color:#e54d42;font-size:14px;margin:8px 0 0}
button{display:block;width:100%;padding:14px;font-size:17px;border-radius:8px;border:0;cursor:pointer;background:#07c160;color:#fff}
`;

export function renderLocalConsentPage(view: LocalConsentView): string {
  const error = view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : '';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
<meta name="robots" content="noindex">
<title>微信授权</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>微信授权</h1>
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
</form>
</main>
</body>
</html>
`;
}
