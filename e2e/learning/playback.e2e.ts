import { expect, test, type Locator } from '@playwright/test';
import { api, DEMO_STUDENT, logIn } from '../support/session';
import { shotPath, type MyClass, type OfferingDetail, type PlaybackRecords } from './learning-support';

/**
 * Playback: the demo student opens a finished session's recording from the class's session list, it plays
 * (the <video>'s currentTime advances), a seek is saved when the pupil pauses, and a reload resumes by the
 * page's rule (the last 5 s of a recording count as watched, so a position there starts the recording again).
 *
 * The server makes real HLS recordings (packaged ffmpeg) of every finished demo session in the background at
 * start. Each project uses its own session and resets that session's saved position first, so runs and projects
 * do not meet.
 */

/** The position the page resumes at for a saved position (use-playback-progress.ts `locate`, one record). */
const resumeAt = (durationSec: number, positionSec: number) => (positionSec < durationSec - 5 ? positionSec : 0);

const currentTime = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);

/** Starts the player like a viewer: its own play control (a click on the video), the element's play() if not. */
async function play(video: Locator) {
  if (!(await video.evaluate((v: HTMLVideoElement) => v.paused))) return;
  await video.click();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.paused), { timeout: 2_000 })
    .toBe(false)
    .catch(async () => {
      await video.evaluate((v: HTMLVideoElement) => v.play());
    });
}

test.describe('learning: playback', () => {
  test('a recording plays, a seek is saved and the page resumes after a reload', async ({ page, request }, info) => {
    const project = info.project.name;
    const phone = project === 'phone';
    const token = await logIn(page, phone, DEMO_STUDENT.username, DEMO_STUDENT.password);

    // Finished sessions with a recording, over the student's classes; each project takes its own. The server makes
    // the demo recordings in the background after it starts listening, so they may take a few seconds to appear.
    const classes = await api<MyClass[]>(request, token, 'GET', '/api/learn/offering/my');
    const recorded: { offeringId: number; chapterId: number; title: string }[] = [];
    await expect
      .poll(
        async () => {
          recorded.length = 0;
          for (const c of classes.filter((k) => k.role === 'student')) {
            const detail = await api<OfferingDetail>(request, token, 'GET', `/api/learn/offering/${c.offeringId}`);
            for (const ch of detail.chapters)
              if (ch.state === 'finished' && ch.hasPlayback)
                recorded.push({ offeringId: c.offeringId, chapterId: ch.id, title: ch.title });
          }
          return recorded.length;
        },
        {
          timeout: 60_000,
          message: 'the demo student has finished sessions with recordings (made by the packaged ffmpeg at start)',
        },
      )
      .toBeGreaterThanOrEqual(2);
    const target = recorded[phone ? 1 : 0]!;
    await api(request, token, 'PUT', '/api/learn/playback/progress', { chapterId: target.chapterId, positionSec: 0 });
    const records = await api<PlaybackRecords>(
      request,
      token,
      'GET',
      `/api/learn/playback/records?chapterId=${target.chapterId}`,
    );
    expect(records.records.length).toBeGreaterThan(0);
    const duration = records.records[0]!.durationSec;

    // The class's session list leads to the recording (看回放).
    await page.goto(`/center/course-detail/${target.offeringId}`);
    const row = page.getByTestId('session-row').filter({ hasText: target.title });
    await row.getByRole('button', { name: /看回放/ }).click();
    await expect(page).toHaveURL(new RegExp(`/Playback\\?chapterId=${target.chapterId}(&|$)`));

    // It plays: currentTime advances.
    const video = page.locator('video.hls-player');
    await expect(video).toBeVisible();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    await play(video);
    await expect
      .poll(() => currentTime(video), { timeout: 15_000, message: 'the recording plays' })
      .toBeGreaterThan(0.5);
    await expect(page.getByText(/回放总时长/)).toBeVisible();
    await page.screenshot({ path: shotPath(project, 'playback-playing') });

    // Seek to the middle and pause: the page saves where the pupil is.
    const seekTo = Math.floor(duration / 2);
    await video.evaluate(
      (v: HTMLVideoElement, to: number) =>
        new Promise<void>((resolve) => {
          v.addEventListener('seeked', () => resolve(), { once: true });
          v.currentTime = to;
        }),
      seekTo + 0.3,
    );
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    await expect
      .poll(
        async () =>
          (
            await api<PlaybackRecords>(
              request,
              token,
              'GET',
              `/api/learn/playback/records?chapterId=${target.chapterId}`,
            )
          ).positionSec,
        { timeout: 10_000, message: 'pausing saves the position' },
      )
      .toBeGreaterThanOrEqual(seekTo);
    const saved = (
      await api<PlaybackRecords>(request, token, 'GET', `/api/learn/playback/records?chapterId=${target.chapterId}`)
    ).positionSec;
    expect(saved).toBeLessThanOrEqual(duration);

    // Reload: the page resumes where its rule says.
    await page.reload();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    const expected = resumeAt(duration, saved);
    if (expected > 0) {
      await expect(page.getByTestId('resume-hint')).toBeVisible();
      await expect.poll(() => currentTime(video)).toBeGreaterThanOrEqual(expected - 0.5);
      expect(await currentTime(video)).toBeLessThan(expected + 2);
    } else {
      info.annotations.push({
        type: 'resume',
        description: `recording is ${duration}s: position ${saved}s is in its last 5 s, so the page starts again at 0`,
      });
      await expect(page.getByTestId('resume-hint')).toHaveCount(0);
      expect(await currentTime(video)).toBeLessThan(1);
    }
    await play(video);
    await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(expected + 0.5);
    await page.screenshot({ path: shotPath(project, 'playback-resumed') });
  });
});
