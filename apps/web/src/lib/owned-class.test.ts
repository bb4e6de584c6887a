import { describe, expect, it } from 'vitest';
import { ownedClassNotice } from './owned-class';

describe('a class the buyer already has', () => {
  it('enrolled: 已报名 with a link to the class in the learning centre', () => {
    expect(ownedClassNotice({ skuId: 4, orderId: 9, paid: true, offeringId: 12 }, false)).toEqual({
      tag: '已报名',
      text: '您已报名该班级，无需重复购买',
      to: '/center/course-detail/12',
      action: '进入班级',
    });
  });
  it('ordered and not paid: 待付款 with that order to pay, on the device in use', () => {
    expect(ownedClassNotice({ skuId: 4, orderId: 9, paid: false, offeringId: null }, true)).toMatchObject({
      tag: '待付款',
      to: '/m-shop/userOrderNew?orderId=9',
      action: '去支付',
    });
    expect(ownedClassNotice({ skuId: 4, orderId: 9, paid: false, offeringId: null }, false).to).toBe(
      '/pc-shop/orders?orderId=9',
    );
  });
  it('bought goods without a class: 已购买 and the order', () => {
    expect(ownedClassNotice({ skuId: 4, orderId: 9, paid: true, offeringId: null }, false)).toMatchObject({
      tag: '已购买',
      action: '查看订单',
    });
  });
});
