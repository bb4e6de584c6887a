import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PORT, REFERRAL_REWARD_DELAY_DAYS, SMS_ADDRESS_DAILY_LIMIT, SMS_HOURLY_BUDGET } from '@salt/domain';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads; README's configuration table mirrors this. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Straight to PostgreSQL when DATABASE_URL goes through PgBouncer (transaction mode): migrations, job queue. */
  DATABASE_DIRECT_URL: z.string().url().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  REDIS_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .default(30 * 24 * 3600),
  SMS_PROVIDER: z.enum(['log', 'aliyun']).default('log'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  WECHAT_PROVIDER: z.enum(['local', 'wechat']).default('local'),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: bool.default(false),
  DEV_PAY_SECRET: z.string().min(16).optional(),
  PAY_PUBLIC_BASE_URL: z.string().url().optional(),
  SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  JOBS_WORK: bool.default(true),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).default(5_000),
  QUIZ_CACHE_MS: z.coerce.number().int().min(0).default(5_000),
  USER_INFO_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
  WECHAT_PAY_MCH_ID: z.string().optional(),
  WECHAT_PAY_APP_ID: z.string().optional(),
  WECHAT_PAY_SERIAL_NO: z.string().optional(),
  WECHAT_PAY_PRIVATE_KEY_PATH: z.string().optional(),
  WECHAT_PAY_API_V3_KEY: z.string().length(32).optional(),
  WECHAT_PAY_PLATFORM_SERIAL: z.string().optional(),
  WECHAT_PAY_PLATFORM_CERT_PATH: z.string().optional(),
  ALIPAY_APP_ID: z.string().optional(),
  ALIPAY_PRIVATE_KEY_PATH: z.string().optional(),
  ALIPAY_PUBLIC_KEY_PATH: z.string().optional(),
  ALIPAY_GATEWAY_URL: z.string().url().optional(),
  LIVE_PROVIDER: z.enum(['local', 'tencent']).default('local'),
  LIVE_HLS_BASE_URL: z.string().min(1).default('/live'),
  TENCENT_LIVE_PLAY_DOMAIN: z.string().optional(),
  TENCENT_LIVE_PLAY_KEY: z.string().optional(),
  API_DOCS: bool.optional(),
  SMS_ADDRESS_DAILY_LIMIT: z.coerce.number().int().min(1).default(SMS_ADDRESS_DAILY_LIMIT),
  SMS_HOURLY_BUDGET: z.coerce.number().int().min(1).default(SMS_HOURLY_BUDGET),
  REFERRAL_REWARD_DELAY_HOURS: z.coerce
    .number()
    .min(0)
    .default(REFERRAL_REWARD_DELAY_DAYS * 24),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** Unset means: start the embedded PostgreSQL under dataDir/pg. */
  databaseUrl?: string;
  /** Direct connections for the session-bound work when databaseUrl is PgBouncer (client.ts `direct`). */
  databaseDirectUrl?: string;
  embeddedPgPort: number;
  dbPoolMax: number;
  redisUrl?: string;
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  sms: {
    provider: 'log' | 'aliyun';
    aliyun?: { accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string };
  };
  wechat: { provider: 'local' | 'wechat'; appId?: string; appSecret?: string };
  logLevel: Env['LOG_LEVEL'];
  seedDemo: boolean;
  rateLimitMax: number;
  authRateLimitMax: number;
  /** SMS codes per client address per China day, and for the whole service per hour (all instances). */
  smsAddressDailyLimit: number;
  smsHourlyBudget: number;
  /** 推荐有礼: hours after a referred friend's first payment before the referrer's reward is made (the refund window). */
  referralRewardDelayHours: number;
  webDist?: string;
  trustProxy: boolean;
  /** Signs dev checkout tokens and notifications; unset = derived from the JWT secret (dev only). */
  devPaySecret?: string;
  /** Absolute origin vendors call back and return to; unset = the origin of the request that starts the payment. */
  payPublicBaseUrl?: string;
  /**
   * How often unpaid orders and expired groups are swept (a queued job, once per period across instances); 0 = this
   * instance schedules no sweeps and no reconciliation (tests call them directly).
   */
  sweepIntervalMs: number;
  /** Background jobs: whether this instance runs them (false: it only queues them), and how often idle workers poll. */
  jobs: { work: boolean; pollSeconds: number };
  /** How long public catalogue answers are shared per instance; 0 = not cached. */
  catalogueCacheMs: number;
  /** How long a session's quiz content (not answers) is shared per instance; 0 = not cached. */
  quizCacheMs: number;
  /**
   * How long a user's GET /admin/user/info answer is kept per instance; 0 = not cached. Writes invalidate it on every
   * instance (exactly), so this is only a safety net.
   */
  userInfoCacheMs: number;
  /** WeChat Pay v3 merchant settings (key material as file paths); set all or none. */
  wechatPay?: {
    mchId: string;
    appId: string;
    serialNo: string;
    privateKeyPath: string;
    apiV3Key: string;
    platformSerial: string;
    platformCertPath: string;
  };
  alipay?: { appId: string; privateKeyPath: string; publicKeyPath: string; gatewayUrl?: string };
  /** Serve the OpenAPI document and explorer at /api/docs (default: on, except in production). */
  apiDocs: boolean;
  /** Live video: where live HLS comes from (local: `/live` served from DATA_DIR/live/<room>/). */
  live: {
    provider: 'local' | 'tencent';
    hlsBaseUrl: string;
    tencent?: { playDomain: string; playKey: string };
  };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${lines}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    // A code written to the log is no use to a real user and leaks it to whoever reads the log.
    if (e.SMS_PROVIDER === 'log') throw new Error('SMS_PROVIDER=log is refused when NODE_ENV=production');
    if (e.WECHAT_PROVIDER === 'local') throw new Error('WECHAT_PROVIDER=local is refused when NODE_ENV=production');
    if (!e.JWT_SECRET) throw new Error('JWT_SECRET (32+ characters) is required when NODE_ENV=production');
  }
  const aliyun =
    e.ALIYUN_SMS_ACCESS_KEY_ID && e.ALIYUN_SMS_ACCESS_KEY_SECRET && e.ALIYUN_SMS_SIGN_NAME && e.ALIYUN_SMS_TEMPLATE_CODE
      ? {
          accessKeyId: e.ALIYUN_SMS_ACCESS_KEY_ID,
          accessKeySecret: e.ALIYUN_SMS_ACCESS_KEY_SECRET,
          signName: e.ALIYUN_SMS_SIGN_NAME,
          templateCode: e.ALIYUN_SMS_TEMPLATE_CODE,
        }
      : undefined;
  if (e.SMS_PROVIDER === 'aliyun' && !aliyun) throw new Error('SMS_PROVIDER=aliyun needs the ALIYUN_SMS_* variables');
  if (e.WECHAT_PROVIDER === 'wechat' && !(e.WECHAT_APP_ID && e.WECHAT_APP_SECRET)) {
    throw new Error('WECHAT_PROVIDER=wechat needs WECHAT_APP_ID and WECHAT_APP_SECRET');
  }
  const wechatPayVars = [
    e.WECHAT_PAY_MCH_ID,
    e.WECHAT_PAY_SERIAL_NO,
    e.WECHAT_PAY_PRIVATE_KEY_PATH,
    e.WECHAT_PAY_API_V3_KEY,
    e.WECHAT_PAY_PLATFORM_SERIAL,
    e.WECHAT_PAY_PLATFORM_CERT_PATH,
  ];
  if (wechatPayVars.some(Boolean) && !wechatPayVars.every(Boolean)) {
    throw new Error(
      'WeChat Pay needs all of WECHAT_PAY_MCH_ID, _SERIAL_NO, _PRIVATE_KEY_PATH, _API_V3_KEY, _PLATFORM_SERIAL, _PLATFORM_CERT_PATH',
    );
  }
  const wechatPayAppId = e.WECHAT_PAY_APP_ID ?? e.WECHAT_APP_ID;
  if (wechatPayVars.every(Boolean) && !wechatPayAppId)
    throw new Error('WeChat Pay needs WECHAT_PAY_APP_ID (or WECHAT_APP_ID)');
  const alipayVars = [e.ALIPAY_APP_ID, e.ALIPAY_PRIVATE_KEY_PATH, e.ALIPAY_PUBLIC_KEY_PATH];
  if (alipayVars.some(Boolean) && !alipayVars.every(Boolean)) {
    throw new Error('Alipay needs all of ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY_PATH, ALIPAY_PUBLIC_KEY_PATH');
  }
  if (e.LIVE_PROVIDER === 'tencent' && !(e.TENCENT_LIVE_PLAY_DOMAIN && e.TENCENT_LIVE_PLAY_KEY)) {
    throw new Error('LIVE_PROVIDER=tencent needs TENCENT_LIVE_PLAY_DOMAIN and TENCENT_LIVE_PLAY_KEY');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    dbPoolMax: e.DB_POOL_MAX,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    sms: { provider: e.SMS_PROVIDER, aliyun },
    wechat: { provider: e.WECHAT_PROVIDER, appId: e.WECHAT_APP_ID, appSecret: e.WECHAT_APP_SECRET },
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    rateLimitMax: e.RATE_LIMIT_MAX,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    smsAddressDailyLimit: e.SMS_ADDRESS_DAILY_LIMIT,
    smsHourlyBudget: e.SMS_HOURLY_BUDGET,
    referralRewardDelayHours: e.REFERRAL_REWARD_DELAY_HOURS,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY,
    devPaySecret: e.DEV_PAY_SECRET,
    payPublicBaseUrl: e.PAY_PUBLIC_BASE_URL?.replace(/\/$/, ''),
    sweepIntervalMs: e.SWEEP_INTERVAL_MS,
    jobs: { work: e.JOBS_WORK, pollSeconds: e.JOBS_POLL_SECONDS },
    catalogueCacheMs: e.CATALOGUE_CACHE_MS,
    quizCacheMs: e.QUIZ_CACHE_MS,
    userInfoCacheMs: e.USER_INFO_CACHE_MS,
    wechatPay: wechatPayVars.every(Boolean)
      ? {
          mchId: e.WECHAT_PAY_MCH_ID!,
          appId: wechatPayAppId!,
          serialNo: e.WECHAT_PAY_SERIAL_NO!,
          privateKeyPath: e.WECHAT_PAY_PRIVATE_KEY_PATH!,
          apiV3Key: e.WECHAT_PAY_API_V3_KEY!,
          platformSerial: e.WECHAT_PAY_PLATFORM_SERIAL!,
          platformCertPath: e.WECHAT_PAY_PLATFORM_CERT_PATH!,
        }
      : undefined,
    alipay: alipayVars.every(Boolean)
      ? {
          appId: e.ALIPAY_APP_ID!,
          privateKeyPath: e.ALIPAY_PRIVATE_KEY_PATH!,
          publicKeyPath: e.ALIPAY_PUBLIC_KEY_PATH!,
          gatewayUrl: e.ALIPAY_GATEWAY_URL,
        }
      : undefined,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    live: {
      provider: e.LIVE_PROVIDER,
      hlsBaseUrl: e.LIVE_HLS_BASE_URL,
      tencent:
        e.TENCENT_LIVE_PLAY_DOMAIN && e.TENCENT_LIVE_PLAY_KEY
          ? { playDomain: e.TENCENT_LIVE_PLAY_DOMAIN, playKey: e.TENCENT_LIVE_PLAY_KEY }
          : undefined,
    },
  };
}
