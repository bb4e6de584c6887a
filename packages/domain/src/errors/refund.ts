import { defineErrors } from './define';

/** 退费: a pupil's requests for a class's money back, staff review, and the refund itself. */
export const REFUND_ERRORS = defineErrors({
  lineNotFound: { errorCode: 'REFUND_LINE_NOT_FOUND', status: 404, msg: '订单不存在' },
  notClass: { errorCode: 'REFUND_NOT_A_CLASS', status: 409, msg: '资料类商品不支持退费' },
  notPaid: { errorCode: 'REFUND_ORDER_NOT_PAID', status: 409, msg: '订单未支付，无法申请退费' },
  alreadyRefunded: { errorCode: 'REFUND_ALREADY_REFUNDED', status: 409, msg: '该班级已退费' },
  requestOpen: { errorCode: 'REFUND_REQUEST_OPEN', status: 409, msg: '该班级已有退费申请在处理中' },
  finished: { errorCode: 'REFUND_CLASS_FINISHED', status: 409, msg: '最后一节课已开始，该班级不可退费' },
  groupForming: { errorCode: 'REFUND_GROUP_FORMING', status: 409, msg: '拼团成功后才可申请退费' },
  notRefundable: { errorCode: 'REFUND_NOT_REFUNDABLE', status: 409, msg: '该班级当前不可退费' },
  reasonUnknown: { errorCode: 'REFUND_REASON_UNKNOWN', status: 400, msg: '请选择退费原因' },
  reasonTooLong: { errorCode: 'REFUND_REASON_TOO_LONG', status: 400, msg: '退费说明不能超过200字' },
  requestNotFound: { errorCode: 'REFUND_REQUEST_NOT_FOUND', status: 404, msg: '退费申请不存在' },
  notCancelable: { errorCode: 'REFUND_NOT_CANCELABLE', status: 409, msg: '只有申请中的退费可以撤销' },
  notPending: { errorCode: 'REFUND_NOT_PENDING', status: 409, msg: '该退费申请已处理' },
  awaitingGuardian: { errorCode: 'REFUND_AWAITING_GUARDIAN', status: 409, msg: '该退费申请正在等待家长同意' },
  notFailed: { errorCode: 'REFUND_NOT_FAILED', status: 409, msg: '只有失败的退款可以重试' },
  overrideTooHigh: {
    errorCode: 'REFUND_OVERRIDE_TOO_HIGH',
    status: 400,
    msg: '退款金额不能超过该班级的实付分摊金额',
  },
  overrideInvalid: { errorCode: 'REFUND_OVERRIDE_INVALID', status: 400, msg: '退款金额须大于0' },
  rejectReasonRequired: { errorCode: 'REFUND_REJECT_REASON_REQUIRED', status: 400, msg: '请填写驳回原因' },
  overPayment: { errorCode: 'REFUND_OVER_PAYMENT', status: 409, msg: '退款总额不能超过支付金额' },
  noPayment: { errorCode: 'REFUND_NO_PAYMENT', status: 409, msg: '未找到该订单的支付记录' },
  providerUnavailable: { errorCode: 'REFUND_PROVIDER_UNAVAILABLE', status: 503, msg: '退款渠道暂不可用，请稍后重试' },
});
