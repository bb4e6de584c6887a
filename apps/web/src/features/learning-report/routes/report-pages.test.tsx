import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API_PATHS, type LearningReport } from '@salt/domain';
import { clearSession, saveTokens, useSiteStore } from '../../../lib/site-store';
import { renderPage, servePages, type PageCall } from '../../../test/page-kit';
import { ReportDetailPage } from './report-detail-page';
import { ReportHistoryPage } from './report-history-page';

vi.mock('../charts/report-charts-setup', () => ({
  drawAttendance: () => ({ resize() {}, dispose() {} }),
  drawHomework: () => ({ resize() {}, dispose() {} }),
  drawMastery: () => ({ resize() {}, dispose() {} }),
}));

const report = (o: Partial<LearningReport> = {}): LearningReport => ({
  id: 7,
  kind: 'monthly',
  period: '2026-10',
  periodStart: '2026-09-30T16:00:00Z',
  periodEnd: '2026-10-31T16:00:00Z',
  offeringId: 3,
  classTitle: '初二数学秋季同步提高班',
  subject: '2',
  userId: 1,
  pupilName: '王小明',
  headline: '4 节课出勤 3 节，作业全部按时完成',
  attendanceRate: 75,
  homeworkAverage: 82.5,
  commented: true,
  generatedAt: '2026-11-01T01:00:00Z',
  figures: {
    headline: '4 节课出勤 3 节，作业全部按时完成',
    attendance: { sessions: 4, live: 3, playback: 0, absent: 1, ratePercent: 75 },
    homework: { set: 2, onTime: 2, late: 0, missing: 0, open: 0, onTimePercent: 100, averageScore: 82.5 },
    sessions: [
      {
        chapterId: 1,
        seq: 5,
        title: '第5讲 全等三角形的性质',
        startAt: '2026-10-07T11:00:00Z',
        attendance: 'live',
        homework: 'onTime',
        homeworkScore: 84,
      },
      {
        chapterId: 2,
        seq: 6,
        title: '三角形全等的判定',
        startAt: '2026-10-14T11:00:00Z',
        attendance: 'absent',
        homework: 'onTime',
        homeworkScore: 81,
      },
    ],
    exams: [
      {
        attemptId: 4,
        title: '第一单元测验',
        kind: 'jieke',
        committedAt: '2026-10-20T12:00:00Z',
        scorePercent: 86.5,
        pending: false,
      },
    ],
    mastery: [{ point: '全等三角形', percent: 55, questions: 4 }],
    classAverage: { attendanceRate: 90, homeworkOnTimePercent: 80, homeworkAverage: 82.5, pupils: 20 },
  },
  teacherName: '李明华',
  tutorName: '张晓雪',
  tutorComment: '本月课堂专注。',
  commentByName: '张晓雪',
  commentedAt: '2026-11-02T01:00:00Z',
  mayEdit: false,
  ...o,
});

let calls: PageCall[] = [];
const serve = (answer: (method: string, url: string) => unknown) => {
  calls = servePages(({ method, url }) => answer(method, url));
};
const renderAt = renderPage;

beforeEach(() => {
  saveTokens({ accessToken: 'a', refreshToken: 'r' });
  useSiteStore.setState({ showMobileTheme: false });
});
afterEach(() => clearSession());

describe('/report/report', () => {
  it('shows the figures against the class, the sessions, the exams and the comment; a family cannot edit', async () => {
    serve(() => report());
    renderAt('/report/report?id=7', '/report/report', <ReportDetailPage />);
    expect(await screen.findByTestId('report-headline')).toHaveTextContent('4 节课出勤 3 节');
    expect(screen.getByRole('heading', { name: '2026年10月 月度报告' })).toBeInTheDocument();
    expect(screen.getByText('班级平均 90%')).toBeInTheDocument();
    expect(screen.getByText('第5讲 全等三角形的性质')).toBeInTheDocument();
    expect(screen.getByText('第6讲 三角形全等的判定')).toBeInTheDocument();
    expect(screen.getByText('86.5 分')).toBeInTheDocument();
    expect(screen.getByTestId('report-comment')).toHaveTextContent('本月课堂专注。');
    expect(screen.getByRole('button', { name: /保存图片/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /保存PDF/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存评语' })).toBeNull();
    expect(screen.queryByRole('button', { name: /重新生成/ })).toBeNull();
  });

  it('the tutor saves the comment (PUT) and may make the report again', async () => {
    serve((method) =>
      method === 'PUT' ? report({ mayEdit: true, tutorComment: '继续加油' }) : report({ mayEdit: true }),
    );
    renderAt('/report/report?id=7', '/report/report', <ReportDetailPage />);
    const box = await screen.findByLabelText('评语');
    fireEvent.change(box, { target: { value: '继续加油' } });
    fireEvent.click(screen.getByRole('button', { name: '保存评语' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ comment: '继续加油' }));
    expect(calls.find((c) => c.method === 'PUT')?.url).toMatch(/\/report\/7\/comment$/);
    expect(await screen.findByText('评语已保存')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重新生成/ })).toBeInTheDocument();
  });

  it('an unreadable report shows the server’s message', async () => {
    serve(() => new Error('报告不存在'));
    renderAt('/report/report?id=9', '/report/report', <ReportDetailPage />);
    expect(await screen.findByText('报告不存在')).toBeInTheDocument();
  });
});

describe('/report/history', () => {
  it('lists my reports, each linking to its page', async () => {
    serve((_m, url) =>
      url.endsWith(API_PATHS.reportMine) ? { records: [report()], total: 1, current: 1, size: 10 } : new Error('?'),
    );
    renderAt('/report/history', '/report/history', <ReportHistoryPage />);
    const link = await screen.findByRole('link', { name: /初二数学秋季同步提高班 2026年10月 月度报告/ });
    expect(link).toHaveAttribute('href', '/report/report?id=7');
    expect(screen.getByText('出勤率 75%')).toBeInTheDocument();
  });
});
