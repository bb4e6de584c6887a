/** What the phone and desktop checkout tests both buy and hold: one class, held coupons and the one to claim. */

export const sku = {
  id: 4,
  spuId: 2,
  skuCode: 'A',
  name: '基础班（周三晚）',
  priceFen: 25900,
  originalPriceFen: 32900,
  stock: 40,
  sold: 9,
  soldOut: false,
  level: '1',
  className: null,
  needLogistics: false,
  isGroup: false,
  groupMemberNum: null,
  groupPriceFen: null,
  groupHoursValid: null,
  classPeriods: [],
};

/** A held coupon as the promotion answers it; `over` gives its id, name and verdict. */
export const coupon = (over: object) => ({
  templateId: 1,
  amountFen: 3000,
  thresholdFen: 10000,
  skuIds: [],
  validFrom: '2026-01-01T00:00:00Z',
  validTo: '2027-01-21T00:00:00Z',
  status: 'unused',
  ...over,
});

/** The 新人专享 coupon a new pupil can still claim for this order. */
export const claimableWelcomeCoupon = {
  id: 31,
  name: '新人专享立减30元',
  amountFen: 3000,
  thresholdFen: 10000,
  skuIds: [],
  validFrom: '2026-01-01T00:00:00Z',
  validTo: '2027-01-21T00:00:00Z',
  left: 99,
  perUserLimit: 1,
  received: 0,
  usable: true,
  reason: null,
  discountFen: 3000,
};
