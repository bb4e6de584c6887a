import type { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { ORDER_DISPLAY_TEXT, fenToYuan, type ConsoleOrderFilters, type OrderDisplayKey } from '@salt/domain';
import { groupBuys, orders, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { beijingTime as beijing, escapeCsvCell, streamCsv } from '../../platform/csv-export';
import { buyerNameSql, consoleOrderOrder, consoleOrderWhere, goodsTitlesSql } from './console-order.service';
import { orderDisplayKeySql } from './order-display-sql';

export const CONSOLE_ORDER_CSV_HEADER = [
  '订单号',
  '下单时间',
  '买家',
  '手机号',
  '商品',
  '订单金额(元)',
  '优惠(元)',
  '实付(元)',
  '状态',
  '收货人',
  '收货电话',
  '收货地址',
  '支付时间',
];

const selection = {
  orderNo: orders.orderNo,
  createdAt: orders.createdAt,
  buyerName: buyerNameSql,
  mobile: users.phone,
  goods: goodsTitlesSql,
  totalFen: orders.totalFen,
  couponFen: orders.couponFen,
  promotionFen: orders.promotionFen,
  payFen: orders.payFen,
  displayKey: orderDisplayKeySql(),
  address: orders.address,
  paidAt: orders.paidAt,
};
const KEYS = Object.keys(selection) as (keyof typeof selection)[];

interface Address {
  receiverName?: string;
  mobile?: string;
  province?: string;
  city?: string;
  district?: string;
  detail?: string;
}

function cellsOf(raw: unknown[]): string[] {
  const r = Object.fromEntries(KEYS.map((k, i) => [k, raw[i]])) as Record<keyof typeof selection, unknown>;
  const a = (r.address ?? {}) as Address;
  const cells = [
    String(r.orderNo),
    beijing(r.createdAt as Date),
    String(r.buyerName ?? ''),
    String(r.mobile ?? ''),
    String(r.goods ?? ''),
    fenToYuan(Number(r.totalFen)),
    fenToYuan(Number(r.couponFen) + Number(r.promotionFen)),
    fenToYuan(Number(r.payFen)),
    ORDER_DISPLAY_TEXT[r.displayKey as OrderDisplayKey] ?? ORDER_DISPLAY_TEXT.unknown,
    a.receiverName ?? '',
    a.mobile ?? '',
    [a.province, a.city, a.district, a.detail].filter(Boolean).join(''),
    beijing(r.paidAt as Date | null),
  ];
  return cells.map(escapeCsvCell);
}

/**
 * The filtered order list as CSV (UTF-8 with a BOM, so Excel reads the Chinese), read from PostgreSQL through a
 * cursor in batches and written as it comes: any number of orders, constant memory. The pooled client is released
 * when the stream ends, fails or the download is cancelled (pipeline destroys the source, which closes the
 * generator and runs its `finally`).
 */
export function consoleOrderCsv(ctx: AppContext, q: ConsoleOrderFilters): Readable {
  const query = ctx.db
    .select(selection)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(groupBuys, eq(groupBuys.id, orders.groupId))
    .where(consoleOrderWhere(q) ?? sql`true`)
    .orderBy(...consoleOrderOrder(q))
    .toSQL();

  return streamCsv(ctx.db, query, CONSOLE_ORDER_CSV_HEADER, cellsOf);
}
