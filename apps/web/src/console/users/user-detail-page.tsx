import { useOne } from '@refinedev/core';
import { Alert, Card, Descriptions, Flex, Spin, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { Link, useParams } from 'react-router';
import dayjs from 'dayjs';
import type { ConsoleUserClass, ConsoleUserDetail, ConsoleUserOrder, ConsoleUserSession } from '@salt/domain';
import { RoleTags } from './role-tags';
import { AccountActions, RoleEditor } from './user-account-actions';
import { FamilyBinder } from './family-binder';

const at = (v: string | null) => (v ? dayjs(v).tz().format('YYYY-MM-DD HH:mm') : '—');
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
const ENROLMENT_TEXT: Record<string, { text: string; color?: string }> = {
  active: { text: '在读', color: 'green' },
  ended: { text: '已退课' },
  moved: { text: '已转班' },
};
const AS_TEXT: Record<ConsoleUserSession['as'], string> = { pupil: '学生', teacher: '主讲', tutor: '辅导' };

const orderColumns: TableColumnsType<ConsoleUserOrder> = [
  { title: '订单号', dataIndex: 'orderNo', width: 200 },
  { title: '商品', dataIndex: 'goods', ellipsis: true },
  { title: '实付', dataIndex: 'payFen', width: 100, render: yuan },
  { title: '状态', dataIndex: 'statusText', width: 100 },
  { title: '下单时间', dataIndex: 'createdAt', width: 160, render: at },
];
const classColumns: TableColumnsType<ConsoleUserClass> = [
  { title: '班级', dataIndex: 'title', ellipsis: true },
  {
    title: '状态',
    dataIndex: 'status',
    width: 100,
    render: (s: string) => <Tag color={ENROLMENT_TEXT[s]?.color}>{ENROLMENT_TEXT[s]?.text ?? s}</Tag>,
  },
  { title: '报名时间', dataIndex: 'enrolledAt', width: 160, render: at },
];
const sessionColumns: TableColumnsType<ConsoleUserSession> = [
  { title: '上课时间', dataIndex: 'startAt', width: 160, render: at },
  { title: '班级', dataIndex: 'classTitle', ellipsis: true },
  { title: '课次', dataIndex: 'title', ellipsis: true },
  { title: '身份', dataIndex: 'as', width: 80, render: (a: ConsoleUserSession['as']) => AS_TEXT[a] },
];

/**
 * One account (admins): profile, roles (editable), lock and password reset, family binding, and the latest orders,
 * classes and coming sessions in tabs.
 */
export function UserDetailPage() {
  const { id } = useParams();
  const { query, result: user } = useOne<ConsoleUserDetail>({ resource: 'users', id: id ?? '' });
  if (query.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (query.error || !user) return <Alert type="error" showIcon message={query.error?.message ?? '用户不存在'} />;
  return (
    <Flex vertical gap="middle">
      <Card title={`${user.realname || user.username}`} extra={<Link to="/console/users">返回列表</Link>}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} bordered>
          <Descriptions.Item label="用户ID">{user.id}</Descriptions.Item>
          <Descriptions.Item label="用户名">{user.username}</Descriptions.Item>
          <Descriptions.Item label="姓名">{user.realname || '—'}</Descriptions.Item>
          <Descriptions.Item label="手机号">{user.phone ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="昵称">{user.nickname || '—'}</Descriptions.Item>
          <Descriptions.Item label="年级">{user.grade || '—'}</Descriptions.Item>
          <Descriptions.Item label="学校">{user.school || '—'}</Descriptions.Item>
          <Descriptions.Item label="注册时间">{at(user.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="角色">
            <RoleTags roles={user.roles} />
          </Descriptions.Item>
          <Descriptions.Item label="状态">
            {user.locked ? <Tag color="red">已锁定（{at(user.lockedAt)}）</Tag> : <Tag color="green">正常</Tag>}
            {user.loginLockedUntil && dayjs(user.loginLockedUntil).isAfter(dayjs()) && (
              <Tag color="orange">密码错误过多，{at(user.loginLockedUntil)} 前禁止密码登录</Tag>
            )}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="账号操作">
        <Flex vertical gap="middle">
          {/* Keyed by the saved roles, so a save (or another admin's) resets the boxes to what the server holds. */}
          <RoleEditor key={user.roles.join()} user={user} />
          <AccountActions user={user} />
        </Flex>
      </Card>
      <Card title="家庭绑定">
        <FamilyBinder user={user} />
      </Card>
      <Card>
        <Tabs
          items={[
            {
              key: 'orders',
              label: `订单（${user.orders.length}）`,
              children: (
                <Table<ConsoleUserOrder>
                  rowKey="id"
                  size="small"
                  columns={orderColumns}
                  dataSource={user.orders}
                  pagination={false}
                  scroll={{ x: 700 }}
                  locale={{ emptyText: '没有订单' }}
                />
              ),
            },
            {
              key: 'classes',
              label: `班级（${user.classes.length}）`,
              children: (
                <Table<ConsoleUserClass>
                  rowKey="enrolmentId"
                  size="small"
                  columns={classColumns}
                  dataSource={user.classes}
                  pagination={false}
                  scroll={{ x: 480 }}
                  locale={{ emptyText: '没有报名班级' }}
                />
              ),
            },
            {
              key: 'sessions',
              label: `课次（${user.sessions.length}）`,
              children: (
                <Table<ConsoleUserSession>
                  rowKey="chapterId"
                  size="small"
                  columns={sessionColumns}
                  dataSource={user.sessions}
                  pagination={false}
                  scroll={{ x: 560 }}
                  locale={{ emptyText: '没有待上的课次' }}
                />
              ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
