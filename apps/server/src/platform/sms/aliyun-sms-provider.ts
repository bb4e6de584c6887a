import { createHmac, randomUUID } from 'node:crypto';
import type { SmsCodeType } from '@salt/domain';
import type { SmsProvider } from './sms-provider';

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  endpoint?: string;
  fetchImpl?: typeof fetch;
  now?: () => Date;
}

/** RFC 3986 encoding as Alibaba Cloud's RPC signature (v1) requires. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** HMAC-SHA1 signature over the sorted, encoded query: `GET&%2F&<encoded canonical query>`. */
export function signAliyunRpc(params: Record<string, string>, accessKeySecret: string, method = 'GET'): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k]!)}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** Alibaba Cloud SMS (dysmsapi SendSms). */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';
  constructor(private readonly opts: AliyunSmsOptions) {}

  async sendCode(mobile: string, code: string, _type: SmsCodeType): Promise<void> {
    const now = this.opts.now?.() ?? new Date();
    const params: Record<string, string> = {
      AccessKeyId: this.opts.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: mobile,
      RegionId: 'cn-hangzhou',
      SignName: this.opts.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.opts.templateCode,
      TemplateParam: JSON.stringify({ code }),
      Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const signature = signAliyunRpc(params, this.opts.accessKeySecret);
    const query = Object.entries({ ...params, Signature: signature })
      .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
      .join('&');
    const endpoint = this.opts.endpoint ?? 'https://dysmsapi.aliyuncs.com/';
    const res = await (this.opts.fetchImpl ?? fetch)(`${endpoint}?${query}`, { signal: AbortSignal.timeout(5000) });
    const body = (await res.json().catch(() => ({}))) as { Code?: string; Message?: string };
    if (!res.ok || body.Code !== 'OK') {
      throw new Error(`aliyun sms failed: ${body.Code ?? res.status} ${body.Message ?? ''}`.trim());
    }
  }
}
