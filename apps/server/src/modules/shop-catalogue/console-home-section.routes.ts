import type { FastifyInstance } from 'fastify';
import { API_PATHS, consoleHomeSectionListSchema, consoleHomeSectionsSaveSchema } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { cataloguePolicy } from './catalogue.policy';
import { consoleHomeSections, saveHomeSections } from './console-home-section.service';

/** The console's 首页分区 (admins): the order, visibility and titles of the home page's subject sections. */
export async function consoleHomeSectionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };
  const onRequest = [cataloguePolicy.allow('catalogue.manage')];

  r.get(API_PATHS.consoleHomeSections, {
    onRequest,
    schema: {
      ...common,
      summary: 'Every subject in home page order (hidden ones too) with its section setting and goods on sale',
      response: { 200: envelopeOf(consoleHomeSectionListSchema) },
    },
    handler: async () => ok(await consoleHomeSections(ctx)),
  });

  r.put(API_PATHS.consoleHomeSections, {
    onRequest,
    schema: {
      ...common,
      summary: 'Save the whole section arrangement over the versions read (409 when someone saved in between); audited',
      body: consoleHomeSectionsSaveSchema,
      response: { 200: envelopeOf(consoleHomeSectionListSchema) },
    },
    handler: async (request) => ok(await saveHomeSections(ctx, actorOf(request)!, request.body)),
  });
}
