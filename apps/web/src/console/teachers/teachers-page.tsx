import { useInvalidate, useTable } from '@refinedev/core';
import { Link, useNavigate } from 'react-router';
import {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  Flex,
  Input,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  SUBJECT_LABELS,
  TEACHER_KIND_LABELS,
  TEACHER_KINDS,
  type ConsoleTeacherRow,
  type SubjectValue,
} from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { setTeacherVisible, TEACHER_FILTERS, type TeacherFilter } from '../providers/teachers-provider';
import { SUBJECT_OPTIONS } from '../goods/goods-options';
import { serverPagination } from '../components/server-pagination';
import { useUrlFilters } from '../components/use-url-filters';

type Row = ConsoleTeacherRow & { id: number };

const KIND_OPTIONS = TEACHER_KINDS.map((value) => ({ value, label: TEACHER_KIND_LABELS[value] }));
const VISIBLE_OPTIONS = [
  { value: 'true', label: '显示' },
  { value: 'false', label: '隐藏' },
];

function useTeacherFilters() {
  const { values, set } = useUrlFilters(
    (params) =>
      Object.fromEntries(
        TEACHER_FILTERS.map((f) => [f, params.get(f) ?? undefined]).filter(([, v]) => v !== undefined),
      ) as Partial<Record<TeacherFilter, string>>,
  );
  return { values, set: (field: TeacherFilter, value: string | undefined) => set({ [field]: value }) };
}

/**
 * 教师: teacher (主讲) and tutor (辅导) profiles the shop's teacher pages show, server-paged and filtered (name or
 * mobile, kind, subject, shown in the URL), with the classes each teaches; 新建, 编辑 and 显示/隐藏 at the version read.
 */
export function TeachersPage() {
  const filters = useTeacherFilters();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { message } = App.useApp();
  const table = useTable<Row>({
    resource: 'teachers',
    pagination: { pageSize: 10 },
    filters: {
      permanent: Object.entries(filters.values).map(([field, value]) => ({ field, operator: 'eq', value })),
    },
    syncWithLocation: false,
  });
  const change = (field: TeacherFilter, value: string | undefined) => {
    filters.set(field, value);
    table.setCurrentPage(1);
  };
  const toggle = async (row: Row, visible: boolean) => {
    try {
      await setTeacherVisible(row.userId, visible, row.version);
      message.success(visible ? '已显示' : '已隐藏');
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '操作失败，请重试');
    }
    await invalidate({ resource: 'teachers', invalidates: ['list', 'detail'], id: row.userId });
  };

  const columns: TableColumnsType<Row> = [
    {
      title: '姓名',
      dataIndex: 'name',
      render: (name: string, row) => (
        <Space>
          <Avatar src={row.avatar ?? undefined} size="small">
            {name.slice(0, 1)}
          </Avatar>
          <Link to={`/console/teachers/${row.userId}/edit`}>{name}</Link>
        </Space>
      ),
    },
    { title: '手机号', dataIndex: 'mobile', width: 130, render: (m: string | null) => m ?? '—' },
    {
      title: '类型',
      dataIndex: 'kind',
      width: 80,
      render: (k: Row['kind']) => <Tag color={k === 'teacher' ? 'blue' : 'purple'}>{TEACHER_KIND_LABELS[k]}</Tag>,
    },
    { title: '头衔', dataIndex: 'title', width: 120, render: (v: string | null) => v ?? '—' },
    {
      title: '学科',
      dataIndex: 'subject',
      width: 80,
      render: (s: string | null) => (s ? (SUBJECT_LABELS[s as SubjectValue] ?? s) : '—'),
    },
    { title: '教龄', dataIndex: 'teachingYears', width: 70, render: (y: number) => `${y} 年` },
    { title: '班级数', dataIndex: 'classes', width: 80 },
    { title: '排序', dataIndex: 'sort', width: 70 },
    {
      title: '显示',
      dataIndex: 'visible',
      width: 90,
      render: (visible: boolean, row) => (
        <Switch
          checked={visible}
          checkedChildren="显示"
          unCheckedChildren="隐藏"
          aria-label={`显示${row.name}`}
          onChange={(v) => void toggle(row, v)}
        />
      ),
    },
    {
      title: '操作',
      key: 'action',
      width: 80,
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" onClick={() => navigate(`/console/teachers/${row.userId}/edit`)}>
          编辑
        </Button>
      ),
    },
  ];
  const error = table.tableQuery.error;
  return (
    <Card
      title="教师"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/console/teachers/create')}>
          新建教师资料
        </Button>
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Flex wrap gap={12}>
          <Input.Search
            allowClear
            placeholder="姓名或手机号"
            aria-label="姓名或手机号"
            defaultValue={filters.values.keyword}
            onSearch={(v) => change('keyword', v)}
            style={{ width: 220 }}
          />
          <Select
            allowClear
            placeholder="类型"
            aria-label="类型"
            options={KIND_OPTIONS}
            value={filters.values.kind}
            onChange={(v?: string) => change('kind', v)}
            style={{ width: 110 }}
          />
          <Select
            allowClear
            placeholder="学科"
            aria-label="学科"
            options={SUBJECT_OPTIONS}
            value={filters.values.subject}
            onChange={(v?: string) => change('subject', v)}
            style={{ width: 110 }}
          />
          <Select
            allowClear
            placeholder="显示状态"
            aria-label="显示状态"
            options={VISIBLE_OPTIONS}
            value={filters.values.visible}
            onChange={(v?: string) => change('visible', v)}
            style={{ width: 120 }}
          />
        </Flex>
        {error && <Alert type="error" showIcon title={error.message} />}
        <Table<Row>
          rowKey="userId"
          columns={columns}
          dataSource={table.result.data}
          loading={table.tableQuery.isFetching}
          scroll={{ x: 960 }}
          locale={{
            emptyText: table.tableQuery.isLoading
              ? ' '
              : Object.keys(filters.values).length > 0
                ? '没有符合筛选条件的教师'
                : '还没有教师资料，点击“新建教师资料”开始',
          }}
          pagination={serverPagination(table, '位教师')}
        />
      </Space>
    </Card>
  );
}
