import { Link } from 'react-router';
import { Tag } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import type { LearningReportSummary } from '@salt/domain';
import { formatChinaTime } from '../../../lib/china-time';
import { percentText, reportTitle, scoreText } from '../report-format';

/** Reports as cards: class, period, the headline, attendance and homework, 已点评; each opens /report/report. */
export function ReportList({ reports }: { reports: readonly LearningReportSummary[] }) {
  return (
    <ul className="lr-list">
      {reports.map((r) => (
        <li key={r.id}>
          <Link
            to={`/report/report?id=${r.id}`}
            className="lr-item"
            aria-label={`${r.classTitle} ${reportTitle(r.kind, r.period)}`}
          >
            <div className="lr-item__head">
              <span className={`lr-item__kind is-${r.kind}`}>{reportTitle(r.kind, r.period)}</span>
              {r.commented ? <Tag color="green">已点评</Tag> : <Tag>待点评</Tag>}
            </div>
            <div className="lr-item__class">{r.classTitle}</div>
            <div className="lr-item__headline">{r.headline}</div>
            <div className="lr-item__figures">
              <span>出勤率 {percentText(r.attendanceRate)}</span>
              <span>作业均分 {scoreText(r.homeworkAverage)}</span>
              <span className="lr-item__date">{formatChinaTime(r.generatedAt, 'YYYY-MM-DD')} 生成</span>
            </div>
            <RightOutlined className="lr-item__go" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
