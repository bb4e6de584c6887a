import { useSearchParams } from 'react-router';

/** The `?id=` of a /yanzhi page as a number, or null when missing or not a positive whole number. */
export function useIdParam(): number | null {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  return /^[1-9]\d*$/.test(raw) ? Number(raw) : null;
}
