import { sql, type SQL } from 'drizzle-orm';
import {
  CLOSE_REASON,
  DELIVERY_STATUS,
  GROUP_STATUS,
  ORDER_DISPLAY_TEXT,
  ORDER_STATUS,
  PAY_TYPE_FAILED,
  orderTabOf,
  type OrderDisplayKey,
} from '@salt/domain';
import { groupBuys, orders } from '../../db/schema';

/** The columns the display rule reads; the list query passes the order's and its group's (left join). */
export interface DisplayColumns {
  status: SQL | typeof orders.status;
  payType: SQL | typeof orders.payType;
  closeReason: SQL | typeof orders.closeReason;
  deliveryStatus: SQL | typeof orders.deliveryStatus;
  needLogistics: SQL | typeof orders.needLogistics;
  /** The group's status; NULL for an order bought alone. */
  groupStatus: SQL | typeof groupBuys.status;
}

export const ORDER_DISPLAY_COLUMNS: DisplayColumns = {
  status: orders.status,
  payType: orders.payType,
  closeReason: orders.closeReason,
  deliveryStatus: orders.deliveryStatus,
  needLogistics: orders.needLogistics,
  groupStatus: groupBuys.status,
};

const key = (k: OrderDisplayKey) => sql.raw(`'${k}'`);
const lit = (v: string) => sql.raw(`'${v.replaceAll("'", "''")}'`);

/**
 * `orderDisplayStatus(...).key` of @salt/domain written as SQL, branch for branch (order-display-status.ts,
 * displayKeyOf), so lists filter, count and page in PostgreSQL. A NULL comparison falls through to the next
 * branch exactly as the domain's `===` on null does. order-display-sql.test.ts checks the two agree on every
 * combination of the columns read.
 */
export function orderDisplayKeySql(c: DisplayColumns = ORDER_DISPLAY_COLUMNS): SQL<OrderDisplayKey> {
  const forming = sql`coalesce(${c.groupStatus} = ${lit(GROUP_STATUS.forming)}, false)`;
  return sql<OrderDisplayKey>`case ${c.status}
    when ${lit(ORDER_STATUS.pendingPayment)} then
      case when ${c.payType} = ${lit(PAY_TYPE_FAILED)} then ${key('paymentFailed')} else ${key('pendingPayment')} end
    when ${lit(ORDER_STATUS.closed)} then
      case when ${c.closeReason} = ${lit(CLOSE_REASON.timeout)} then ${key('closedTimeout')}
           when ${c.closeReason} = ${lit(CLOSE_REASON.cancel)} then ${key('closedCancel')}
           else ${key('refunded')} end
    when ${lit(ORDER_STATUS.paid)} then
      case when ${c.deliveryStatus} = ${lit(DELIVERY_STATUS.partial)} then ${key('partlyDelivered')}
           when ${forming} then ${key('groupForming')}
           when coalesce(${c.needLogistics}, false) then ${key('toDeliver')}
           else ${key('paid')} end
    when ${lit(ORDER_STATUS.completed)} then
      case when ${forming} and not coalesce(${c.needLogistics}, false) then ${key('groupForming')}
           else ${key('completed')} end
    when ${lit(ORDER_STATUS.shipped)} then ${key('toReceive')}
    else ${key('unknown')} end`;
}

/** The tab an order lists under (`orderTabOf` of its display key), NULL for an unknown status. */
export function orderTabSql(c: DisplayColumns = ORDER_DISPLAY_COLUMNS): SQL<string | null> {
  const branches = (Object.keys(ORDER_DISPLAY_TEXT) as OrderDisplayKey[])
    .map((k) => [k, orderTabOf(k)] as const)
    .filter((pair): pair is readonly [OrderDisplayKey, NonNullable<ReturnType<typeof orderTabOf>>] => pair[1] !== null)
    .map(([k, tab]) => sql`when ${key(k)} then ${lit(tab)}`);
  return sql<string | null>`case ${orderDisplayKeySql(c)} ${sql.join(branches, sql` `)} else null end`;
}
