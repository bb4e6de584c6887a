/**
 * 课堂评价 (/classMark), beyond the window and star rules in exam-upload-rules.ts (CLASS_MARK_WINDOW_DAYS,
 * classMarkWindowError, isStarRating): the tags a pupil may pick for the stars given, the comment's length, and
 * the messages of the refusals the server gives.
 */
import { CLASS_MARK_WINDOW_DAYS } from './exam-upload-rules';

/** The comment is optional; past this many characters it is refused. */
export const CLASS_MARK_COMMENT_MAX = 200;
/** At most this many tags on one evaluation. */
export const CLASS_MARK_MAX_TAGS = 6;

/** Praise, offered from 3 stars up. */
export const CLASS_MARK_GOOD_TAGS = [
  '讲解清晰',
  '互动有趣',
  '节奏合适',
  '板书工整',
  '答疑耐心',
  '作业批改及时',
] as const;
/** Complaints, offered up to 3 stars. */
export const CLASS_MARK_LOW_TAGS = ['语速太快', '没听懂', '互动太少', '节奏太慢', '课件不清楚', '答疑不及时'] as const;
export const CLASS_MARK_TAGS: readonly string[] = [...CLASS_MARK_GOOD_TAGS, ...CLASS_MARK_LOW_TAGS];

export const CLASS_MARK_MORE_MESSAGES = {
  tutorStars: '请为辅导老师打 1-5 星',
  twice: '你已评价过这节课',
  notEnrolled: '你未报名该课程，不能评价',
  sessionNotFound: '课次不存在',
  classNotFound: '班级不存在',
  tag: '请从列表中选择评价标签',
  tooManyTags: `最多选择 ${CLASS_MARK_MAX_TAGS} 个标签`,
  comment: `评价内容最多 ${CLASS_MARK_COMMENT_MAX} 字`,
  notYourClass: '只能查看自己任教班级的评价',
} as const;

/** The tags offered for a star level: praise from 4 up, complaints from 2 down, both at 3. */
export function classMarkTagsFor(stars: number): readonly string[] {
  if (stars >= 4) return CLASS_MARK_GOOD_TAGS;
  if (stars <= 2) return CLASS_MARK_LOW_TAGS;
  return CLASS_MARK_TAGS;
}

/** The tags the form offers for the two ratings given: those of either star level, in list order. */
export function classMarkTagsForRating(teacherStars: number, tutorStars: number): readonly string[] {
  const allowed = new Set([...classMarkTagsFor(teacherStars), ...classMarkTagsFor(tutorStars)]);
  return CLASS_MARK_TAGS.filter((t) => allowed.has(t));
}

/** Why these tags cannot go with these stars (null: they can): unknown or mismatched tags, repeats, too many. */
export function classMarkTagsError(tags: readonly string[], teacherStars: number, tutorStars: number): string | null {
  if (tags.length > CLASS_MARK_MAX_TAGS) return CLASS_MARK_MORE_MESSAGES.tooManyTags;
  const allowed = classMarkTagsForRating(teacherStars, tutorStars);
  if (new Set(tags).size !== tags.length || tags.some((t) => !allowed.includes(t))) return CLASS_MARK_MORE_MESSAGES.tag;
  return null;
}

/** The last moment a session ended at `sessionEnd` may be rated. */
export const classMarkDeadline = (sessionEnd: Date): Date =>
  new Date(sessionEnd.getTime() + CLASS_MARK_WINDOW_DAYS * 86_400_000);

/** Whole days left to rate (rounded up: 还剩 1 天 until the last moment), 0 once closed. */
export function classMarkDaysLeft(sessionEnd: Date, now: Date): number {
  const ms = classMarkDeadline(sessionEnd).getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}

/** Average of star ratings to one decimal (null when none). */
export function starAverage(sum: number, count: number): number | null {
  return count === 0 ? null : Math.round((sum / count) * 10) / 10;
}
