/** Turns a WeChat OAuth authorisation code into the user's identity for our app. */
export interface WechatIdentity {
  openId: string;
  unionId: string | null;
}

export interface WechatProvider {
  readonly name: string;
  /**
   * The URL that starts WeChat's web OAuth: WeChat asks (or, for the silent snsapi_base scope, does not ask) and
   * comes back to `redirectUri` with `?code=&state=`.
   */
  authorizeUrl(redirectUri: string, state: string): string;
  /** Null when the code is not valid (expired, reused, forged). */
  exchangeCode(code: string): Promise<WechatIdentity | null>;
}
