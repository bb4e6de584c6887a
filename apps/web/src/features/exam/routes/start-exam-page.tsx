import { Navigate, useLocation, useSearchParams } from 'react-router';
import { EXAM_KINDS, type ExamKind } from '@salt/domain';
import { ExamById, examIdOf } from '../components/exam-by-id';
import { EXAM_PAGES } from '../../../lib/exam-paths';
import '../exam.css';

/** The kind of paper from the route (/jieke/startExam, /mockExamination/startExam, /outdoor/startExam). */
export function kindOfPath(pathname: string): ExamKind {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return EXAM_KINDS.find((k) => EXAM_PAGES[k].runner.toLowerCase() === path) ?? 'jieke';
}

/**
 * startExam of class-completion exams, mock exams and assessments: `?examId=` names the exam; without one the
 * pupil is sent to the list to pick it.
 */
export function StartExamPage() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const kind = kindOfPath(pathname);
  const examId = examIdOf(search);
  if (examId === null) return <Navigate to={EXAM_PAGES[kind].home} replace />;
  return <ExamById key={examId} examId={examId} kind={kind} />;
}
