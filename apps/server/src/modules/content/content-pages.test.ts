import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_ROLE_ID, API_PATHS, CONSOLE_ERRORS, TEACHER_ROLE_ID, addDays, chinaDay, fillPath } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { api } from '../../test/requests';
import { consoleAuditLog } from '../../db/schema';

/** 活动页 (/advert) and 公众号 (/publicAccount): one row each, read by anyone, saved by admins whole and audited. */
let t: TestApp;
let admin: Record<string, string>;
let teacher: Record<string, string>;
let student: Record<string, string>;

const call = (method: 'GET' | 'PUT', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url: api(url), payload: payload as never, headers });
const publicGet = async (url: string) => (await t.app.inject({ method: 'GET', url: api(url) })).json().data;
const audits = async (action: string) =>
  t.ctx.db.select().from(consoleAuditLog).where(eq(consoleAuditLog.action, action));

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [ADMIN_ROLE_ID] }));
  teacher = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [TEACHER_ROLE_ID] }));
  student = await sessionFor(t.ctx, await userFactory(t.ctx.db));
});
afterAll(() => t.close());

describe('campaign page', () => {
  const today = () => chinaDay(t.clock.now().getTime());
  const form = () => ({
    title: '寒假集训营报名季',
    subtitle: '名师小班直播',
    body: '一、活动介绍\n\n报名即送学习礼包。',
    cover: '/uploads/images/1/cover.png',
    ctaText: '立即报名',
    ctaLink: '/course?term=winter',
    startDate: addDays(today(), -1),
    endDate: addDays(today(), 30),
    published: true,
  });

  it('shows nothing until saved; the console creates it at version 0, then saves at the version read', async () => {
    expect(await publicGet(API_PATHS.contentCampaign)).toEqual({ campaign: null });
    const empty = (await call('GET', API_PATHS.consoleCampaign)).json().data;
    expect(empty).toMatchObject({ title: '', version: 0, published: false, updatedAt: null });

    const created = await call('PUT', API_PATHS.consoleCampaign, { ...form(), published: false, version: 0 });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ title: '寒假集训营报名季', version: 1, published: false });
    expect(await publicGet(API_PATHS.contentCampaign)).toEqual({ campaign: null });
    const twice = await call('PUT', API_PATHS.consoleCampaign, { ...form(), version: 0 });
    expect(twice.statusCode).toBe(409);

    const published = await call('PUT', API_PATHS.consoleCampaign, { ...form(), version: 1 });
    expect(published.json().data.version).toBe(2);
    const { published: _p, ...shown } = form();
    expect(await publicGet(API_PATHS.contentCampaign)).toEqual({ campaign: shown });

    const stale = await call('PUT', API_PATHS.consoleCampaign, { ...form(), title: '旧表单', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('数据已被他人修改，请刷新后重试');

    const [first, second] = await audits('campaign.update');
    expect(first).toMatchObject({ entity: 'campaign', before: null });
    expect(second!.before).toMatchObject({ published: false, bodyLength: 17 });
    expect(second!.after).toMatchObject({ published: true, ctaLink: '/course?term=winter' });
  });

  it('is shown only within its dates (China days, inclusive)', async () => {
    const shownWith = async (startDate: string, endDate: string) => {
      const current = (await call('GET', API_PATHS.consoleCampaign)).json().data;
      const res = await call('PUT', API_PATHS.consoleCampaign, {
        ...form(),
        startDate,
        endDate,
        version: current.version,
      });
      expect(res.statusCode).toBe(200);
      return (await publicGet(API_PATHS.contentCampaign)).campaign !== null;
    };
    expect(await shownWith(addDays(today(), 1), addDays(today(), 9))).toBe(false);
    expect(await shownWith(addDays(today(), -9), addDays(today(), -1))).toBe(false);
    expect(await shownWith(today(), today())).toBe(true);
  });

  it('refuses a bad form with a Chinese message and changes nothing', async () => {
    const bad = async (patch: Record<string, unknown>) => {
      const res = await call('PUT', API_PATHS.consoleCampaign, { ...form(), ...patch, version: 5 });
      expect(res.statusCode).toBe(400);
      return res.json().msg as string;
    };
    expect(await bad({ ctaLink: 'https://evil.test/x' })).toBe('按钮链接须为本站页面路径，如 /course');
    expect(await bad({ ctaLink: '//evil.test/x' })).toBe('按钮链接须为本站页面路径，如 /course');
    expect(await bad({ ctaLink: 'javascript:alert(1)' })).toBe('按钮链接须为本站页面路径，如 /course');
    expect(await bad({ endDate: addDays(form().startDate, -1) })).toBe('结束日期不能早于开始日期');
    expect(await bad({ title: '' })).toBe('请输入活动标题（不超过 40 个字）');
    expect(await bad({ cover: 'https://evil.test/a.png' })).toBe('封面须为本站上传的图片');
    expect(await audits('campaign.update')).toHaveLength(5);
  });
});

