import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS, type LiveInfo } from '@salt/domain';
import { chapters } from './db/schema';
import { HOMEWORK_DEMO_FILES } from './db/seed/homework-demo-files';
import { findEspeakNg, LISTENING_PASSAGES, listeningAudioUrl } from './db/seed/listening-demo-audio';
import { servesLocalLiveHls, startDemoBackground } from './demo-background';
import { createTestApp, testConfig, type TestApp } from './test/test-app';
import { userFactory } from './test/factories';
import { api, bearer, passwordLogin } from './test/requests';
import { enrol, liveClassFactory } from './test/live-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const quiet = { info: () => {}, warn: () => {} };

describe('the demo in the background after listen', () => {
  it('makes the media files and puts the live-now session on air through /live; close stops it', async () => {
    const cls = await liveClassFactory(t.ctx.db);
    const student = await userFactory(t.ctx.db);
    await enrol(t.ctx.db, student.id, cls.offering.id);
    const token = (await passwordLogin(t.app, student.username, student.password)).access_token;
    const liveId = cls.chapters[1]!.id;
    const info = (
      await t.app.inject({
        method: 'GET',
        url: api(`${API_PATHS.liveInfo}?chapterId=${liveId}`),
        headers: bearer(token),
      })
    ).json().data as LiveInfo;
    // Before: nothing writes the room's folder, the live page gets 404 (老师的直播信号暂未接入).
    expect((await t.app.inject({ method: 'GET', url: info.hlsUrl })).statusCode).toBe(404);

    const lines: string[] = [];
    const demo = startDemoBackground(t.ctx.db, t.ctx.config, {
      info: (l) => lines.push(l),
      warn: (l) => lines.push(l),
    });
    try {
      expect(demo.broadcaster).not.toBeNull();
      // The live stream: a playlist whose segments are served (token carried into every URI).
      const playlist = await vi.waitFor(
        async () => {
          const res = await t.app.inject({ method: 'GET', url: info.hlsUrl });
          expect(res.statusCode).toBe(200);
          expect(res.body).toMatch(/\.ts\?token=/);
          return res.body;
        },
        { timeout: 20_000, interval: 250 },
      );
      const segmentUri = playlist.split('\n').find((l) => l.includes('.ts?token='))!;
      const segment = await t.app.inject({ method: 'GET', url: `/live/${cls.offering.liveRoom}/${segmentUri}` });
      expect(segment.statusCode).toBe(200);
      expect(segment.headers['content-type']).toBe('video/mp2t');

      // The media files, made after start-up: the finished session's recording and the homework files.
      await demo.mediaReady;
      expect(lines).toContain('[demo-media] ready');
      const [past] = await t.ctx.db.select().from(chapters).where(eq(chapters.id, cls.chapters[0]!.id));
      expect(past!.playbackKey).toBe(`playback/${past!.id}/index.m3u8`);
      const uploads = path.join(t.ctx.config.dataDir, 'uploads');
      const privateRoot = path.join(t.ctx.config.dataDir, 'private');
      for (const key of [HOMEWORK_DEMO_FILES.board, HOMEWORK_DEMO_FILES.explanation]) {
        await fs.access(path.join(uploads, key));
      }
      for (const key of [HOMEWORK_DEMO_FILES.answerPhoto, HOMEWORK_DEMO_FILES.feedbackPhoto]) {
        await fs.access(path.join(privateRoot, key));
      }
      // Every listening passage's audio, public practice material: served without login, seekable (ranges).
      const voicing = findEspeakNg() ? 'speech' : 'tone';
      for (const p of LISTENING_PASSAGES) {
        const url = listeningAudioUrl(p.key, p.script, voicing);
        const audio = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
        expect(audio.statusCode, url).toBe(206);
        expect(audio.headers['content-type']).toBe('audio/mpeg');
        expect(audio.headers['x-content-type-options']).toBe('nosniff');
        expect(audio.rawPayload.length).toBe(100);
      }
    } finally {
      await demo.close();
    }
    // Off air: the room's files are gone, so no stale playlist looks live.
    expect((await t.app.inject({ method: 'GET', url: info.hlsUrl })).statusCode).toBe(404);
    expect(demo.broadcaster!.activeRooms()).toEqual([]);
  });

  it('broadcasts only when live HLS is this app’s own /live', () => {
    const local = testConfig();
    expect(servesLocalLiveHls(local)).toBe(true);
    expect(servesLocalLiveHls({ ...local, live: { ...local.live, hlsBaseUrl: 'https://media.example/live' } })).toBe(
      false,
    );
    expect(
      servesLocalLiveHls({
        ...local,
        live: { provider: 'tencent', hlsBaseUrl: '/live', tencent: { playDomain: 'p.example', playKey: 'k' } },
      }),
    ).toBe(false);
  });

  it('closing while the media are still being made stops the work without an error', async () => {
    const demo = startDemoBackground(t.ctx.db, { ...t.ctx.config, dataDir: `${t.ctx.config.dataDir}-b` }, quiet);
    await demo.close();
    await expect(demo.mediaReady).resolves.toBeUndefined();
    await fs.rm(`${t.ctx.config.dataDir}-b`, { recursive: true, force: true });
  });

  it('a restart tops the demo up before making media; a failed top-up is logged and media still follow', async () => {
    const lines: string[] = [];
    const log = { info: (l: string) => lines.push(l), warn: (l: string) => lines.push(l) };
    const dataDir = `${t.ctx.config.dataDir}-c`;
    const demo = startDemoBackground(t.ctx.db, { ...t.ctx.config, dataDir }, log, {
      topUp: async () => {
        lines.push('top-up ran');
        throw new Error('boom');
      },
    });
    await demo.close();
    expect(lines[0]).toBe('top-up ran');
    expect(lines).toContain('[demo-seed] top-up failed: boom');
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});
