import { describe, expect, it } from 'vitest';
import { AdjustableClock } from '../clock';
import { PrivateFileLinks } from './private-file-links';

const query = (link: string) => {
  const [path, q] = link.split('?');
  const params = new URLSearchParams(q);
  return { path: path!, exp: params.get('exp') ?? undefined, sig: params.get('sig') ?? undefined };
};

describe('private file links', () => {
  it('signs a path the same within a step (remembered), and anew with a later expiry after it', () => {
    const clock = new AdjustableClock();
    const links = new PrivateFileLinks('secret', clock);
    const fresh = (path: string) => new PrivateFileLinks('secret', clock).sign(path);
    const path = '/api/file/private/images/12/a.jpg';
    const first = links.sign(path);
    // The remembered link is exactly the one a fresh signer makes now.
    expect(links.sign(path)).toBe(first);
    expect(links.sign(path)).toBe(fresh(path));
    expect(links.sign('/api/file/private/images/12/b.jpg')).not.toBe(first);

    clock.advance(3 * 3600_000);
    const later = links.sign(path);
    expect(later).toBe(fresh(path));
    expect(Number(query(later).exp)).toBeGreaterThan(Number(query(first).exp));
    const { exp, sig } = query(later);
    expect(links.verify(path, exp, sig)).toBe(true);
    // The old link has expired by now.
    expect(links.verify(path, query(first).exp, query(first).sig)).toBe(false);
  });
});
