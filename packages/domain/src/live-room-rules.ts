import type { ClassRelation } from './policies/class-policy';

/**
 * 直播间设置: per-class rules staff set in the console (课程 → 编辑 → 直播间). The defaults are what every class did
 * before the settings existed: the room opens at the start, pupils may watch recordings, interaction is on.
 */
export const LIVE_ENTRY_LEAD_MAX = 60;

export const LIVE_ROOM_DEFAULTS = { entryLeadMinutes: 0, playbackOpen: true, interactionOpen: true } as const;

/** The console form's messages (the contract's and the modal's). */
export const LIVE_ROOM_MESSAGES = {
  entryLead: `提前入场须为 0-${LIVE_ENTRY_LEAD_MAX} 分钟的整数`,
} as const;

const MINUTE = 60_000;

/** When the live room lets people in: `leadMinutes` before the session starts (0: at the start). */
export function liveEntryOpensAt(startAt: Date | string, leadMinutes: number): Date {
  return new Date(new Date(startAt).getTime() - Math.max(0, leadMinutes) * MINUTE);
}

/**
 * 提前入场: one may enter the live room from `leadMinutes` before the start until the end (after it, the
 * recording); with no lead that is exactly the session's 'live' state.
 */
export function mayEnterLiveAt(startAt: Date | string, endAt: Date | string, now: Date, leadMinutes: number): boolean {
  const t = now.getTime();
  return t >= liveEntryOpensAt(startAt, leadMinutes).getTime() && t < new Date(endAt).getTime();
}

/**
 * 学员可看回放: the class's teacher and tutor always see its recordings (they check them); pupils only while the
 * class's setting is on.
 */
export function mayWatchPlayback(relation: ClassRelation | null, playbackOpen: boolean): boolean {
  if (relation === 'teacher' || relation === 'tutor') return true;
  return relation === 'student' && playbackOpen;
}
