import { Link } from 'react-router';
import { Card, Empty, Tag } from 'antd';
import {
  HOMEWORK_STATUS_LABELS,
  type ParentExamScore,
  type ParentHomeworkMark,
  type ParentReport,
  type ParentSession,
} from '@salt/domain';
import { sessionTime, shortTime, tenths } from './format';

const STATUS_COLOR = {
  marked: 'success',
  submitted: 'processing',
  todo: 'warning',
  missed: 'error',
  optional: 'default',
};

function Attendance({ s }: { s: ParentSession }) {
  if (s.attended === null)
    return new Date(s.startAt).getTime() <= Date.now() ? <Tag color="processing">上课中</Tag> : <Tag>未开始</Tag>;
  return s.attended ? <Tag color="success">已出勤</Tag> : <Tag color="error">缺勤</Tag>;
}

/** Sessions with attendance and homework (this week on the index, all of a class on the course page). */
export function SessionList({ sessions, empty }: { sessions: ParentSession[]; empty: string }) {
  if (sessions.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <>
      {sessions.map((s) => (
        <div className="pp-row" key={s.chapterId} data-testid="pp-session">
          <div className="pp-row__main">
            <div className="pp-row__title">
              第{s.seq}讲 {s.title.replace(/^第\d+讲\s*/, '')}
            </div>
            <div className="pp-row__sub">
              {sessionTime(s.startAt)} · {s.classTitle}
            </div>
          </div>
          <div className="pp-row__side">
            <Attendance s={s} />
            {s.homework && (
              <div>
                <Tag color={STATUS_COLOR[s.homework]}>
                  作业{HOMEWORK_STATUS_LABELS[s.homework]}
                  {s.homeworkScore !== null ? ` ${s.homeworkScore}分` : ''}
                </Tag>
              </div>
            )}
          </div>
        </div>
      ))}
    </>
  );
}

export function HomeworkCard({ homework }: { homework: ParentHomeworkMark[] }) {
  return (
    <Card className="pp-card" title="作业成绩" size="small" data-testid="pp-homework">
      {homework.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有提交过作业" />
      ) : (
        homework.map((h) => (
          <div className="pp-row" key={h.chapterId}>
            <div className="pp-row__main">
              <div className="pp-row__title">
                {h.classTitle} 第{h.seq}讲
              </div>
              <div className="pp-row__sub">
                {h.comment ? `老师点评：${h.comment}` : '已提交，等待老师批改'}
                {h.markedAt ? ` · ${shortTime(h.markedAt)}` : ''}
              </div>
            </div>
            <div className="pp-row__side">
              {h.status === 'marked' && h.score !== null ? (
                <span className="pp-score">{h.score}分</span>
              ) : (
                <Tag color="processing">待批改</Tag>
              )}
            </div>
          </div>
        ))
      )}
    </Card>
  );
}

const EXAM_KINDS: Record<string, string> = {
  jieke: '结课考试',
  mock: '模拟考试',
  outdoor: '课外测评',
  placement: '分班测试',
  listening: '听力练习',
  ai: 'AI练习',
};

export function ExamCard({ exams }: { exams: ParentExamScore[] }) {
  return (
    <Card className="pp-card" title="考试成绩" size="small" data-testid="pp-exams">
      {exams.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有考试记录" />
      ) : (
        exams.map((e) => (
          <div className="pp-row" key={e.attemptId}>
            <div className="pp-row__main">
              <div className="pp-row__title">{e.title}</div>
              <div className="pp-row__sub">
                {EXAM_KINDS[e.kind] ?? '考试'} · {shortTime(e.committedAt)}
              </div>
            </div>
            <div className="pp-row__side">
              <span className="pp-score">{tenths(e.earnedTenths)}</span>
              <span className="pp-row__sub"> / {tenths(e.possibleTenths)}</span>
            </div>
          </div>
        ))
      )}
    </Card>
  );
}

export function ReportCard({ reports }: { reports: ParentReport[] }) {
  return (
    <Card
      className="pp-card"
      title="学习报告与老师评语"
      size="small"
      data-testid="pp-reports"
      extra={<Link to="/report">全部报告</Link>}
    >
      {reports.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有学习报告：每月 1 日生成上月的月度报告" />
      ) : (
        reports.map((r) => (
          <div className="pp-row" key={r.id}>
            <div className="pp-row__main">
              <div className="pp-row__title">
                <Link to={`/report/report?id=${r.id}`}>
                  {r.classTitle} · {r.kind === 'final' ? '结课报告' : `${r.period} 月度报告`}
                </Link>
              </div>
              <div className="pp-row__sub">{r.tutorComment ? `辅导老师：${r.tutorComment}` : '辅导老师尚未点评'}</div>
            </div>
          </div>
        ))
      )}
    </Card>
  );
}
