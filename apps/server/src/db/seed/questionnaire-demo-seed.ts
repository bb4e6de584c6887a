import { asc, eq, like } from 'drizzle-orm';
import type { QuestionKind } from '@salt/domain';
import type { Database } from '../client';
import { questionnaireQuestions, questionnaireResponses, questionnaires, users } from '../schema';

const DAY = 86_400_000;

interface DemoQuestion {
  kind: QuestionKind;
  title: string;
  required?: boolean;
  options?: string[];
  maxChoices?: number;
  /** 填空: what classmates wrote (taken in turn). */
  texts?: string[];
}

interface DemoQuestionnaire {
  title: string;
  intro: string;
  opensDaysAgo: number;
  closesInDays: number;
  anonymous: boolean;
  resultsPublic: boolean;
  /** Whether the demo student has answered it. */
  studentAnswers: boolean;
  questions: DemoQuestion[];
}

/**
 * 问卷调查 for the demo: an open one for everyone the student has not answered (课程满意度), an open named one they
 * answered (直播课体验), and a closed one; classmates' answers so every result has figures. Idempotent by title.
 */
const DEMO: DemoQuestionnaire[] = [
  {
    title: '2026 秋季学期课程满意度调查',
    intro: '感谢你这学期的陪伴！花两分钟告诉我们你的感受，我们会据此改进下学期的课程。',
    opensDaysAgo: 3,
    closesInDays: 14,
    anonymous: true,
    resultsPublic: true,
    studentAnswers: false,
    questions: [
      { kind: 'single', title: '你对本学期课程的总体满意度', options: ['非常满意', '满意', '一般', '不满意'] },
      {
        kind: 'multiple',
        title: '你觉得哪些环节最有帮助（最多选 3 项）',
        options: ['老师讲解', '课堂互动', '课后作业', '直播回放', '阶段考试'],
        maxChoices: 3,
      },
      { kind: 'rating', title: '给主讲老师的授课打分' },
      { kind: 'rating', title: '给辅导老师的答疑打分' },
      { kind: 'single', title: '每节课的时长你觉得', options: ['偏短', '正好', '偏长'] },
      {
        kind: 'text',
        title: '你对下学期的课程有什么建议？',
        required: false,
        texts: [
          '希望多一些练习题的讲解',
          '回放能倍速就更好了',
          '老师讲得很清楚，继续保持',
          '作业可以再少一点',
          '希望增加期中复习课',
        ],
      },
    ],
  },
  {
    title: '线上直播课体验反馈',
    intro: '帮助我们了解直播课的画面、声音和互动体验。',
    opensDaysAgo: 5,
    closesInDays: 7,
    anonymous: false,
    resultsPublic: true,
    studentAnswers: true,
    questions: [
      { kind: 'rating', title: '直播画面和声音是否清晰' },
      { kind: 'single', title: '你通常用什么设备上直播课', options: ['电脑', '平板', '手机'] },
      {
        kind: 'multiple',
        title: '你遇到过哪些问题',
        options: ['卡顿', '没有声音', '进不了教室', '都没有'],
        required: false,
      },
      {
        kind: 'text',
        title: '其他想说的',
        required: false,
        texts: ['网络不好时会卡一下', '连麦互动很有意思', '希望课件能提前下载'],
      },
    ],
  },
  {
    title: '暑期学习习惯小调查',
    intro: '了解大家暑假的学习安排。',
    opensDaysAgo: 40,
    closesInDays: -10,
    anonymous: true,
    resultsPublic: true,
    studentAnswers: false,
    questions: [
      { kind: 'single', title: '暑假每天的学习时间', options: ['1 小时以内', '1–2 小时', '2–4 小时', '4 小时以上'] },
      { kind: 'rating', title: '你对自己暑假学习的满意程度' },
      {
        kind: 'text',
        title: '暑假最有收获的一件事',
        required: false,
        texts: ['读完了三本名著', '数学预习了一章', '坚持每天背单词'],
      },
    ],
  },
];

type Stored = { questionId: number; optionIds?: number[]; text?: string; rating?: number };

/** A plausible answer of respondent `k` (deterministic, so a re-seed writes the same figures). */
function answerOf(q: DemoQuestion, questionId: number, k: number, qi: number): Stored | null {
  const pick = (n: number) => ((k * 7 + qi * 3 + (k % 3)) % (n + 2)) % n;
  if (q.kind === 'single') return { questionId, optionIds: [pick(q.options!.length) + 1] };
  if (q.kind === 'multiple') {
    const n = q.options!.length;
    const ids = [...new Set([pick(n) + 1, ((k + qi) % n) + 1])].slice(0, q.maxChoices ?? n).sort((a, b) => a - b);
    return { questionId, optionIds: ids };
  }
  if (q.kind === 'rating') return { questionId, rating: [5, 4, 5, 3, 4, 5, 4][(k + qi) % 7]! };
  if (k % 2 === 1 || !q.texts) return null;
  return { questionId, text: q.texts[(k / 2) % q.texts.length]! };
}

export async function seedQuestionnaireDemo(db: Database, now: Date = new Date()): Promise<void> {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'student'));
  if (!student) return;
  const mates = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.username, 'demo_mate_%'))
    .orderBy(asc(users.id))
    .limit(14);
  for (const [n, d] of DEMO.entries()) {
    const [have] = await db
      .select({ id: questionnaires.id })
      .from(questionnaires)
      .where(eq(questionnaires.title, d.title));
    if (have) continue;
    const opensAt = new Date(now.getTime() - d.opensDaysAgo * DAY);
    const closesAt = new Date(now.getTime() + d.closesInDays * DAY);
    const [row] = await db
      .insert(questionnaires)
      .values({
        title: d.title,
        intro: d.intro,
        opensAt,
        closesAt,
        anonymous: d.anonymous,
        resultsPublic: d.resultsPublic,
        status: 'published',
        publishedAt: opensAt,
        createdAt: opensAt,
        updatedAt: opensAt,
      })
      .returning({ id: questionnaires.id });
    const qs = await db
      .insert(questionnaireQuestions)
      .values(
        d.questions.map((q, i) => ({
          questionnaireId: row!.id,
          seq: i + 1,
          kind: q.kind,
          title: q.title,
          required: q.required ?? true,
          options: (q.options ?? []).map((label, j) => ({ id: j + 1, label })),
          maxChoices: q.kind === 'multiple' ? (q.maxChoices ?? null) : null,
        })),
      )
      .returning({ id: questionnaireQuestions.id });
    const respondents = [...mates.slice(0, 8 + n * 2).map((m) => m.id), ...(d.studentAnswers ? [student.id] : [])];
    if (respondents.length === 0) continue;
    await db.insert(questionnaireResponses).values(
      respondents.map((userId, k) => {
        const at = new Date(
          opensAt.getTime() +
            ((k + 1) * (Math.min(now.getTime(), closesAt.getTime()) - opensAt.getTime())) / (respondents.length + 2),
        );
        return {
          questionnaireId: row!.id,
          userId,
          answers: d.questions.flatMap((q, qi) => {
            const a = answerOf(q, qs[qi]!.id, k, qi);
            return a ? [a] : [];
          }),
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
  }
}
