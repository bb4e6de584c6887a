import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ADMIN_ROLE_ID,
  API_PATHS,
  CONSOLE_ERRORS,
  LEARNING_ERRORS,
  LIVE_ERRORS,
  LIVE_ROOM_MESSAGES,
  fillPath,
  type ConsoleLiveSettings,
  type LiveInfo,
  type OfferingDetail,
  type PlaybackRecords,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { enrol, liveClassFactory } from '../../test/live-factories';
import { api, errorBodyOf } from '../../test/requests';
import { chapters, consoleAuditLog } from '../../db/schema';

/** 直播间设置: the console's save and what the pupil's live page, class lists and playback make of it. */
let t: TestApp;
let admin: Record<string, string>;
let teacher: Record<string, string>;
let pupil: Record<string, string>;
let cls: Awaited<ReturnType<typeof liveClassFactory>>;

type Method = 'GET' | 'PUT';
const call = (method: Method, headers: Record<string, string>, url: string, payload?: unknown) =>
  t.app.inject({ method, url: api(url), headers, ...(payload === undefined ? {} : { payload: payload as never }) });
const settingsUrl = () => fillPath(API_PATHS.consoleClassLiveSettings, { skuId: cls.offering.skuId });
const read = async (headers = admin) => (await call('GET', headers, settingsUrl())).json().data as ConsoleLiveSettings;
async function save(form: Partial<ConsoleLiveSettings>, headers = admin) {
  const now = await read();
  const { entryLeadMinutes, playbackOpen, interactionOpen, version } = { ...now, ...form };
  return call('PUT', headers, settingsUrl(), { entryLeadMinutes, playbackOpen, interactionOpen, version });
}
const info = async (chapterId: number, headers = pupil) =>
  (await call('GET', headers, `${API_PATHS.liveInfo}?chapterId=${chapterId}`)).json().data as LiveInfo;
const detail = async (headers = pupil) =>
  (await call('GET', headers, fillPath(API_PATHS.learnOffering, { id: cls.offering.id }))).json()
    .data as OfferingDetail;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  // One finished session (with a recording), one starting in 10 minutes, one tomorrow.
  cls = await liveClassFactory(db, { offsetsMin: [-24 * 60, 10, 24 * 60] });
  await db
    .update(chapters)
    .set({ playbackKey: `playback/${cls.chapters[0]!.id}/index.m3u8`, playbackDurationSec: 120 })
    .where(eq(chapters.id, cls.chapters[0]!.id));
  const p = await userFactory(db);
  await enrol(db, p.id, cls.offering.id);
  pupil = await sessionFor(t.ctx, p);
  admin = await sessionFor(t.ctx, await userFactory(db, { roles: [ADMIN_ROLE_ID] }));
  teacher = await sessionFor(t.ctx, cls.teacher);
});
afterAll(() => t.close());

