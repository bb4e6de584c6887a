import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  addressPageSchema,
  addressSchema,
  createAddressRequestSchema,
  pageQuerySchema,
  updateAddressRequestSchema,
  idParamsSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok, okNullSchema } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { authOf, requireAuth } from '../../platform/auth/guard';
import { createAddress, deleteAddress, pageAddresses, updateAddress } from './address.service';
import { addressPolicy } from './address.policy';

/** Delivery addresses for material (needLogistics) orders; login required, own addresses only. */
export async function addressRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const auth = [requireAuth(ctx), addressPolicy.allow('address.own')];
  const tags = ['shop-address'];

  r.get(API_PATHS.addressPage, {
    onRequest: auth,
    schema: {
      summary: 'Own delivery addresses, the default first; size -1 = all',
      tags,
      security: bearerSecurity,
      querystring: pageQuerySchema,
      response: { 200: envelopeOf(addressPageSchema) },
    },
    handler: async (request) => ok(await pageAddresses(ctx.db, authOf(request).userId, request.query)),
  });

  r.post(API_PATHS.address, {
    onRequest: auth,
    schema: {
      summary: 'Add a delivery address (at most 20); the first one, or one marked isDefault, becomes the default',
      tags,
      security: bearerSecurity,
      body: createAddressRequestSchema,
      response: { 200: envelopeOf(addressSchema) },
    },
    handler: async (request) => ok(await createAddress(ctx.db, ctx.clock, authOf(request).userId, request.body)),
  });

  r.put(API_PATHS.address, {
    onRequest: auth,
    schema: {
      summary: 'Change an own address (by id in the body); isDefault true moves the default to it',
      tags,
      security: bearerSecurity,
      body: updateAddressRequestSchema,
      response: { 200: envelopeOf(addressSchema) },
    },
    handler: async (request) => ok(await updateAddress(ctx.db, ctx.clock, authOf(request).userId, request.body)),
  });

  r.delete(API_PATHS.addressById, {
    onRequest: auth,
    schema: {
      summary: 'Delete an own address; if it was the default, the newest remaining one becomes the default',
      tags,
      security: bearerSecurity,
      params: idParamsSchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      await deleteAddress(ctx.db, authOf(request).userId, request.params.id);
      return ok(null);
    },
  });
}
