import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, type ExamUploadDetail, type ExamUploadSummary } from '@salt/domain';
import { clearSession, saveTokens, useSiteStore } from '../../../lib/site-store';
import { renderPage, servePages } from '../../../test/page-kit';
import { TutorReviewPage } from './tutor-review-page';

const summary = (o: Partial<ExamUploadSummary> = {}): ExamUploadSummary => ({
  id: 11,
  kind: 'paper',
  status: 'pending',
  statusText: '待审核',
  title: '数学 · 期中考试',
  pageCount: 3,
  coverUrl: null,
  submittedAt: '2026-11-20T02:00:00Z',
  reviewedAt: null,
  rejectReason: null,
  revisionCount: 0,
  pupil: { id: 1, name: '王小明' },
  ...o,
});
const detail = (o: Partial<ExamUploadDetail> = {}): ExamUploadDetail => ({
  ...summary(),
  subject: '数学',
  examName: '期中考试',
  examDate: '2026-11-12',
  score: 86,
  fullMarks: 100,
  essayTitle: null,
  genre: null,
  wordCount: null,
  pages: [{ seq: 1, url: '/api/file/private/images/1/a.jpg', rotation: 0 }],
  review: null,
  reviewerName: null,
  canReview: true,
  ...o,
});

beforeEach(() => {
  saveTokens({ accessToken: 'a', refreshToken: 'r' });
  useSiteStore.setState({ showMobileTheme: false });
});
afterEach(() => clearSession());

describe('/tutor/uploads', () => {
  it('lists my pupils’ waiting uploads and approves one with the analysis through the tutor’s calls', async () => {
    const calls = servePages(({ method, url }) => {
      if (url.endsWith(API_PATHS.examUploadTutorPage)) return { records: [summary()], total: 1, current: 1, size: 10 };
      if (method === 'GET' && url.endsWith('/exam-upload/11')) return detail();
      if (method === 'POST' && url.endsWith('/exam-upload/11/approve')) return detail({ status: 'approved' });
      return new Error('?');
    });
    renderPage('/tutor/uploads', '/tutor/uploads', <TutorReviewPage />);
    const row = await screen.findByTestId('eu-review-row');
    expect(row).toHaveTextContent('王小明 · 数学 · 期中考试');
    expect(calls[0]?.params).toMatchObject({ status: 'pending', current: '1' });
    fireEvent.click(within(row).getByRole('button', { name: /^审\s*核$/ }));
    fireEvent.change(await screen.findByLabelText('知识点 1'), { target: { value: '一元二次方程' } });
    fireEvent.change(screen.getByLabelText('失分 1'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: /^通\s*过$/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toMatch(/\/exam-upload\/11\/approve$/);
    expect(post.body).toMatchObject({ analysis: [{ knowledgePoint: '一元二次方程', lostPoints: 6 }] });
  });

  it('rejects with the reason the pupil reads', async () => {
    const calls = servePages(({ method, url }) => {
      if (url.endsWith(API_PATHS.examUploadTutorPage)) return { records: [summary()], total: 1, current: 1, size: 10 };
      if (method === 'GET') return detail();
      return detail({ status: 'rejected' });
    });
    renderPage('/tutor/uploads', '/tutor/uploads', <TutorReviewPage />);
    fireEvent.click(within(await screen.findByTestId('eu-review-row')).getByRole('button', { name: /^审\s*核$/ }));
    fireEvent.click(await screen.findByRole('button', { name: /^驳\s*回$/ }));
    const box = await screen.findByLabelText('驳回原因');
    fireEvent.change(box, { target: { value: '第二页太暗' } });
    const modal = box.closest<HTMLElement>('.ant-modal')!;
    fireEvent.click(within(modal).getByRole('button', { name: /^驳\s*回$/ }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: '第二页太暗' }));
    expect(calls.find((c) => c.method === 'POST')?.url).toMatch(/\/exam-upload\/11\/reject$/);
  });

  it('a teacher who may only read sees the pages without 通过 / 驳回; a refusal shows the server’s message', async () => {
    servePages(({ url }) =>
      url.endsWith(API_PATHS.examUploadTutorPage)
        ? { records: [summary()], total: 1, current: 1, size: 10 }
        : detail({ canReview: false }),
    );
    renderPage('/tutor/uploads', '/tutor/uploads', <TutorReviewPage />);
    fireEvent.click(within(await screen.findByTestId('eu-review-row')).getByRole('button', { name: /^审\s*核$/ }));
    expect(await screen.findByText('第 1 页')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^通\s*过$/ })).toBeNull();

    servePages(() => new Error('只有学员的辅导老师或工作人员可以审核'));
    renderPage('/tutor/uploads', '/tutor/uploads', <TutorReviewPage />);
    expect(await screen.findByText('只有学员的辅导老师或工作人员可以审核')).toBeInTheDocument();
  });
});
