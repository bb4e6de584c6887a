import { POINTS_MESSAGES as M } from '../points-rules';
import { defineErrors } from './define';

/** 盐值 and the points mall (points-rules.ts): the ledger, exchanges, staff adjustments. */
export const POINTS_ERRORS = defineErrors({
  notEnough: { errorCode: 'POINTS_NOT_ENOUGH', status: 409, msg: M.notEnough },
  soldOut: { errorCode: 'POINTS_SOLD_OUT', status: 409, msg: M.soldOut },
  offShelf: { errorCode: 'POINTS_OFF_SHELF', status: 409, msg: M.offShelf },
  goodsNotFound: { errorCode: 'POINTS_GOODS_NOT_FOUND', status: 404, msg: M.goodsNotFound },
  exchangeNotFound: { errorCode: 'POINTS_EXCHANGE_NOT_FOUND', status: 404, msg: M.exchangeNotFound },
  notCancellable: { errorCode: 'POINTS_NOT_CANCELLABLE', status: 409, msg: M.notCancellable },
  notShipped: { errorCode: 'POINTS_NOT_SHIPPED', status: 409, msg: M.notShipped },
  notShippable: { errorCode: 'POINTS_NOT_SHIPPABLE', status: 409, msg: M.notShippable },
  couponRequired: { errorCode: 'POINTS_COUPON_REQUIRED', status: 400, msg: M.couponRequired },
  addressRequired: { errorCode: 'POINTS_ADDRESS_REQUIRED', status: 400, msg: M.addressRequired },
  quantity: { errorCode: 'POINTS_QUANTITY', status: 400, msg: M.quantity },
  adjustZero: { errorCode: 'POINTS_ADJUST_ZERO', status: 400, msg: M.adjustZero },
  staffOnly: { errorCode: 'POINTS_STAFF_ONLY', status: 403, msg: '仅管理员可以管理盐值商城' },
});
