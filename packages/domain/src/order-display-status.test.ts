import { describe, expect, it } from 'vitest';
import {
  ORDER_DISPLAY_TEXT,
  ORDER_STATUS,
  ORDER_TAB_STATUSES,
  orderDisplayStatus,
  orderTabOf,
  type OrderDisplayKey,
  type OrderGroupInfo,
} from './order-display-status';

const forming = (number: number, memberNum: number): OrderGroupInfo => ({ status: '0', number, memberNum });
const completeGroup: OrderGroupInfo = { status: '1', number: 3, memberNum: 3 };

describe('order display status: 待付款', () => {
  it('an unpaid order shows 待付款 and can be cancelled or paid', () => {
    const d = orderDisplayStatus({ status: ORDER_STATUS.pendingPayment, payType: 'wechat' });
    expect(d.text).toBe('待付款');
    expect(d.actions).toEqual({ cancel: true, continuePay: true, confirmReceipt: false, shareGroup: false });
  });

  it('payType failed shows 支付失败, still payable', () => {
    const d = orderDisplayStatus({ status: '0', payType: 'failed' });
    expect(d.key).toBe('paymentFailed');
    expect(d.text).toBe('支付失败');
    expect(d.actions.continuePay).toBe(true);
    expect(d.actions.cancel).toBe(true);
  });

  it('an unpaid order of a forming group offers no share yet', () => {
    const d = orderDisplayStatus({ status: '0', orderGroupVO: forming(1, 3) });
    expect(d.text).toBe('待付款');
    expect(d.groupTip).toBeNull();
    expect(d.actions.shareGroup).toBe(false);
  });
});

describe('order display status: 已关闭', () => {
  it.each([
    ['timeout', '超时关闭'],
    ['cancel', '取消订单'],
    ['refund', '已退款'],
    [null, '已退款'],
    ['something-else', '已退款'],
  ])('closeReason %j shows %s with no actions', (closeReason, text) => {
    const d = orderDisplayStatus({ status: ORDER_STATUS.closed, closeReason });
    expect(d.text).toBe(text);
    expect(Object.values(d.actions).every((a) => a === false)).toBe(true);
  });
});

describe('order display status: 已付款', () => {
  it('partial delivery wins: 部分发货', () => {
    const d = orderDisplayStatus({
      status: '1',
      deliveryStatus: 'partial',
      needLogistics: true,
      orderGroupVO: forming(1, 3),
    });
    expect(d.text).toBe('部分发货');
    expect(d.groupTip).toBeNull();
  });

  it('a forming group shows 待拼团 with 还差N人 (N = memberNum - number) and can be shared', () => {
    const d = orderDisplayStatus({ status: '1', needLogistics: true, orderGroupVO: forming(1, 3) });
    expect(d.text).toBe('待拼团');
    expect(d.missing).toBe(2);
    expect(d.groupTip).toBe('还差2人');
    expect(d.actions.shareGroup).toBe(true);
    expect(d.actions.cancel).toBe(false);
  });

  it('never says a negative number of members', () => {
    expect(orderDisplayStatus({ status: '1', orderGroupVO: forming(4, 3) }).groupTip).toBe('还差0人');
  });

  it('needs logistics and no forming group: 待发货', () => {
    const d = orderDisplayStatus({ status: '1', needLogistics: true, orderGroupVO: completeGroup });
    expect(d.text).toBe('待发货');
    expect(d.actions.shareGroup).toBe(false);
  });

  it('otherwise 已付款', () => {
    const d = orderDisplayStatus({ status: '1', needLogistics: false, deliveryStatus: 'none' });
    expect(d.text).toBe('已付款');
    expect(Object.values(d.actions).every((a) => a === false)).toBe(true);
  });
});

describe('order display status: 已完成', () => {
  it('group forming and no logistics: 待拼团 with the tip', () => {
    const d = orderDisplayStatus({ status: '3', needLogistics: false, orderGroupVO: forming(2, 3) });
    expect(d.text).toBe('待拼团');
    expect(d.groupTip).toBe('还差1人');
    expect(d.actions.shareGroup).toBe(true);
  });

  it('group forming but logistics needed: 已完成', () => {
    const d = orderDisplayStatus({ status: '3', needLogistics: true, orderGroupVO: forming(2, 3) });
    expect(d.text).toBe('已完成');
    expect(d.groupTip).toBeNull();
  });

  it('no group: 已完成', () => {
    expect(orderDisplayStatus({ status: '3' }).text).toBe('已完成');
    expect(orderDisplayStatus({ status: '3', orderGroupVO: completeGroup }).text).toBe('已完成');
  });
});

describe('order display status: 已发货', () => {
  it('shows 待收货 and offers confirm receipt', () => {
    const d = orderDisplayStatus({ status: '2', needLogistics: true, deliveryStatus: 'all' });
    expect(d.text).toBe('待收货');
    expect(d.actions).toEqual({ cancel: false, continuePay: false, confirmReceipt: true, shareGroup: false });
  });
});

describe('order display status: unknown raw status', () => {
  it('is shown as unknown with no actions', () => {
    const d = orderDisplayStatus({ status: '9' });
    expect(d.key).toBe('unknown');
    expect(d.text).toBe('未知状态');
    expect(Object.values(d.actions).some(Boolean)).toBe(false);
  });
});

describe('order tabs', () => {
  it('put every known display status in one tab', () => {
    const keys = Object.keys(ORDER_DISPLAY_TEXT) as OrderDisplayKey[];
    for (const k of keys.filter((k) => k !== 'unknown')) expect(orderTabOf(k)).not.toBeNull();
    expect(orderTabOf('groupForming')).toBe('group');
    expect(orderTabOf('paymentFailed')).toBe('unpaid');
    expect(orderTabOf('closedTimeout')).toBe('closed');
    expect(orderTabOf('unknown')).toBeNull();
  });
});

describe('order tabs: the raw statuses each tab can hold', () => {
  const statuses = ['0', '1', '2', '3', '5'];
  const groups: (OrderGroupInfo | null)[] = [
    null,
    forming(1, 3),
    completeGroup,
    { status: '2', number: 1, memberNum: 3 },
  ];
  it('every status combination lands in a tab listed for its raw status, and every listed status occurs', () => {
    const seen = new Map<string, Set<string>>();
    for (const status of statuses)
      for (const payType of [null, 'wechat', 'failed'])
        for (const closeReason of [null, 'timeout', 'cancel', 'refund'])
          for (const deliveryStatus of ['none', 'partial', 'all'])
            for (const needLogistics of [false, true])
              for (const orderGroupVO of groups) {
                const { key } = orderDisplayStatus({
                  status,
                  payType,
                  closeReason,
                  deliveryStatus,
                  needLogistics,
                  orderGroupVO,
                });
                const tab = orderTabOf(key);
                expect(tab).not.toBeNull();
                expect(ORDER_TAB_STATUSES[tab!]).toContain(status);
                seen.set(tab!, (seen.get(tab!) ?? new Set()).add(status));
              }
    for (const [tab, listed] of Object.entries(ORDER_TAB_STATUSES)) {
      expect([...(seen.get(tab) ?? [])].sort()).toEqual([...listed].sort());
    }
  });
});
