import { Avatar, Button, Card, Col, Row } from 'antd';
import { List } from 'antd-mobile';
import {
  BookOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  KeyOutlined,
  LockOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useDict, useSiteStore } from '../../lib/site-store';
import { logout } from '../../features/auth/session';
import './center-home-page.css';

const ROLE_LABEL = { st: '学生', te: '教师', tu: '辅导老师' } as const;

const ENTRIES = [
  { to: '/center/myData', title: '个人信息', icon: <UserOutlined /> },
  { to: '/center/Account', title: '账号设置', icon: <SettingOutlined /> },
  { to: '/center/editPassword', title: '修改密码', icon: <LockOutlined /> },
  { to: '/center/setPassword', title: '设置密码', icon: <KeyOutlined /> },
  { to: '/center/UserAddress', title: '收货地址', icon: <EnvironmentOutlined /> },
  { to: '/center/UserAgreement', title: '用户协议', icon: <FileTextOutlined /> },
  { to: '/center/DropCourse', title: '帮助中心', icon: <QuestionCircleOutlined /> },
];

/**
 * Learning-centre home. The course and homework lists belong to the learning issue; this page already gives
 * every account page an entry, and on phones it is the only place to log out (there is no header menu).
 */
export function CenterHomePage() {
  const user = useSiteStore((s) => s.user);
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const navigate = useNavigate();
  const grades = useDict('grade');
  if (!user) return null;
  const grade = grades.find((g) => g.value === user.sysUser.grade)?.label;
  const name = user.realname || user.sysUser.username;
  const onLogout = () => void Promise.resolve(navigate('/')).then(() => logout());

  const profile = (
    <div className="center-profile">
      <Avatar size={mobile ? 56 : 72} src={user.avatar || undefined} icon={<UserOutlined />} />
      <div>
        <div className="center-profile__name">{name}</div>
        <div className="center-profile__meta">
          {ROLE_LABEL[user.role]} · {grade ?? '未设置年级'}
        </div>
      </div>
    </div>
  );

  if (mobile) {
    return (
      <div className="center-home is-mobile">
        {profile}
        <List header="我的课程">
          <List.Item prefix={<BookOutlined />} description="课程、作业与学习报告即将上线">
            我的课程
          </List.Item>
        </List>
        <List header="账号">
          {ENTRIES.map((e) => (
            <List.Item key={e.to} prefix={e.icon} onClick={() => void navigate(e.to)}>
              {e.title}
            </List.Item>
          ))}
        </List>
        <Button block danger size="large" className="center-home__logout" onClick={onLogout}>
          退出登录
        </Button>
      </div>
    );
  }

  return (
    <div className="center-home">
      <Card>{profile}</Card>
      <Row gutter={[16, 16]} className="center-home__grid">
        {ENTRIES.map((e) => (
          <Col span={6} key={e.to}>
            <Link to={e.to}>
              <Card hoverable className="center-entry">
                <span className="center-entry__icon">{e.icon}</span>
                <span>{e.title}</span>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      <Card title="我的课程" className="center-home__courses">
        课程、课后作业与学习报告将在这里展示，敬请期待。
      </Card>
    </div>
  );
}
