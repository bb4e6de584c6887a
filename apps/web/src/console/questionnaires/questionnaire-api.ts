import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  fillPath,
  type ConsoleQuestionnaire,
  type ConsoleQuestionnaireOptions,
  type ConsoleQuestionnaireResult,
  type ConsoleQuestionnaireRow,
  type Page,
  type QuestionnaireDesignInput,
} from '@salt/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api/client';

/** 问卷调查 in the console: the list, one design, the audience choices, results; writes refresh them all. */
const root = ['console', 'questionnaires'] as const;
export const consoleQuestionnaireKeys = {
  all: root,
  page: (status: string, current: number) => [...root, 'page', status, current] as const,
  one: (id: number) => [...root, 'one', id] as const,
  options: () => [...root, 'options'] as const,
  result: (id: number) => [...root, 'result', id] as const,
};

export const useQuestionnaireRows = (status: string, current: number) =>
  useQuery({
    queryKey: consoleQuestionnaireKeys.page(status, current),
    queryFn: () =>
      apiGet<Page<ConsoleQuestionnaireRow>>(API_PATHS.consoleQuestionnairePage, {
        params: { status: status || undefined, current, size: 20 },
      }),
  });

export const useConsoleQuestionnaire = (id: number) =>
  useQuery({
    queryKey: consoleQuestionnaireKeys.one(id),
    queryFn: () => apiGet<ConsoleQuestionnaire>(fillPath(API_PATHS.consoleQuestionnaire, { id })),
    enabled: id > 0,
  });

export const useAudienceOptions = () =>
  useQuery({
    queryKey: consoleQuestionnaireKeys.options(),
    queryFn: () => apiGet<ConsoleQuestionnaireOptions>(API_PATHS.consoleQuestionnaireOptions),
  });

export const useConsoleQuestionnaireResult = (id: number) =>
  useQuery({
    queryKey: consoleQuestionnaireKeys.result(id),
    queryFn: () => apiGet<ConsoleQuestionnaireResult>(fillPath(API_PATHS.consoleQuestionnaireResult, { id })),
    enabled: id > 0,
  });

type Write =
  | { kind: 'save'; id: number | null; body: QuestionnaireDesignInput }
  | { kind: 'publish' | 'close' | 'delete'; id: number };

function write(w: Write): Promise<unknown> {
  if (w.kind === 'save')
    return w.id === null
      ? apiPost<ConsoleQuestionnaire>(API_PATHS.consoleQuestionnaireCreate, w.body)
      : apiPut<ConsoleQuestionnaire>(fillPath(API_PATHS.consoleQuestionnaire, { id: w.id }), w.body);
  if (w.kind === 'delete') return apiDelete(fillPath(API_PATHS.consoleQuestionnaire, { id: w.id }));
  const path = w.kind === 'publish' ? API_PATHS.consoleQuestionnairePublish : API_PATHS.consoleQuestionnaireClose;
  return apiPost(fillPath(path, { id: w.id }));
}

export function useQuestionnaireWrite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => void qc.invalidateQueries({ queryKey: root }),
  });
}
