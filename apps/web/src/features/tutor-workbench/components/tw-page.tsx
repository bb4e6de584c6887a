import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useSiteStore } from '../../../lib/site-store';
import '../tutor-workbench.css';

const TABS = [
  { to: '/tutor', text: '工作台', end: true },
  { to: '/tutor/classlist', text: '班级' },
  { to: '/tutor/renewal', text: '续报' },
  { to: '/tutor/changes', text: '调班' },
  { to: '/tutor/summary', text: '数据汇总' },
];

/** The frame of the /tutor pages: a title, the workbench's tabs, white cards on the site's grey; phones one column. */
export function TwPage(props: { title: string; children: ReactNode; testId?: string; extra?: ReactNode }) {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  return (
    <div className={`tw-page${mobile ? ' is-m' : ''}`} data-testid={props.testId}>
      <div className="tw-page__head">
        <h2>{props.title}</h2>
        {props.extra}
      </div>
      <nav className="tw-tabs" aria-label="工作台导航">
        {TABS.map((t) => (
          <NavLink key={t.to} to={t.to} end={t.end} className="tw-tabs__tab">
            {t.text}
          </NavLink>
        ))}
      </nav>
      {props.children}
    </div>
  );
}

export const useCompact = () => useSiteStore((s) => s.showMobileTheme);

/** '87%' or '—' when there is nothing to count. */
export const rateText = (n: number | null) => (n === null ? '—' : `${n}%`);
