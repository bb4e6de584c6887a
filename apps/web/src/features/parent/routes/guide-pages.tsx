import { Link } from 'react-router';
import { Button, Card, Empty, Spin } from 'antd';
import type { Child } from '@salt/domain';
import { useChildOverview } from '../api/child-overview';
import { sessionTime } from '../components/format';
import { ParentPage } from '../components/parent-page';

/** The child's next session over all classes, from the overview. */
function NextSession({ child }: { child: Child }) {
  const overview = useChildOverview(child.id);
  if (overview.isPending) return <Spin />;
  if (overview.error) return <Empty description={overview.error.message} />;
  const next = overview.data.classes
    .filter((c) => c.nextSession)
    .sort((a, b) => a.nextSession!.startAt.localeCompare(b.nextSession!.startAt))[0];
  return (
    <Card className="pp-card" size="small" title="下一次课" data-testid="pp-next-session">
      {next ? (
        <div className="pp-row">
          <div className="pp-row__main">
            <div className="pp-row__title">{next.nextSession!.title}</div>
            <div className="pp-row__sub">
              {sessionTime(next.nextSession!.startAt)} · {next.title}
            </div>
          </div>
          <Link to={`/parent/course-detail/${next.offeringId}`}>详情</Link>
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂时没有待上的课" />
      )}
    </Card>
  );
}

const DOWNLOAD = (
  <Link to="/download">
    <Button type="primary" block>
      下载客户端
    </Button>
  </Link>
);

/** 上课指南 (/parent/classGuide): how live classes, playback and homework work, for the family. */
export function ParentClassGuidePage() {
  return (
    <ParentPage title="上课指南" testId="parent-class-guide" back={{ to: '/parent', text: '家长端' }}>
      {(child) => (
        <div className="pp-guide">
          <NextSession child={child} />
          <Card className="pp-card" size="small">
            <h3>直播课</h3>
            <p>
              上课前 10 分钟请让孩子登录学生账号，在「学习中心 →
              我的课程」点击对应课次的「进入直播」。建议使用电脑或平板上的客户端，
              保持网络稳定并佩戴耳机。上课期间老师会点名和提问，孩子进入直播间即记为出勤。
            </p>
            <h3>课程回放</h3>
            <p>每次直播结束后会生成回放，错过直播可在课次列表中点击「看回放」补课，完整看完回放同样计入学习报告。</p>
            <h3>课后作业</h3>
            <p>
              每讲课后作业在课程结束后开放，需在一周内提交；选择题和填空题自动批改，拍照题由辅导老师批改并写评语。
              批改后家长可在「今日新增」和首页的「作业成绩」看到分数和点评。
            </p>
            {DOWNLOAD}
          </Card>
        </div>
      )}
    </ParentPage>
  );
}

/** 学生指南 (/parent/StudentGuide): what the pupil does on the site and in the app. */
export function ParentStudentGuidePage() {
  return (
    <ParentPage title="学生指南" testId="parent-student-guide" back={{ to: '/parent', text: '家长端' }}>
      {(child) => (
        <div className="pp-guide">
          <NextSession child={child} />
          <Card className="pp-card" size="small">
            <h3>登录学生账号</h3>
            <p>{child.name} 使用自己的学生账号（手机号或用户名）登录，家长账号只能查看，不能进入直播间。</p>
            <h3>上课与回放</h3>
            <p>在「学习中心」找到班级，按课表进入直播；课后可随时看回放复习，回放支持倍速和拖动。</p>
            <h3>作业与考试</h3>
            <p>
              课后作业在课次列表中点击「写作业」完成，拍照题请拍清楚整页；结课考试和模拟考试在学习中心对应入口参加，
              成绩会同步到家长端。
            </p>
            <h3>学习报告</h3>
            <p>每月 1 日生成上月的月度报告，课程结束后生成结课报告，辅导老师会写评语。</p>
            {DOWNLOAD}
          </Card>
        </div>
      )}
    </ParentPage>
  );
}
