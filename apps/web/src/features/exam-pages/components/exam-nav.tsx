import { NavLink } from 'react-router';

type NavKind = 'jieke' | 'mock' | 'outdoor';

const NAV: Record<NavKind, { to: string; label: string }[]> = {
  jieke: [
    { to: '/jieke', label: '我的考试' },
    { to: '/jieke/data', label: '考试数据' },
    { to: '/jieke/feedBack', label: '老师反馈' },
  ],
  mock: [
    { to: '/mockExamination', label: '模拟考试' },
    { to: '/mockExamination/data', label: '考试数据' },
    { to: '/mockExamination/feedBack', label: '老师反馈' },
  ],
  outdoor: [
    { to: '/outdoor', label: '课外测评' },
    { to: '/outdoor/report', label: '测评报告' },
  ],
};

/** The sections of an exam family, as tabs over its pages (list, data, feedback or reports). */
export function ExamNav({ kind }: { kind: NavKind }) {
  return (
    <nav className="exam-nav" aria-label="考试导航">
      {NAV[kind].map((n) => (
        <NavLink key={n.to} to={n.to} end className={({ isActive }) => `exam-nav__tab${isActive ? ' is-active' : ''}`}>
          {n.label}
        </NavLink>
      ))}
    </nav>
  );
}
