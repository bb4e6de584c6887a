import { escapeHtml } from '../payment/payment-util';

/**
 * The shell of the pages that stand in for a vendor's screen in development (the dev cashier, the WeChat consent
 * page): plain server-rendered HTML with inline CSS, so it works in a phone browser, inside the WeChat browser and
 * in Playwright with no bundle and no network. `extraStyle` adds a page's own rules; `content` is trusted HTML the
 * caller built with escapeHtml on every dynamic value.
 */
const BASE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei",sans-serif;color:#333}
main{max-width:480px;margin:0 auto;padding:24px 16px}
h1{font-size:20px;text-align:center;margin:8px 0 4px}
.note{font-size:13px;color:#999;text-align:center;margin:0 0 20px}
.card{background:#fff;border-radius:12px;padding:20px 16px;margin-bottom:24px}
button{display:block;width:100%;padding:14px;font-size:17px;border-radius:8px;border:0;cursor:pointer}
`;

export function renderStandInPage(title: string, content: string, extraStyle = ''): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${BASE_STYLE}${extraStyle}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`;
}
