import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ADMIN_ROLE_ID, REDEEM_CODE_ALPHABET, TEACHER_ROLE_ID } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { api } from '../../test/requests';
import { consoleAuditLog, couponTemplates, redeemCodes } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = async (roles: number[] = [2], realname?: string) => {
  const user = await userFactory(t.ctx.db, { roles, ...(realname ? { realname } : {}) });
  return { user, headers: await sessionFor(t.ctx, user) };
};
type Headers = Record<string, string>;
const send = (headers: Headers, method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({ method, url: api(url), headers, payload: payload as Record<string, unknown> });
const get = (headers: Headers, url: string) => t.app.inject({ method: 'GET', url: api(url), headers });

const form = (o: Record<string, unknown> = {}) => ({
  name: '满100减30',
  amountFen: 3000,
  thresholdFen: 10000,
  perUserLimit: 1,
  totalQuantity: 10,
  skuIds: [],
  claimable: false,
  validFrom: new Date(Date.now() - 3_600_000).toISOString(),
  validTo: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  ...o,
});

const audits = (entityId: number, action: string) =>
  t.ctx.db
    .select()
    .from(consoleAuditLog)
    .where(
      and(
        eq(consoleAuditLog.entity, 'coupon'),
        eq(consoleAuditLog.entityId, entityId),
        eq(consoleAuditLog.action, action),
      ),
    );

async function created(headers: Headers, o: Record<string, unknown> = {}) {
  const res = await send(headers, 'POST', '/console/coupon', form(o));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

const redeem = (headers: Headers, code: string) => send(headers, 'POST', '/shop/couponuser/redeem', { code });

describe('console coupon templates', () => {
  it('creates, lists by filters, edits at a version (stale 409), all audited; refuses bad forms by field', async () => {
    const admin = await login([ADMIN_ROLE_ID]);
    const teacher = await login([TEACHER_ROLE_ID]);
    const { sku } = await skuFactory(t.ctx.db);
    const name = `春季券${Date.now()}`;
    const id = await created(admin.headers, { name, skuIds: [sku.id], claimable: true });
    expect((await audits(id, 'coupon.create'))[0]).toMatchObject({ before: null, after: { name, amountFen: 3000 } });

    const page = async (q: string) => {
      const res = await get(admin.headers, `/console/coupon/page?${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { total: number; records: { id: number; state: string }[] };
    };
    expect((await page(`name=${encodeURIComponent(name)}&state=ongoing&claimable=true`)).records[0]).toMatchObject({
      id,
      state: 'ongoing',
    });
    expect((await page(`name=${encodeURIComponent(name)}&state=ended`)).total).toBe(0);
    expect((await page(`name=${encodeURIComponent(name)}&claimable=false`)).total).toBe(0);
    expect((await get(admin.headers, '/console/coupon/page?state=nope')).statusCode).toBe(400);
    expect((await get(teacher.headers, '/console/coupon/page')).statusCode).toBe(403);

    const detail = (await get(admin.headers, `/console/coupon/${id}`)).json().data;
    expect(detail).toMatchObject({ version: 1, receivedCount: 0, outstandingCodes: 0, skuIds: [sku.id] });
    // The form's picker and the detail page name the class (课程 · 班级), not its number.
    expect(detail.skus).toEqual([{ id: sku.id, label: expect.stringContaining(' · ') }]);
    const saved = await send(
      admin.headers,
      'PUT',
      `/console/coupon/${id}`,
      form({ name, amountFen: 5000, version: 1 }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ amountFen: 5000, version: 2 });
    expect((await audits(id, 'coupon.update'))[0]).toMatchObject({
      before: { amountFen: 3000 },
      after: { amountFen: 5000 },
    });
    const stale = await send(admin.headers, 'PUT', `/console/coupon/${id}`, form({ name, amountFen: 100, version: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('数据已被他人修改，请刷新后重试');

    // Bad input: field-level Chinese messages, nothing written, never a 5xx.
    const bad = async (o: Record<string, unknown>, msg: string, field?: string) => {
      const res = await send(admin.headers, 'POST', '/console/coupon', form(o));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 1, msg });
      if (field) expect(res.json().data).toEqual({ field });
    };
    await bad({ amountFen: 0 }, '优惠金额须大于0');
    await bad({ thresholdFen: -1 }, '使用门槛不能小于0');
    await bad({ perUserLimit: 0 }, '每人限领至少1张');
    await bad({ validTo: new Date(Date.now() - 7_200_000).toISOString() }, '结束时间须晚于开始时间');
    await bad({ skuIds: [2_000_000_000] }, '所选班级不存在', 'skuIds');
    expect((await get(admin.headers, '/console/coupon/2000000000')).statusCode).toBe(404);
  });

  it('issues to users by mobile and id, skips unknown, repeated and over-limit users, never past the total under races', async () => {
    const admin = await login([ADMIN_ROLE_ID]);
    const id = await created(admin.headers, { totalQuantity: 5 });
    const pupils = await Promise.all(Array.from({ length: 4 }, () => login()));
    const first = await send(admin.headers, 'POST', `/console/coupon/${id}/issue`, {
      mobiles: [pupils[0]!.user.phone, '13000000000', pupils[0]!.user.phone],
      userIds: [pupils[1]!.user.id],
    });
    expect(first.statusCode, first.body).toBe(200);
    const r = first.json().data;
    expect(r.issued.map((i: { userId: number }) => i.userId).sort()).toEqual(
      [pupils[0]!.user.id, pupils[1]!.user.id].sort(),
    );
    expect(r.skipped).toEqual(
      expect.arrayContaining([
        { who: '13000000000', reason: 'unknownUser', text: '用户不存在' },
        { who: pupils[0]!.user.phone, reason: 'duplicate', text: '重复填写' },
      ]),
    );
    const again = (
      await send(admin.headers, 'POST', `/console/coupon/${id}/issue`, { userIds: [pupils[0]!.user.id] })
    ).json().data;
    expect(again).toMatchObject({ issued: [], skipped: [{ reason: 'limit', text: '已达到每人限领数量' }] });
    const issuedAudit = await audits(id, 'coupon.issue');
    expect(issuedAudit).toHaveLength(1);
    expect(issuedAudit[0]).toMatchObject({ before: { receivedCount: 0 }, after: { receivedCount: 2 } });

    // 3 left; racing issues of 2 each: at most one of them fits, the rest 409 and change nothing.
    const racers = await Promise.all(Array.from({ length: 6 }, () => login()));
    const results = await Promise.all(
      [0, 1, 2].map((k) =>
        send(admin.headers, 'POST', `/console/coupon/${id}/issue`, {
          userIds: [racers[2 * k]!.user.id, racers[2 * k + 1]!.user.id],
        }),
      ),
    );
    expect(results.filter((x) => x.statusCode === 200)).toHaveLength(1);
    expect(results.filter((x) => x.statusCode === 409).map((x) => x.json().msg)).toEqual([
      '剩余数量不足，无法全部发放',
      '剩余数量不足，无法全部发放',
    ]);
    const [tpl] = await t.ctx.db.select().from(couponTemplates).where(eq(couponTemplates.id, id));
    expect(tpl!.receivedCount).toBe(4);
    expect((await get(admin.headers, `/console/coupon/${id}`)).json().data).toMatchObject({ receivedCount: 4 });
    // The total cannot drop below what was received.
    const shrink = await send(admin.headers, 'PUT', `/console/coupon/${id}`, form({ totalQuantity: 3, version: 1 }));
    expect(shrink.statusCode).toBe(400);
    expect(shrink.json()).toMatchObject({ data: { field: 'totalQuantity' } });
  });
});

describe('redeem-code batches', () => {
  it('generates unique codes within the total, exports them escaped, and each code redeems once under a race', async () => {
    const admin = await login([ADMIN_ROLE_ID]);
    const id = await created(admin.headers, { totalQuantity: 30, redeemCode: `S${Date.now()}` });
    const over = await send(admin.headers, 'POST', `/console/coupon/${id}/batches`, { count: 31 });
    expect(over.statusCode).toBe(409);
    expect(over.json().msg).toBe('兑换码数量超过优惠券剩余数量');
    expect((await send(admin.headers, 'POST', `/console/coupon/${id}/batches`, { count: 0 })).statusCode).toBe(400);
    const made = await send(admin.headers, 'POST', `/console/coupon/${id}/batches`, { count: 25, note: '=cmd|x' });
    expect(made.statusCode, made.body).toBe(200);
    const batch = made.json().data;
    expect(batch).toMatchObject({ templateId: id, count: 25, redeemed: 0 });
    expect((await audits(id, 'coupon.batch'))[0]).toMatchObject({ after: { batchId: batch.id, count: 25 } });
    // 25 outstanding + 0 received: only 5 more fit.
    expect((await send(admin.headers, 'POST', `/console/coupon/${id}/batches`, { count: 6 })).statusCode).toBe(409);

    const codes = await t.ctx.db.select().from(redeemCodes).where(eq(redeemCodes.batchId, batch.id));
    expect(codes).toHaveLength(25);
    expect(new Set(codes.map((c) => c.code)).size).toBe(25);
    const shape = new RegExp(`^[${REDEEM_CODE_ALPHABET}]{12}$`);
    for (const c of codes) expect(c.code).toMatch(shape);

    // 20 pupils at once on one code: exactly one coupon, the others hear it is used.
    const pupils = await Promise.all(Array.from({ length: 20 }, () => login()));
    const code = codes[0]!.code;
    const results = await Promise.all(pupils.map((p) => redeem(p.headers, code.toLowerCase())));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const losers = results.filter((r) => r.statusCode !== 200);
    expect(losers).toHaveLength(19);
    for (const l of losers) expect(l.json()).toMatchObject({ msg: '兑换码已被使用', errorCode: 'COUPON_CODE_USED' });
    const winner = pupils[results.findIndex((r) => r.statusCode === 200)]!;
    const [row] = await t.ctx.db.select().from(redeemCodes).where(eq(redeemCodes.code, code));
    expect(row).toMatchObject({ redeemedBy: winner.user.id });
    expect(row!.couponUserId).not.toBeNull();
    const [tpl] = await t.ctx.db.select().from(couponTemplates).where(eq(couponTemplates.id, id));
    expect(tpl!.receivedCount).toBe(1);
    // The template's shared code still works.
    const other = pupils.find((p) => p !== winner)!;
    expect((await redeem(other.headers, tpl!.redeemCode!)).statusCode).toBe(200);
    const listed = (await get(admin.headers, `/console/coupon/${id}/batches`)).json().data;
    expect(listed[0]).toMatchObject({ id: batch.id, redeemed: 1, count: 25 });

    // The CSV: BOM, header, the redeemed code with its mobile; a formula-looking cell is escaped.
    const csv = await get(admin.headers, `/console/coupon/batch/${batch.id}/export`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\ufeff兑换码,状态,兑换人手机号,兑换时间\r\n')).toBe(true);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(26);
    expect(lines.find((l) => l.startsWith(code))).toMatch(new RegExp(`^${code},已兑换,${winner.user.phone},\\d{4}-`));
    expect(lines.filter((l) => l.includes(',未兑换,'))).toHaveLength(24);
    expect((await get(admin.headers, '/console/coupon/batch/2000000000/export')).statusCode).toBe(404);
  });

  it('codes still unredeemed keep their share: claims stop short of them, the codes still redeem', async () => {
    const admin = await login([ADMIN_ROLE_ID]);
    const id = await created(admin.headers, { totalQuantity: 3, claimable: true });
    const made = (await send(admin.headers, 'POST', `/console/coupon/${id}/batches`, { count: 2 })).json().data;
    const [a, b, c] = await Promise.all([login(), login(), login()]);
    const receive = (h: Headers) => send(h, 'POST', '/shop/couponuser/receive', { templateId: id });
    expect((await receive(a!.headers)).statusCode).toBe(200);
    const refused = await receive(b!.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('优惠券已领完');
    const codes = await t.ctx.db.select().from(redeemCodes).where(eq(redeemCodes.batchId, made.id));
    expect((await redeem(b!.headers, codes[0]!.code)).statusCode).toBe(200);
    expect((await redeem(c!.headers, codes[1]!.code)).statusCode).toBe(200);
    const [tpl] = await t.ctx.db.select().from(couponTemplates).where(eq(couponTemplates.id, id));
    expect(tpl!.receivedCount).toBe(3);
  });

  it('escapes formula cells in the CSV', async () => {
    const { escapeCsvCell } = await import('../../platform/csv-export');
    expect(escapeCsvCell('=1+1')).toBe("'=1+1");
    expect(escapeCsvCell('+86')).toBe("'+86");
    expect(escapeCsvCell('ABC')).toBe('ABC');
  });
});
