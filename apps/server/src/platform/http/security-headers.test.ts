import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { loadConfig } from '../../config';
import { contentSecurityPolicy } from './security-headers';

let t: TestApp;
let web: string;
beforeAll(async () => {
  // A built web app of one page and one script, with the .br/.gz copies the build writes beside them.
  web = await fs.mkdtemp(path.join(process.env.TMPDIR ?? '/tmp', 'salt-web-'));
  const script = `console.log(${JSON.stringify('盐课堂'.repeat(400))});`;
  await fs.mkdir(path.join(web, 'assets'));
  await fs.writeFile(
    path.join(web, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app.js"></script>',
  );
  await fs.writeFile(path.join(web, 'assets/app.js'), script);
  const { brotliCompressSync, gzipSync } = await import('node:zlib');
  await fs.writeFile(path.join(web, 'assets/app.js.br'), brotliCompressSync(script));
  await fs.writeFile(path.join(web, 'assets/app.js.gz'), gzipSync(script));
  t = await createTestApp({ config: { webDist: web } });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(web, { recursive: true, force: true });
});

describe('security headers', () => {
  it('every answer carries the CSP (no inline script, frame-ancestors self), nosniff and a referrer policy', async () => {
    for (const url of ['/api/ping', '/', '/center', '/assets/app.js', '/api/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp, url).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('vendor hosts the pages need are allowed, and only those', () => {
    const csp = contentSecurityPolicy(
      loadConfig({
        LIVE_PROVIDER: 'tencent',
        TENCENT_LIVE_PLAY_DOMAIN: 'play.example.cn',
        TENCENT_LIVE_PLAY_KEY: 'k',
        ALIPAY_APP_ID: '2021',
        ALIPAY_PRIVATE_KEY_PATH: '/k',
        ALIPAY_PUBLIC_KEY_PATH: '/p',
      }),
    );
    expect(csp.mediaSrc).toContain('https://play.example.cn');
    expect(csp.connectSrc).toContain('https://play.example.cn');
    expect(csp.formAction).toEqual(["'self'", 'https://openapi.alipay.com']);
    const plain = contentSecurityPolicy(testConfig());
    expect(plain.mediaSrc).toEqual(["'self'", 'blob:']);
    expect(plain.imgSrc).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('uploads: images inline with a file name, anything else as a download, never able to run', async () => {
    await t.ctx.storage.put(
      'images/7/abc.png',
      Buffer.from('\x89PNG\r\n\x1a\n<html><script>alert(1)</script>'),
      'image/png',
    );
    await t.ctx.storage.put('demo/homework/key.pdf', Buffer.from('%PDF-1.4\n'), 'application/pdf');
    const png = await t.app.inject({ method: 'GET', url: '/uploads/images/7/abc.png' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['x-content-type-options']).toBe('nosniff');
    expect(png.headers['content-disposition']).toBe('inline; filename="abc.png"');
    expect(String(png.headers['content-security-policy'])).toContain('sandbox');
    const pdf = await t.app.inject({ method: 'GET', url: '/uploads/demo/homework/key.pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="key.pdf"');
  });
});

describe('compression', () => {
  it('the web app is served from the pre-compressed copies the build made', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(await fs.readFile(path.join(web, 'assets/app.js.br')));
    const gz = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const raw = await t.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toContain('盐课堂');
  });

  it('API answers over 1 KB are compressed, small ones are not', async () => {
    const big = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(big.headers['content-encoding']).toBe('br');
    const { brotliDecompressSync } = await import('node:zlib');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString('utf8')).openapi).toMatch(/^3\./);
    const small = await t.app.inject({ method: 'GET', url: '/api/ping', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('production defaults', () => {
  it('the API explorer is off in production unless API_DOCS=true', async () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '盐课堂',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      WECHAT_PROVIDER: 'wechat',
      WECHAT_APP_ID: 'wx1',
      WECHAT_APP_SECRET: 's',
    };
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
    const prod = await createTestApp({ config: { apiDocs: false } });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
      expect((await prod.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
