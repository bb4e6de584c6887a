import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  agreementParamsSchema,
  agreementSchema,
  clientVersionListSchema,
  helpArticleListSchema,
  licenceImageListSchema,
  publicCampaignSchema,
  publicOfficialAccountSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok } from '../../platform/envelope';
import { typed } from '../../platform/route-helpers';
import { contentPolicy } from './content.policy';
import { currentCampaign, publicOfficialAccount } from './content-pages.service';
import { agreementOf, latestClientVersions, licenceImageList, publishedHelpArticles } from './public-content.service';

/** 内容 as the public pages read it: no login, published rows only. */
export async function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const onRequest = contentPolicy.allow('content.read');
  const tags = ['content'];

  r.get(API_PATHS.contentHelp, {
    onRequest,
    schema: {
      tags,
      summary: 'Help-centre articles (/center/DropCourse): the published ones in the console’s order',
      response: { 200: envelopeOf(helpArticleListSchema) },
    },
    handler: async () => ok(await publishedHelpArticles(ctx.db)),
  });

  r.get(API_PATHS.contentAgreement, {
    onRequest,
    schema: {
      tags,
      summary: 'An agreement’s text: user (用户服务协议) or training (培训服务协议)',
      params: agreementParamsSchema,
      response: { 200: envelopeOf(agreementSchema) },
    },
    handler: async (request) => ok(await agreementOf(ctx.db, request.params.key)),
  });

  r.get(API_PATHS.contentClientVersions, {
    onRequest,
    schema: {
      tags,
      summary: 'The newest published client of each platform (windows, mac, android, ios) for the download pages',
      response: { 200: envelopeOf(clientVersionListSchema) },
    },
    handler: async () => ok(await latestClientVersions(ctx.db)),
  });

  r.get(API_PATHS.contentLicences, {
    onRequest,
    schema: {
      tags,
      summary: 'The school licence images (办学许可) in order',
      response: { 200: envelopeOf(licenceImageListSchema) },
    },
    handler: async () => ok(await licenceImageList(ctx.db)),
  });

  r.get(API_PATHS.contentCampaign, {
    onRequest,
    schema: {
      tags,
      summary: 'The campaign page (/advert) while published and in its dates, else null',
      response: { 200: envelopeOf(publicCampaignSchema) },
    },
    handler: async () => ok(await currentCampaign(ctx)),
  });

  r.get(API_PATHS.contentOfficialAccount, {
    onRequest,
    schema: {
      tags,
      summary: 'The official account (/publicAccount) and the 盐值 its readers earn (rule viewWechatPub, when on)',
      response: { 200: envelopeOf(publicOfficialAccountSchema) },
    },
    handler: async () => ok(await publicOfficialAccount(ctx)),
  });
}
