import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type LiveInfo, type PlaybackRecords, LIVE_ERRORS } from '@salt/domain';
import { chapters } from '../../db/schema';
import { makeHls } from '../../platform/live/hls-media';
import { LocalDiskBlobStore } from '../../platform/storage/local-disk-storage';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { api, bearer, passwordLogin, errorBodyOf } from '../../test/requests';
import { enrol, liveClassFactory } from '../../test/live-factories';
import { canAccessChapter } from '../learning';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function loginAs(u: { username: string; password: string }) {
  return (await passwordLogin(t.app, u.username, u.password)).access_token;
}

async function getInfo(token: string, chapterId: number) {
  return t.app.inject({
    method: 'GET',
    url: api(`${API_PATHS.liveInfo}?chapterId=${chapterId}`),
    headers: bearer(token),
  });
}

/** A class whose finished session has a recording in the private storage (real video with ffmpeg). */
async function classWithRecording() {
  const cls = await liveClassFactory(t.ctx.db);
  const past = cls.chapters[0]!;
  const root = (t.ctx.privateStorage as LocalDiskBlobStore).root;
  const rec = await makeHls(path.join(root, 'playback', String(past.id)), 2);
  await t.ctx.db
    .update(chapters)
    .set({ playbackKey: `playback/${past.id}/index.m3u8`, playbackDurationSec: rec.durationSec })
    .where(eq(chapters.id, past.id));
  return { ...cls, past, rec };
}

describe('access to a session', () => {
  it('the rule: enrolled student, the teacher and tutor; nobody else', async () => {
    const cls = await liveClassFactory(t.ctx.db);
    const other = await liveClassFactory(t.ctx.db);
    const student = await userFactory(t.ctx.db);
    const otherStudent = await userFactory(t.ctx.db);
    await enrol(t.ctx.db, student.id, cls.offering.id);
    await enrol(t.ctx.db, otherStudent.id, other.offering.id);
    const ch = cls.chapters[1]!.id;
    expect(await canAccessChapter(t.ctx, { userId: student.id }, ch)).toBe('student');
    expect(await canAccessChapter(t.ctx, { userId: cls.teacher.id }, ch)).toBe('teacher');
    expect(await canAccessChapter(t.ctx, { userId: cls.tutor.id }, ch)).toBe('tutor');
    expect(await canAccessChapter(t.ctx, { userId: otherStudent.id }, ch)).toBeNull();
    expect(await canAccessChapter(t.ctx, { userId: other.teacher.id }, ch)).toBeNull();
    expect(await canAccessChapter(t.ctx, { userId: student.id }, 999_999)).toBeNull();
  });

  it('an enrolled student gets live info with a token; a stranger and a student of another class get 403', async () => {
    const cls = await liveClassFactory(t.ctx.db);
    const other = await liveClassFactory(t.ctx.db);
    const student = await userFactory(t.ctx.db);
    const stranger = await userFactory(t.ctx.db);
    const otherStudent = await userFactory(t.ctx.db);
    await enrol(t.ctx.db, student.id, cls.offering.id);
    await enrol(t.ctx.db, otherStudent.id, other.offering.id);
    const live = cls.chapters[1]!;

    const res = await getInfo(await loginAs(student), live.id);
    expect(res.statusCode).toBe(200);
    const info = res.json().data as LiveInfo;
    expect(info).toMatchObject({
      chapterId: live.id,
      classBegin: live.startAt.toISOString(),
      classOver: live.endAt.toISOString(),
      state: 'live',
      role: 'student',
      recordQuery: false,
      playbackUrl: null,
    });
    expect(info.hlsUrl).toBe(`/live/${cls.offering.liveRoom}/index.m3u8?token=${encodeURIComponent(info.token)}`);
    const claims = await t.ctx.live.tokens.verify(info.token);
    expect(claims).toMatchObject({ userId: student.id, chapterId: live.id, role: 'student' });
    // Lives until classOver + 30 minutes (here that is under the 3-hour floor, so 3 hours).
    expect(claims!.expiresAt.getTime()).toBeGreaterThanOrEqual(live.endAt.getTime() + 30 * 60_000 - 1000);

    for (const u of [stranger, otherStudent]) {
      const r = await getInfo(await loginAs(u), live.id);
      expect(r.statusCode).toBe(403);
      expect(r.json()).toEqual(errorBodyOf(LIVE_ERRORS.notEnrolled));
    }
    expect((await getInfo(await loginAs(student), 999_999)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: api(`${API_PATHS.liveInfo}?chapterId=${live.id}`) })).statusCode,
    ).toBe(401);
    const teacherInfo = (await getInfo(await loginAs(cls.teacher), cls.chapters[2]!.id)).json().data as LiveInfo;
    expect(teacherInfo).toMatchObject({ role: 'teacher', state: 'upcoming' });
  });

  it('an ended enrolment (refund) loses access', async () => {
    const cls = await liveClassFactory(t.ctx.db);
    const student = await userFactory(t.ctx.db);
    await enrol(t.ctx.db, student.id, cls.offering.id);
    const token = await loginAs(student);
    expect((await getInfo(token, cls.chapters[1]!.id)).statusCode).toBe(200);
    const { enrolments } = await import('../../db/schema');
    await t.ctx.db.update(enrolments).set({ status: 'ended' }).where(eq(enrolments.userId, student.id));
    expect((await getInfo(token, cls.chapters[1]!.id)).statusCode).toBe(403);
  });
});

