import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';

/** A host header worth echoing: a name or IPv4/IPv6 address with an optional port, nothing else. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin the person is using, for URLs that must bring them (or a vendor's callback) back here: the payment
 * return and notify URLs. A family on school.example.cn must come back to school.example.cn, where their login
 * lives (tokens are per origin), not to a configured default. Behind a proxy (`TRUST_PROXY`), Fastify takes the
 * scheme and host from X-Forwarded-Proto / X-Forwarded-Host. `PAY_PUBLIC_BASE_URL` overrides it (one canonical
 * host for vendors that whitelist callback domains); a malformed Host falls back to localhost.
 */
export function publicOriginOf(request: FastifyRequest, config: AppConfig): string {
  if (config.payPublicBaseUrl) return config.payPublicBaseUrl;
  const host = request.host;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  if (!host || !HOST.test(host)) return `http://localhost:${config.port}`;
  return `${protocol}://${host}`;
}
