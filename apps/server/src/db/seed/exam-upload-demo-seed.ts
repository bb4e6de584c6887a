import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { examUploadPages, examUploadReviews, examUploads, users } from '../schema';
import { EXAM_UPLOAD_DEMO_PAGES, examUploadDemoUrl } from './exam-upload-demo-files';

const DAY = 86_400_000;

/**
 * The demo student's 试卷上传 / 作文上传: a paper waiting for review, a paper approved with an analysis, an essay
 * rejected with a reason, an essay approved with a score, comment and marks on its pages. Seeded once (kept as
 * they are when the pupil has uploads already).
 */
export async function seedExamUploadDemo(db: Database, now: Date = new Date()): Promise<void> {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'student'));
  const [tutor] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'tutor'));
  if (!student) return;
  const [have] = await db.select({ id: examUploads.id }).from(examUploads).where(eq(examUploads.pupilId, student.id));
  if (have) return;
  const at = (days: number) => new Date(now.getTime() - days * DAY);
  const reviewerId = tutor?.id ?? null;
  const rows = [
    {
      values: {
        kind: 'paper',
        status: 'pending',
        subject: '物理',
        examName: '十月月考',
        examDate: '2026-10-28',
        score: 82,
        fullMarks: 100,
        submittedAt: at(1),
      },
      pages: EXAM_UPLOAD_DEMO_PAGES.paperB,
    },
    {
      values: {
        kind: 'paper',
        status: 'approved',
        subject: '数学',
        examName: '期中考试',
        examDate: '2026-11-06',
        score: 86,
        fullMarks: 100,
        submittedAt: at(9),
        reviewerId,
        reviewedAt: at(8),
      },
      pages: EXAM_UPLOAD_DEMO_PAGES.paperA,
      review: {
        analysis: [
          { knowledgePoint: '一元一次方程的应用', lostPoints: 6 },
          { knowledgePoint: '角的计算', lostPoints: 4 },
          { knowledgePoint: '整式的加减', lostPoints: 4 },
        ],
        advice:
          '基础题完成得很好。应用题要先找等量关系再列方程；角的计算注意画图标出已知角。建议每周做 2 道应用题练习。',
      },
    },
    {
      values: {
        kind: 'essay',
        status: 'rejected',
        title: '我的妈妈',
        genre: '记叙文',
        wordCount: 450,
        submittedAt: at(4),
        reviewerId,
        reviewedAt: at(3),
        rejectReason: '照片太暗，字迹看不清，请在光线充足的地方重新拍摄。',
      },
      pages: EXAM_UPLOAD_DEMO_PAGES.essayRejected,
    },
    {
      values: {
        kind: 'essay',
        status: 'approved',
        title: '难忘的一天',
        genre: '记叙文',
        wordCount: 520,
        submittedAt: at(12),
        reviewerId,
        reviewedAt: at(11),
      },
      pages: EXAM_UPLOAD_DEMO_PAGES.essayApproved,
      review: {
        score: 46,
        comment: '叙事清楚，景物描写生动（圈出的句子很好）。结尾点题自然。注意段落之间的过渡。',
        annotations: [
          {
            page: 1,
            strokes: [
              {
                tool: 'circle',
                color: '#e53935',
                width: 3,
                points: [
                  { x: 0.05, y: 0.2 },
                  { x: 0.75, y: 0.32 },
                ],
              },
              {
                tool: 'pen',
                color: '#e53935',
                width: 3,
                points: [
                  { x: 0.12, y: 0.165 },
                  { x: 0.4, y: 0.168 },
                  { x: 0.64, y: 0.165 },
                ],
              },
            ],
          },
          {
            page: 2,
            strokes: [
              {
                tool: 'pen',
                color: '#e53935',
                width: 3,
                points: [
                  { x: 0.07, y: 0.285 },
                  { x: 0.25, y: 0.288 },
                  { x: 0.45, y: 0.285 },
                ],
              },
            ],
          },
        ],
      },
    },
  ];
  for (const r of rows) {
    const [u] = await db
      .insert(examUploads)
      .values({ pupilId: student.id, ...r.values })
      .returning();
    await db
      .insert(examUploadPages)
      .values(r.pages.map((p, i) => ({ uploadId: u!.id, seq: i + 1, fileUrl: examUploadDemoUrl(p) })));
    if (r.review)
      await db
        .insert(examUploadReviews)
        .values({ uploadId: u!.id, reviewerId, createdAt: r.values.reviewedAt, ...r.review });
  }
}
