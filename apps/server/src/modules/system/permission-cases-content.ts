import { api } from '../../test/requests';
import { ADMIN, get, PUBLIC, send, type Case, type Inject } from './permission-helpers';

/** A valid release form (the console's 客户端版本 create and edit). */
const VERSION_FORM = {
  platform: 'mac',
  versionName: '4.0.1',
  sizeBytes: 100_000_000,
  releaseDate: '2026-09-01',
  url: 'https://download.example.com/matrix.dmg',
  notes: '权限矩阵',
};

const CAMPAIGN_FORM = {
  title: '矩阵活动',
  body: '活动介绍',
  ctaText: '去看看',
  ctaLink: '/course',
  startDate: '2026-01-01',
  endDate: '2026-01-31',
  published: false,
  version: 0,
};
const ACCOUNT_FORM = { name: '矩阵公众号', wechatId: 'matrix_pub', qrUrl: 'https://weixin.qq.com/r/x', version: 0 };

/**
 * 内容's rows of the permission matrix: the public pages' reads are open to everyone; the console's 内容 pages are
 * admins' (a teacher passes the console gate and gets 403). Every write acts on a fixture row of its own at
 * version 1 (only the admin's request gets through, so each row is changed once).
 */
export function contentCases(inject: Inject): Case[] {
  return [
    { route: 'GET /api/content/help', request: () => get('/content/help'), expect: PUBLIC },
    { route: 'GET /api/content/agreement/:key', request: () => get('/content/agreement/user'), expect: PUBLIC },
    { route: 'GET /api/content/client-versions', request: () => get('/content/client-versions'), expect: PUBLIC },
    { route: 'GET /api/content/licences', request: () => get('/content/licences'), expect: PUBLIC },
    { route: 'GET /api/content/campaign', request: () => get('/content/campaign'), expect: PUBLIC },
    { route: 'GET /api/content/official-account', request: () => get('/content/official-account'), expect: PUBLIC },

    { route: 'GET /api/console/content/help', request: () => get('/console/content/help'), expect: ADMIN },
    {
      route: 'POST /api/console/content/help',
      request: () => send('POST', '/console/content/help', { title: '矩阵文章', body: '正文', sort: 5 }),
      expect: ADMIN,
    },
    {
      route: 'PUT /api/console/content/help/:id',
      request: (f) =>
        send('PUT', `/console/content/help/${f.content.helpEdit}`, {
          title: '改名',
          body: '新正文',
          sort: 1,
          version: 1,
        }),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/content/help/:id/publish',
      request: (f) =>
        send('POST', `/console/content/help/${f.content.helpPublish}/publish`, { published: false, version: 1 }),
      expect: ADMIN,
    },
    {
      route: 'DELETE /api/console/content/help/:id',
      request: (f) => send('DELETE', `/console/content/help/${f.content.helpDelete}?version=1`),
      expect: ADMIN,
    },
    { route: 'GET /api/console/content/agreement', request: () => get('/console/content/agreement'), expect: ADMIN },
    {
      route: 'PUT /api/console/content/agreement/:key',
      request: () =>
        send('PUT', '/console/content/agreement/training', { title: '培训协议', body: '一、总则\n\n正文', version: 1 }),
      expect: ADMIN,
    },
    {
      route: 'GET /api/console/content/client-version',
      request: () => get('/console/content/client-version'),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/content/client-version',
      request: () => send('POST', '/console/content/client-version', VERSION_FORM),
      expect: ADMIN,
    },
    {
      route: 'PUT /api/console/content/client-version/:id',
      request: (f) =>
        send('PUT', `/console/content/client-version/${f.content.versionEdit}`, {
          ...VERSION_FORM,
          versionName: '4.0.2',
          version: 1,
        }),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/content/client-version/:id/publish',
      request: (f) =>
        send('POST', `/console/content/client-version/${f.content.versionPublish}/publish`, {
          published: false,
          version: 1,
        }),
      expect: ADMIN,
    },
    { route: 'GET /api/console/content/licence', request: () => get('/console/content/licence'), expect: ADMIN },
    {
      route: 'POST /api/console/content/licence',
      request: () =>
        send('POST', '/console/content/licence', { title: '矩阵资质', image: '/uploads/images/demo/matrix.png' }),
      expect: ADMIN,
    },
    {
      route: 'PUT /api/console/content/licence/:id',
      request: (f) => send('PUT', `/console/content/licence/${f.content.licenceEdit}`, { title: '改名', version: 1 }),
      expect: ADMIN,
    },
    {
      route: 'DELETE /api/console/content/licence/:id',
      request: (f) => send('DELETE', `/console/content/licence/${f.content.licenceDelete}?version=1`),
      expect: ADMIN,
    },
    {
      // The whole list at the versions it has now (earlier cases added, renamed and removed images).
      route: 'POST /api/console/content/licence/reorder',
      request: async (f) => {
        const res = await inject({ method: 'GET', url: api('/console/content/licence'), headers: f.headers.admin });
        const rows = (res.json().data as unknown as { id: number; version: number }[]).reverse();
        return send('POST', '/console/content/licence/reorder', {
          items: rows.map(({ id, version }) => ({ id, version })),
        });
      },
      expect: ADMIN,
    },
    { route: 'GET /api/console/content/campaign', request: () => get('/console/content/campaign'), expect: ADMIN },
    {
      // Version 0 creates the page (no fixture row): only the admin's request gets through, once.
      route: 'PUT /api/console/content/campaign',
      request: () => send('PUT', '/console/content/campaign', CAMPAIGN_FORM),
      expect: ADMIN,
    },
    {
      route: 'GET /api/console/content/official-account',
      request: () => get('/console/content/official-account'),
      expect: ADMIN,
    },
    {
      route: 'PUT /api/console/content/official-account',
      request: () => send('PUT', '/console/content/official-account', ACCOUNT_FORM),
      expect: ADMIN,
    },
  ];
}
