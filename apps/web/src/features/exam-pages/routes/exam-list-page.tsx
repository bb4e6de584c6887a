import { useState } from 'react';
import { Button, Empty, Result, Select, Skeleton } from 'antd';
import { isSubjectValue, type SubjectValue } from '@salt/domain';
import { useDict, useSiteStore } from '../../../lib/site-store';
import { EXAM_PAGES } from '../../../lib/exam-paths';
import { useMyExams } from '../api/my-exams';
import { ExamCard } from '../components/exam-card';
import { ExamNav } from '../components/exam-nav';
import '../exam-pages.css';

type ListKind = 'jieke' | 'mock' | 'outdoor';

const INTRO: Record<ListKind, string> = {
  jieke: '所在班级的结课考试：在考试时间内完成作答，交卷后可查看成绩与解析。',
  mock: '按年级和学科挑选模拟试卷，可反复练习，每次交卷都会记入考试数据。',
  outdoor: '课外测评诊断各知识点的掌握情况，报告给出薄弱点和推荐课程。',
};

const EMPTY: Record<ListKind, string> = {
  jieke: '暂时没有结课考试，班级课程结束前老师会安排',
  mock: '没有符合条件的模拟考试',
  outdoor: '暂时没有可参加的课外测评',
};

/** All of a kind's exams fit one request (the lists are short); the grade filter works on that page. */
const LIST_SIZE = 100;

/** An exam family's index: my exams with status, window and the action each allows now. */
export function ExamListPage({ kind }: { kind: ListKind }) {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const subjects = useDict('subject');
  const grades = useDict('grade');
  const [subject, setSubject] = useState<SubjectValue | ''>('');
  const [grade, setGrade] = useState('');
  const filterable = kind === 'mock';
  const { data, isPending, error, refetch } = useMyExams({
    type: kind,
    current: 1,
    size: LIST_SIZE,
    ...(subject ? { subject } : {}),
  });
  const items = (data?.records ?? []).filter((e) => !grade || e.grade === grade);
  const gradesOffered = grades.filter((g) => data?.records.some((e) => e.grade === g.value) || g.value === grade);

  return (
    <div className={`exam-page${mobile ? ' is-mobile' : ''}`}>
      <header className="exam-page__head">
        <div>
          <h1>{EXAM_PAGES[kind].title}</h1>
          <p>{INTRO[kind]}</p>
        </div>
        <ExamNav kind={kind} />
      </header>
      {filterable && (
        <div className="exam-filters" role="group" aria-label="筛选">
          <Select
            aria-label="年级"
            value={grade}
            onChange={setGrade}
            options={[{ value: '', label: '全部年级' }, ...gradesOffered]}
            style={{ width: mobile ? '48%' : 160 }}
          />
          <Select
            aria-label="学科"
            value={subject}
            onChange={(v) => setSubject(isSubjectValue(v) ? v : '')}
            options={[{ value: '', label: '全部学科' }, ...subjects]}
            style={{ width: mobile ? '48%' : 160 }}
          />
        </div>
      )}
      {error ? (
        <Result
          status="warning"
          title={error.message || '考试列表加载失败'}
          extra={<Button onClick={() => void refetch()}>重新加载</Button>}
        />
      ) : isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : items.length === 0 ? (
        <Empty className="exam-empty" description={EMPTY[kind]} />
      ) : (
        <div className="exam-cards">
          {items.map((e) => (
            <ExamCard key={e.examId} item={e} />
          ))}
        </div>
      )}
    </div>
  );
}

export const JiekeIndexPage = () => <ExamListPage kind="jieke" />;
export const MockIndexPage = () => <ExamListPage kind="mock" />;
export const OutdoorIndexPage = () => <ExamListPage kind="outdoor" />;
