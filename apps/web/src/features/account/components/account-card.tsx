import type { ReactNode } from 'react';
import './account-card.css';

/** Shared card around each account page, so desktop and mobile share one look. */
export function AccountCard({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <section className="account-card">
      <header className="account-card__header">
        <h2>{title}</h2>
        {extra}
      </header>
      <div className="account-card__body">{children}</div>
    </section>
  );
}
