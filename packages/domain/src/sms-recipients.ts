import type { SmsCodeType } from './constants';

/**
 * Who a code of each anonymous kind is for: register codes for numbers without an account, login and reset codes
 * for numbers with one. A number that does not qualify gets the same answer as one that does, but no text
 * (so the send call tells nobody whether a number is registered). 'common' codes are decided by the caller's
 * login instead: only the logged-in user's own number.
 */
export function smsRecipientQualifies(type: Exclude<SmsCodeType, 'common'>, registered: boolean): boolean {
  return type === 'register' ? !registered : registered;
}
