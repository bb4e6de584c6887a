import { isInApp, nativeBridge } from '../../lib/native-bridge';

export const livePath = (chapterId: number) => `/center/live/${chapterId}`;

export const playbackPath = (chapterId: number, offeringId?: number) =>
  `/Playback?chapterId=${chapterId}${offeringId ? `&offeringId=${offeringId}` : ''}`;

export const homeworkPath = (chapterId: number) => `/homework/${chapterId}`;

/**
 * Inside the native app the host plays the live class in its own module (better video, background audio);
 * in a browser the live page of this site does it.
 */
export function enterLive(chapterId: number, navigate: (to: string) => void): void {
  if (isInApp()) nativeBridge.openModule('liveClass', { chapterId, url: livePath(chapterId) });
  else navigate(livePath(chapterId));
}
