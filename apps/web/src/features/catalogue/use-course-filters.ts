import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isSubjectValue } from '@salt/domain';
import type { SpuFilters } from './api/keys';

/**
 * Filters live in the address (?subject=2&grade=7&term=秋季&keyword=…&page=2) so a filtered list can be
 * shared, reloaded and reached from the home page's "更多" links. Changing a filter goes back to page 1.
 */
export function useCourseFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<SpuFilters>(() => {
    const subject = params.get('subject') ?? '';
    return {
      subject: isSubjectValue(subject) ? subject : undefined,
      grade: params.get('grade') || undefined,
      term: params.get('term') || undefined,
      keyword: params.get('keyword') || undefined,
    };
  }, [params]);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const setFilters = useCallback(
    (next: SpuFilters) => {
      const out = new URLSearchParams();
      for (const key of ['subject', 'grade', 'term', 'keyword'] as const) {
        const v = next[key];
        if (v) out.set(key, v);
      }
      setParams(out);
    },
    [setParams],
  );

  const setPage = useCallback(
    (p: number) =>
      setParams((prev) => {
        const out = new URLSearchParams(prev);
        if (p > 1) out.set('page', String(p));
        else out.delete('page');
        return out;
      }),
    [setParams],
  );

  return { filters, page, setFilters, setPage };
}
