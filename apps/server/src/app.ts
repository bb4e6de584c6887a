import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { transformWithErrors } from './platform/openapi-errors';
import type { Redis } from 'ioredis';
import { GENERIC_ERRORS } from '@salt/domain';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { systemClock, type Clock } from './platform/clock';
import type { AppContext } from './platform/context';
import { answerFrameworkError, errorBody, registerErrorHandler } from './platform/error-handler';
import { registerInputGuard } from './platform/input-guard';
import { loggerOptions } from './platform/logger';
import { AccessTokens } from './platform/auth/jwt';
import { createSmsProvider, createWechatProvider } from './platform/providers';
import type { SmsProvider } from './platform/sms/sms-provider';
import type { WechatProvider } from './platform/wechat/wechat-provider';
import { LocalDiskBlobStore, LocalDiskStorage } from './platform/storage/local-disk-storage';
import type { BlobStore, FileStorage } from './platform/storage/storage';
import { storageLayout } from './platform/storage/storage-layout';
import { PrivateFileLinks, stripPrivateSignatures } from './platform/storage/private-file-links';
import { registerSecurityHeaders, uploadHeaders } from './platform/http/security-headers';
import { recordRoutes } from './platform/http/route-list';
import { privateFileRoutes, uploadRoutes } from './modules/file';
import { createPaymentProviders, type PaymentProviders } from './platform/payment/payment-providers';
import { paymentOptionsFromConfig } from './platform/payment/payment-config';
import { createSupplementOrder, DbDevPaymentStore, isOrderUnpaid, refundPart } from './modules/shop-order';
import { consoleOrderRoutes, orderRoutes } from './modules/shop-order';
import { consoleCouponRoutes, couponRoutes } from './modules/shop-coupon';
import { groupRoutes } from './modules/shop-order';
import { statisticsRoutes } from './modules/statistics';
import {
  consoleClassRoutes,
  consoleEnrolmentRoutes,
  consoleLiveSettingsRoutes,
  consoleNoticeRoutes,
  consoleRecordingRoutes,
  consoleSessionRoutes,
  defineRecordingJobs,
  learningRoutes,
} from './modules/learning';
import { paymentRoutes } from './modules/shop-order';
import { consoleRefundRoutes, defineRefundJobs, refundRoutes } from './modules/shop-refund';
import { defineOrderJobs } from './modules/shop-order';
import { JobQueue } from './platform/jobs/job-queue';
import { jobRoutes } from './platform/jobs/job.routes';
import { tokenRoutes, wechatOAuthRoutes } from './modules/auth';
import { accountRoutes } from './modules/account';
import { registerRoutes } from './modules/auth';
import { passwordRoutes } from './modules/auth';
import { consoleDictRoutes, systemRoutes } from './modules/system';
import {
  catalogueRoutes,
  consoleBannerRoutes,
  consoleGoodsRoutes,
  consoleHomeSectionRoutes,
} from './modules/shop-catalogue';
import { teacherRoutes } from './modules/shop-catalogue';
import { cartRoutes } from './modules/shop-cart';
import { addressRoutes } from './modules/shop-address';
import { createLiveServices } from './platform/live/live-services';
import { createFanout } from './platform/realtime/fanout';
import { SharedCaches } from './platform/shared-caches';
import { LiveSessions } from './platform/auth/live-sessions';
import { registerLive } from './modules/live';
import { consoleHomeworkRoutes, homeworkRoutes } from './modules/homework';
import {
  consoleBankRoutes,
  consoleExamRoutes,
  defineExamJobs,
  examRoutes,
  examStaffRoutes,
  qbRoutes,
} from './modules/exam';
import { classMarkRoutes, consoleClassMarkRoutes } from './modules/class-mark';
import { consoleRoutes } from './modules/console';
import { classChangeRoutes, defineClassChangeJobs } from './modules/class-change';
import { dashboardRoutes } from './modules/console-dashboard';
import { consoleUserRoutes } from './modules/console-users';
import { consoleTeacherRoutes } from './modules/teacher';
import { consoleContentRoutes, contentRoutes } from './modules/content';
import { consolePointsMallRoutes, definePointsJobs, pointsAdminRoutes, pointsRoutes } from './modules/points';
import { consoleReferralRoutes, defineReferralJobs, referralRoutes } from './modules/referral';
import { defineReportJobs, learningReportRoutes } from './modules/learning-report';
import { guardianApprovalRoutes } from './modules/guardian-approval';
import { parentRoutes } from './modules/parent';
import { tutorWorkbenchRoutes } from './modules/tutor-workbench';
import { consoleQuestionnaireRoutes, questionnaireRoutes } from './modules/questionnaire';
import { consoleExamUploadRoutes, examUploadRoutes } from './modules/exam-upload';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  jwtSecret: string;
  clock?: Clock;
  redis?: Redis | null;
  sms?: SmsProvider;
  wechat?: WechatProvider;
  storage?: FileStorage;
  privateStorage?: BlobStore;
  payments?: PaymentProviders;
  /** Overrides the pino options (tests pass a stream to read the SMS log record). */
  logger?: FastifyServerOptions['logger'] | FastifyServerOptions['loggerInstance'];
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/**
 * A path whose last segment has a file extension (.png, .js, .css, .json, .svg, .ico, .txt, …) names a file, not a
 * page of the app. Pages ending in .html (about.html, html/login.html) are app routes and get the shell.
 */
