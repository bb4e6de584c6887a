import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';

/** Origins outside this host that pages legitimately talk to, from the configured vendors. */
function vendorOrigins(config: AppConfig) {
  const media: string[] = [];
  const forms: string[] = [];
  // Tencent Cloud live: the player fetches the signed HLS from the play domain (http and https).
  if (config.live.tencent)
    media.push(`https://${config.live.tencent.playDomain}`, `http://${config.live.tencent.playDomain}`);
  // A live HLS base on another host (a separate media server).
  if (/^https?:\/\//i.test(config.live.hlsBaseUrl)) media.push(new URL(config.live.hlsBaseUrl).origin);
  // Alipay page pay hands the browser over with a form posted to the gateway.
  if (config.alipay) forms.push(new URL(config.alipay.gatewayUrl ?? 'https://openapi.alipay.com/gateway.do').origin);
  return { media, forms };
}

/**
 * The Content-Security-Policy the web app passes. No inline script anywhere (the built app is module files;
 * the dev checkout page has none); styles may be inline because antd and antd-mobile inject theirs at run time.
 * Images: our own files plus data: (small generated avatars) and blob: (photos previewed before upload).
 * Media and workers: blob: because hls.js plays through MediaSource and may start a worker from a blob.
 * frame-ancestors 'self': no other site may frame the learning centre (clickjacking).
 */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const { media, forms } = vendorOrigins(config);
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'", 'blob:', ...media],
    connectSrc: ["'self'", ...media],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'", ...forms],
  };
}

/**
 * Security headers on every answer (helmet): the CSP above, X-Content-Type-Options: nosniff (a PNG with HTML
 * appended stays an image), X-Frame-Options SAMEORIGIN for browsers without frame-ancestors, a referrer policy
 * that sends only the origin to other sites, and HSTS only when the deployment says it is behind TLS.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    // Covers and avatars are fetched by the native apps' web views and by WeChat's share previews.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
    // Plain-HTTP development and loopback must keep working; production terminates TLS at the proxy.
    strictTransportSecurity: config.env === 'production' ? { maxAge: 15_552_000, includeSubDomains: false } : false,
  });
}

/** Files in the public upload folder that a browser may show inline; everything else downloads. */
const INLINE_TYPES = /\.(jpe?g|png|webp)$/i;

/**
 * Headers for files under /uploads/: images inline, anything else (PDF worked answers, future documents) as an
 * attachment, always with a file name; and a CSP that forbids an uploaded file from running anything even when
 * opened on its own.
 */
export function uploadHeaders(reply: { header(name: string, value: string): unknown }, filePath: string) {
  const name = filePath.split(/[\\/]/).pop() ?? 'file';
  const disposition = INLINE_TYPES.test(name) ? 'inline' : 'attachment';
  reply.header('content-disposition', `${disposition}; filename="${name.replace(/[^\w.-]/g, '_')}"`);
  reply.header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
  reply.header('x-content-type-options', 'nosniff');
}
