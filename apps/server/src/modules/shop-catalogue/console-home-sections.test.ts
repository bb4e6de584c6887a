import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ADMIN_ROLE_ID,
  API_PATHS,
  CONSOLE_ERRORS,
  HOME_SECTION_MESSAGES,
  SUBJECT_VALUES,
  TEACHER_ROLE_ID,
  type ConsoleHomeSection,
  type ShopLayout,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { api, errorBodyOf } from '../../test/requests';
import { consoleAuditLog, shopHomeSections, spus } from '../../db/schema';

/** 首页分区: staff order the home page's subject sections, hide some and rename them. */
let t: TestApp;
let admin: Record<string, string>;
let teacher: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [ADMIN_ROLE_ID, TEACHER_ROLE_ID] }));
  teacher = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [TEACHER_ROLE_ID] }));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', payload?: unknown, headers = admin) =>
  t.app.inject({ method, url: api(API_PATHS.consoleHomeSections), payload: payload as never, headers });
const layout = async () =>
  (await t.app.inject({ method: 'GET', url: api(API_PATHS.spuLayout) })).json().data as ShopLayout;
const list = async () => (await call('GET')).json().data as ConsoleHomeSection[];
/** The list as read, saved back in `order` (subjects), with edits per subject. */
const saveOf = (
  read: ConsoleHomeSection[],
  order: string[],
  edit: Record<string, Partial<{ title: string | null; shown: boolean }>> = {},
) => ({
  items: order.map((subject) => {
    const s = read.find((x) => x.subject === subject)!;
    return { subject, title: s.title, shown: s.shown, version: s.version, ...edit[subject] };
  }),
});

describe('首页分区', () => {
  it('the home page follows the order, visibility and titles staff save; writes drop the layout cache', async () => {
    for (const subject of ['2', '3', '4']) {
      const goods = await skuFactory(t.ctx.db, { spuTitle: `分区课程${subject}` });
      await t.ctx.db.update(spus).set({ subject }).where(eq(spus.id, goods.spu.id));
    }
    await t.ctx.caches.invalidate('catalogue');
    expect((await layout()).sections.map((s) => s.subject)).toEqual(['2', '3', '4']);

    const read = await list();
    expect(read.map((s) => s.subject)).toEqual([...SUBJECT_VALUES]);
    expect(read.find((s) => s.subject === '3')).toMatchObject({ label: '英语', title: null, shown: true, version: 0 });
    expect(read.find((s) => s.subject === '4')!.onSaleCount).toBeGreaterThanOrEqual(1);

    const order = ['3', '1', '2', '4', '5', '6', '7', '8'];
    const saved = await call('PUT', saveOf(read, order, { '4': { shown: false }, '3': { title: '英语听说' } }));
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json().data as ConsoleHomeSection[];
    expect(after.map((s) => s.subject)).toEqual(order);
    expect(after[0]).toMatchObject({ subject: '3', title: '英语听说', version: 1 });

    // The cached layout was dropped: the new order shows at once.
    const sections = (await layout()).sections;
    expect(sections.map((s) => s.subject)).toEqual(['3', '2']);
    expect(sections[0]!.title).toBe('英语听说');
    expect(sections[1]!.title).toBe('数学');

    const [audit] = await t.ctx.db
      .select()
      .from(consoleAuditLog)
      .where(and(eq(consoleAuditLog.action, 'homeSection.arrange'), eq(consoleAuditLog.entity, 'homeSection')));
    expect(audit).toBeDefined();
    const before = audit!.before as { sections: { subject: string; shown: boolean }[] };
    const afterAudit = audit!.after as { sections: { subject: string; title: string | null; shown: boolean }[] };
    expect(before.sections.map((s) => s.subject)).toEqual([...SUBJECT_VALUES]);
    expect(afterAudit.sections[0]).toEqual({ subject: '3', title: '英语听说', shown: true });
    expect(afterAudit.sections.find((s) => s.subject === '4')!.shown).toBe(false);
  });

  it('refuses a save over a stale version with 409 and changes nothing', async () => {
    const read = await list();
    const order = read.map((s) => s.subject);
    const first = await call('PUT', saveOf(read, order, { '1': { title: '语文阅读' } }));
    expect(first.statusCode, first.body).toBe(200);
    const stale = await call('PUT', saveOf(read, [...order].reverse()));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(errorBodyOf(CONSOLE_ERRORS.staleVersion));
    expect((await list()).map((s) => s.subject)).toEqual(order);
    // A subject someone else saved first (its row exists) cannot be created again at version 0.
    const fresh = await list();
    const withZero = saveOf(fresh, order);
    withZero.items[0]!.version = 0;
    expect((await call('PUT', withZero)).statusCode).toBe(409);
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const read = await list();
    const order = read.map((s) => s.subject);
    const before = await t.ctx.db.select().from(shopHomeSections);
    const tooLong = await call('PUT', saveOf(read, order, { '2': { title: '一二三四五六七八九十一二三' } }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().msg).toBe(HOME_SECTION_MESSAGES.title);
    const missing = await call('PUT', { items: saveOf(read, order).items.slice(1) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe(HOME_SECTION_MESSAGES.items);
    const twice = saveOf(read, order);
    twice.items[1] = { ...twice.items[0]! };
    expect((await call('PUT', twice)).json().msg).toBe(HOME_SECTION_MESSAGES.items);
    const unknown = saveOf(read, order);
    unknown.items[0] = { ...unknown.items[0]!, subject: '9' };
    expect((await call('PUT', unknown)).json().msg).toBe(HOME_SECTION_MESSAGES.subject);
    expect(await t.ctx.db.select().from(shopHomeSections)).toEqual(before);
  });

  it('is for admins only', async () => {
    expect((await call('GET', undefined, teacher)).statusCode).toBe(403);
    const read = await list();
    const refused = await call(
      'PUT',
      saveOf(
        read,
        read.map((s) => s.subject),
      ),
      teacher,
    );
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: api(API_PATHS.consoleHomeSections) })).statusCode).toBe(401);
  });
});
