import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  consoleClassFormSchema,
  consoleClassParamsSchema,
  consoleClassUpdateSchema,
  consoleCreatedSchema,
  consoleGoodsDetailSchema,
  consoleGoodsFormSchema,
  consoleGoodsPageSchema,
  consoleGoodsQuerySchema,
  consoleGoodsSaleSchema,
  consoleGoodsUpdateSchema,
  consoleStaffOptionsSchema,
  idParamsSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { cataloguePolicy } from './catalogue.policy';
import {
  consoleGoodsDetail,
  consoleGoodsPage,
  consoleStaffOptions,
  createGoods,
  setGoodsOnSale,
  updateGoods,
} from './console-goods.service';
import { createGoodsClass, updateGoodsClass } from './console-class.service';

/**
 * The console's 课程 pages (admins). Registered inside the console scope, which has already refused anyone without
 * a token (401) or without role 6 / admin (403); `catalogue.manage` narrows it to admins.
 */
export async function consoleGoodsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };
  const onRequest = [cataloguePolicy.allow('catalogue.manage')];
  const actor = (request: Parameters<typeof actorOf>[0]) => actorOf(request)!;

  r.get(API_PATHS.consoleGoodsPage, {
    onRequest,
    schema: {
      ...common,
      summary:
        'Course goods for staff, on sale or not, with class count, seats left, sold and lowest price; newest edit first',
      querystring: consoleGoodsQuerySchema,
      response: { 200: envelopeOf(consoleGoodsPageSchema) },
    },
    handler: async (request) => ok(await consoleGoodsPage(ctx.db, request.query)),
  });

  r.get(API_PATHS.consoleGoodsStaff, {
    onRequest,
    schema: {
      ...common,
      summary: 'Teachers (role 6) and tutors (7, 10, 130) the goods form may name',
      response: { 200: envelopeOf(consoleStaffOptionsSchema) },
    },
    handler: async () => ok(await consoleStaffOptions(ctx.db)),
  });

  r.get(API_PATHS.consoleGoodsDetail, {
    onRequest,
    schema: {
      ...common,
      summary: 'One goods as the edit form reads it (with its version), and its classes',
      params: idParamsSchema,
      response: { 200: envelopeOf(consoleGoodsDetailSchema) },
    },
    handler: async (request) => ok(await consoleGoodsDetail(ctx.db, request.params.id)),
  });

  r.post(API_PATHS.consoleGoodsCreate, {
    onRequest,
    schema: {
      ...common,
      summary: 'Create goods (off sale until published); the rich text is sanitised; audited',
      body: consoleGoodsFormSchema,
      response: { 200: envelopeOf(consoleCreatedSchema) },
    },
    handler: async (request) => ok(await createGoods(ctx, actor(request), request.body)),
  });

  r.put(API_PATHS.consoleGoodsUpdate, {
    onRequest,
    schema: {
      ...common,
      summary: 'Save the goods form over the version it was read at (409 when someone saved in between); audited',
      params: idParamsSchema,
      body: consoleGoodsUpdateSchema,
      response: { 200: envelopeOf(consoleGoodsDetailSchema) },
    },
    handler: async (request) => {
      await updateGoods(ctx, actor(request), request.params.id, request.body);
      return ok(await consoleGoodsDetail(ctx.db, request.params.id));
    },
  });

  r.post(API_PATHS.consoleGoodsSale, {
    onRequest,
    schema: {
      ...common,
      summary: 'Publish (上架) or withdraw (下架) goods at the version read; the shop shows it at once; audited',
      params: idParamsSchema,
      body: consoleGoodsSaleSchema,
      response: { 200: envelopeOf(consoleGoodsDetailSchema) },
    },
    handler: async (request) => {
      await setGoodsOnSale(ctx, actor(request), request.params.id, request.body);
      return ok(await consoleGoodsDetail(ctx.db, request.params.id));
    },
  });

  r.post(API_PATHS.consoleGoodsClassCreate, {
    onRequest,
    schema: {
      ...common,
      summary:
        'Add a class (sku) to goods with its timetable: the sessions and the class period the shop shows are generated from it in one transaction; audited',
      params: idParamsSchema,
      body: consoleClassFormSchema,
      response: { 200: envelopeOf(consoleGoodsDetailSchema) },
    },
    handler: async (request) => {
      await createGoodsClass(ctx, actor(request), request.params.id, request.body);
      return ok(await consoleGoodsDetail(ctx.db, request.params.id));
    },
  });

  r.put(API_PATHS.consoleGoodsClassUpdate, {
    onRequest,
    schema: {
      ...common,
      summary:
        'Edit a class: name, prices, total seats (not below the places taken), posted materials, group buy; over the version read (409 when stale); audited',
      params: consoleClassParamsSchema,
      body: consoleClassUpdateSchema,
      response: { 200: envelopeOf(consoleGoodsDetailSchema) },
    },
    handler: async (request) => {
      await updateGoodsClass(ctx, actor(request), request.params.id, request.params.skuId, request.body);
      return ok(await consoleGoodsDetail(ctx.db, request.params.id));
    },
  });
}
