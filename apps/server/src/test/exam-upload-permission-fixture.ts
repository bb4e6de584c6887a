import { examUploadPages, examUploads } from '../db/schema';
import type { TestApp } from './test-app';

/**
 * 试卷上传 rows of the permission matrix: `upload(status)` makes the pupil a fresh upload (one page, the fixture's
 * private photo `images/<pupil>/matrix.jpg`) in that status, so each caller's write meets a row it can change.
 */
export function examUploadPermissionFixture(t: TestApp, pupilId: number) {
  const page = `/api/file/private/images/${pupilId}/matrix.jpg`;
  const upload = async (status: 'pending' | 'rejected' = 'pending') => {
    const [u] = await t.ctx.db
      .insert(examUploads)
      .values({ pupilId, kind: 'paper', status, subject: '数学', examName: '期中考试', fullMarks: 100 })
      .returning();
    await t.ctx.db.insert(examUploadPages).values({ uploadId: u!.id, seq: 1, fileUrl: page });
    return u!.id;
  };
  return { page, upload };
}
