import { useInvalidate, useTable } from '@refinedev/core';
import { Link, useNavigate } from 'react-router';
import { Alert, App, Button, Card, Flex, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { SUBJECT_LABELS, type ConsoleGoodsRow, type SubjectValue } from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { GOODS_FILTERS, setGoodsOnSale, type GoodsFilter } from '../providers/goods-provider';
import { SUBJECT_OPTIONS, TERM_OPTIONS, useDictOptions, yuan } from './goods-options';
import { serverPagination } from '../components/server-pagination';
import { useUrlFilters } from '../components/use-url-filters';

type GoodsRow = ConsoleGoodsRow;

const SALE_OPTIONS = [
  { value: 'true', label: '已上架' },
  { value: 'false', label: '未上架' },
];

/** The filters as the page URL holds them (a reload or a shared link keeps them). */
function useGoodsFilters() {
  const { values, set } = useUrlFilters(
    (params) =>
      Object.fromEntries(
        GOODS_FILTERS.map((f) => [f, params.get(f) ?? undefined]).filter(([, v]) => v !== undefined),
      ) as Partial<Record<GoodsFilter, string>>,
  );
  return { values, set: (field: GoodsFilter, value: string | undefined) => set({ [field]: value }) };
}

/**
 * 课程: every course goods, on sale or not, server-paged and filtered (title, subject, term, status in the URL),
 * with its classes' seats and lowest price; 新建课程, 编辑, and 上架/下架 at the version the row was read at.
 */
export function GoodsListPage() {
  const filters = useGoodsFilters();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { message, modal } = App.useApp();
  const grades = useDictOptions('grade');
  const gradeLabel = (value: string) => grades.find((g) => g.value === value)?.label ?? value;
  const table = useTable<GoodsRow>({
    resource: 'goods',
    pagination: { pageSize: 10 },
    filters: {
      permanent: Object.entries(filters.values).map(([field, value]) => ({ field, operator: 'eq', value })),
    },
    syncWithLocation: false,
  });
  const change = (field: GoodsFilter, value: string | undefined) => {
    filters.set(field, value);
    table.setCurrentPage(1);
  };

  const toggleSale = async (row: GoodsRow) => {
    try {
      await setGoodsOnSale(row.id, !row.onSale, row.version);
      message.success(row.onSale ? '已下架' : '已上架');
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '操作失败，请重试');
    }
    await invalidate({ resource: 'goods', invalidates: ['list', 'detail'], id: row.id });
  };

  const columns: TableColumnsType<GoodsRow> = [
    {
      title: '课程名称',
      dataIndex: 'title',
      ellipsis: true,
      render: (title: string, row) => <Link to={`/console/goods/${row.id}/edit`}>{title}</Link>,
    },
    {
      title: '学科 / 年级 / 学期',
      key: 'scope',
      width: 170,
      render: (_, row) =>
        `${SUBJECT_LABELS[row.subject as SubjectValue] ?? row.subject} · ${gradeLabel(row.grade)} · ${row.term}`,
    },
    { title: '班级', dataIndex: 'classes', width: 70 },
    { title: '剩余名额', dataIndex: 'seatsLeft', width: 90 },
    { title: '已售', dataIndex: 'sold', width: 70 },
    { title: '最低价', dataIndex: 'minPriceFen', width: 100, render: (fen: number | null) => yuan(fen) },
    {
      title: '状态',
      dataIndex: 'onSale',
      width: 90,
      render: (onSale: boolean) => (onSale ? <Tag color="green">已上架</Tag> : <Tag>未上架</Tag>),
    },
    {
      title: '更新时间',
      dataIndex: 'updatedAt',
      width: 150,
      render: (v: string) => dayjs(v).tz().format('YYYY-MM-DD HH:mm'),
    },
    {
      title: '操作',
      key: 'action',
      width: 140,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" onClick={() => navigate(`/console/goods/${row.id}/edit`)}>
            编辑
          </Button>
          <Button
            type="link"
            danger={row.onSale}
            onClick={() =>
              modal.confirm({
                title: row.onSale ? `下架“${row.title}”？` : `上架“${row.title}”？`,
                content: row.onSale ? '下架后学生将无法在商城看到并购买此课程' : '上架后课程将出现在商城',
                okText: row.onSale ? '下架' : '上架',
                cancelText: '取消',
                onOk: () => toggleSale(row),
              })
            }
          >
            {row.onSale ? '下架' : '上架'}
          </Button>
        </Space>
      ),
    },
  ];
  const error = table.tableQuery.error;
  return (
    <Card
      title="课程"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/console/goods/create')}>
          新建课程
        </Button>
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Flex wrap gap={12}>
          <Input.Search
            allowClear
            placeholder="课程名称"
            aria-label="课程名称"
            defaultValue={filters.values.keyword}
            onSearch={(v) => change('keyword', v)}
            style={{ width: 220 }}
          />
          <Select
            allowClear
            placeholder="学科"
            aria-label="学科"
            options={SUBJECT_OPTIONS}
            value={filters.values.subject}
            onChange={(v?: string) => change('subject', v)}
            style={{ width: 120 }}
          />
          <Select
            allowClear
            placeholder="学期"
            aria-label="学期"
            options={TERM_OPTIONS}
            value={filters.values.term}
            onChange={(v?: string) => change('term', v)}
            style={{ width: 120 }}
          />
          <Select
            allowClear
            placeholder="状态"
            aria-label="状态"
            options={SALE_OPTIONS}
            value={filters.values.onSale}
            onChange={(v?: string) => change('onSale', v)}
            style={{ width: 120 }}
          />
        </Flex>
        {error && <Alert type="error" showIcon title={error.message} />}
        <Table<GoodsRow>
          rowKey="id"
          columns={columns}
          dataSource={table.result.data}
          loading={table.tableQuery.isFetching}
          scroll={{ x: 980 }}
          locale={{
            emptyText: table.tableQuery.isLoading
              ? ' '
              : Object.keys(filters.values).length > 0
                ? '没有符合筛选条件的课程'
                : '还没有课程，点击“新建课程”开始',
          }}
          pagination={serverPagination(table, '门课程')}
        />
      </Space>
    </Card>
  );
}
