/** Order, coupon, group-buy and payment error texts (the spec quotes none of them). */
export const ORDER_MESSAGES = {
  itemsRequired: '请选择要购买的课程',
  skuUnavailable: '课程已下架或不存在',
  repeatBuy: '您已购买过该班级，请勿重复购买',
  duplicateItems: '同一班级只能购买一份',
  addressRequired: '请选择收货地址',
  couponUnavailable: '优惠券不可用',
  orderNotFound: '订单不存在',
  notPayable: '订单已关闭或已支付，无法支付',
  notCancelable: '订单当前状态不可取消',
  notReceivable: '订单当前状态不可确认收货',
  groupOnlyOneItem: '拼团订单只能购买一个班级',
  notGroupSku: '该班级不支持拼团',
  groupNotJoinable: '该拼团已结束或已满员',
  groupAlreadyJoined: '您已参加该拼团',
  groupNotFound: '拼团不存在',
  channelUnavailable: '暂不支持该支付方式',
  paymentFailed: '支付发起失败，请稍后再试',
  couponNotFound: '优惠券不存在',
  couponSoldOut: '优惠券已领完',
  couponLimit: '已达到领取上限',
  couponCodeInvalid: '兑换码无效',
  couponNotClaimable: '该优惠券不可领取',
  /** Checkout and the goods page, for a class the buyer already has (before 提交订单 would answer repeatBuy). */
  alreadyEnrolled: '您已报名该班级，无需重复购买',
  alreadyOrdered: '该班级已有待付款订单，请先完成支付',
  alreadyBought: '您已购买过该班级',
  ownedQueryRequired: '请指定商品或班级',
} as const;

/** Unpaid orders close after this long; their seats and coupons are released. */
export const ORDER_PAY_TIMEOUT_MS = 30 * 60_000;
