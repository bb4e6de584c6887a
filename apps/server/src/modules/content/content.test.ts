import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_ROLE_ID, API_PATHS, CONSOLE_ERRORS, TEACHER_ROLE_ID, fillPath } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { api } from '../../test/requests';
import { clientVersionFactory, helpArticleFactory, licenceImageFactory } from '../../test/content-factories';
import { consoleAuditLog } from '../../db/schema';

/** 内容: the public pages read only what is published; the console's writes are admins', audited and versioned. */
let t: TestApp;
let admin: Record<string, string>;
let teacher: Record<string, string>;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url: api(url), payload: payload as never, headers });
const publicGet = async (url: string) => (await t.app.inject({ method: 'GET', url: api(url) })).json().data;
const audits = async (action: string) =>
  t.ctx.db.select().from(consoleAuditLog).where(eq(consoleAuditLog.action, action));

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [ADMIN_ROLE_ID] }));
  teacher = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [TEACHER_ROLE_ID] }));
});
afterAll(() => t.close());

describe('help articles', () => {
  it('the help centre shows published articles in order; the console edits, publishes and deletes them', async () => {
    await helpArticleFactory(t.ctx.db, { title: '草稿', published: false, sort: 0 });
    await helpArticleFactory(t.ctx.db, { title: '第二', sort: 20 });
    const res = await call('POST', API_PATHS.consoleHelpCreate, { title: '第一', body: '正文一', sort: 10 });
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({ published: false, version: 1 });
    expect((await publicGet(API_PATHS.contentHelp)).map((a: { title: string }) => a.title)).toEqual(['第二']);

    const publish = await call('POST', fillPath(API_PATHS.consoleHelpPublish, { id: created.id }), {
      published: true,
      version: 1,
    });
    expect(publish.json().data.version).toBe(2);
    expect(await publicGet(API_PATHS.contentHelp)).toEqual([
      { id: created.id, title: '第一', content: '正文一' },
      expect.objectContaining({ title: '第二' }),
    ]);

    const stale = await call('PUT', fillPath(API_PATHS.consoleHelpItem, { id: created.id }), {
      title: '旧表单',
      body: 'x',
      sort: 1,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('数据已被他人修改，请刷新后重试');
    const saved = await call('PUT', fillPath(API_PATHS.consoleHelpItem, { id: created.id }), {
      title: '第一（新）',
      body: '新正文',
      sort: 10,
      version: 2,
    });
    expect(saved.statusCode).toBe(200);
    expect((await publicGet(API_PATHS.contentHelp))[0].title).toBe('第一（新）');

    const staleDelete = await call('DELETE', `${fillPath(API_PATHS.consoleHelpItem, { id: created.id })}?version=2`);
    expect(staleDelete.statusCode).toBe(409);
    const deleted = await call('DELETE', `${fillPath(API_PATHS.consoleHelpItem, { id: created.id })}?version=3`);
    expect(deleted.statusCode).toBe(200);
    expect((await publicGet(API_PATHS.contentHelp)).map((a: { title: string }) => a.title)).toEqual(['第二']);

    expect(await audits('help.create')).toHaveLength(1);
    const [update] = await audits('help.update');
    expect(update).toMatchObject({ entity: 'helpArticle', entityId: created.id });
    expect(update!.before).toMatchObject({ title: '第一', bodyLength: 3 });
    expect(await audits('help.publish')).toHaveLength(1);
    expect((await audits('help.delete'))[0]!.after).toBeNull();
  });

  it('refuses a bad form with a Chinese message and a teacher with 403; a visitor 401', async () => {
    const bad = await call('POST', API_PATHS.consoleHelpCreate, { title: '', body: '正文', sort: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('请输入标题（不超过 100 个字）');
    const refused = await call('GET', API_PATHS.consoleHelpList, undefined, teacher);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe(CONSOLE_ERRORS.adminOnly.errorCode);
    expect((await call('GET', API_PATHS.consoleHelpList, undefined, {})).statusCode).toBe(401);
  });
});

describe('agreements', () => {
  it('every database has both agreements; an edit shows at once and a stale one changes nothing', async () => {
    const user = await publicGet(fillPath(API_PATHS.contentAgreement, { key: 'user' }));
    expect(user.title).toBe('盐课堂用户服务协议');
    expect(user.body).toContain('一、协议的接受');
    expect((await publicGet(fillPath(API_PATHS.contentAgreement, { key: 'training' }))).title).toBe(
      '盐课堂在线培训服务协议',
    );
    const list = (await call('GET', API_PATHS.consoleAgreementList)).json().data;
    const training = list.find((a: { key: string }) => a.key === 'training');
    const url = fillPath(API_PATHS.consoleAgreementItem, { key: 'training' });
    const ok = await call('PUT', url, {
      title: '培训协议（2027版）',
      body: '一、总则\n\n新条款',
      version: training.version,
    });
    expect(ok.statusCode).toBe(200);
    const stale = await call('PUT', url, { title: '旧', body: '旧', version: training.version });
    expect(stale.statusCode).toBe(409);
    expect((await publicGet(fillPath(API_PATHS.contentAgreement, { key: 'training' }))).body).toBe(
      '一、总则\n\n新条款',
    );
    expect(await audits('agreement.update')).toHaveLength(1);
    expect((await call('GET', '/content/agreement/privacy')).statusCode).toBe(400);
  });
});

describe('client versions', () => {
  const form = {
    platform: 'windows',
    versionName: '3.9.0',
    sizeBytes: 90_596_966,
    releaseDate: '2026-12-01',
    url: 'https://download.example.com/setup-3.9.0.exe',
    notes: '新版本',
  };

  it('the download pages get the newest published release of each platform; a platform’s number is unique', async () => {
    await clientVersionFactory(t.ctx.db, { platform: 'windows', versionName: '3.8.2', releaseDate: '2026-10-28' });
    await clientVersionFactory(t.ctx.db, { platform: 'ios', versionName: '5.12.0', releaseDate: '2026-11-07' });
    await clientVersionFactory(t.ctx.db, {
      platform: 'android',
      versionName: '5.13.0',
      releaseDate: '2026-11-20',
      published: false,
    });
    const created = await call('POST', API_PATHS.consoleClientVersionCreate, form);
    expect(created.statusCode).toBe(200);
    const row = created.json().data;
    let latest = await publicGet(API_PATHS.contentClientVersions);
    expect(latest.map((v: { platform: string; versionName: string }) => `${v.platform} ${v.versionName}`)).toEqual([
      'windows 3.8.2',
      'ios 5.12.0',
    ]);
    await call('POST', fillPath(API_PATHS.consoleClientVersionPublish, { id: row.id }), {
      published: true,
      version: 1,
    });
    latest = await publicGet(API_PATHS.contentClientVersions);
    expect(latest[0]).toMatchObject({ platform: 'windows', versionName: '3.9.0', sizeBytes: 90_596_966 });

    const again = await call('POST', API_PATHS.consoleClientVersionCreate, form);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe(CONSOLE_ERRORS.clientVersionTaken.errorCode);
    const stale = await call('PUT', fillPath(API_PATHS.consoleClientVersionItem, { id: row.id }), {
      ...form,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const bad = await call('POST', API_PATHS.consoleClientVersionCreate, {
      ...form,
      versionName: 'v3',
      url: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(await audits('clientVersion.create')).toHaveLength(1);
    expect(await audits('clientVersion.publish')).toHaveLength(1);
  });
});

describe('licence images', () => {
  it('adds, renames, reorders and removes licence images, each audited; a stale order changes nothing', async () => {
    const a = await licenceImageFactory(t.ctx.db, { title: '办学许可证', sort: 0 });
    const added = await call('POST', API_PATHS.consoleLicenceCreate, {
      title: '营业执照',
      image: '/uploads/images/1/abc.png',
    });
    expect(added.statusCode).toBe(200);
    const b = added.json().data;
    expect(b.sort).toBe(1);
    const notOurs = await call('POST', API_PATHS.consoleLicenceCreate, {
      title: 'x',
      image: 'https://evil.test/a.png',
    });
    expect(notOurs.statusCode).toBe(400);

    const reorder = await call('POST', API_PATHS.consoleLicenceReorder, {
      items: [
        { id: b.id, version: 1 },
        { id: a.id, version: 1 },
      ],
    });
    expect(reorder.statusCode).toBe(200);
    expect((await publicGet(API_PATHS.contentLicences)).map((l: { title: string }) => l.title)).toEqual([
      '营业执照',
      '办学许可证',
    ]);
    const stale = await call('POST', API_PATHS.consoleLicenceReorder, {
      items: [
        { id: a.id, version: 1 },
        { id: b.id, version: 1 },
      ],
    });
    expect(stale.statusCode).toBe(409);
    const partial = await call('POST', API_PATHS.consoleLicenceReorder, { items: [{ id: a.id, version: 2 }] });
    expect(partial.statusCode).toBe(400);

    const renamed = await call('PUT', fillPath(API_PATHS.consoleLicenceItem, { id: a.id }), {
      title: '民办学校办学许可证',
      version: 2,
    });
    expect(renamed.statusCode).toBe(200);
    const removed = await call('DELETE', `${fillPath(API_PATHS.consoleLicenceItem, { id: b.id })}?version=2`);
    expect(removed.statusCode).toBe(200);
    expect(await publicGet(API_PATHS.contentLicences)).toEqual([
      { id: a.id, title: '民办学校办学许可证', image: '/uploads/images/demo/school-licence.png' },
    ]);
    for (const action of ['licence.create', 'licence.reorder', 'licence.update', 'licence.delete'])
      expect(await audits(action)).toHaveLength(1);
  });
});
