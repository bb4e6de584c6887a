import { isInApp, nativeBridge } from '../../lib/native-bridge';

export const livePath = (chapterId: number) => `/center/live/${chapterId}`;

export const playbackPath = (chapterId: number, offeringId?: number) =>
  `/Playback?chapterId=${chapterId}${offeringId ? `&offeringId=${offeringId}` : ''}`;

export const homeworkPath = (chapterId: number) => `/homework/${chapterId}`;

/** The class tutor's (and teacher's) marking page for a session's homework. */
export const tutorHomeworkPath = (chapterId: number) => `/tutor/homework/${chapterId}`;

/**
 * The native app shows homework as its own page (/homework/{id}, the homework-dialog-only layout); a browser
 * opens the frame's homework dialog over the current page through `?homework=<id>`, so the page stays behind
 * it and the browser's back button closes it.
 */
export function openSessionHomework(
  chapterId: number,
  navigate: (to: string) => void,
  here: { pathname: string; search: string },
): void {
  if (isInApp()) {
    navigate(homeworkPath(chapterId));
    return;
  }
  const params = new URLSearchParams(here.search);
  params.set('homework', String(chapterId));
  navigate(`${here.pathname}?${params.toString()}`);
}

/**
 * Inside the native app the host plays the live class in its own module (better video, background audio);
 * in a browser the live page of this site does it.
 */
export function enterLive(chapterId: number, navigate: (to: string) => void): void {
  if (isInApp()) nativeBridge.openModule('liveClass', { chapterId, url: livePath(chapterId) });
  else navigate(livePath(chapterId));
}

/** 提前入场 (the class's 直播间设置): the session has not started but its live room already lets the caller in. */
export const entersEarly = (c: { state: string; mayEnter?: boolean | undefined }) =>
  c.state === 'upcoming' && c.mayEnter === true;

/** 学员可看回放 off for the caller (the server says so per session; absent: open). */
export const playbackClosed = (c: { playbackOpen?: boolean | undefined }) => c.playbackOpen === false;
