import { ORDER_MESSAGES, type OwnedSku } from '@salt/domain';
import { shopPath } from './shop-paths';

/** A class the buyer already has, as the shop says it: a short tag, a sentence, and where to go instead of buying. */
export interface OwnedClassNotice {
  /** On the class's card in the picker: 已报名, 待付款 or 已购买. */
  tag: string;
  text: string;
  to: string;
  action: string;
}

/**
 * What the goods page, the class picker and checkout say about a class the buyer holds a seat in (the seat the
 * server's 409 您已购买过该班级 would refuse on): paid with a class → 已报名 and a link to it in the learning
 * centre; paid without one → 已购买 and the orders; ordered, not paid → 待付款 and that order to pay.
 */
export function ownedClassNotice(owned: OwnedSku, mobile?: boolean): OwnedClassNotice {
  if (owned.paid && owned.offeringId !== null) {
    return {
      tag: '已报名',
      text: ORDER_MESSAGES.alreadyEnrolled,
      to: `/center/course-detail/${owned.offeringId}`,
      action: '进入班级',
    };
  }
  const orders = shopPath('orders', { query: `orderId=${owned.orderId}`, mobile });
  if (owned.paid) return { tag: '已购买', text: ORDER_MESSAGES.alreadyBought, to: orders, action: '查看订单' };
  return { tag: '待付款', text: ORDER_MESSAGES.alreadyOrdered, to: orders, action: '去支付' };
}
