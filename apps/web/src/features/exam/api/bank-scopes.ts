import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type QbBankScope } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { examKeys } from './keys';

/** The subjects and grades the bank has practice questions for: the only ones AI practice offers. */
export function fetchBankScopes(): Promise<QbBankScope[]> {
  return apiGet<QbBankScope[]>(API_PATHS.qbSubjects, { requireToken: true });
}

export const useBankScopes = () =>
  useQuery({ queryKey: examKeys.bankScopes, queryFn: fetchBankScopes, staleTime: 5 * 60_000 });

/** The scope itself if the bank has questions for it, else the same subject's nearest grade, else the first. */
export function availableScope<T extends { subject: string; grade: string }>(
  wanted: T,
  scopes: readonly QbBankScope[],
): T {
  if (scopes.some((s) => s.subject === wanted.subject && s.grade === wanted.grade)) return wanted;
  const sameSubject = scopes.filter((s) => s.subject === wanted.subject);
  const pool = sameSubject.length ? sameSubject : scopes;
  const target = Number(wanted.grade);
  const best = [...pool].sort((a, b) => Math.abs(Number(a.grade) - target) - Math.abs(Number(b.grade) - target))[0];
  return best ? { ...wanted, subject: best.subject, grade: best.grade } : wanted;
}
