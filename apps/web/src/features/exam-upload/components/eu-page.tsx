import type { ReactNode } from 'react';
import { useSiteStore } from '../../../lib/site-store';
import '../routes/exam-upload.css';

/** The column every /examupload page sits in: centred on desktops, full width on phones (`.is-m`). */
export function EuPage({ children, testId, title }: { children: ReactNode; testId?: string; title?: ReactNode }) {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  return (
    <div className={`eu-page${mobile ? ' is-m' : ''}`} data-testid={testId}>
      {title && <h2 className="eu-title">{title}</h2>}
      {children}
    </div>
  );
}

export const dayText = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '');
