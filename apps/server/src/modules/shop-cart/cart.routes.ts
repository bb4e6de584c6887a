import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  addCartRequestSchema,
  addCartResponseSchema,
  removeCartBodySchema,
  removeCartQuerySchema,
  SHOP_ERRORS,
  countSchema,
  cartListSchema,
  removeCartResponseSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok } from '../../platform/envelope';
import { appError } from '../../platform/errors';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { authOf, requireAuth } from '../../platform/auth/guard';
import { addToCart, cartCount, cartList, removeFromCart } from './cart.service';
import { cartPolicy } from './cart.policy';

/** The shopping cart (login required; the token is checked before the input, so anonymous calls get 401). */
export async function cartRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const auth = [requireAuth(ctx), cartPolicy.allow('cart.own')];
  const tags = ['shop-cart'];

  r.get(API_PATHS.cartCount, {
    onRequest: auth,
    schema: {
      summary: 'Number of items in the own cart',
      tags,
      security: bearerSecurity,
      response: { 200: envelopeOf(countSchema) },
    },
    handler: async (request) => ok(await cartCount(ctx.db, authOf(request).userId)),
  });

  r.get(API_PATHS.cartList, {
    onRequest: auth,
    schema: {
      summary: 'Own cart items with goods and class info and the current price; sold-out and off-sale items marked',
      tags,
      security: bearerSecurity,
      response: { 200: envelopeOf(cartListSchema) },
    },
    handler: async (request) => ok(await cartList(ctx.db, authOf(request).userId)),
  });

  r.put(API_PATHS.cartAdd, {
    onRequest: auth,
    schema: {
      summary: 'Add a class (skuId) to the cart; quantity is always 1 (a seat) and adding it again changes nothing',
      tags,
      security: bearerSecurity,
      body: addCartRequestSchema,
      response: { 200: envelopeOf(addCartResponseSchema) },
    },
    handler: async (request) => ok(await addToCart(ctx.db, authOf(request).userId, request.body.skuId)),
  });

  r.delete(API_PATHS.cartRemoveBatch, {
    onRequest: auth,
    schema: {
      summary: 'Remove own cart items by id: JSON body {ids: [..]} or query ids=1,2; other users\u2019 ids are ignored',
      tags,
      security: bearerSecurity,
      querystring: removeCartQuerySchema,
      body: removeCartBodySchema,
      response: { 200: envelopeOf(removeCartResponseSchema) },
    },
    handler: async (request) => {
      const ids = [...new Set([...(request.body?.ids ?? []), ...(request.query.ids ?? [])])];
      if (ids.length === 0) throw appError(SHOP_ERRORS.cartIdsRequired);
      return ok({ removed: await removeFromCart(ctx.db, authOf(request).userId, ids) });
    },
  });
}
