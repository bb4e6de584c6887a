import { defineErrors } from './define';

/** Orders, group buys, payment and coupons. */
export const ORDER_ERRORS = defineErrors({
  itemsRequired: { errorCode: 'ORDER_ITEMS_REQUIRED', status: 400, msg: '请选择要购买的课程' },
  skuUnavailable: { errorCode: 'ORDER_SKU_UNAVAILABLE', status: 400, msg: '课程已下架或不存在' },
  /** The buyer already holds a seat in the class (a paid or pending order, or an enrolment). */
  repeatBuy: { errorCode: 'ORDER_SEAT_TAKEN', status: 409, msg: '您已购买过该班级，请勿重复购买' },
  duplicateItems: { errorCode: 'ORDER_DUPLICATE_ITEMS', status: 400, msg: '同一班级只能购买一份' },
  addressRequired: { errorCode: 'ORDER_ADDRESS_REQUIRED', status: 400, msg: '请选择收货地址' },
  orderNotFound: { errorCode: 'ORDER_NOT_FOUND', status: 404, msg: '订单不存在' },
  notPayable: { errorCode: 'ORDER_NOT_PAYABLE', status: 409, msg: '订单已关闭或已支付，无法支付' },
  notCancelable: { errorCode: 'ORDER_NOT_CANCELABLE', status: 409, msg: '订单当前状态不可取消' },
  notReceivable: { errorCode: 'ORDER_NOT_RECEIVABLE', status: 409, msg: '订单当前状态不可确认收货' },
  notShippable: { errorCode: 'ORDER_NOT_SHIPPABLE', status: 409, msg: '订单当前状态不可发货' },
  nothingToShip: { errorCode: 'ORDER_NOTHING_TO_SHIP', status: 409, msg: '没有待发货的商品' },
  expressNoInvalid: { errorCode: 'ORDER_EXPRESS_NO_INVALID', status: 400, msg: '快递单号格式错误' },
  ownedQueryRequired: { errorCode: 'ORDER_OWNED_QUERY_REQUIRED', status: 400, msg: '请指定商品或班级' },
  groupOnlyOneItem: { errorCode: 'GROUP_ONE_ITEM_ONLY', status: 400, msg: '拼团订单只能购买一个班级' },
  notGroupSku: { errorCode: 'GROUP_NOT_OFFERED', status: 400, msg: '该班级不支持拼团' },
  groupNotJoinable: { errorCode: 'GROUP_NOT_JOINABLE', status: 409, msg: '该拼团已结束或已满员' },
  groupAlreadyJoined: { errorCode: 'GROUP_ALREADY_JOINED', status: 409, msg: '您已参加该拼团' },
  groupNotFound: { errorCode: 'GROUP_NOT_FOUND', status: 404, msg: '拼团不存在' },
  channelUnavailable: { errorCode: 'PAY_CHANNEL_UNAVAILABLE', status: 400, msg: '暂不支持该支付方式' },
  /** The notify endpoint of a provider this server has no credentials for. */
  providerNotEnabled: { errorCode: 'PAY_PROVIDER_NOT_ENABLED', status: 404, msg: '支付方式未开通' },
  paymentFailed: { errorCode: 'PAY_START_FAILED', status: 503, msg: '支付发起失败，请稍后再试' },
  couponUnavailable: { errorCode: 'COUPON_UNAVAILABLE', status: 400, msg: '优惠券不可用' },
  couponNotFound: { errorCode: 'COUPON_NOT_FOUND', status: 404, msg: '优惠券不存在' },
  couponSoldOut: { errorCode: 'COUPON_SOLD_OUT', status: 409, msg: '优惠券已领完' },
  couponLimit: { errorCode: 'COUPON_LIMIT_REACHED', status: 409, msg: '已达到领取上限' },
  couponCodeInvalid: { errorCode: 'COUPON_CODE_INVALID', status: 400, msg: '兑换码无效' },
  couponNotClaimable: { errorCode: 'COUPON_NOT_CLAIMABLE', status: 400, msg: '该优惠券不可领取' },
  /** Why a held coupon cannot be used on these lines now (see `couponRejection`). */
  couponNotStarted: { errorCode: 'COUPON_NOT_STARTED', status: 400, msg: '优惠券未到使用时间' },
  couponExpired: { errorCode: 'COUPON_EXPIRED', status: 400, msg: '优惠券已过期' },
  couponNotApplicable: { errorCode: 'COUPON_NOT_APPLICABLE', status: 400, msg: '优惠券不适用于所选课程' },
  couponBelowThreshold: { errorCode: 'COUPON_BELOW_THRESHOLD', status: 400, msg: '未达到优惠券使用门槛' },
});
