import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import type { Clock } from './clock';
import type { AccessTokens } from './auth/jwt';
import type { SmsProvider } from './sms/sms-provider';
import type { WechatProvider } from './wechat/wechat-provider';
import type { BlobStore, FileStorage } from './storage/storage';
import type { PrivateFileLinks } from './storage/private-file-links';
import type { PaymentProviders } from './payment/payment-providers';
import type { LiveServices } from './live/live-services';
import type { JobQueue } from './jobs/job-queue';
import type { SharedCaches } from './shared-caches';
import type { LiveSessions } from './auth/live-sessions';

/** What services need from the platform; built once per app instance and handed to every module. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  database: DatabaseHandle;
  clock: Clock;
  log: FastifyBaseLogger;
  redis: Redis | null;
  accessTokens: AccessTokens;
  sms: SmsProvider;
  wechat: WechatProvider;
  /** Public files (avatars, teaching material), served at /uploads/. */
  storage: FileStorage;
  /**
   * Private files (session recordings, pupils' answer photos and oral recordings), never served statically; only
   * through routes that check who asks.
   */
  privateStorage: BlobStore;
  /** Signed short-lived links to private uploads (`/api/file/private/…?exp=&sig=`). */
  fileLinks: PrivateFileLinks;
  payments: PaymentProviders;
  live: LiveServices;
  /** Durable background jobs (pg-boss): modules declare theirs while the app is built. */
  jobs: JobQueue;
  /** Per-instance read caches (catalogue, quiz) and their invalidation on every instance after a staff write. */
  caches: SharedCaches;
  /** The token families seen live here, invalidated on every instance when a session is revoked. */
  sessions: LiveSessions;
}
