import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  agreementParamsSchema,
  consoleAgreementListSchema,
  consoleAgreementSchema,
  consoleAgreementUpdateSchema,
  consoleCampaignSchema,
  consoleCampaignUpdateSchema,
  consoleClientVersionCreateSchema,
  consoleClientVersionListSchema,
  consoleClientVersionSchema,
  consoleClientVersionUpdateSchema,
  consoleHelpArticleListSchema,
  consoleHelpArticleSchema,
  consoleHelpCreateSchema,
  consoleHelpUpdateSchema,
  consoleLicenceCreateSchema,
  consoleLicenceImageListSchema,
  consoleLicenceImageSchema,
  consoleLicenceReorderSchema,
  consoleLicenceUpdateSchema,
  consoleOfficialAccountSchema,
  consoleOfficialAccountUpdateSchema,
  contentPublishSchema,
  contentVersionQuerySchema,
  idParamsSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok, okNullSchema } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { contentPolicy } from './content.policy';
import {
  consoleAgreements,
  consoleHelpArticles,
  createHelpArticle,
  deleteHelpArticle,
  publishHelpArticle,
  updateAgreement,
  updateHelpArticle,
} from './console-help.service';
import {
  consoleClientVersions,
  consoleLicenceImages,
  createClientVersion,
  createLicenceImage,
  deleteLicenceImage,
  publishClientVersion,
  reorderLicenceImages,
  updateClientVersion,
  updateLicenceImage,
} from './console-downloads.service';
import { consoleCampaign, consoleOfficialAccount, saveCampaign, saveOfficialAccount } from './content-pages.service';

/**
 * The console's 内容 pages (admins): 帮助文章, 协议, 客户端版本, 办学资质, 活动页, 公众号. Registered inside the console scope (401
 * without a token, 403 without role 6 / admin); `content.manage` narrows it to admins. Every write is audited.
 */
