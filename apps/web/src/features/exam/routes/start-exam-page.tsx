import { Navigate, useLocation, useSearchParams } from 'react-router';
import type { ExamKind } from '@salt/domain';
import { ExamById, examIdOf } from '../components/exam-by-id';
import { listRouteOf } from '../model/report-route';
import '../exam.css';

const KIND_OF_PATH: Record<string, ExamKind> = {
  jieke: 'jieke',
  mockexamination: 'mock',
  outdoor: 'outdoor',
};

/** The kind of paper from the route (/jieke/startExam, /mockExamination/startExam, /outdoor/startExam). */
export function kindOfPath(pathname: string): ExamKind {
  const first = pathname.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
  return KIND_OF_PATH[first] ?? 'jieke';
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
  if (examId === null) return <Navigate to={listRouteOf(kind)} replace />;
  return <ExamById key={examId} examId={examId} kind={kind} />;
}
