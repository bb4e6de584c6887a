import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  consoleCreatedSchema,
  consoleDictCreateSchema,
  consoleDictListSchema,
  consoleDictUpdateSchema,
  consoleGreySwitchSchema,
  idParamsSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { systemPolicy } from './system.policy';
import { consoleDictionaries, createDictItem, setGreySwitch, updateDictItem } from './console-dict.service';

/** The console's 字典: admins only (inside the console scope: 401 anonymous, 403 without role 6 / admin). */
export async function consoleDictRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };
  const onRequest = [systemPolicy.allow('dict.manage')];
  const actor = (request: Parameters<typeof actorOf>[0]) => actorOf(request)!;

  r.get(API_PATHS.consoleDict, {
    onRequest,
    schema: {
      ...common,
      summary: 'Every dictionary with its entries and versions, and the home page grey switch',
      response: { 200: envelopeOf(consoleDictListSchema) },
    },
    handler: async () => ok(await consoleDictionaries(ctx)),
  });

  r.post(API_PATHS.consoleDictItemCreate, {
    onRequest,
    schema: {
      ...common,
      summary: 'Add an entry to a dictionary (its value unique in the dictionary); audited',
      body: consoleDictCreateSchema,
      response: { 200: envelopeOf(consoleCreatedSchema) },
    },
    handler: async (request) => ok(await createDictItem(ctx, actor(request), request.body)),
  });

  r.put(API_PATHS.consoleDictItem, {
    onRequest,
    schema: {
      ...common,
      summary: 'Rename, describe or reorder an entry at a version (the value stays); audited',
      params: idParamsSchema,
      body: consoleDictUpdateSchema,
      response: { 200: envelopeOf(consoleCreatedSchema) },
    },
    handler: async (request) => ok(await updateDictItem(ctx, actor(request), request.params.id, request.body)),
  });

  r.post(API_PATHS.consoleDictGrey, {
    onRequest,
    schema: {
      ...common,
      summary: 'Turn the home page grey switch on or off at a version; audited',
      body: consoleGreySwitchSchema,
      response: { 200: envelopeOf(consoleCreatedSchema) },
    },
    handler: async (request) => ok(await setGreySwitch(ctx, actor(request), request.body)),
  });
}
