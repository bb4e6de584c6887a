/** Query keys of the learning centre; one root so a class change can refresh everything at once. */
export const learnKeys = {
  all: ['learning'] as const,
  /** Mine, or with a studentId a bound child's (the parent's view). */
  myClasses: (studentId?: number) =>
    studentId === undefined ? (['learning', 'myClasses'] as const) : (['learning', 'myClasses', studentId] as const),
  children: () => ['learning', 'children'] as const,
  offering: (id: number) => ['learning', 'offering', id] as const,
  notices: (current: number, size: number) => ['learning', 'notices', current, size] as const,
  noticeUnread: () => ['learning', 'notices', 'unread'] as const,
  myTutor: () => ['learning', 'myTutor'] as const,
  help: () => ['learning', 'help'] as const,
  clock: () => ['learning', 'clock'] as const,
  liveInfo: (chapterId: number) => ['learning', 'live', chapterId] as const,
  playback: (chapterId: number) => ['learning', 'playback', chapterId] as const,
};
