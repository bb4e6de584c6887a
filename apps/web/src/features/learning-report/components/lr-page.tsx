import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSiteStore } from '../../../lib/site-store';
import '../routes/learning-report.css';

/** The frame of the /report pages: a title row with links between them; phones get the full-width theme. */
export function LrPage(props: {
  title: string;
  links?: { to: string; text: string }[];
  children: ReactNode;
  testId?: string;
}) {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  return (
    <div className={`lr-page${mobile ? ' is-m' : ''}`} data-testid={props.testId}>
      <div className="lr-page__head">
        <h2>{props.title}</h2>
        <nav className="lr-page__links">
          {props.links?.map((l) => (
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

export const useCompact = () => useSiteStore((s) => s.showMobileTheme);
