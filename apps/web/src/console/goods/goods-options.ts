import { useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  SUBJECT_LABELS,
  SUBJECT_VALUES,
  TERM_KINDS,
  fillPath,
  type ConsoleStaffOptions,
  type DictItem,
} from '@salt/domain';
import { apiGet } from '../../lib/api/client';

export const SUBJECT_OPTIONS = SUBJECT_VALUES.map((value) => ({ value, label: SUBJECT_LABELS[value] }));
export const TERM_OPTIONS = TERM_KINDS.map((value) => ({ value, label: value }));

/** A dictionary (grade, dept) as select options, from the same endpoint the site reads at start. */
export function useDictOptions(type: 'grade' | 'dept') {
  const query = useQuery({
    queryKey: ['console', 'dict', type],
    queryFn: () => apiGet<DictItem[]>(fillPath(API_PATHS.dictByType, { type }), { silent: true }),
    staleTime: 5 * 60_000,
  });
  return (query.data ?? []).map((d) => ({ value: d.value, label: d.label }));
}

/** Teachers and tutors the goods form may name. */
export function useStaffOptions() {
  const query = useQuery({
    queryKey: ['console', 'goods-staff'],
    queryFn: () => apiGet<ConsoleStaffOptions>(API_PATHS.consoleGoodsStaff, { silent: true }),
    staleTime: 60_000,
  });
  const toOptions = (list: ConsoleStaffOptions['teachers'] = []) =>
    list.map((s) => ({ value: s.userId, label: s.name }));
  return { teachers: toOptions(query.data?.teachers), tutors: toOptions(query.data?.tutors) };
}

export const yuan = (fen: number | null) => (fen === null ? '—' : `¥${(fen / 100).toFixed(2)}`);
