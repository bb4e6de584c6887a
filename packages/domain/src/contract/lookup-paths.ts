/**
 * Paths the web client already calls whose server routes belong to later issues (teacher and tutor
 * lookups, statistics). Declared here, beside API_PATHS, so the server implements exactly these.
 */
export const LOOKUP_API_PATHS = {
  /** GET ?teacherIds=1,2 -> data: [{ teacherId, ... }] */
  teacherInfoByIds: '/admin/teacher/infoByIds',
  /** GET ?tutorIds=1,2 -> data: [{ tutorId, ... }] */
  tutorInfoByIds: '/admin/tutor/infoByIds',
  /** POST [{ type: 'pv' | 'uv', path, visitorId, time }] -> data: null */
  statisticsBatch: '/admin/statistics/batch',
} as const;

/** Lookup ids go in one comma-joined query value: unique, positive integers, in first-seen order. */
export function joinLookupIds(ids: readonly number[]): string {
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))].join(',');
}
