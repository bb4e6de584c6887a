import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LiveSocket } from '../support/live-socket';
import { api, apiLogin, DEMO_STUDENT, DEMO_TEACHER, logIn } from '../support/session';
import { shotPath, type LiveInfo, type MyClass } from './learning-support';

/**
 * The live class: the demo student enters the session that is live now from the learning centre and its live
 * video plays (the demo server's broadcast); the test then plays the demo teacher over the interaction WebSocket
 * from Node (docs/live-protocol.md): a roll call the student answers in the page (the teacher sees
 * `rollcall.answered`), then a question the student answers once (the teacher sees the stats, the page the result
 * when the teacher closes it).
 *
 * The demo seed lays the student's current class around the time the database was first seeded: one session
 * runs from 20 min before to 70 min after it. Every run starts its own roll call and question, so runs and
 * projects do not meet; when no session is live the test fails and says what the learning centre shows.
 */

/** The student's class with a session live now; without one, fail saying what the learning centre shows. */
async function liveClass(page: Page, request: APIRequestContext, token: string, project: string): Promise<MyClass> {
  const classes = await api<MyClass[]>(request, token, 'GET', '/api/learn/offering/my');
  const live = classes.find((c) => c.role === 'student' && c.nextChapter?.state === 'live');
  if (live) return live;
  await page.goto('/center');
  await page.screenshot({ path: shotPath(project, 'live-missing') });
  const shown = classes
    .map((c) => {
      const n = c.nextChapter;
      return `${c.title}: ${n ? `第${n.seq}讲 ${n.state} ${n.startAt}–${n.endAt}` : '本班课程已全部结束'}`;
    })
    .join('; ');
  throw new Error(
    `no session of the demo student is live now (${new Date().toISOString()}). The demo seed makes one live from ` +
      `20 min before to 70 min after the database is first seeded; start the server on a fresh DATA_DIR. ` +
      `/center shows: ${shown || 'no classes'}`,
  );
}

test.describe('learning: live class', () => {
  test('the demo teacher calls the roll and asks a question; the student answers in the page', async ({
    page,
    request,
    baseURL,
  }, info) => {
    const project = info.project.name;
    const phone = project === 'phone';
    const token = await logIn(page, phone, DEMO_STUDENT.username, DEMO_STUDENT.password);
    const student = await apiLogin(request, DEMO_STUDENT.username, DEMO_STUDENT.password);
    const cls = await liveClass(page, request, token, project);
    const chapterId = cls.nextChapter!.id;

    // The learning centre's card of the live class leads into the classroom.
    await page.goto('/center');
    const card = page.getByTestId('class-card').filter({ hasText: cls.title });
    await expect(card.locator('.learn-state')).toHaveText('直播中');
    await card.getByRole('button', { name: /进入教室/ }).click();
    await expect(page).toHaveURL(new RegExp(`/center/live/${chapterId}$`));
    await expect(page.getByText('互动已连接')).toBeVisible({ timeout: 15_000 });

    // The live video plays: the demo server broadcasts every live-now session (a looping HLS stream from the
    // packaged ffmpeg), so the player starts and its currentTime moves on; no 老师的直播信号暂未接入.
    const video = page.locator('video.hls-player');
    await expect(video).toBeVisible();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), {
        timeout: 20_000,
        message: 'the live stream loads',
      })
      .toBeGreaterThanOrEqual(2);
    if (await video.evaluate((v: HTMLVideoElement) => v.paused)) await video.click();
    if (await video.evaluate((v: HTMLVideoElement) => v.paused))
      await video.evaluate((v: HTMLVideoElement) => v.play().catch(() => {}));
    const startedAt = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), {
        timeout: 15_000,
        message: 'the live video plays (currentTime advances)',
      })
      .toBeGreaterThan(startedAt + 1);
    await expect(page.getByText('老师的直播信号暂未接入')).toHaveCount(0);
    await page.screenshot({ path: shotPath(project, 'live-playing') });

    // The teacher joins over the socket with their own join token.
    const teacher = await apiLogin(request, DEMO_TEACHER.username, DEMO_TEACHER.password);
    const teacherInfo = await api<LiveInfo>(
      request,
      teacher.token,
      'GET',
      `/api/learn/live/info?chapterId=${chapterId}`,
    );
    expect(teacherInfo.role, 'the demo teacher teaches the live class').not.toBe('student');
    const wsBase = new URL(baseURL!).origin.replace(/^http/, 'ws');
    const socket = await LiveSocket.open(
      `${wsBase}/api/learn/live/ws?chapterId=${chapterId}&token=${encodeURIComponent(teacherInfo.token)}`,
    );
    try {
      await socket.waitFor('hello', (m) => m.type === 'hello');

      // Roll call: the prompt pops up, the student signs in, the teacher sees it.
      socket.send({ type: 'rollcall.start', durationSec: 30 });
      const started = await socket.waitFor('rollcall.started', (m) => m.type === 'rollcall.started');
      const rollCallId = started.rollCallId as number;
      const prompt = page.getByRole('dialog', { name: '课堂签到' });
      await expect(prompt).toBeVisible();
      await expect(prompt.getByText('老师发起了签到')).toBeVisible();
      await page.screenshot({ path: shotPath(project, 'live-rollcall') });
      await prompt.getByRole('button', { name: /签到/ }).click();
      const answered = await socket.waitFor(
        'rollcall.answered for the student',
        (m) => m.type === 'rollcall.answered' && m.rollCallId === rollCallId && m.userId === student.userId,
      );
      expect(answered.count as number).toBeGreaterThanOrEqual(1);
      await expect(prompt.getByText('签到成功')).toBeVisible();
      await page.screenshot({ path: shotPath(project, 'live-rollcall-done') });
      await prompt.getByRole('button', { name: /^好\s*的$/ }).click();
      await expect(prompt).toBeHidden();

      // A question: the student answers once; the teacher sees the stats, then closes it and the page shows the key.
      const title = `E2E ${project} ${Date.now()}：3 + 4 = ?`;
      socket.send({
        type: 'question.push',
        title,
        options: [
          { key: 'A', text: '6' },
          { key: 'B', text: '7' },
          { key: 'C', text: '8' },
        ],
        correct: ['B'],
        durationSec: 120,
      });
      const pushed = await socket.waitFor(
        'question.pushed',
        (m) => m.type === 'question.pushed' && (m.question as { title: string }).title === title,
      );
      const questionId = (pushed.question as { id: number }).id;
      const cardQ = page.getByTestId('question-card');
      await expect(cardQ.getByText(title)).toBeVisible();
      await cardQ.getByRole('radio', { name: /B\.\s*7/ }).check();
      await cardQ.getByRole('button', { name: /提交答案/ }).click();
      await expect(cardQ.getByText('已提交：B')).toBeVisible();
      const stats = await socket.waitFor(
        'question.stats',
        (m) => m.type === 'question.stats' && m.questionId === questionId,
      );
      const counts = (stats.stats as { counts: Record<string, number> }).counts;
      expect(counts.B, 'the student’s answer is counted').toBeGreaterThanOrEqual(1);
      await cardQ.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shotPath(project, 'live-question') });

      socket.send({ type: 'question.close', questionId });
      await socket.waitFor('question.closed', (m) => m.type === 'question.closed' && m.questionId === questionId);
      await expect(cardQ.getByText('已结束')).toBeVisible();
      await expect(cardQ.getByText('回答正确')).toBeVisible();
      await expect(cardQ).toContainText('正确答案：B');
      await page.screenshot({ path: shotPath(project, 'live-question-closed') });
    } finally {
      socket.close();
    }
  });
});
