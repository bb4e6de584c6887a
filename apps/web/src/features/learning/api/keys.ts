import { queryRoots } from '../../../lib/api/query-keys';

const root = queryRoots.learning;

/** Query keys of the learning centre, built here only; one root so a class change can refresh everything at once. */
export const learnKeys = {
  all: root,
  /** Mine, or with a studentId a bound child's (the parent's view). */
  myClasses: (studentId?: number) =>
    studentId === undefined ? ([...root, 'myClasses'] as const) : ([...root, 'myClasses', studentId] as const),
  children: () => [...root, 'children'] as const,
  offering: (id: number) => [...root, 'offering', id] as const,
  /** Every notice page and the unread count: marking read refreshes them all. */
  allNotices: [...root, 'notices'] as const,
  notices: (current: number, size: number) => [...root, 'notices', current, size] as const,
  noticeUnread: () => [...root, 'notices', 'unread'] as const,
  myTutor: () => [...root, 'myTutor'] as const,
  liveInfo: (chapterId: number) => [...root, 'live', chapterId] as const,
  playback: (chapterId: number) => [...root, 'playback', chapterId] as const,
};
