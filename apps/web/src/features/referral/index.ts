/**
 * What other features may use of 推荐有礼: the stored share touch and the share-code lookup, for the register
 * form. Only these small modules, so importing this never pulls in the /recommend pages.
 */
export { readShareTouch, type ShareTouch } from './share-touch';
export { useReferralCode } from './api/referral-code';
