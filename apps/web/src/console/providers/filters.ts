import type { CrudFilter } from '@refinedev/core';

/** The value of refine's `eq` filter on `field` (the console's list filters map one to one onto query parameters). */
export function filterValue(filters: CrudFilter[] | undefined, field: string): unknown {
  const hit = filters?.find((f) => 'field' in f && f.field === field && f.operator === 'eq');
  return hit && 'field' in hit ? hit.value : undefined;
}
