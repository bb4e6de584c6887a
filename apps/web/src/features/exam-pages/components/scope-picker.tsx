import { Segmented, Select } from 'antd';
import { isSubjectValue, type QbBankScope, type SubjectValue } from '@salt/domain';
import { useDict, useSiteStore } from '../../../lib/site-store';

export interface Scope {
  subject: SubjectValue;
  grade: string;
}

/** The pupil's own grade if set, else 初二 (the demo bank's fullest grade); subject 数学. */
export function useDefaultScope(): Scope {
  const grade = useSiteStore((s) => s.user?.sysUser.grade);
  return { subject: '2', grade: grade && /^\d{1,2}$/.test(grade) ? grade : '8' };
}

interface Props {
  value: Scope;
  onChange: (next: Scope) => void;
  /** The bank's subjects and grades with questions: only these are offered (all while unknown). */
  scopes?: readonly QbBankScope[];
}

/**
 * The subjects the bank has questions for and the grades of the chosen subject (every dictionary entry while the
 * bank's scopes are unknown), for the desktop picker and the phone's tabs alike.
 */
export function useScopeOptions(value: Scope, scopes: readonly QbBankScope[] | undefined) {
  const dictSubjects = useDict('subject');
  const dictGrades = useDict('grade');
  const subjects = scopes ? dictSubjects.filter((d) => scopes.some((s) => s.subject === d.value)) : dictSubjects;
  const grades = scopes
    ? dictGrades.filter((d) => scopes.some((s) => s.subject === value.subject && s.grade === d.value))
    : dictGrades;
  return { subjects, grades };
}

/** Subject as tabs, grade as a select: what AI practice and the question bank practise. */
export function ScopePicker({ value, onChange, scopes }: Props) {
  const { subjects, grades } = useScopeOptions(value, scopes);
  return (
    <div className="scope-picker">
      <Segmented
        aria-label="学科"
        value={value.subject}
        onChange={(v) => isSubjectValue(v) && onChange({ ...value, subject: v })}
        options={subjects.map((s) => ({ value: s.value, label: s.label }))}
      />
      <Select
        aria-label="年级"
        value={value.grade}
        onChange={(grade) => onChange({ ...value, grade })}
        options={grades}
        className="scope-picker__grade"
      />
    </div>
  );
}
