import { useState } from 'react';
import { useTable } from '@refinedev/core';
import { Alert, Button, Card, Flex, Input, Progress, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import {
  CLASS_PHASES,
  CLASS_PHASE_LABELS,
  SUBJECT_LABELS,
  type ClassPhase,
  type ConsoleClassRow,
  type SubjectValue,
} from '@salt/domain';
import { serverPagination } from '../components/server-pagination';
import { useUrlFilters } from '../components/use-url-filters';
import { FilterSelect } from '../components/filter-select';
import { useDictOptions } from '../goods/goods-options';
import { ClassSessionsDrawer } from '../goods/class-sessions-drawer';
import { ClassPupilsDrawer } from '../goods/class-pupils-drawer';
import { LiveSettingsModal } from '../goods/live-settings-modal';
import { CLASS_FILTER_FIELDS, type ClassFilterValues } from '../providers/classes-provider';

const PHASE_COLOR: Record<ClassPhase, string> = { running: 'green', upcoming: 'blue', finished: 'default' };
const PHASE_OPTIONS = CLASS_PHASES.map((p) => ({ value: p, label: CLASS_PHASE_LABELS[p] }));
const WEEKDAY = '日一二三四五六';

function useClassFilters() {
  return useUrlFilters((params) => {
    const values: ClassFilterValues = {};
    for (const field of CLASS_FILTER_FIELDS) {
      const v = params.get(field)?.trim();
      if (v) values[field] = v;
    }
    if (values.phase && !(CLASS_PHASES as readonly string[]).includes(values.phase)) delete values.phase;
    return values;
  });
}

const nextSession = (iso: string | null) => {
  if (!iso) return <Typography.Text type="secondary">—</Typography.Text>;
  const d = dayjs(iso).tz();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>{`${d.format('MM-DD')}（周${WEEKDAY[d.day()]}） ${d.format('HH:mm')}`}</span>
  );
};

/**
 * 班级: the classes being taught, those to come and those finished (admins every class, a teacher the ones they
 * teach). From a row: 课次 (each session's state, its homework to set, its recording to upload), 学员 and 直播间
 * (提前入场, 回放, 课堂互动: the class's teacher sets them too). Only
 * admins change a timetable or a class's pupils; a teacher's drawers read them.
 */
export function ClassesPage() {
  const filters = useClassFilters();
  const grades = useDictOptions('grade');
  const gradeLabel = (v: string) => grades.find((g) => g.value === v)?.label ?? v;
  const [keyword, setKeyword] = useState(filters.values.keyword ?? '');
  const [sessionsOf, setSessionsOf] = useState<ConsoleClassRow | null>(null);
  const [pupilsOf, setPupilsOf] = useState<ConsoleClassRow | null>(null);
  const [liveOf, setLiveOf] = useState<ConsoleClassRow | null>(null);
  const table = useTable<ConsoleClassRow>({
    resource: 'classes',
    pagination: { pageSize: 10 },
    filters: { permanent: Object.entries(filters.values).map(([field, value]) => ({ field, operator: 'eq', value })) },
    syncWithLocation: false,
  });
  const change = (patch: ClassFilterValues) => {
    filters.set(patch);
    table.setCurrentPage(1);
  };

  const columns: TableColumnsType<ConsoleClassRow> = [
    {
      title: '班级',
      key: 'name',
      width: 220,
      render: (_, c) => (
        <Space orientation="vertical" size={0}>
          <span data-testid="class-name">{c.className}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {c.courseTitle}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '学科',
      key: 'subject',
      width: 120,
      render: (_, c) => `${SUBJECT_LABELS[c.subject as SubjectValue] ?? c.subject} ${gradeLabel(c.grade)}`,
    },
    {
      title: '主讲 / 辅导',
      key: 'staff',
      width: 130,
      render: (_, c) => `${c.teacherName ?? '—'} / ${c.tutorName ?? '—'}`,
    },
    {
      title: '进度',
      key: 'progress',
      width: 150,
      render: (_, c) => (
        <Space orientation="vertical" size={0} style={{ width: '100%' }}>
          <span>
            已上 {c.held} / {c.sessions} 讲
          </span>
          <Progress percent={c.sessions ? Math.round((c.held / c.sessions) * 100) : 0} size="small" showInfo={false} />
        </Space>
      ),
    },
    { title: '下次上课', dataIndex: 'nextStartAt', width: 180, render: nextSession },
    { title: '在读', dataIndex: 'pupils', width: 70, render: (n: number) => `${n} 人` },
    {
      title: '状态',
      dataIndex: 'phase',
      width: 80,
      render: (p: ClassPhase) => <Tag color={PHASE_COLOR[p]}>{CLASS_PHASE_LABELS[p]}</Tag>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, c) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setSessionsOf(c)} data-testid={`sessions-${c.skuId}`}>
            课次
          </Button>
          <Button type="link" size="small" onClick={() => setPupilsOf(c)}>
            学员
          </Button>
          <Button type="link" size="small" onClick={() => setLiveOf(c)}>
            直播间
          </Button>
        </Space>
      ),
    },
  ];
  const error = table.tableQuery.error;
  return (
    <Card title="班级">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Flex wrap gap="small" align="center">
          <Input.Search
            aria-label="课程或班级名称"
            placeholder="课程或班级名称"
            allowClear
            style={{ width: 220 }}
            maxLength={50}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(v) => change({ keyword: v.trim() })}
          />
          <FilterSelect field="phase" label="状态" options={PHASE_OPTIONS} values={filters.values} onChange={change} />
        </Flex>
        {error && <Alert type="error" showIcon title={error.message} />}
        <Table<ConsoleClassRow>
          rowKey="skuId"
          columns={columns}
          dataSource={table.result.data}
          loading={table.tableQuery.isFetching}
          scroll={{ x: 1050 }}
          locale={{ emptyText: table.tableQuery.isLoading ? ' ' : '没有符合条件的班级' }}
          pagination={serverPagination(table, '个班级')}
        />
      </Space>
      <ClassSessionsDrawer
        skuId={sessionsOf?.skuId ?? null}
        className={sessionsOf?.className ?? ''}
        manage={sessionsOf?.manage ?? false}
        onClose={() => setSessionsOf(null)}
      />
      <ClassPupilsDrawer
        skuId={pupilsOf?.skuId ?? null}
        className={pupilsOf?.className ?? ''}
        manage={pupilsOf?.manage ?? false}
        onClose={() => setPupilsOf(null)}
      />
      <LiveSettingsModal
        skuId={liveOf?.skuId ?? null}
        className={liveOf?.className ?? ''}
        onClose={() => setLiveOf(null)}
      />
    </Card>
  );
}
