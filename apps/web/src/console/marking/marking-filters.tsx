import { Flex, Segmented, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useUrlFilters } from '../components/use-url-filters';
import { API_PATHS, MARKING_ANSWER_TYPES, type ExamMarkingOptions, type MarkingAnswerType } from '@salt/domain';
import { apiGet } from '../../lib/api/client';
import type { MarkingFilter, MarkingStatus } from '../providers/marking-provider';

const STATUS_OPTIONS: { label: string; value: MarkingStatus }[] = [
  { label: '待批改', value: 'pending' },
  { label: '已批改', value: 'marked' },
];

const ANSWER_TYPE_LABELS: Record<MarkingAnswerType, string> = { oral: '口述题（录音）', photo: '拍照题（照片）' };

export interface MarkingFilterValues {
  status: MarkingStatus;
  examId?: number;
  offeringId?: number;
  answerType?: MarkingAnswerType;
}

const idOf = (v: string | null) => (v !== null && /^\d{1,10}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

/**
 * The marking list's filters as the page URL holds them (a reload or a shared link keeps them); a value the URL
 * got wrong is no filter rather than a refused request.
 */
export function useMarkingFilters() {
  const { values, set } = useUrlFilters((params): MarkingFilterValues => {
    const answerType = params.get('answerType');
    return {
      status: params.get('status') === 'marked' ? 'marked' : 'pending',
      examId: idOf(params.get('examId')),
      offeringId: idOf(params.get('offeringId')),
      answerType: (MARKING_ANSWER_TYPES as readonly string[]).includes(answerType ?? '')
        ? (answerType as MarkingAnswerType)
        : undefined,
    };
  });
  // 待批改 is the default status: it leaves the URL rather than being written into it.
  return {
    values,
    set: (field: 'status' | MarkingFilter, value: string | number | undefined) =>
      set({ [field]: field === 'status' && value === 'pending' ? undefined : value }),
  };
}

/** The exams and classes the caller marks (the server limits them), for the filters' choices. */
function useMarkingOptions() {
  return useQuery({
    queryKey: ['console', 'marking-options'],
    queryFn: () => apiGet<ExamMarkingOptions>(API_PATHS.examMarkingOptions, { silent: true }),
    staleTime: 60_000,
  });
}

/** 阅卷's filter bar: status, exam, class and kind of answer; each change starts again at page 1. */
export function MarkingFilters(props: {
  values: MarkingFilterValues;
  onChange: (field: 'status' | MarkingFilter, value: string | number | undefined) => void;
}) {
  const { values, onChange } = props;
  const options = useMarkingOptions();
  const loading = options.isLoading;
  return (
    <Flex wrap gap="small" align="center" className="marking-filters">
      <Segmented<MarkingStatus>
        options={STATUS_OPTIONS}
        value={values.status}
        onChange={(v) => onChange('status', v)}
      />
      <Select<number>
        aria-label="试卷"
        placeholder="全部试卷"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={loading}
        className="marking-filters__exam"
        popupMatchSelectWidth={false}
        value={values.examId}
        options={options.data?.exams.map((e) => ({ value: e.examId, label: e.title }))}
        onChange={(v) => onChange('examId', v)}
      />
      <Select<number>
        aria-label="班级"
        placeholder="全部班级"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={loading}
        className="marking-filters__class"
        popupMatchSelectWidth={false}
        value={values.offeringId}
        options={options.data?.classes.map((c) => ({ value: c.offeringId, label: c.title }))}
        onChange={(v) => onChange('offeringId', v)}
      />
      <Select<MarkingAnswerType>
        aria-label="题型"
        placeholder="全部题型"
        allowClear
        className="marking-filters__type"
        value={values.answerType}
        options={MARKING_ANSWER_TYPES.map((t) => ({ value: t, label: ANSWER_TYPE_LABELS[t] }))}
        onChange={(v) => onChange('answerType', v)}
      />
    </Flex>
  );
}
