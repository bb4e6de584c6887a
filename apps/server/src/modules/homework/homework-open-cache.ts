import { createHash } from 'node:crypto';
import { homeworkQuizSchema } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, serializedOk } from '../../platform/envelope';
import { PublicCache } from '../../platform/public-cache';
import { openHomework, type HomeworkOpening } from './homework-open';
import type { HomeworkQuizSource, LoadedQuiz } from './quiz-loader';

export const homeworkOpenEnvelope = envelopeOf(homeworkQuizSchema);

/*
 * Opening homework answers from the JSON text it sent before when nothing it depends on changed: a re-open skips
 * building the view, the zod response check and JSON.stringify (as the goods page and user info do,
 * `serializedOk`/`sendJsonText`). Access is still decided on every open, by the one statement (homework-open.ts).
 *
 * Exact by its key, not by invalidation: the key holds everything the answer is made of besides the server time,
 * i.e. the quiz as this instance serves it (a digest of its content), and `HomeworkOpening.version`: the caller
 * (pupil) or the session (staff), the session, the reveal state as of now (submitted or past the deadline), whether
 * the session was before the pupil joined, and the answer record with its items as PostgreSQL has them at this
 * open. A save, a submission or a mark changes that text, so it is a different key; no other pupil's key can match.
 * `now` is spliced into the cached text per answer. Private files stay stable paths in the cached text: they are
 * signed per answer on send (app.ts, onSend), so a cached entry never holds a link that could expire.
 * Old versions are never read again and leave by LRU or TTL. Nothing is cached when QUIZ_CACHE_MS is 0.
 */
const OPEN_CACHE_MS = 10 * 60_000;
// Answers are a few KB (a quiz's text plus the pupil's answers). An unusually long record (essays, many photos) or
// answer is not kept, so the cache stays within about OPEN_CACHE_MAX * (MAX_KEY + MAX_TEXT) characters.
const OPEN_CACHE_MAX = 1_000;
const MAX_KEY = 8_000;
const MAX_TEXT = 64_000;

/** The `now` the cached text is made with, replaced by the real one per answer. */
const NOW_MARK = `"now":${JSON.stringify(new Date(0).toISOString())}`;

// Content digest per loaded quiz object (a quiz source hands out the same object while it is cached).
const quizDigests = new WeakMap<LoadedQuiz, string>();
function quizDigest(quiz: LoadedQuiz): string {
  let digest = quizDigests.get(quiz);
  if (!digest) quizDigests.set(quiz, (digest = createHash('sha256').update(JSON.stringify(quiz)).digest('hex')));
  return digest;
}

interface OpenText {
  /** The text up to `now`'s value, and after it. */
  head: string;
  tail: string;
}

function templateOf(opening: HomeworkOpening): OpenText | null {
  const text = serializedOk(homeworkOpenEnvelope, { ...opening.view(), now: new Date(0).toISOString() });
  if (text.length > MAX_TEXT) return null;
  const at = text.indexOf(NOW_MARK);
  if (at < 0 || text.indexOf(NOW_MARK, at + 1) >= 0) return null;
  return { head: text.slice(0, at + '"now":'.length), tail: text.slice(at + NOW_MARK.length) };
}

/** GET homework/byChapter's JSON text for the caller (sent with `sendJsonText`). */
export function homeworkOpenTexts(ctx: AppContext, quizOf: HomeworkQuizSource) {
  const cache = ctx.config.quizCacheMs > 0 ? new PublicCache(OPEN_CACHE_MS, OPEN_CACHE_MAX) : null;
  return async (userId: number, chapterId: number): Promise<string> => {
    const opening = await openHomework(ctx, userId, chapterId, quizOf);
    if (cache && opening.version !== null && opening.version.length <= MAX_KEY) {
      const template = await cache.get(`${quizDigest(opening.quiz)}:${opening.version}`, () =>
        Promise.resolve(templateOf(opening)),
      );
      if (template) return template.head + JSON.stringify(opening.now.toISOString()) + template.tail;
    }
    return serializedOk(homeworkOpenEnvelope, opening.view());
  };
}
