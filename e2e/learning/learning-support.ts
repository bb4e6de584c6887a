/**
 * The learning APIs' shapes the learning-centre journeys read (packages/domain/src/contract/learning.ts and
 * live.ts); logging in and registering are in ../support/session.ts.
 */

export interface ChapterView {
  id: number;
  seq: number;
  title: string;
  startAt: string;
  endAt: string;
  state: 'upcoming' | 'live' | 'finished';
  hasPlayback: boolean;
  /** In a class's detail, for a pupil: over before they joined (入班前课次). */
  beforeEnrolment?: boolean;
}
interface Person {
  id: number;
  name: string;
  avatar: string;
}
export interface MyClass {
  offeringId: number;
  spuId: number;
  title: string;
  subject: string;
  grade: string;
  role: 'student' | 'teacher' | 'tutor';
  teacher: Person | null;
  tutor: Person | null;
  total: number;
  finished: number;
  nextChapter: ChapterView | null;
}
export interface OfferingDetail extends MyClass {
  chapters: ChapterView[];
}
export interface LiveInfo {
  chapterId: number;
  classBegin: string;
  classOver: string;
  state: 'upcoming' | 'live' | 'finished';
  role: 'student' | 'teacher' | 'tutor';
  token: string;
  wsUrl: string;
  recordQuery: boolean;
}
export interface PlaybackRecords {
  records: { url: string; durationSec: number }[];
  positionSec: number;
}

export const shotPath = (project: string, state: string) => `artifacts/learning/${project}-${state}.png`;
