import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSiteStore } from '../../../lib/site-store';
import '../routes/parent-approval.css';

/** The frame of 今日审批 and 缴费: a title row with links between them; phones get the full-width theme. */
export function PaPage(props: {
  title: string;
  links: { to: string; text: string }[];
  children: ReactNode;
  testId: string;
}) {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  return (
    <div className={`pa-page${mobile ? ' is-m' : ''}`} data-testid={props.testId}>
      <div className="pa-page__head">
        <h2>{props.title}</h2>
        <nav className="pa-page__links">
          {props.links.map((l) => (
            <Link key={l.to} to={l.to}>
              {l.text}
            </Link>
          ))}
        </nav>
      </div>
      {props.children}
    </div>
  );
}