describe('console live room settings', () => {
  it('starts with the defaults: no lead, playback open, interaction on', async () => {
    expect(await read()).toMatchObject({
      skuId: cls.offering.skuId,
      offeringId: cls.offering.id,
      liveRoom: cls.offering.liveRoom,
      entryLeadMinutes: 0,
      playbackOpen: true,
      interactionOpen: true,
      version: 1,
    });
  });

  it('lets a pupil in only from the lead before the start', async () => {
    const soon = cls.chapters[1]!;
    expect(await info(soon.id)).toMatchObject({ state: 'upcoming', mayEnter: false });
    expect((await detail()).chapters[1]!.mayEnter).toBe(false);

    expect((await save({ entryLeadMinutes: 5 })).statusCode).toBe(200);
    expect((await info(soon.id)).mayEnter).toBe(false);

    expect((await save({ entryLeadMinutes: 15 })).statusCode).toBe(200);
    const open = await info(soon.id);
    expect(open).toMatchObject({ state: 'upcoming', mayEnter: true });
    expect(new Date(open.entryOpensAt).getTime()).toBe(soon.startAt.getTime() - 15 * 60_000);
    expect((await detail()).chapters[1]!.mayEnter).toBe(true);
    // Tomorrow's session is still closed; the finished one is over.
    expect((await info(cls.chapters[2]!.id)).mayEnter).toBe(false);
    expect((await info(cls.chapters[0]!.id)).mayEnter).toBe(false);
  });

  it('hides recordings from pupils while playback is off, not from the teacher', async () => {
    const past = cls.chapters[0]!.id;
    expect((await info(past)).playbackUrl).not.toBeNull();
    expect((await save({ playbackOpen: false })).statusCode).toBe(200);

    const forPupil = await info(past);
    expect(forPupil).toMatchObject({ recordQuery: true, playbackUrl: null, playbackOpen: false });
    const records = (await call('GET', pupil, `${API_PATHS.playbackRecords}?chapterId=${past}`)).json()
      .data as PlaybackRecords;
    expect(records).toMatchObject({ records: [], playbackOpen: false });
    expect((await detail()).chapters[0]).toMatchObject({ hasPlayback: true, playbackOpen: false });
    // The live token does not reach the recording's files either.
    const file = await t.app.inject({
      method: 'GET',
      url: api(`/learn/playback/file/${past}/index.m3u8?token=${encodeURIComponent(forPupil.token)}`),
    });
    expect(file.statusCode).toBe(403);
    expect(file.json()).toEqual(errorBodyOf(LIVE_ERRORS.playbackClosed));

    const forTeacher = await info(past, teacher);
    expect(forTeacher.playbackUrl).not.toBeNull();
    expect(forTeacher.playbackOpen).toBe(true);
    const teacherRecords = (await call('GET', teacher, `${API_PATHS.playbackRecords}?chapterId=${past}`)).json()
      .data as PlaybackRecords;
    expect(teacherRecords.records).toHaveLength(1);

    expect((await save({ playbackOpen: true })).statusCode).toBe(200);
    expect((await info(past)).playbackUrl).not.toBeNull();
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const before = await read();
    const res = await call('PUT', admin, settingsUrl(), {
      entryLeadMinutes: 30,
      playbackOpen: before.playbackOpen,
      interactionOpen: before.interactionOpen,
      version: before.version - 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(errorBodyOf(CONSOLE_ERRORS.staleVersion));
    expect(await read()).toEqual(before);
  });

  it('audits each save with the settings before and after', async () => {
    const before = await read();
    const res = await save({ entryLeadMinutes: 20, interactionOpen: false }, teacher);
    expect(res.statusCode).toBe(200);
    expect((res.json().data as ConsoleLiveSettings).version).toBe(before.version + 1);
    const [row] = await t.ctx.db
      .select()
      .from(consoleAuditLog)
      .where(and(eq(consoleAuditLog.action, 'class.liveSettings'), eq(consoleAuditLog.entityId, cls.offering.id)))
      .orderBy(consoleAuditLog.id)
      .limit(100)
      .then((rows) => rows.slice(-1));
    expect(row).toMatchObject({
      entity: 'liveRoom',
      actorId: cls.teacher.id,
      before: { entryLeadMinutes: before.entryLeadMinutes, playbackOpen: true, interactionOpen: true },
      after: { entryLeadMinutes: 20, playbackOpen: true, interactionOpen: false },
    });
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const before = await read();
    for (const entryLeadMinutes of [-1, 61, 2.5, '10']) {
      const res = await call('PUT', admin, settingsUrl(), {
        entryLeadMinutes,
        playbackOpen: true,
        interactionOpen: true,
        version: before.version,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain(LIVE_ROOM_MESSAGES.entryLead);
    }
    const noFlag = await call('PUT', admin, settingsUrl(), { entryLeadMinutes: 0, version: before.version });
    expect(noFlag.statusCode).toBe(400);
    expect(await read()).toEqual(before);
  });

  it('lets admins and the class teacher in; another teacher, the pupil and an unknown class are refused', async () => {
    const other = await liveClassFactory(t.ctx.db);
    const otherTeacher = await sessionFor(t.ctx, other.teacher);
    const res = await call('GET', otherTeacher, settingsUrl());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(errorBodyOf(LEARNING_ERRORS.liveSettingsNotYourClass));
    expect((await call('GET', pupil, settingsUrl())).statusCode).toBe(403);
    expect((await call('GET', teacher, settingsUrl())).statusCode).toBe(200);
    const unknown = fillPath(API_PATHS.consoleClassLiveSettings, { skuId: 999_999 });
    expect((await call('GET', admin, unknown)).statusCode).toBe(404);
  });
});
