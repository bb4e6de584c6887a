import { render, screen } from '@testing-library/react';
import { MemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isBuilt } from '../../lib/built-pages';
import { routes } from './all-routes';
import { EXAM_PAGES } from '../../lib/exam-paths';
import { ExamEntries } from '../../features/exam-pages/components/exam-entries';

/** Every page of the exam family (issue 13); none may show 功能建设中 or fall through to not-found. */
const FAMILY = [
  '/jieke',
  '/jieke/data',
  '/jieke/detail?sessionId=1',
  '/jieke/feedBack',
  '/jieke/startExam?examId=1',
  '/jieke/component/paper',
  '/mockExamination',
  '/mockExamination/data',
  '/mockExamination/feedBack',
  '/mockExamination/startExam',
  '/mockExamination/component/paper',
  '/outdoor',
  '/outdoor/report',
  '/outdoor/startExam',
  '/ai/TestQuestion',
  '/ai/TestResult',
  '/m-shop/fenban-test',
  '/m-shop/test-bank',
  '/m-shop/listening',
];
/** The answering pages are helper exam-runner's: built once that branch lands. */
const RUNNER = ['/jieke/startExam', '/mockExamination/startExam', '/outdoor/startExam', '/ai/TestQuestion'];

describe('exam family routes', () => {
  it.each(FAMILY.filter((p) => !RUNNER.includes(p.split('?')[0]!)))('%s is a built page', (path) => {
    expect(isBuilt(path)).toBe(true);
    const leaf = matchRoutes(routes, path.split('?')[0]!)?.at(-1)?.route;
    expect(leaf?.path).not.toBe('*');
  });

  it('the old component pages open their list', async () => {
    const leaf = matchRoutes(routes, '/jieke/component/paper')!.at(-1)!.route;
    const answer = (await (leaf.loader as () => Promise<Response> | Response)()) as Response;
    expect(answer.headers.get('Location')).toBe('/jieke');
  });

  it('every list, runner and report address of the shared table is a route', () => {
    for (const p of Object.values(EXAM_PAGES)) {
      for (const path of [p.home, p.runner, p.report]) {
        expect(matchRoutes(routes, path)?.at(-1)?.route.path, path).not.toBe('*');
      }
    }
  });

  it('the learning centre’s exam entries lead to built pages only', () => {
    render(
      <MemoryRouter>
        <ExamEntries mobile={false} />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(
      expect.arrayContaining(['结课考试', '模拟考试', '课外测评', 'AI练习', '题库练习', '分班测试', '听力练习']),
    );
    for (const a of links) expect(isBuilt(a.getAttribute('href')!), a.getAttribute('href')!).toBe(true);
  });
});
