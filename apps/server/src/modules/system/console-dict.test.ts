import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ADMIN_ROLE_ID,
  API_PATHS,
  CONSOLE_ERRORS,
  TEACHER_ROLE_ID,
  fillPath,
  type ConsoleDictList,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { api } from '../../test/requests';
import { consoleAuditLog } from '../../db/schema';

/** The console's 字典: admins rename, reorder and add entries and turn the home page grey; every page sees it at once. */
let t: TestApp;
let admin: Record<string, string>;
let teacher: Record<string, string>;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url: api(url), payload: payload as never, headers });
const list = async () => (await call('GET', API_PATHS.consoleDict)).json().data as ConsoleDictList;
const publicDicts = async () =>
  (await t.app.inject({ method: 'GET', url: api(API_PATHS.dictAll) })).json().data as Record<
    string,
    { value: string; label: string }[]
  >;
const audits = async (action: string) =>
  t.ctx.db.select().from(consoleAuditLog).where(eq(consoleAuditLog.action, action));

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [ADMIN_ROLE_ID] }));
  teacher = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [TEACHER_ROLE_ID] }));
});
afterAll(() => t.close());

describe('console dictionaries', () => {
  it('lists the four lists with versions and the grey switch; a teacher is refused', async () => {
    const data = await list();
    expect(data.types.map((x) => x.label)).toEqual(['学科', '地区', '年级', '等级文案']);
    expect(data.grey).toBe(false);
    expect(data.types.find((x) => x.type === 'grade')!.items.length).toBeGreaterThan(5);
    const refused = await call('GET', API_PATHS.consoleDict, undefined, teacher);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe(CONSOLE_ERRORS.adminAction.errorCode);
  });

  it('renames an entry at its version; the public dictionaries show it at once; a stale form changes nothing', async () => {
    // The public list is cached for 30 s: read it first so the edit must empty the cache to show.
    await publicDicts();
    const subject = (await list()).types.find((x) => x.type === 'subject')!.items[0]!;
    const res = await call('PUT', fillPath(API_PATHS.consoleDictItem, { id: subject.id }), {
      label: '数学（新）',
      sort: subject.sort,
      version: subject.version,
    });
    expect(res.statusCode).toBe(200);
    expect((await publicDicts()).subject!.find((s) => s.value === subject.value)!.label).toBe('数学（新）');
    const stale = await call('PUT', fillPath(API_PATHS.consoleDictItem, { id: subject.id }), {
      label: '旧名',
      sort: 0,
      version: subject.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('数据已被他人修改，请刷新后重试');
    expect((await publicDicts()).subject!.find((s) => s.value === subject.value)!.label).toBe('数学（新）');
    const [audit] = await audits('dict.update');
    expect(audit).toMatchObject({ entity: 'dict', entityId: subject.id });
    expect(audit!.before).toMatchObject({ label: subject.label });
  });

  it('adds an entry with a value of its own; a taken value or a bad one is refused', async () => {
    const add = (body: object) => call('POST', API_PATHS.consoleDictItemCreate, body);
    const res = await add({ type: 'dept', value: 'hainan', label: '海南', sort: 30 });
    expect(res.statusCode).toBe(200);
    expect((await publicDicts()).dept!.some((d) => d.value === 'hainan' && d.label === '海南')).toBe(true);
    const again = await add({ type: 'dept', value: 'hainan', label: '海南2', sort: 31 });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe(CONSOLE_ERRORS.dictValueTaken.errorCode);
    const bad = await add({ type: 'grey_switch', value: 'x y', label: '', sort: -1 });
    expect(bad.statusCode).toBe(400);
    expect(await audits('dict.create')).toHaveLength(1);
  });

  it('turns the home page grey and back, at a version', async () => {
    const { greyVersion } = await list();
    expect((await call('POST', API_PATHS.consoleDictGrey, { on: true, version: greyVersion })).statusCode).toBe(200);
    expect((await publicDicts()).grey_switch).toEqual([expect.objectContaining({ value: '1' })]);
    expect((await list()).grey).toBe(true);
    const stale = await call('POST', API_PATHS.consoleDictGrey, { on: false, version: greyVersion });
    expect(stale.statusCode).toBe(409);
    expect((await call('POST', API_PATHS.consoleDictGrey, { on: false, version: greyVersion + 1 })).statusCode).toBe(
      200,
    );
    expect((await publicDicts()).grey_switch).toEqual([expect.objectContaining({ value: '0' })]);
    expect(await audits('dict.grey')).toHaveLength(2);
  });
});
