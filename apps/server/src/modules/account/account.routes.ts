import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  activeIntegralRequestSchema,
  clientVersionRequestSchema,
  userCardSchema,
  updateUserRequestSchema,
  userClientInfoRequestSchema,
  userInfoSchema,
  wechatBindRequestSchema,
  idParamsSchema,
  activeIntegralResultSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok, okNullSchema, sendJsonText, serializedOk } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { authOf, requireAuth } from '../../platform/auth/guard';
import { getUserInfo } from './user.service';
import { userCardFor } from './user-card.service';
import { accountPolicy } from './account.policy';
import { updateUserProfile } from './profile.service';
import { addActiveIntegral } from './active-integral.service';
import { bindWechat, changeWechatBinding } from './social.service';
import { recordClientInfo, setClientVersion } from './client-info.service';
import { userInfoCache } from './user-info-cache';

const userInfoEnvelope = envelopeOf(userInfoSchema);

export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const auth = [requireAuth(ctx), accountPolicy.allow('account.own')];
  const tags = ['account'];
  const infoCache = userInfoCache(ctx);
  const infoText = async (userId: number) => serializedOk(userInfoEnvelope, await getUserInfo(ctx.db, userId));

  r.get(API_PATHS.userInfo, {
    preHandler: auth,
    schema: {
      summary: 'The logged-in user: sysUser, numeric roles, realname, avatar',
      tags,
      security: bearerSecurity,
      response: { 200: userInfoEnvelope },
    },
    // The cache holds the answer's JSON text: a hit costs no query, schema check nor serialisation.
    handler: async (request, reply) => {
      const { userId } = authOf(request);
      return sendJsonText(
        reply,
        await (infoCache ? infoCache.get(String(userId), () => infoText(userId)) : infoText(userId)),
      );
    },
  });

  r.put(API_PATHS.userUpdate, {
    preHandler: auth,
    schema: {
      summary: 'Update own profile; changing the phone needs an SMS code (type register) sent to the new number',
      tags,
      security: bearerSecurity,
      body: updateUserRequestSchema,
      response: { 200: envelopeOf(userInfoSchema) },
    },
    handler: async (request) => ok(await updateUserProfile(ctx, authOf(request).userId, request.body)),
  });

  r.get(API_PATHS.userById, {
    preHandler: auth,
    schema: {
      summary:
        'Name and avatar of a user the caller may see (self, their class, parent/child, public teachers; admins all)',
      tags,
      security: bearerSecurity,
      params: idParamsSchema,
      response: { 200: envelopeOf(userCardSchema) },
    },
    handler: async (request) => ok(await userCardFor(ctx.db, authOf(request), request.params.id)),
  });

  r.post(API_PATHS.userClientInfo, {
    preHandler: auth,
    schema: {
      summary: 'Record the device and client the user is on',
      tags,
      security: bearerSecurity,
      body: userClientInfoRequestSchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      await recordClientInfo(ctx, authOf(request).userId, request.body);
      return ok(null);
    },
  });

  r.put(API_PATHS.clientVersion, {
    preHandler: auth,
    schema: {
      summary: 'Set the user client version',
      tags,
      security: bearerSecurity,
      body: clientVersionRequestSchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      await setClientVersion(ctx, authOf(request).userId, request.body);
      return ok(null);
    },
  });

  r.post(API_PATHS.activeIntegral, {
    preHandler: auth,
    schema: {
      summary: 'Add the daily activity points (viewWechatPub | viewOfficialWebsites), once per user per day',
      tags,
      security: bearerSecurity,
      body: activeIntegralRequestSchema,
      response: { 200: envelopeOf(activeIntegralResultSchema) },
    },
    handler: async (request) =>
      ok(await addActiveIntegral(ctx, authOf(request).userId, request.body.ruleCode, request.body.remark)),
  });

  r.post(API_PATHS.wechatBind, {
    preHandler: auth,
    schema: {
      summary: 'Bind a WeChat account (authorisation code) to the logged-in user',
      tags,
      security: bearerSecurity,
      body: wechatBindRequestSchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      await bindWechat(ctx, authOf(request).userId, request.body.code);
      return ok(null);
    },
  });

  r.put(API_PATHS.wechatChangeBind, {
    preHandler: auth,
    schema: {
      summary: 'Replace the WeChat account bound to the logged-in user',
      tags,
      security: bearerSecurity,
      body: wechatBindRequestSchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      await changeWechatBinding(ctx, authOf(request).userId, request.body.code);
      return ok(null);
    },
  });
}
