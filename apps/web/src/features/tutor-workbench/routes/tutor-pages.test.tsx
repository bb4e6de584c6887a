import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TutorClassDetail, TutorStudent } from '@salt/domain';
import { clearSession, saveTokens, useSiteStore } from '../../../lib/site-store';
import { ClassPage } from './class-page';
import { StudentPage } from './student-page';
import { renderPage, servePages, type PageCall } from '../../../test/page-kit';

const detail: TutorClassDetail = {
  cls: {
    offeringId: 1,
    title: '初二数学秋季同步提高班·同步提高1班',
    subject: '2',
    grade: '8',
    teacherName: '李明华',
    tutorName: '张晓雪',
    pupils: 2,
    sessionsHeld: 4,
    sessionsTotal: 16,
    attendanceRate: 75,
    homeworkRate: 50,
    averageScore: 82,
  },
  roster: [
    {
      userId: 5,
      name: '王小明',
      mobile: '138****0001',
      attended: 4,
      sessionsHeld: 4,
      attendanceRate: 100,
      homeworkDone: 2,
      homeworkDue: 2,
      homeworkRate: 100,
      averageScore: 82,
      lastVisitAt: '2026-11-24T11:30:00Z',
      followUp: null,
    },
    {
      userId: 6,
      name: '刘欣怡',
      mobile: '188****0005',
      attended: 2,
      sessionsHeld: 4,
      attendanceRate: 50,
      homeworkDone: 0,
      homeworkDue: 2,
      homeworkRate: 0,
      averageScore: null,
      lastVisitAt: null,
      followUp: {
        noteId: 1,
        text: '约定今天回电',
        writtenAt: '2026-11-22T02:00:00Z',
        nextContactOn: '2026-11-25',
        due: true,
      },
    },
  ],
};

const student: TutorStudent = {
  userId: 6,
  name: '刘欣怡',
  mobile: '188****0005',
  grade: '8',
  classes: [{ offeringId: 1, title: '初二数学秋季同步提高班·同步提高1班' }],
  timeline: [{ kind: 'session', at: '2026-11-24T11:30:00Z', title: '直播听课 第4讲 多边形', detail: '同步提高1班' }],
  notes: [],
  followUp: null,
};

let calls: PageCall[] = [];
const serve = (answer: (method: string, url: string) => unknown) => {
  calls = servePages(({ method, url }) => answer(method, url));
};
const renderAt = renderPage;

beforeEach(() => saveTokens({ accessToken: 'a', refreshToken: 'r' }));
afterEach(() => {
  clearSession();
  useSiteStore.setState({ showMobileTheme: false });
});

describe('/tutor/class/:id', () => {
  it('shows the class figures and a roster table on a desktop', async () => {
    useSiteStore.setState({ showMobileTheme: false });
    serve(() => detail);
    renderAt('/tutor/class/1', '/tutor/class/:id', <ClassPage />);
    expect(await screen.findByTestId('tw-class-attendance')).toHaveTextContent('75%');
    expect(screen.getByTestId('tw-class-homework')).toHaveTextContent('50%');
    const row = screen.getByTestId('tw-pupil-6');
    expect(row.tagName).toBe('TR');
    expect(within(row).getByText('2/4（50%）')).toBeInTheDocument();
    expect(within(row).getByText('今日待跟进')).toBeInTheDocument();
    expect(within(row).getByText('188****0005')).toBeInTheDocument();
  });

  it('turns the roster into cards on a phone', async () => {
    useSiteStore.setState({ showMobileTheme: true });
    serve(() => detail);
    renderAt('/tutor/class/1', '/tutor/class/:id', <ClassPage />);
    const card = await screen.findByTestId('tw-pupil-5');
    expect(card.tagName).toBe('LI');
    expect(within(card).getByText('4/4（100%）')).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    serve(() => new Error('这不是你负责的班级'));
    renderAt('/tutor/class/9', '/tutor/class/:id', <ClassPage />);
    expect(await screen.findByText('这不是你负责的班级')).toBeInTheDocument();
  });
});

describe('/tutor/student/:id', () => {
  it('writes a follow-up note (POST) with the text', async () => {
    serve((method) =>
      method === 'POST'
        ? { id: 3, text: '已电话联系', nextContactOn: null, authorName: '张晓雪', createdAt: '2026-11-25T02:00:00Z' }
        : student,
    );
    renderAt('/tutor/student/6', '/tutor/student/:id', <StudentPage />);
    expect(await screen.findByText('直播听课 第4讲 多边形')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('跟进内容'), { target: { value: '已电话联系' } });
    fireEvent.click(screen.getByRole('button', { name: '保存跟进' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: '已电话联系', nextContactOn: null }),
    );
    expect(calls.find((c) => c.method === 'POST')?.url).toMatch(/\/tutor-wb\/student\/6\/notes$/);
  });
});
