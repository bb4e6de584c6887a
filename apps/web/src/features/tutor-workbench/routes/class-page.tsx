import { Result, Spin } from 'antd';
import { Link, useParams } from 'react-router';
import { useClassDetail } from '../api/class-detail';
import { Roster } from '../components/roster';
import { TwPage, rateText } from '../components/tw-page';

/** /tutor/class/:id: one class's figures and roster. */
export function ClassPage() {
  const id = Number(useParams().id) || 0;
  const detail = useClassDetail(id);
  if (detail.isPending) return <Spin className="tw-spin" />;
  if (detail.isError)
    return (
      <TwPage title="班级详情">
        <Result status="warning" title={detail.error.message} />
      </TwPage>
    );
  const { cls, roster } = detail.data;
  return (
    <TwPage title={cls.title} testId="tw-class" extra={<Link to="/report">学习报告</Link>}>
      <div className="tw-tiles" data-testid="tw-class-figures">
        <div className="tw-tile">
          <span className="tw-tile__value" data-testid="tw-class-pupils">
            {cls.pupils}
          </span>
          <span className="tw-tile__label">在读人数</span>
        </div>
        <div className="tw-tile">
          <span className="tw-tile__value">
            {cls.sessionsHeld}/{cls.sessionsTotal}
          </span>
          <span className="tw-tile__label">已上课次</span>
        </div>
        <div className="tw-tile">
          <span className="tw-tile__value" data-testid="tw-class-attendance">
            {rateText(cls.attendanceRate)}
          </span>
          <span className="tw-tile__label">出勤率</span>
        </div>
        <div className="tw-tile">
          <span className="tw-tile__value" data-testid="tw-class-homework">
            {rateText(cls.homeworkRate)}
          </span>
          <span className="tw-tile__label">作业完成率</span>
        </div>
        <div className="tw-tile">
          <span className="tw-tile__value">{cls.averageScore ?? '—'}</span>
          <span className="tw-tile__label">作业均分</span>
        </div>
      </div>
      <section className="tw-section">
        <h3>学员名单</h3>
        <Roster rows={roster} />
      </section>
    </TwPage>
  );
}
