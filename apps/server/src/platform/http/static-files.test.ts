import { DEFAULT_AVATAR } from '@salt/domain';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isConsolePath, looksLikeFile } from '../../app';

/** The web app's public folder: Vite copies it into the build as it is, so the server serves these files. */
const WEB_PUBLIC = fileURLToPath(new URL('../../../../web/public', import.meta.url));
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let t: TestApp;
let web: string;
beforeAll(async () => {
  // A built web app: the shell, one script, and the public folder copied in as the build does.
  web = await fs.mkdtemp(path.join(process.env.TMPDIR ?? '/tmp', 'salt-web-'));
  await fs.cp(WEB_PUBLIC, web, { recursive: true });
  await fs.mkdir(path.join(web, 'assets'));
  await fs.writeFile(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
  await fs.writeFile(path.join(web, 'console.html'), '<!doctype html><div id="console-root"></div>');
  await fs.writeFile(path.join(web, 'assets/app.js'), 'console.log(1)');
  // As vite-plugin-compression2 leaves them: the file and its .br and .gz twins (contents only tell them apart).
  await fs.writeFile(path.join(web, 'assets/big.js'), 'console.log("plain")');
  await fs.writeFile(path.join(web, 'assets/big.js.br'), 'brotli twin');
  await fs.writeFile(path.join(web, 'assets/big.js.gz'), 'gzip twin');
  t = await createTestApp({ config: { webDist: web } });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(web, { recursive: true, force: true });
});

describe('static files and the app shell', () => {
  it('the default avatar every user without a photo gets is a real picture', async () => {
    const res = await t.app.inject({ method: 'GET', url: DEFAULT_AVATAR });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(res.rawPayload.length).toBeGreaterThan(500);
  });

  it.each([
    '/static/missing-avatar.png',
    '/static/no-such.svg',
    '/favicon.ico',
    '/robots.txt',
    '/manifest.json',
    '/old-build/main.js',
    '/styles/site.css',
    '/assets/stale-chunk.js',
    '/center/photo.JPG?v=2',
  ])('a missing file is a 404, never the app shell: %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(String(res.headers['content-type'])).not.toContain('text/html');
  });

  it.each([
    '/',
    '/center',
    '/teacher-detail/3',
    '/m-shop/goods-detail-new/2?from=wx',
    '/about.html',
    '/html/login.html',
  ])('a page path gets the app shell: %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('id="root"');
  });

  it.each(['/console', '/console/', '/console/marking', '/console/marking?status=pending'])(
    'a console path gets the console shell, not the main app: %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      // Cached exactly as the site's shell is.
      const site = await t.app.inject({ method: 'GET', url: '/center' });
      expect(res.headers['cache-control']).toBe(site.headers['cache-control']);
      expect(res.body).toContain('id="console-root"');
      expect(res.body).not.toContain('id="root"');
    },
  );

  it('tells console paths from main app paths', () => {
    expect(isConsolePath('/consoles')).toBe(false);
    expect(isConsolePath('/center/console')).toBe(false);
    expect(isConsolePath('/console?x=1')).toBe(true);
    expect(isConsolePath('/console/marking')).toBe(true);
  });

  it('existing files are served as themselves', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
  });

  it('hashed assets are cached for good, the shell is revalidated, a missing chunk is not cached', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const shell = await t.app.inject({ method: 'GET', url: '/m-shop' });
    expect(shell.headers['cache-control']).toBe('no-cache');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/stale-chunk.js' });
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers['cache-control'] ?? '')).not.toContain('immutable');
  });

  it('a precompressed twin is sent to a browser that takes it', async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/assets/big.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('brotli twin');
    const gzip = await t.app.inject({ method: 'GET', url: '/assets/big.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('tells files from pages by the last segment only', () => {
    expect(looksLikeFile('/a/b.png')).toBe(true);
    expect(looksLikeFile('/a/b.tar.gz?x=1')).toBe(true);
    expect(looksLikeFile('/v1.2/page')).toBe(false);
    expect(looksLikeFile('/about.html')).toBe(false);
    expect(looksLikeFile('/center?file=a.png')).toBe(false);
    expect(looksLikeFile('/')).toBe(false);
  });
});