export async function consoleContentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };
  const onRequest = [contentPolicy.allow('content.manage')];
  const actor = (request: Parameters<typeof actorOf>[0]) => actorOf(request)!;

  // 帮助文章
  r.get(API_PATHS.consoleHelpList, {
    onRequest,
    schema: {
      ...common,
      summary: 'Every help article, published or not, in order',
      response: { 200: envelopeOf(consoleHelpArticleListSchema) },
    },
    handler: async () => ok(await consoleHelpArticles(ctx)),
  });
  r.post(API_PATHS.consoleHelpCreate, {
    onRequest,
    schema: {
      ...common,
      summary: 'A new help article; audited',
      body: consoleHelpCreateSchema,
      response: { 200: envelopeOf(consoleHelpArticleSchema) },
    },
    handler: async (request) => ok(await createHelpArticle(ctx, actor(request), request.body)),
  });
  r.put(API_PATHS.consoleHelpItem, {
    onRequest,
    schema: {
      ...common,
      summary: 'Save an article at the version read (409 when someone saved in between); audited',
      params: idParamsSchema,
      body: consoleHelpUpdateSchema,
      response: { 200: envelopeOf(consoleHelpArticleSchema) },
    },
    handler: async (request) => ok(await updateHelpArticle(ctx, actor(request), request.params.id, request.body)),
  });
  r.post(API_PATHS.consoleHelpPublish, {
    onRequest,
    schema: {
      ...common,
      summary: 'Publish an article to the help centre or take it down, at the version read; audited',
      params: idParamsSchema,
      body: contentPublishSchema,
      response: { 200: envelopeOf(consoleHelpArticleSchema) },
    },
    handler: async (request) => ok(await publishHelpArticle(ctx, actor(request), request.params.id, request.body)),
  });
  r.delete(API_PATHS.consoleHelpItem, {
    onRequest,
    schema: {
      ...common,
      summary: 'Delete an article as read (?version=; 409 when edited in between); audited',
      params: idParamsSchema,
      querystring: contentVersionQuerySchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      await deleteHelpArticle(ctx, actor(request), request.params.id, request.query.version);
      return ok(null);
    },
  });

  // 协议
  r.get(API_PATHS.consoleAgreementList, {
    onRequest,
    schema: {
      ...common,
      summary: 'The agreements with their versions',
      response: { 200: envelopeOf(consoleAgreementListSchema) },
    },
    handler: async () => ok(await consoleAgreements(ctx)),
  });
  r.put(API_PATHS.consoleAgreementItem, {
    onRequest,
    schema: {
      ...common,
      summary: 'Save an agreement’s title and text at the version read; the public pages show it at once; audited',
      params: agreementParamsSchema,
      body: consoleAgreementUpdateSchema,
      response: { 200: envelopeOf(consoleAgreementSchema) },
    },
    handler: async (request) => ok(await updateAgreement(ctx, actor(request), request.params.key, request.body)),
  });

  // 客户端版本
  r.get(API_PATHS.consoleClientVersionList, {
    onRequest,
    schema: {
      ...common,
      summary: 'Every client release, newest first',
      response: { 200: envelopeOf(consoleClientVersionListSchema) },
    },
    handler: async () => ok(await consoleClientVersions(ctx)),
  });
  r.post(API_PATHS.consoleClientVersionCreate, {
    onRequest,
    schema: {
      ...common,
      summary: 'A new client release (a platform’s version number once: 409); audited',
      body: consoleClientVersionCreateSchema,
      response: { 200: envelopeOf(consoleClientVersionSchema) },
    },
    handler: async (request) => ok(await createClientVersion(ctx, actor(request), request.body)),
  });
  r.put(API_PATHS.consoleClientVersionItem, {
    onRequest,
    schema: {
      ...common,
      summary: 'Save a release at the version read; audited',
      params: idParamsSchema,
      body: consoleClientVersionUpdateSchema,
      response: { 200: envelopeOf(consoleClientVersionSchema) },
    },
    handler: async (request) => ok(await updateClientVersion(ctx, actor(request), request.params.id, request.body)),
  });
  r.post(API_PATHS.consoleClientVersionPublish, {
    onRequest,
    schema: {
      ...common,
      summary: 'Publish a release on the download pages or take it down, at the version read; audited',
      params: idParamsSchema,
      body: contentPublishSchema,
      response: { 200: envelopeOf(consoleClientVersionSchema) },
    },
    handler: async (request) => ok(await publishClientVersion(ctx, actor(request), request.params.id, request.body)),
  });

  // 办学资质
  r.get(API_PATHS.consoleLicenceList, {
    onRequest,
    schema: {
      ...common,
      summary: 'The school licence images in order',
      response: { 200: envelopeOf(consoleLicenceImageListSchema) },
    },
    handler: async () => ok(await consoleLicenceImages(ctx)),
  });
  r.post(API_PATHS.consoleLicenceCreate, {
    onRequest,
    schema: {
      ...common,
      summary: 'Add a licence image (uploaded with ?purpose=licence) last; audited',
      body: consoleLicenceCreateSchema,
      response: { 200: envelopeOf(consoleLicenceImageSchema) },
    },
    handler: async (request) => ok(await createLicenceImage(ctx, actor(request), request.body)),
  });
  r.post(API_PATHS.consoleLicenceReorder, {
    onRequest,
    schema: {
      ...common,
      summary: 'Put every licence image in a new order, each at the version read; audited',
      body: consoleLicenceReorderSchema,
      response: { 200: envelopeOf(consoleLicenceImageListSchema) },
    },
    handler: async (request) => ok(await reorderLicenceImages(ctx, actor(request), request.body)),
  });
  r.put(API_PATHS.consoleLicenceItem, {
    onRequest,
    schema: {
      ...common,
      summary: 'Rename a licence image at the version read; audited',
      params: idParamsSchema,
      body: consoleLicenceUpdateSchema,
      response: { 200: envelopeOf(consoleLicenceImageSchema) },
    },
    handler: async (request) => ok(await updateLicenceImage(ctx, actor(request), request.params.id, request.body)),
  });
  r.delete(API_PATHS.consoleLicenceItem, {
    onRequest,
    schema: {
      ...common,
      summary: 'Remove a licence image as read (?version=); audited',
      params: idParamsSchema,
      querystring: contentVersionQuerySchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      await deleteLicenceImage(ctx, actor(request), request.params.id, request.query.version);
      return ok(null);
    },
  });

  // 活动页 and 公众号: one row each, saved whole
  r.get(API_PATHS.consoleCampaign, {
    onRequest,
    schema: {
      ...common,
      summary: 'The campaign page as saved (version 0 when never saved)',
      response: { 200: envelopeOf(consoleCampaignSchema) },
    },
    handler: async () => ok(await consoleCampaign(ctx)),
  });
  r.put(API_PATHS.consoleCampaign, {
    onRequest,
    schema: {
      ...common,
      summary: 'Save the campaign page at the version read (0 creates it; stale: 409); audited',
      body: consoleCampaignUpdateSchema,
      response: { 200: envelopeOf(consoleCampaignSchema) },
    },
    handler: async (request) => ok(await saveCampaign(ctx, actor(request), request.body)),
  });
  r.get(API_PATHS.consoleOfficialAccount, {
    onRequest,
    schema: {
      ...common,
      summary: 'The official account settings (version 0 when never saved)',
      response: { 200: envelopeOf(consoleOfficialAccountSchema) },
    },
    handler: async () => ok(await consoleOfficialAccount(ctx)),
  });
  r.put(API_PATHS.consoleOfficialAccount, {
    onRequest,
    schema: {
      ...common,
      summary: 'Save the official account settings at the version read (0 creates them; stale: 409); audited',
      body: consoleOfficialAccountUpdateSchema,
      response: { 200: envelopeOf(consoleOfficialAccountSchema) },
    },
    handler: async (request) => ok(await saveOfficialAccount(ctx, actor(request), request.body)),
  });
}
