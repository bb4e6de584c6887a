import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@salt/domain';
import { card, fakeApi, ok, renderRoutes, seedDictionaries, type FakeCall } from '../test-kit';
import { CoursePage } from './course-page';

const isPage = (c: FakeCall) => c.url.endsWith(API_PATHS.spuPage);

function renderCourse(path: string) {
  return renderRoutes([{ path: '/course', Component: CoursePage }], path);
}

describe('选课中心', () => {
  beforeEach(() => {
    localStorage.clear();
    seedDictionaries();
  });

  it('asks the server with the filters from the address and the site region, and lists the goods', async () => {
    const { calls } = fakeApi(() => ok({ records: [card()], total: 1, current: 1, size: 12 }));
    renderCourse('/course?subject=2&term=秋季');
    expect(await screen.findByText('初一数学秋季同步提高班')).toBeInTheDocument();
    expect(calls.filter(isPage).at(-1)?.params).toEqual({
      subject: '2',
      term: '秋季',
      dept: '1',
      current: '1',
      size: '12',
    });
    expect(screen.getByLabelText('价格¥259.00')).toBeInTheDocument();
    expect(screen.getByText('¥329.00')).toBeInTheDocument();
  });

  it('goes back to page 1 and asks again when a filter changes', async () => {
    const { calls } = fakeApi(() => ok({ records: [card()], total: 30, current: 2, size: 12 }));
    const router = renderCourse('/course?page=2');
    await screen.findByText('初一数学秋季同步提高班');
    expect(calls.filter(isPage).at(-1)?.params).toMatchObject({ current: '2' });
    await userEvent.click(screen.getByRole('button', { name: '初一' }));
    await waitFor(() => expect(calls.filter(isPage).at(-1)?.params).toMatchObject({ grade: '7', current: '1' }));
    expect(router.state.location.search).toBe('?grade=7');
  });

  it('shows an empty state with a way back to all courses', async () => {
    fakeApi(() => ok({ records: [], total: 0, current: 1, size: 12 }));
    renderCourse('/course?keyword=不存在');
    expect(await screen.findByText('没有找到符合条件的课程，换个条件试试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看全部课程' })).toBeInTheDocument();
  });

  it("shows the server's message when the list fails", async () => {
    fakeApi(() => [400, { code: 1, msg: '每页条数应为-1或1-100', data: null }]);
    renderCourse('/course');
    expect(await screen.findByText('每页条数应为-1或1-100')).toBeInTheDocument();
  });
});
