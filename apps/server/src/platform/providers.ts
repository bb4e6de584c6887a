import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { AliyunSmsProvider } from './sms/aliyun-sms-provider';
import { LogSmsProvider } from './sms/log-sms-provider';
import type { SmsProvider } from './sms/sms-provider';
import { LocalWechatProvider } from './wechat/local-wechat-provider';
import { OfficialWechatProvider } from './wechat/official-wechat-provider';
import type { WechatProvider } from './wechat/wechat-provider';

export function createSmsProvider(config: AppConfig, log: FastifyBaseLogger): SmsProvider {
  if (config.sms.provider === 'aliyun' && config.sms.aliyun) return new AliyunSmsProvider(config.sms.aliyun);
  return new LogSmsProvider(log.child({ module: 'sms' }));
}

export function createWechatProvider(config: AppConfig): WechatProvider {
  if (config.wechat.provider === 'wechat' && config.wechat.appId && config.wechat.appSecret) {
    return new OfficialWechatProvider(config.wechat.appId, config.wechat.appSecret);
  }
  return new LocalWechatProvider();
}
