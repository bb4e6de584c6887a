import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config';
import type { Clock } from '../clock';
import { createFanout, type Fanout } from '../realtime/fanout';
import { JoinTokens } from './join-token';
import type { LiveProvider } from './live-provider';
import { LocalLiveProvider } from './local-live-provider';
import { TencentLiveProvider } from './tencent-live-provider';

/** The live classroom's platform pieces, one set per app instance. */
export interface LiveServices {
  provider: LiveProvider;
  tokens: JoinTokens;
  /** Broadcasts between instances (Redis pub/sub when the app has Redis). */
  fanout: Fanout;
}

export function createLiveProvider(config: AppConfig): LiveProvider {
  const live = config.live;
  if (live.provider === 'tencent' && live.tencent) {
    return new TencentLiveProvider(live.tencent.playDomain, live.tencent.playKey);
  }
  return new LocalLiveProvider(live.hlsBaseUrl);
}

export function createLiveServices(
  config: AppConfig,
  appSecret: string,
  clock: Clock,
  redis: Redis | null,
  provider?: LiveProvider,
): LiveServices {
  return {
    provider: provider ?? createLiveProvider(config),
    tokens: new JoinTokens(appSecret, clock),
    fanout: createFanout(redis),
  };
}
