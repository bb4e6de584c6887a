import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DemoBroadcaster, type BroadcastTarget } from './demo-broadcast';

let root: string;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'salt-broadcast-test-'));
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

const quiet = { info: () => {}, warn: () => {} };

/** `#EXT-X-MEDIA-SEQUENCE` of a room's live playlist, or null while there is none. */
async function mediaSequence(room: string): Promise<number | null> {
  const text = await fs.readFile(path.join(root, room, 'index.m3u8'), 'utf8').catch(() => null);
  const m = text?.match(/#EXT-X-MEDIA-SEQUENCE:(\d+)/);
  return m ? Number(m[1]) : null;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const target = (room: string, endInMs: number): BroadcastTarget => ({
  room,
  chapterId: 1,
  title: '初一数学·秋季A班',
  subtitle: '第3讲 一元一次方程',
  endAt: new Date(Date.now() + endInMs),
});

describe('demo live broadcast', () => {
  it('puts a live-now session on air as a rolling playlist, restarts a dead ffmpeg and stops on close', async () => {
    const b = new DemoBroadcaster({
      liveRoot: root,
      findLive: async () => [target('room-a', 10 * 60_000)],
      log: quiet,
      segmentSeconds: 1,
      listSize: 3,
      restartDelayMs: 100,
    });
    b.start();
    try {
      await vi.waitFor(async () => expect(await mediaSequence('room-a')).not.toBeNull(), { timeout: 20_000 });
      const first = (await mediaSequence('room-a'))!;
      // Live: the window rolls on (old segments dropped and deleted), no end tag.
      await vi.waitFor(async () => expect(await mediaSequence('room-a')).toBeGreaterThan(first + 1), {
        timeout: 20_000,
        interval: 200,
      });
      const playlist = await fs.readFile(path.join(root, 'room-a', 'index.m3u8'), 'utf8');
      expect(playlist).not.toContain('#EXT-X-ENDLIST');
      const listed = playlist.split('\n').filter((l) => l.endsWith('.ts'));
      expect(listed.length).toBeLessThanOrEqual(3);
      const onDisk = (await fs.readdir(path.join(root, 'room-a'))).filter((f) => f.endsWith('.ts'));
      expect(onDisk).not.toContain(`seg${first}.ts`);
      const segment = await fs.readFile(path.join(root, 'room-a', listed[0]!));
      expect(segment[0]).toBe(0x47);

      // ffmpeg dies: a new one takes over and the sequence goes on upwards.
      const pid = b.pidOf('room-a')!;
      const before = (await mediaSequence('room-a'))!;
      process.kill(pid, 'SIGKILL');
      await vi.waitFor(
        () => {
          const now = b.pidOf('room-a');
          expect(now !== undefined && now !== pid).toBe(true);
        },
        { timeout: 10_000 },
      );
      await vi.waitFor(async () => expect(await mediaSequence('room-a')).toBeGreaterThan(before), {
        timeout: 20_000,
        interval: 200,
      });
      const restarted = b.pidOf('room-a')!;
      await b.close();
      expect(alive(restarted)).toBe(false);
      await expect(fs.access(path.join(root, 'room-a'))).rejects.toThrow();
      expect(b.activeRooms()).toEqual([]);
    } finally {
      await b.close();
    }
  });

  it('stops when the session ends, and starts sessions that go live later', async () => {
    let live: BroadcastTarget[] = [];
    const b = new DemoBroadcaster({
      liveRoot: root,
      findLive: async () => live,
      log: quiet,
      segmentSeconds: 1,
      listSize: 3,
    });
    try {
      await b.scan();
      expect(b.activeRooms()).toEqual([]);
      live = [target('room-b', 4_000)];
      await b.scan();
      expect(b.activeRooms()).toEqual(['room-b']);
      const pid = b.pidOf('room-b')!;
      expect(alive(pid)).toBe(true);
      await vi.waitFor(() => expect(b.activeRooms()).toEqual([]), { timeout: 15_000, interval: 200 });
      await vi.waitFor(() => expect(alive(pid)).toBe(false), { timeout: 5_000 });
      // The folder goes once ffmpeg's exit is seen, a moment after the process is gone.
      await vi.waitFor(() => expect(fs.access(path.join(root, 'room-b'))).rejects.toThrow(), { timeout: 5_000 });
    } finally {
      await b.close();
    }
  });
});
