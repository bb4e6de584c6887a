/** Turns a WeChat OAuth authorisation code into the user's identity for our app. */
export interface WechatIdentity {
  openId: string;
  unionId: string | null;
}

export interface WechatProvider {
  readonly name: string;
  /** Null when the code is not valid (expired, reused, forged). */
  exchangeCode(code: string): Promise<WechatIdentity | null>;
}
