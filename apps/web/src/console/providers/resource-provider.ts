import type { DataProvider } from '@refinedev/core';

/**
 * What one console resource offers: the subset of refine's data provider its API has. Each resource lives in its
 * own `<resource>-provider.ts` beside this file and is listed in `data-provider.ts`; a method a resource lacks
 * throws rather than guessing a URL.
 */
export type ResourceProvider = Partial<Pick<DataProvider, 'getList' | 'getOne' | 'update' | 'create' | 'deleteOne'>>;
