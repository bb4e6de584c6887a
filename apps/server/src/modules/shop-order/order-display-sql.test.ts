import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ORDER_TABS, orderDisplayStatus, orderTabOf, type OrderStatusInput } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { api } from '../../test/requests';
import { orderDisplayKeySql, orderTabSql, type DisplayColumns } from './order-display-sql';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Combo {
  status: string;
  payType: string | null;
  closeReason: string | null;
  deliveryStatus: string;
  needLogistics: boolean;
  groupStatus: string | null;
}

/** Every value each column the rule reads can hold, and some it should never hold ('4', 'x', an odd reason). */
function everyCombination(): Combo[] {
  const out: Combo[] = [];
  for (const status of ['0', '1', '2', '3', '4', '5', 'x'])
    for (const payType of [null, 'wechat', 'failed'])
      for (const closeReason of [null, 'timeout', 'cancel', 'refund', 'other'])
        for (const deliveryStatus of ['none', 'partial', 'all'])
          for (const needLogistics of [false, true])
            for (const groupStatus of [null, '0', '1', '2'])
              out.push({ status, payType, closeReason, deliveryStatus, needLogistics, groupStatus });
  return out;
}

const domainInput = (c: Combo): OrderStatusInput => ({
  ...c,
  // The rule reads only the group's status; the counts only shape the tip.
  orderGroupVO: c.groupStatus === null ? null : { status: c.groupStatus, number: 1, memberNum: 3 },
});

describe('display status in SQL', () => {
  it('agrees with the domain rule on every combination of the columns it reads', async () => {
    const combos = everyCombination();
    const cols: DisplayColumns = {
      status: sql`v.status`,
      payType: sql`v.pay_type`,
      closeReason: sql`v.close_reason`,
      deliveryStatus: sql`v.delivery_status`,
      needLogistics: sql`v.need_logistics`,
      groupStatus: sql`v.group_status`,
    };
    const rows = (
      await t.ctx.db.execute<{ n: number; key: string; tab: string | null }>(sql`
        select v.n, ${orderDisplayKeySql(cols)} as key, ${orderTabSql(cols)} as tab
        from jsonb_to_recordset(${JSON.stringify(combos.map((c, n) => ({ n, ...snake(c) })))}::jsonb)
          as v(n int, status varchar, pay_type varchar, close_reason varchar, delivery_status varchar,
               need_logistics boolean, group_status varchar)
        order by v.n`)
    ).rows;
    expect(rows).toHaveLength(combos.length);
    const disagreements = rows.filter((r) => {
      const key = orderDisplayStatus(domainInput(combos[r.n]!)).key;
      return r.key !== key || r.tab !== orderTabOf(key);
    });
    expect(
      disagreements.map((r) => ({
        ...combos[r.n],
        sql: r.key,
        domain: orderDisplayStatus(domainInput(combos[r.n]!)).key,
      })),
    ).toEqual([]);
    // Every display key occurs, so no branch of either side went untested.
    expect(new Set(rows.map((r) => r.key)).size).toBe(12);
  });
});

function snake(c: Combo) {
  return {
    status: c.status,
    pay_type: c.payType,
    close_reason: c.closeReason,
    delivery_status: c.deliveryStatus,
    need_logistics: c.needLogistics,
    group_status: c.groupStatus,
  };
}

describe('order lists page in the database', () => {
  it('counts, filters and pages past 500 orders exactly as the domain rule says', async () => {
    const user = await userFactory(t.ctx.db);
    const headers = await sessionFor(t.ctx, user);
    const { sku } = await skuFactory(t.ctx.db);
    const q = (text: string, values: unknown[] = []) => t.database.pool.query(text, values);
    // Three groups (forming, complete, failed) for the group-bought orders among them.
    const groups = (
      await q(
        `insert into shop_group_buy (sku_id, leader_user_id, member_num, status, expires_at)
         select $1, $2, 3, s, now() + interval '1 day' from unnest(array['0','1','2']) s returning id`,
        [sku.id, user.id],
      )
    ).rows.map((r) => r.id as number);
    // 620 orders cycling through statuses, pay types, close reasons, deliveries, posting and groups; a few share a
    // creation time so the id breaks ties.
    await q(
      `insert into shop_order (order_no, user_id, status, pay_type, close_reason, delivery_status, need_logistics,
         total_fen, pay_fen, group_id, pay_deadline, created_at)
       select 'LIST' || $2::text || '-' || i, $2::int,
         (array['0','1','2','3','5'])[i % 5 + 1],
         (array[null,'wechat','failed'])[i % 3 + 1],
         case when i % 5 = 4 then (array['timeout','cancel','refund',null])[i / 5 % 4 + 1] end,
         case when i % 5 = 1 and i % 7 = 0 then 'partial' else 'none' end,
         i % 2 = 0, 100, 100,
         case when i % 4 = 0 then ($1::int[])[i / 4 % 3 + 1] end,
         now() + interval '1 day', now() - (i / 3) * interval '1 minute'
       from generate_series(1, 620) i`,
      [groups, user.id],
    );
    const all = (
      await q(
        `select o.id, o.status, o.pay_type, o.close_reason, o.delivery_status, o.need_logistics, g.status as group_status
         from shop_order o left join shop_group_buy g on g.id = o.group_id
         where o.user_id = $1 order by o.created_at desc, o.id desc`,
        [user.id],
      )
    ).rows;
    expect(all).toHaveLength(620);
    const tabOf = (r: (typeof all)[number]) =>
      orderTabOf(
        orderDisplayStatus(
          domainInput({
            status: r.status,
            payType: r.pay_type,
            closeReason: r.close_reason,
            deliveryStatus: r.delivery_status,
            needLogistics: r.need_logistics,
            groupStatus: r.group_status,
          }),
        ).key,
      );
    const page = async (tab: string, current: number, size = 50) => {
      const res = await t.app.inject({
        method: 'GET',
        url: api(`/shop/order/my/page?tab=${tab}&current=${current}&size=${size}`),
        headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json().data as { records: { id: number; display: { key: string } }[]; total: number };
    };

    const allPage13 = await page('all', 13);
    expect(allPage13.total).toBe(620);
    expect(allPage13.records.map((o) => o.id)).toEqual(all.slice(600).map((r) => r.id));

    for (const { key: tab } of ORDER_TABS.filter((x) => x.key !== 'all')) {
      const expected = all.filter((r) => tabOf(r) === tab).map((r) => r.id);
      expect(expected.length, tab).toBeGreaterThan(0);
      const ids: number[] = [];
      for (let current = 1; ids.length < expected.length; current += 1) {
        const p = await page(tab, current);
        expect(p.total, tab).toBe(expected.length);
        expect(p.records.length, tab).toBeGreaterThan(0);
        expect(p.records.every((o) => orderTabOf(o.display.key as never) === tab)).toBe(true);
        ids.push(...p.records.map((o) => o.id));
      }
      expect(ids, tab).toEqual(expected);
    }
  });
});
