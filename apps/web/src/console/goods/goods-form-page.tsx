import { useEffect, useState } from 'react';
import { useCreate, useInvalidate, useOne, useUpdate } from '@refinedev/core';
import { useNavigate, useParams } from 'react-router';
import { Alert, App, Button, Card, Form, Input, InputNumber, Select, Space, Switch, Table, Tag } from 'antd';
import {
  consoleGoodsFormSchema,
  type ConsoleGoodsDetail,
  type ConsoleGoodsForm,
  type ConsoleGoodsFormInput,
} from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { ClassFormModal } from './class-form-modal';
import { ClassEditModal } from './class-edit-modal';
import { ClassSessionsDrawer } from './class-sessions-drawer';
import { ClassPupilsDrawer } from './class-pupils-drawer';
import { LiveSettingsModal } from './live-settings-modal';
import { CoverUpload } from './cover-upload';
import { RichTextEditor } from './rich-text-editor';
import { SUBJECT_OPTIONS, TERM_OPTIONS, useDictOptions, useStaffOptions, yuan } from './goods-options';

type Values = ConsoleGoodsFormInput;

const EMPTY: Values = {
  title: '',
  subtitle: '',
  subject: '2',
  grade: '',
  term: '秋季',
  deptValue: null,
  coverUrl: null,
  detailHtml: '',
  tags: [],
  recommended: false,
  sort: 0,
  teacherIds: [],
  tutorIds: [],
};

const formOf = (g: ConsoleGoodsDetail): Values => ({
  title: g.title,
  subtitle: g.subtitle ?? '',
  subject: g.subject as Values['subject'],
  grade: g.grade,
  term: g.term as Values['term'],
  deptValue: g.deptValue,
  coverUrl: g.coverUrl,
  detailHtml: g.detailHtml,
  tags: g.tags,
  recommended: g.recommended,
  sort: g.sort,
  teacherIds: g.teacherIds,
  tutorIds: g.tutorIds,
});

/**
 * 新建课程 / 编辑课程: the goods form, checked with the same zod contract the server uses (field messages in place,
 * nothing sent while a field is wrong). An edit sends the version it loaded; a save over someone else's newer one
 * comes back 409 and says so. New goods start off sale: publishing is 上架 in the list.
 */
