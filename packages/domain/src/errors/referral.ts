import { REFERRAL_MESSAGES as M } from '../referral-rules';
import { defineErrors } from './define';

/** 推荐有礼 (referral-rules.ts): share codes, rewards, cash withdrawals. */
export const REFERRAL_ERRORS = defineErrors({
  codeInvalid: { errorCode: 'REFERRAL_CODE_INVALID', status: 400, msg: M.codeInvalid },
  selfReferral: { errorCode: 'REFERRAL_SELF', status: 400, msg: M.selfReferral },
  rewardNotFound: { errorCode: 'REFERRAL_REWARD_NOT_FOUND', status: 404, msg: M.rewardNotFound },
  rewardNotAvailable: { errorCode: 'REFERRAL_REWARD_NOT_AVAILABLE', status: 409, msg: M.rewardNotAvailable },
  pointsOff: { errorCode: 'REFERRAL_POINTS_OFF', status: 409, msg: M.pointsOff },
  payeeRequired: { errorCode: 'REFERRAL_PAYEE_REQUIRED', status: 400, msg: M.payeeRequired },
  withdrawalNotFound: { errorCode: 'REFERRAL_WITHDRAWAL_NOT_FOUND', status: 404, msg: M.withdrawalNotFound },
  withdrawalDone: { errorCode: 'REFERRAL_WITHDRAWAL_DONE', status: 409, msg: M.withdrawalDone },
  rejectReasonRequired: { errorCode: 'REFERRAL_REJECT_REASON', status: 400, msg: M.rejectReasonRequired },
  staffOnly: { errorCode: 'REFERRAL_STAFF_ONLY', status: 403, msg: M.staffOnly },
});
