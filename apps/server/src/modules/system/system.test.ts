import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, GENERIC_ERRORS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { api, errorBodyOf } from '../../test/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('server time', () => {
  it('answers UTC+8 fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: api(API_PATHS.serverTime) });
    const data = res.json().data;
    expect(Math.abs(data.timestamp - Date.now())).toBeLessThan(60_000);
    const china = new Date(data.timestamp + 8 * 3600_000);
    expect(data).toMatchObject({
      year: china.getUTCFullYear(),
      month: china.getUTCMonth() + 1,
      day: china.getUTCDate(),
    });
    expect(data.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('dictionaries', () => {
  it('all types, with 8 subjects, provinces first = default, the grey switch off', async () => {
    const res = await t.app.inject({ method: 'GET', url: api(API_PATHS.dictAll) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.subject.map((s: { value: string }) => s.value)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(data.dept.length).toBeGreaterThan(5);
    expect(data.dept[0]).toMatchObject({ value: '1', label: '北京' });
    expect(data.grade.length).toBe(12);
    expect(data.level_txt.length).toBeGreaterThan(0);
    expect(data.grey_switch).toEqual([{ value: '0', label: '首页置灰', description: expect.any(String) }]);
  });

  it('one type, and the level text', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('/admin/dict/type/grade') });
    expect(res.json().data[0]).toEqual({ value: '1', label: '一年级', description: null });
    const lv = await t.app.inject({ method: 'GET', url: api(API_PATHS.levelTxt) });
    expect(lv.json().data[0].label).toBe('基础班');
  });

  it.each(['nope', "subject' or 1=1", '<x>'])('unknown type %s is a 400', async (type) => {
    const res = await t.app.inject({ method: 'GET', url: api(`/admin/dict/type/${encodeURIComponent(type)}`) });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('字典类型不存在');
  });
});

describe('platform', () => {
  it('health reports the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: api(API_PATHS.health) });
    expect(res.json()).toEqual({ status: 'ok', db: true });
  });

  it('unknown API routes answer a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('/no/such/route') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(errorBodyOf(GENERIC_ERRORS.notFound));
  });

  it('wrong content type and oversize bodies are 4xx envelopes', async () => {
    const xml = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.register),
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe(1);
    const big = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.register),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ realname: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
  });

  it('the OpenAPI document lists every route with an English summary', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const listed = new Set<string>();
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, { summary?: string }>>)) {
      for (const [method, op] of Object.entries(methods)) {
        expect(op.summary, `${method} ${path}`).toMatch(/^[A-Za-z]/);
        listed.add(path.replace(/\{(\w+)\}/g, ':$1').replace(/\{\*\}/g, '*'));
      }
    }
    for (const p of Object.values(API_PATHS)) expect(listed, p).toContain(`/api${p}`);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
