import type { CrudFilter } from '@refinedev/core';

/** What a console list's filters need of refine's `useTable`. */
interface FilteredTable {
  filters: CrudFilter[];
  setFilters: (filters: CrudFilter[], behavior: 'replace') => void;
  setCurrentPage: (page: number) => void;
}

/**
 * A console list whose filter bar sets simple `field = value` filters: what is set now (as strings), and `apply`,
 * which merges a change into them, drops the emptied ones and goes back to page 1 (the server filters and pages).
 */
export function replaceFilters<F extends string>(table: FilteredTable) {
  const current = Object.fromEntries(
    table.filters.flatMap((f) => ('field' in f && f.value ? [[f.field, String(f.value)]] : [])),
  ) as Partial<Record<F, string>>;
  const apply = (patch: Partial<Record<F, string>>) => {
    const filters: CrudFilter[] = Object.entries({ ...current, ...patch })
      .filter(([, v]) => v)
      .map(([field, value]) => ({ field, operator: 'eq', value }));
    table.setFilters(filters, 'replace');
    table.setCurrentPage(1);
  };
  return { current, apply };
}
