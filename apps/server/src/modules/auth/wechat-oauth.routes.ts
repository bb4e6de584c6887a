import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  wechatAuthorizeQuerySchema,
  wechatAuthorizeResultSchema,
  wechatLocalConsentQuerySchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok } from '../../platform/envelope';
import { publicOriginOf } from '../../platform/http/public-origin';
import { typed } from '../../platform/route-helpers';
import { renderLocalConsentPage } from '../../platform/wechat/local-consent-page';
import { authPolicy } from './auth.policy';

/**
 * The start of WeChat's web OAuth, inside the WeChat browser: the web asks where to send the person, WeChat
 * comes back to our page with `?code=&state=`, and the social token grant (token.routes.ts) or the WeChat bind
 * (account module) exchanges the code. The return address is always on the origin the person is using, so a
 * code is never handed to another host.
 */
export async function wechatOAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const start = authPolicy.allow('session.start');

  r.get(API_PATHS.wechatAuthorize, {
    onRequest: start,
    config: { rateLimit: { max: ctx.config.authRateLimitMax, timeWindow: '1 minute' } },
    schema: {
      summary: 'WeChat OAuth: the URL that starts authorisation and comes back to a page of this site',
      tags: ['auth'],
      querystring: wechatAuthorizeQuerySchema,
      response: { 200: envelopeOf(wechatAuthorizeResultSchema) },
    },
    handler: async (request) => {
      const { redirectPath, state } = request.query;
      const redirectUri = `${publicOriginOf(request, ctx.config)}${redirectPath}`;
      return ok({ url: ctx.wechat.authorizeUrl(redirectUri, state) });
    },
  });

  // Only the development provider has a consent page of ours; with real WeChat this route does not exist.
  if (ctx.wechat.name !== 'local') return;
  r.get(API_PATHS.wechatLocalConsent, {
    onRequest: start,
    schema: {
      summary: 'Development WeChat consent page (HTML); with user=<name> it redirects back with code=local:<name>',
      tags: ['auth'],
      querystring: wechatLocalConsentQuerySchema,
    },
    handler: async (request, reply) => {
      const { redirect_uri: redirectUri, state, user } = request.query;
      const target = new URL(redirectUri);
      if (target.origin !== new URL(publicOriginOf(request, ctx.config)).origin) {
        return reply.status(400).type('text/plain; charset=utf-8').send('跳转地址无效');
      }
      if (!user) {
        const html = renderLocalConsentPage({ actionUrl: `/api${API_PATHS.wechatLocalConsent}`, redirectUri, state });
        return reply.type('text/html; charset=utf-8').send(html);
      }
      target.searchParams.set('code', `local:${user}`);
      target.searchParams.set('state', state);
      return reply.redirect(target.toString(), 302);
    },
  });
}
