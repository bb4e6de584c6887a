import { anyone, definePolicy, signedIn } from '../../platform/policy';

/** Logging in and out, registering, resetting and changing a password, sending SMS codes. */
export const authPolicy = definePolicy({
  /** Token, SMS, social and register-and-login grants: the client's Basic header and the proof are the credential. */
  'session.start': anyone,
  /** Logging out ends the caller's own session. */
  'session.end': signedIn,
  /** Changing one's own password (the old one is checked too). */
  'password.change': signedIn,
  /**
   * Register, reset a password by SMS, the exists checks, send a code: no login needed (a 'common' code goes only
   * to the caller's own number: account.policy.ts 'sms.toOwnPhone').
   */
  'account.register': anyone,
});
