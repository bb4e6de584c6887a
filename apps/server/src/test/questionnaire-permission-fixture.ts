import { questionnaireQuestions, questionnaireResponses, questionnaires } from '../db/schema';
import type { TestApp } from './test-app';

/**
 * 问卷调查 rows of the permission matrix: an open questionnaire for everyone (answerable by all, its results shown
 * to the pupil, who has answered it), and fresh drafts / published ones for each console write.
 */
export async function questionnairePermissionFixture(t: TestApp, pupilId: number) {
  const db = t.ctx.db;
  const make = async (status: 'draft' | 'published') => {
    const now = Date.now();
    const [row] = await db
      .insert(questionnaires)
      .values({
        title: '矩阵问卷',
        opensAt: new Date(now - 3_600_000),
        closesAt: new Date(now + 86_400_000),
        anonymous: true,
        resultsPublic: true,
        status,
      })
      .returning({ id: questionnaires.id });
    const [question] = await db
      .insert(questionnaireQuestions)
      .values({ questionnaireId: row!.id, seq: 1, kind: 'rating', title: '评分', required: true })
      .returning({ id: questionnaireQuestions.id });
    return { id: row!.id, questionId: question!.id };
  };
  const open = await make('published');
  await db
    .insert(questionnaireResponses)
    .values({ questionnaireId: open.id, userId: pupilId, answers: [{ questionId: open.questionId, rating: 5 }] });
  return {
    open,
    draft: async () => (await make('draft')).id,
    published: async () => (await make('published')).id,
  };
}