export function looksLikeFile(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  const ext = /\.([a-z0-9]{1,10})$/i.exec(path.slice(path.lastIndexOf('/') + 1))?.[1]?.toLowerCase();
  return ext !== undefined && ext !== 'html' && ext !== 'htm';
}

/** /console and every path below it belong to the staff console app (its own shell, console.html). */
export function isConsolePath(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return path === '/console' || path.startsWith('/console/');
}

/** Builds the HTTP application: platform plugins first, then every module under /api. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: (opts.logger as FastifyServerOptions['logger']) ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  recordRoutes(app);
  registerErrorHandler(app);
  registerInputGuard(app);

  const clock = opts.clock ?? systemClock;
  const layout = storageLayout(config.dataDir);
  // One subscriber connection per instance serves both the read caches and the session revocations.
  const fanout = createFanout(opts.redis ?? null);
  const ctx: AppContext = {
    config,
    db: opts.database.db,
    database: opts.database,
    clock,
    log: app.log,
    redis: opts.redis ?? null,
    accessTokens: new AccessTokens(opts.jwtSecret, config.accessTokenTtlSeconds, clock),
    sms: opts.sms ?? createSmsProvider(config, app.log),
    wechat: opts.wechat ?? createWechatProvider(config),
    storage: opts.storage ?? new LocalDiskStorage(layout.publicRoot),
    privateStorage: opts.privateStorage ?? new LocalDiskBlobStore(layout.privateRoot),
    fileLinks: new PrivateFileLinks(opts.jwtSecret, clock),
    payments:
      opts.payments ??
      createPaymentProviders(
        paymentOptionsFromConfig(config, {
          jwtSecret: opts.jwtSecret,
          devStore: new DbDevPaymentStore(opts.database.db),
          clock,
        }),
      ),
    live: createLiveServices(config, opts.jwtSecret, clock, opts.redis ?? null),
    caches: new SharedCaches(fanout, app.log.child({ module: 'caches' })),
    sessions: new LiveSessions(opts.database.db, fanout, clock, app.log.child({ module: 'sessions' })),
    jobs: new JobQueue({
      pool: opts.database.direct,
      log: app.log.child({ module: 'jobs' }),
      work: config.jobs.work,
      pollSeconds: config.jobs.pollSeconds,
    }),
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('auth', null);
  app.decorateRequest('actor', null);

  await registerSecurityHeaders(app, config);
  // Private uploads: answers store stable paths; every JSON API answer hands them out as short-lived signed links
  // (only viewers a route already lets see the answer get them), and a link the client echoes back in a body is
  // stored as its stable path again. Signing runs on the serialised text (onSend), so an answer without a private
  // path costs one `includes`; file downloads and other non-JSON bodies are never rewritten. Compression turns
  // the text into a stream, but @fastify/compress adds its onSend per route, and route hooks run after these.
  app.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object') request.body = stripPrivateSignatures(request.body);
  });
  app.addHook('onSend', async (request, reply, payload) =>
    typeof payload === 'string' &&
    request.url.startsWith('/api/') &&
    String(reply.getHeader('content-type') ?? '').startsWith('application/json')
      ? ctx.fileLinks.signText(payload)
      : payload,
  );

  // API answers over 1 KB go out brotli/gzip-compressed; the web app's files are compressed at build time.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  await app.register(rateLimit, {
    global: true,
    // Only API calls count: a page load fetches ~100 static files (scripts, covers, HLS segments), and a
    // school sharing one address would otherwise be locked out of the app itself.
    allowList: (request) =>
      !request.url.startsWith('/api/') ||
      request.url.startsWith('/api/learn/playback/file/') ||
      request.url.startsWith('/api/file/private/'),
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    ...(ctx.redis ? { redis: ctx.redis, nameSpace: 'salt-rl-' } : {}),
    errorResponseBuilder: (_req, context) => ({
      statusCode: context.statusCode,
      ...errorBody(GENERIC_ERRORS.tooManyRequests),
    }),
  });

  await app.register(swagger, {
    openapi: {
      info: { title: '盐课堂 API', description: 'Online tutoring school and course shop', version: '0.1.0' },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          basicClient: { type: 'http', scheme: 'basic', description: 'OAuth client id and secret (web:web)' },
        },
      },
    },
    transform: transformWithErrors,
  });
  // The explorer lists every route and its schema: useful to integrators, a map to an attacker. Production
  // serves it only when API_DOCS=true. staticCSP gives its pages a policy that allows its own inline script.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await systemRoutes(api, ctx);
      await tokenRoutes(api, ctx);
      await wechatOAuthRoutes(api, ctx);
      await registerRoutes(api, ctx);
      await accountRoutes(api, ctx);
      await passwordRoutes(api, ctx);
      await catalogueRoutes(api, ctx);
      await teacherRoutes(api, ctx);
      await cartRoutes(api, ctx);
      await addressRoutes(api, ctx);
      await uploadRoutes(api, ctx);
      await privateFileRoutes(api, ctx);
      await orderRoutes(api, ctx);
      await couponRoutes(api, ctx);
      await groupRoutes(api, ctx);
      await statisticsRoutes(api, ctx);
      await learningRoutes(api, ctx);
      await paymentRoutes(api, ctx);
      await refundRoutes(api, ctx);
      await homeworkRoutes(api, ctx);
      await examRoutes(api, ctx);
      await examStaffRoutes(api, ctx);
      await qbRoutes(api, ctx);
      await contentRoutes(api, ctx);
      await pointsRoutes(api, ctx);
      await referralRoutes(api, ctx);
      await learningReportRoutes(api, ctx);
      await parentRoutes(api, ctx);
      await classMarkRoutes(api, ctx);
      await questionnaireRoutes(api, ctx);
      await examUploadRoutes(api, ctx);
      await guardianApprovalRoutes(api, ctx);
      await tutorWorkbenchRoutes(api, ctx);
      // A cheaper target class refunds the difference through the order's payment (class-change cannot import
      // shop-order: shop-order imports it for 老生续报 holds).
      await classChangeRoutes(api, ctx, {
        refundPart,
        supplementOrders: { create: createSupplementOrder, isUnpaid: isOrderUnpaid },
      });
      await consoleRoutes(api, ctx, [
        dashboardRoutes,
        consoleGoodsRoutes,
        consoleBannerRoutes,
        consoleHomeSectionRoutes,
        consoleOrderRoutes,
        consoleRefundRoutes,
        consoleUserRoutes,
        consoleNoticeRoutes,
        consoleClassRoutes,
        consoleSessionRoutes,
        consoleRecordingRoutes,
        consoleLiveSettingsRoutes,
        consoleHomeworkRoutes,
        consoleEnrolmentRoutes,
        consoleExamRoutes,
        consoleBankRoutes,
        consoleDictRoutes,
        consoleTeacherRoutes,
        consoleCouponRoutes,
        consoleContentRoutes,
        consolePointsMallRoutes,
        pointsAdminRoutes,
        consoleReferralRoutes,
        consoleClassMarkRoutes,
        consoleQuestionnaireRoutes,
        consoleExamUploadRoutes,
      ]);
      await jobRoutes(api, ctx);
    },
    { prefix: '/api' },
  );
  // Live classroom: token-checked HLS (/live, playback files), the interaction WebSocket, live/playback APIs.
  await registerLive(app, ctx);

  if (ctx.storage instanceof LocalDiskStorage) {
    fs.mkdirSync(ctx.storage.root, { recursive: true });
    // Uploaded files: names are content hashes, so they can be cached for good.
    await app.register(fastifyStatic, {
      root: ctx.storage.root,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '365d',
      immutable: true,
      // Images inline, anything else as a download, never a page that runs in our origin.
      setHeaders: uploadHeaders,
    });
  }

  const webDist = config.webDist && fs.existsSync(path.join(config.webDist, 'index.html')) ? config.webDist : null;
  const consoleShell = webDist !== null && fs.existsSync(path.join(webDist, 'console.html'));
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      maxAge: '1h',
      immutable: false,
      // The build writes .br and .gz beside each text file; the browser gets the smallest it accepts.
      preCompressed: true,
    });
    // Hashed assets can be cached for a year; index.html must be revalidated so new releases show up.
    // Only a found file: a 404 for a missing chunk cached as immutable would stay broken for a year.
    app.addHook('onSend', async (request, reply) => {
      const found = reply.statusCode === 200 || reply.statusCode === 304;
      if (found && request.url.startsWith('/assets/')) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      }
    });
  }

  // Background jobs: declared by the modules, started once the app is ready (listen or ready), stopped on close
  // (running handlers finish first) before the caller closes the pool.
  defineOrderJobs(ctx);
  defineRefundJobs(ctx);
  defineExamJobs(ctx);
  defineRecordingJobs(ctx);
  defineClassChangeJobs(ctx);
  definePointsJobs(ctx);
  defineReferralJobs(ctx);
  defineReportJobs(ctx);
  app.addHook('onReady', async () => ctx.jobs.start());
  app.addHook('onClose', async () => ctx.jobs.stop());
  app.addHook('onReady', async () => ctx.caches.start());
  app.addHook('onReady', async () => ctx.sessions.start());
  // Before the caches close the shared fanout.
  app.addHook('onClose', async () => ctx.sessions.close());
  app.addHook('onClose', async () => ctx.caches.close());

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: config.rateLimitMax, timeWindow: '1 minute' }) },
    (request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      // A missing file is a 404, never the app shell: a stale tab must not parse HTML as JavaScript, and an <img>
      // of a missing picture must fail instead of receiving a page.
      const isFile = request.url.startsWith('/assets/') || looksLikeFile(request.url);
      if (!isApi && !isFile && webDist && (request.method === 'GET' || request.method === 'HEAD')) {
        // History-mode routing: every page path is answered by its app's shell. The staff console is its own
        // Vite entry (console.html), so shop and learning pages never download console code.
        const shell = consoleShell && isConsolePath(request.url) ? 'console.html' : 'index.html';
        // cacheControl: false keeps this no-cache (sendFile would set the static root's max-age=1h, so a release
        // would reach a returning visitor only an hour later); the shell's hashed assets are cached for good instead.
        return reply.header('cache-control', 'no-cache').sendFile(shell, { cacheControl: false });
      }
      return reply.status(404).send(errorBody(GENERIC_ERRORS.notFound));
    },
  );

  return app;
}
