import type { FastifyServerOptions } from 'fastify';

const SECRET_QUERY_KEYS = /^(password|newpassword\d?|code|refresh_token|access_token|token|secret|client_secret)$/i;

/** Request URLs go to the log with secret query values masked (the token endpoint accepts them in the query). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.test(key)) params.set(key, '***');
  return `${url.slice(0, q)}?${params.toString()}`;
}

/**
 * pino options: one line per request, never a password, code or token. Bodies are not logged at all;
 * Authorization and cookies are redacted; query secrets are masked.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '***' },
    serializers: {
      req(req: { method: string; url: string; ip?: string; id?: string }) {
        return { method: req.method, url: redactUrl(req.url), ip: req.ip, reqId: req.id };
      },
    },
  };
}
