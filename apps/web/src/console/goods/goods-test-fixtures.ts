import type { ConsoleGoodsDetail } from '@salt/domain';

/** A course on sale-to-be with one taught class (sku 90): the goods form the class drawers and modals open from. */
export const GOODS_WITH_ONE_CLASS = {
  id: 12,
  title: '初二物理寒假提高班',
  subtitle: null,
  subject: '6',
  grade: '8',
  term: '寒假',
  deptValue: null,
  coverUrl: null,
  detailHtml: '<p>课程介绍</p>',
  tags: [],
  recommended: false,
  sort: 0,
  teacherIds: [5],
  tutorIds: [],
  onSale: false,
  version: 4,
  updatedAt: '2026-11-20T02:10:00.000Z',
  classes: [
    {
      id: 90,
      skuCode: 'WL8-A',
      name: '周六上午班',
      priceFen: 129900,
      originalPriceFen: null,
      stock: 17,
      sold: 3,
      isGroup: false,
      groupMemberNum: null,
      groupPriceFen: null,
      needLogistics: false,
      taught: true,
    },
  ],
} as unknown as ConsoleGoodsDetail;