describe('official account', () => {
  const form = {
    name: '盐课堂',
    wechatId: 'yanketang_edu',
    qrUrl: 'https://weixin.qq.com/r/mp/abc123',
    qrImage: '',
    intro: '每周推送学习方法',
  };

  it('gives the account and the 盐值 rule for reading it; the rule follows the points console', async () => {
    expect(await publicGet(API_PATHS.contentOfficialAccount)).toEqual({
      account: null,
      points: { name: '浏览公众号', amount: 5, dailyCap: 1 },
    });
    const saved = await call('PUT', API_PATHS.consoleOfficialAccount, { ...form, version: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ ...form, version: 1 });
    expect((await publicGet(API_PATHS.contentOfficialAccount)).account).toEqual(form);

    const rule = fillPath(API_PATHS.consolePointsRule, { code: 'viewWechatPub' });
    expect((await call('PUT', rule, { amount: 8, dailyCap: 2, enabled: true })).statusCode).toBe(200);
    expect((await publicGet(API_PATHS.contentOfficialAccount)).points).toEqual({
      name: '浏览公众号',
      amount: 8,
      dailyCap: 2,
    });
    await call('PUT', rule, { amount: 8, dailyCap: 2, enabled: false });
    expect((await publicGet(API_PATHS.contentOfficialAccount)).points).toBeNull();

    const renamed = await call('PUT', API_PATHS.consoleOfficialAccount, { ...form, name: '盐课堂学习', version: 1 });
    expect(renamed.json().data.version).toBe(2);
    const [, update] = await audits('officialAccount.update');
    expect(update).toMatchObject({ entity: 'officialAccount' });
    expect(update!.before).toMatchObject({ name: '盐课堂' });
    expect(update!.after).toMatchObject({ name: '盐课堂学习' });
  });

  it('needs a QR (content or image) and a valid WeChat id, in Chinese', async () => {
    const bad = async (patch: Record<string, unknown>) => {
      const res = await call('PUT', API_PATHS.consoleOfficialAccount, { ...form, ...patch, version: 2 });
      expect(res.statusCode).toBe(400);
      return res.json().msg as string;
    };
    expect(await bad({ qrUrl: '', qrImage: '' })).toBe('请填写二维码内容或上传二维码图片');
    expect(await bad({ wechatId: '1abc' })).toBe('微信号为 6–20 位字母、数字、下划线或减号，以字母开头');
    expect(await bad({ qrUrl: 'http://weixin.qq.com/r/x' })).toBe('二维码内容须为以 https:// 开头的网址');
    const withImage = await call('PUT', API_PATHS.consoleOfficialAccount, {
      ...form,
      qrUrl: '',
      qrImage: '/uploads/images/1/qr.png',
      version: 2,
    });
    expect(withImage.statusCode).toBe(200);
  });
});

describe('who may edit', () => {
  it('a teacher and a student get 403, a visitor 401, on both console pages; everyone reads the public ones', async () => {
    for (const path of [API_PATHS.consoleCampaign, API_PATHS.consoleOfficialAccount]) {
      for (const headers of [teacher, student]) {
        const read = await call('GET', path, undefined, headers);
        expect(read.statusCode).toBe(403);
        const write = await call('PUT', path, { version: 0 }, headers);
        expect(write.statusCode).toBe(403);
      }
      expect((await call('GET', path, undefined, {})).statusCode).toBe(401);
    }
    const teacherRead = await call('GET', API_PATHS.consoleCampaign, undefined, teacher);
    expect(teacherRead.json().errorCode).toBe(CONSOLE_ERRORS.adminOnly.errorCode);
    for (const headers of [student, {}])
      expect((await call('GET', API_PATHS.contentOfficialAccount, undefined, headers)).statusCode).toBe(200);
  });
});
