import { createDecipheriv, createSign, createVerify, type KeyObject } from 'node:crypto';

/** The signing and decryption primitives of WeChat Pay API v3, kept apart so they can be tested alone. */

export const WECHAT_AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

/** The v3 signature string: every field followed by '\n', including the last. */
export function wechatSignMessage(parts: string[]): string {
  return parts.map((p) => `${p}\n`).join('');
}

export function rsaSha256Sign(privateKey: KeyObject, message: string): string {
  return createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');
}

export function rsaSha256Verify(publicKey: KeyObject, message: string, signatureBase64: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message).verify(publicKey, signatureBase64, 'base64');
  } catch {
    return false;
  }
}

/** Authorization header value for one request; `url` is the path plus query, as sent. */
export function buildWechatAuthorization(args: {
  mchId: string;
  serialNo: string;
  privateKey: KeyObject;
  method: string;
  url: string;
  body: string;
  timestamp: number;
  nonce: string;
}): string {
  const message = wechatSignMessage([args.method, args.url, String(args.timestamp), args.nonce, args.body]);
  const signature = rsaSha256Sign(args.privateKey, message);
  return (
    `${WECHAT_AUTH_SCHEMA} mchid="${args.mchId}",nonce_str="${args.nonce}",signature="${signature}",` +
    `timestamp="${args.timestamp}",serial_no="${args.serialNo}"`
  );
}

/** AEAD_AES_256_GCM as WeChat uses it: base64 ciphertext with the 16-byte tag appended. */
export function decryptWechatResource(
  apiV3Key: string,
  resource: { ciphertext: string; nonce: string; associated_data?: string },
): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= 16) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}
