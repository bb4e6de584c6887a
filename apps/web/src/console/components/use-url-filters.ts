import { useSearchParams } from 'react-router';

type Patch = Record<string, string | number | undefined>;

/**
 * A console list's filters kept in the page URL (a reload or a shared link keeps them): `read` turns the query into
 * the page's values (a value the URL got wrong is no filter, never a refused request); `set` writes a patch, an
 * empty value removing its parameter, replacing the history entry (filters are not steps to go back through).
 */
export function useUrlFilters<V>(read: (params: URLSearchParams) => V) {
  const [params, setParams] = useSearchParams();
  const set = (patch: Patch) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [field, value] of Object.entries(patch)) {
          const text = value === undefined ? '' : String(value).trim();
          if (text === '') next.delete(field);
          else next.set(field, text);
        }
        return next;
      },
      { replace: true },
    );
  return { values: read(params), set };
}
