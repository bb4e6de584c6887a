import { defineErrors } from './define';

/**
 * 营销 in the console: coupon templates, issuing them to users and batches of redeem codes. The form's rules answer
 * with the field they are about in `data.field`, so the console shows them under that field.
 */
export const CONSOLE_COUPON_ERRORS = defineErrors({
  amountPositive: { errorCode: 'COUPON_AMOUNT_INVALID', status: 400, msg: '优惠金额须大于0' },
  thresholdNegative: { errorCode: 'COUPON_THRESHOLD_INVALID', status: 400, msg: '使用门槛不能小于0' },
  limitTooSmall: { errorCode: 'COUPON_PER_USER_LIMIT_INVALID', status: 400, msg: '每人限领至少1张' },
  totalTooSmall: { errorCode: 'COUPON_TOTAL_INVALID', status: 400, msg: '发放总量须至少为1' },
  totalBelowReceived: {
    errorCode: 'COUPON_TOTAL_BELOW_RECEIVED',
    status: 400,
    msg: '发放总量不能少于已领取和未兑换的数量',
  },
  windowOrder: { errorCode: 'COUPON_WINDOW_INVALID', status: 400, msg: '结束时间须晚于开始时间' },
  unknownSku: { errorCode: 'COUPON_SKU_UNKNOWN', status: 400, msg: '所选班级不存在' },
  codeTaken: { errorCode: 'COUPON_SHARED_CODE_TAKEN', status: 409, msg: '该兑换码已被其他优惠券使用' },
  templateNotFound: { errorCode: 'COUPON_TEMPLATE_NOT_FOUND', status: 404, msg: '优惠券不存在' },
  issueEmpty: { errorCode: 'COUPON_ISSUE_EMPTY', status: 400, msg: '请填写要发放的用户' },
  issueTooMany: { errorCode: 'COUPON_ISSUE_TOO_MANY', status: 400, msg: '每次最多向500位用户发放' },
  issueSoldOut: { errorCode: 'COUPON_ISSUE_SOLD_OUT', status: 409, msg: '剩余数量不足，无法全部发放' },
  batchCount: { errorCode: 'COUPON_BATCH_COUNT_INVALID', status: 400, msg: '生成数量须在1到10000之间' },
  batchOverTotal: {
    errorCode: 'COUPON_BATCH_OVER_TOTAL',
    status: 409,
    msg: '兑换码数量超过优惠券剩余数量',
  },
  batchNotFound: { errorCode: 'COUPON_BATCH_NOT_FOUND', status: 404, msg: '兑换码批次不存在' },
  codeUsed: { errorCode: 'COUPON_CODE_USED', status: 409, msg: '兑换码已被使用' },
});