export function GoodsFormPage() {
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [addingClass, setAddingClass] = useState(false);
  const [sessionsOf, setSessionsOf] = useState<{ id: number; name: string } | null>(null);
  const [pupilsOf, setPupilsOf] = useState<{ id: number; name: string } | null>(null);
  const [liveOf, setLiveOf] = useState<{ id: number; name: string } | null>(null);
  const [editingClassId, setEditingClassId] = useState<number | null>(null);
  const invalidate = useInvalidate();
  const grades = useDictOptions('grade');
  const depts = useDictOptions('dept');
  const staff = useStaffOptions();
  const { result: goods, query } = useOne<ConsoleGoodsDetail>({
    resource: 'goods',
    id,
    queryOptions: { enabled: editing },
  });
  const { mutateAsync: create, mutation: creating } = useCreate<{ id: number }>();
  const { mutateAsync: update, mutation: updating } = useUpdate<ConsoleGoodsDetail>();

  useEffect(() => {
    if (goods) form.setFieldsValue(formOf(goods));
  }, [goods, form]);

  const submit = async (values: Values) => {
    const parsed = consoleGoodsFormSchema.safeParse({ ...EMPTY, ...values });
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({ name: i.path.slice(0, 1) as [keyof Values], errors: [i.message] })),
      );
      return;
    }
    const body: ConsoleGoodsForm = parsed.data;
    try {
      if (editing && goods) {
        await update({
          resource: 'goods',
          id: goods.id,
          values: { ...body, version: goods.version },
          successNotification: false,
          errorNotification: false,
        });
        message.success('已保存');
      } else {
        const created = await create({
          resource: 'goods',
          values: body,
          successNotification: false,
          errorNotification: false,
        });
        message.success('课程已创建，上架后学生即可在商城看到');
        navigate(`/console/goods/${created.data.id}/edit`, { replace: true });
      }
    } catch (e) {
      message.error(e instanceof ApiError || e instanceof Error ? e.message : '保存失败，请重试');
    }
  };

  if (editing && query.error) return <Alert type="error" showIcon title={query.error.message} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={editing ? `编辑课程${goods ? `：${goods.title}` : ''}` : '新建课程'}
        loading={editing && query.isLoading}
        extra={editing && goods && (goods.onSale ? <Tag color="green">已上架</Tag> : <Tag>未上架</Tag>)}
      >
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={EMPTY}
          onFinish={(v) => void submit(v)}
          style={{ maxWidth: 860 }}
        >
          <Form.Item label="课程名称" name="title" required>
            <Input maxLength={100} showCount placeholder="如：初二数学秋季提高班" />
          </Form.Item>
          <Form.Item label="副标题" name="subtitle">
            <Input maxLength={200} placeholder="一句话说明课程亮点" />
          </Form.Item>
          <Space wrap size="large" align="start">
            <Form.Item label="学科" name="subject" required>
              <Select options={SUBJECT_OPTIONS} style={{ width: 140 }} aria-label="学科" />
            </Form.Item>
            <Form.Item label="年级" name="grade" required>
              <Select options={grades} style={{ width: 140 }} aria-label="年级" placeholder="请选择年级" />
            </Form.Item>
            <Form.Item label="学期" name="term" required>
              <Select options={TERM_OPTIONS} style={{ width: 140 }} aria-label="学期" />
            </Form.Item>
            <Form.Item label="地区" name="deptValue" tooltip="不选则所有地区可见">
              <Select allowClear options={depts} style={{ width: 160 }} aria-label="地区" placeholder="全部地区" />
            </Form.Item>
          </Space>
          <Form.Item label="封面" name="coverUrl">
            <CoverUpload />
          </Form.Item>
          <Space wrap size="large" align="start">
            <Form.Item label="主讲老师" name="teacherIds">
              <Select
                mode="multiple"
                options={staff.teachers}
                style={{ minWidth: 240 }}
                aria-label="主讲老师"
                optionFilterProp="label"
              />
            </Form.Item>
            <Form.Item label="辅导老师" name="tutorIds">
              <Select
                mode="multiple"
                options={staff.tutors}
                style={{ minWidth: 240 }}
                aria-label="辅导老师"
                optionFilterProp="label"
              />
            </Form.Item>
          </Space>
          <Form.Item label="标签" name="tags" tooltip="最多 8 个，每个不超过 10 个字">
            <Select mode="tags" aria-label="标签" placeholder="输入后回车" open={false} />
          </Form.Item>
          <Form.Item label="课程介绍" name="detailHtml">
            <RichTextEditor aria-label="课程介绍" />
          </Form.Item>
          <Space wrap size="large" align="start">
            <Form.Item label="首页推荐" name="recommended" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item label="排序" name="sort" tooltip="数字越小越靠前">
              <InputNumber min={0} max={100000} precision={0} />
            </Form.Item>
          </Space>
          <Space style={{ display: 'flex' }}>
            <Button type="primary" htmlType="submit" loading={creating.isPending || updating.isPending}>
              {editing ? '保存' : '创建课程'}
            </Button>
            <Button onClick={() => navigate('/console/goods')}>返回列表</Button>
          </Space>
        </Form>
      </Card>
      {editing && goods && (
        <Card
          title="班级"
          extra={
            <Button type="primary" onClick={() => setAddingClass(true)}>
              新增班级
            </Button>
          }
        >
          <Table
            rowKey="id"
            size="small"
            dataSource={goods.classes}
            pagination={false}
            scroll={{ x: 720 }}
            locale={{ emptyText: '还没有班级' }}
            columns={[
              { title: '班级', dataIndex: 'name' },
              { title: '编号', dataIndex: 'skuCode', width: 120 },
              { title: '价格', dataIndex: 'priceFen', width: 100, render: (f: number) => yuan(f) },
              { title: '剩余名额', dataIndex: 'stock', width: 90 },
              { title: '已售', dataIndex: 'sold', width: 70 },
              {
                title: '拼团',
                key: 'group',
                width: 150,
                render: (_, c) => (c.isGroup ? `${c.groupMemberNum} 人团 ${yuan(c.groupPriceFen)}` : '—'),
              },
              { title: '寄送教材', dataIndex: 'needLogistics', width: 90, render: (b: boolean) => (b ? '是' : '否') },
              {
                title: '操作',
                key: 'actions',
                width: 210,
                render: (_, c) => (
                  <Space size={0}>
                    <Button type="link" size="small" onClick={() => setEditingClassId(c.id)}>
                      编辑
                    </Button>
                    {c.taught && (
                      <>
                        <Button type="link" size="small" onClick={() => setSessionsOf({ id: c.id, name: c.name })}>
                          课次
                        </Button>
                        <Button type="link" size="small" onClick={() => setPupilsOf({ id: c.id, name: c.name })}>
                          学员
                        </Button>
                        <Button type="link" size="small" onClick={() => setLiveOf({ id: c.id, name: c.name })}>
                          直播间
                        </Button>
                      </>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      )}
      <ClassSessionsDrawer
        skuId={sessionsOf?.id ?? null}
        className={sessionsOf?.name ?? ''}
        onClose={() => setSessionsOf(null)}
      />
      <LiveSettingsModal skuId={liveOf?.id ?? null} className={liveOf?.name ?? ''} onClose={() => setLiveOf(null)} />
      <ClassPupilsDrawer
        skuId={pupilsOf?.id ?? null}
        className={pupilsOf?.name ?? ''}
        onClose={() => {
          setPupilsOf(null);
          // Seats moved: the class table's 剩余名额 and 已售 follow.
          if (goods) void invalidate({ resource: 'goods', invalidates: ['detail'], id: goods.id });
        }}
      />
      {editing && goods && (
        <ClassEditModal
          goodsId={goods.id}
          cls={goods.classes.find((c) => c.id === editingClassId) ?? null}
          onClose={() => setEditingClassId(null)}
          onSaved={() => {
            setEditingClassId(null);
            void invalidate({ resource: 'goods', invalidates: ['detail', 'list'], id: goods.id });
          }}
        />
      )}
      {editing && goods && (
        <ClassFormModal
          goodsId={goods.id}
          open={addingClass}
          onClose={() => setAddingClass(false)}
          onSaved={() => {
            setAddingClass(false);
            void invalidate({ resource: 'goods', invalidates: ['detail', 'list'], id: goods.id });
          }}
        />
      )}
    </Space>
  );
}