describe('playback', () => {
  it('serves the recording only with a valid token for that session, with HLS content types', async () => {
    const cls = await classWithRecording();
    const student = await userFactory(t.ctx.db);
    await enrol(t.ctx.db, student.id, cls.offering.id);
    const token = await loginAs(student);

    const res = await t.app.inject({
      method: 'GET',
      url: api(`${API_PATHS.playbackRecords}?chapterId=${cls.past.id}`),
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as PlaybackRecords;
    expect(data.positionSec).toBe(0);
    expect(data.records).toHaveLength(1);
    expect(data.records[0]!.durationSec).toBe(cls.rec.durationSec);
    const url = data.records[0]!.url;
    expect(url).toMatch(new RegExp(`^/api/learn/playback/file/${cls.past.id}/index\\.m3u8\\?token=`));
    const joinToken = new URL(url, 'http://x').searchParams.get('token')!;

    const playlist = await t.app.inject({ method: 'GET', url });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.body).toContain('#EXTM3U');
    // Segment URIs carry the token, since players drop the playlist's query string.
    const segLine = playlist.body.split('\n').find((l) => l.startsWith('seg'))!;
    expect(segLine).toBe(`seg000.ts?token=${encodeURIComponent(joinToken)}`);

    const segUrl = api(`/learn/playback/file/${cls.past.id}/${segLine}`);
    const seg = await t.app.inject({ method: 'GET', url: segUrl });
    expect(seg.statusCode).toBe(200);
    expect(seg.headers['content-type']).toBe('video/mp2t');
    expect(seg.rawPayload.length).toBeGreaterThan(188);
    expect(seg.rawPayload.length % 188).toBe(0);
    expect(seg.rawPayload[0]).toBe(0x47);

    const segPath = api(`/learn/playback/file/${cls.past.id}/seg000.ts`);
    // No token, a forged one, an access token, another session's token: refused.
    expect((await t.app.inject({ method: 'GET', url: segPath })).statusCode).toBe(403);
    const forged = joinToken.slice(0, -4) + (joinToken.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await t.app.inject({ method: 'GET', url: `${segPath}?token=${forged}` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${segPath}?token=${token}` })).statusCode).toBe(403);
    const liveInfo = (await getInfo(token, cls.chapters[1]!.id)).json().data as LiveInfo;
    expect((await t.app.inject({ method: 'GET', url: `${segPath}?token=${liveInfo.token}` })).statusCode).toBe(403);
    // Only files beside the session's playlist.
    const escape = api(`/learn/playback/file/${cls.past.id}/..%2F..%2Fsecret.ts?token=${joinToken}`);
    expect((await t.app.inject({ method: 'GET', url: escape })).statusCode).toBe(404);
    // No spelling of a path reaches a recording without the token (the probe got in with /uploads/%70layback/).
    const id = cls.past.id;
    const spellings = [
      `/uploads/playback/${id}/seg000.ts`,
      `/uploads//playback/${id}/seg000.ts`,
      `/uploads/%70layback/${id}/seg000.ts`,
      `/uploads/%70layback/${id}/index.m3u8`,
      `/uploads/%2570layback/${id}/seg000.ts`,
      `/uploads/PLAYBACK/${id}/seg000.ts`,
      `/uploads/PlayBack/${id}/seg000.ts`,
      `/uploads/playback%2F${id}%2Fseg000.ts`,
      `/uploads/images/../playback/${id}/seg000.ts`,
      `/uploads/images/%2e%2e/playback/${id}/seg000.ts`,
      `/uploads/./playback/${id}/seg000.ts`,
      `/uploads/../private/playback/${id}/seg000.ts`,
      `/uploads/..%2Fprivate%2Fplayback%2F${id}%2Fseg000.ts`,
      `/uploads/%2e%2e/private/playback/${id}/seg000.ts`,
      `/private/playback/${id}/seg000.ts`,
      `/playback/${id}/seg000.ts`,
    ];
    for (const url of spellings) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, ts: res.rawPayload[0] === 0x47 }).toMatchObject({ url, ts: false });
      expect([400, 403, 404]).toContain(res.statusCode);
    }

    // Expired: after the token's lifetime the same URL is refused.
    t.clock.advance(25 * 3600_000);
    try {
      expect((await t.app.inject({ method: 'GET', url: segUrl })).statusCode).toBe(403);
    } finally {
      t.clock.advance(-25 * 3600_000);
    }
  });

  it('a stranger gets no playback; progress is saved and resumed', async () => {
    const cls = await classWithRecording();
    const student = await userFactory(t.ctx.db);
    const stranger = await userFactory(t.ctx.db);
    await enrol(t.ctx.db, student.id, cls.offering.id);
    const token = await loginAs(student);
    const records = (token2: string) =>
      t.app.inject({
        method: 'GET',
        url: api(`${API_PATHS.playbackRecords}?chapterId=${cls.past.id}`),
        headers: bearer(token2),
      });
    expect((await records(await loginAs(stranger))).statusCode).toBe(403);

    const put = (tk: string, positionSec: number) =>
      t.app.inject({
        method: 'PUT',
        url: api(API_PATHS.playbackProgress),
        headers: bearer(tk),
        payload: { chapterId: cls.past.id, positionSec },
      });
    expect((await put(token, 1)).statusCode).toBe(200);
    expect((await put(token, 2)).json()).toEqual({ code: 0, msg: null, data: { positionSec: 2 } });
    expect((await records(token)).json().data.positionSec).toBe(2);
    expect((await put(token, cls.rec.durationSec + 1)).statusCode).toBe(400);
    expect((await put(token, -1)).statusCode).toBe(400);
    expect((await put(await loginAs(stranger), 1)).statusCode).toBe(403);
    expect((await put(await loginAs(cls.teacher), 1)).statusCode).toBe(403);
    expect((await records(token)).json().data.positionSec).toBe(2);
  });
});

