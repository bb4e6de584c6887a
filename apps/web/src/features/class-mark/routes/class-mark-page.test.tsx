import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, type ClassMarkSession } from '@salt/domain';
import { clearSession, saveTokens, useSiteStore } from '../../../lib/site-store';
import { renderPage, servePages, type PageCall } from '../../../test/page-kit';
import { ClassMarkPage } from './class-mark-page';

/** /classMark: the list of sessions to rate and rated; the form whose tag chips follow the stars; 已评价. */

const session = (o: Partial<ClassMarkSession> = {}): ClassMarkSession => ({
  chapterId: 11,
  offeringId: 1,
  classTitle: '初二数学秋季同步提高班',
  title: '第11讲 轴对称',
  seq: 11,
  startAt: '2026-11-23T11:00:00Z',
  endAt: '2026-11-23T12:30:00Z',
  teacherName: '李明华',
  tutorName: '张晓雪',
  deadline: '2026-11-30T12:30:00Z',
  daysLeft: 6,
  refusal: null,
  mark: null,
  ...o,
});

let calls: PageCall[] = [];
const serve = (answer: (method: string, url: string, body: unknown) => unknown) => {
  calls = servePages(({ method, url, body }) => answer(method, url, body));
};
/** The bodies of the evaluations sent. */
const posted = () => calls.filter((c) => c.method === 'POST').map((c) => c.body);
const renderAt = (path: string) => renderPage(path, '/classMark', <ClassMarkPage />);

beforeEach(() => {
  saveTokens({ accessToken: 'a', refreshToken: 'r' });
  useSiteStore.setState({ showMobileTheme: false });
});
afterEach(() => clearSession());

const stars = (rate: HTMLElement) => rate.querySelectorAll('li.ant-rate-star > div');

describe('/classMark', () => {
  it('lists the sessions to rate with the days left and those rated', async () => {
    serve((_m, url) =>
      url.endsWith(API_PATHS.classMarkMy)
        ? {
            toRate: [session()],
            rated: [
              session({
                chapterId: 10,
                title: '第10讲 期中复习',
                mark: {
                  id: 1,
                  teacherStars: 5,
                  tutorStars: 4,
                  tags: [],
                  comment: null,
                  anonymous: false,
                  createdAt: '2026-11-17T13:00:00Z',
                },
              }),
            ],
          }
        : new Error('?'),
    );
    renderAt('/classMark');
    const toRate = await screen.findByTestId('class-mark-to-rate');
    expect(within(toRate).getByText('第11讲 轴对称')).toBeInTheDocument();
    expect(within(toRate).getByText('还剩 6 天')).toBeInTheDocument();
    expect(within(screen.getByTestId('class-mark-rated')).getByText('第10讲 期中复习')).toBeInTheDocument();
  });

  it('offers praise for good stars and complaints for poor ones, then submits and shows 已评价', async () => {
    serve((method, url, body) => {
      if (method === 'GET' && url.includes('/learn/class-mark/session/11')) return session();
      if (method === 'POST' && url.endsWith(API_PATHS.classMarkCreate)) {
        const b = body as { teacherStars: number; tutorStars: number; tags: string[]; comment: string | null };
        return session({
          refusal: '你已评价过这节课',
          mark: { id: 5, ...b, anonymous: false, createdAt: '2026-11-24T13:00:00Z' },
        });
      }
      return new Error('?');
    });
    renderAt('/classMark?sessionId=11');
    const form = await screen.findByTestId('class-mark-form');
    expect(within(form).getByText('为两位老师打分后可选择评价标签')).toBeInTheDocument();
    const [teacherRate, tutorRate] = form.querySelectorAll<HTMLElement>('ul.ant-rate');
    fireEvent.click(stars(teacherRate!)[1]!);
    fireEvent.click(stars(tutorRate!)[1]!);
    expect(await within(form).findByText('没听懂')).toBeInTheDocument();
    expect(within(form).queryByText('讲解清晰')).toBeNull();
    fireEvent.click(stars(teacherRate!)[4]!);
    fireEvent.click(stars(tutorRate!)[4]!);
    fireEvent.click(await within(form).findByText('讲解清晰'));
    expect(within(form).queryByText('没听懂')).toBeNull();
    fireEvent.change(within(form).getByLabelText('评价内容'), { target: { value: '很清楚' } });
    fireEvent.click(within(form).getByRole('button', { name: /提交评价/ }));
    const given = await screen.findByTestId('class-mark-given');
    expect(within(given).getByText('已评价')).toBeInTheDocument();
    await waitFor(() =>
      expect(posted()).toEqual([
        { chapterId: 11, teacherStars: 5, tutorStars: 5, tags: ['讲解清晰'], comment: '很清楚', anonymous: false },
      ]),
    );
  });

  it('tells why a closed session cannot be rated', async () => {
    serve(() => session({ refusal: '课程结束 7 天后不能再评价', daysLeft: 0 }));
    renderAt('/classMark?sessionId=11');
    expect(await screen.findByRole('alert')).toHaveTextContent('课程结束 7 天后不能再评价');
  });
});