describe('local live HLS under /live', () => {
  it('serves DATA_DIR/live/<room>/ only with a token for that room', async () => {
    const cls = await liveClassFactory(t.ctx.db);
    const student = await userFactory(t.ctx.db);
    await enrol(t.ctx.db, student.id, cls.offering.id);
    await makeHls(path.join(t.ctx.config.dataDir, 'live', cls.offering.liveRoom), 2);
    const info = (await getInfo(await loginAs(student), cls.chapters[1]!.id)).json().data as LiveInfo;
    const playlist = await t.app.inject({ method: 'GET', url: info.hlsUrl });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const seg = playlist.body.split('\n').find((l) => l.startsWith('seg'))!;
    const segRes = await t.app.inject({ method: 'GET', url: `/live/${cls.offering.liveRoom}/${seg}` });
    expect(segRes.statusCode).toBe(200);
    expect(segRes.headers['content-type']).toBe('video/mp2t');
    expect((await t.app.inject({ method: 'GET', url: `/live/${cls.offering.liveRoom}/seg000.ts` })).statusCode).toBe(
      403,
    );
    const other = await liveClassFactory(t.ctx.db);
    const wrongRoom = `/live/${other.offering.liveRoom}/index.m3u8?token=${encodeURIComponent(info.token)}`;
    expect((await t.app.inject({ method: 'GET', url: wrongRoom })).statusCode).toBe(403);
  });
});
