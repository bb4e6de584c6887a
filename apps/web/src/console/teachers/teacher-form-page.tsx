import { useEffect, useState } from 'react';
import { useCreate, useOne, useUpdate } from '@refinedev/core';
import { useNavigate, useParams } from 'react-router';
import { Alert, App, Button, Card, Form, Input, InputNumber, Select, Space, Switch, Tag } from 'antd';
import {
  CONSOLE_ERRORS,
  consoleTeacherCreateSchema,
  consoleTeacherFieldsSchema,
  TEACHER_INTRO_MAX,
  TEACHER_KIND_LABELS,
  TEACHER_KINDS,
  type ConsoleTeacherDetail,
  type ConsoleUserPage,
  type TeacherKind,
} from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { fetchUserPage } from '../providers/users-provider';
import { SUBJECT_OPTIONS } from '../goods/goods-options';
import { QualificationImagesUpload, TeacherAvatarUpload } from './teacher-images';

/** The form's values: honours as lines of one text box (one honour a line). */
interface Values {
  userId?: number;
  kind: TeacherKind;
  title: string;
  intro: string;
  avatar: string | null;
  subject?: string | null;
  qualificationNo: string;
  honorsText: string;
  teachingYears: number;
  qualificationImages: string[];
  sort: number;
  visible: boolean;
}

const EMPTY: Values = {
  kind: 'teacher',
  title: '',
  intro: '',
  avatar: null,
  subject: null,
  qualificationNo: '',
  honorsText: '',
  teachingYears: 0,
  qualificationImages: [],
  sort: 0,
  visible: true,
};

/** The server's refusals of the chosen account (shown at the 用户 field). */
const ACCOUNT_REFUSALS = new Set<string>([
  CONSOLE_ERRORS.notStaffOfKind.errorCode,
  CONSOLE_ERRORS.teacherProfileExists.errorCode,
  CONSOLE_ERRORS.recordNotFound.errorCode,
]);

const KIND_OPTIONS = TEACHER_KINDS.map((value) => ({ value, label: TEACHER_KIND_LABELS[value] }));

const formOf = (d: ConsoleTeacherDetail): Values => ({
  userId: d.userId,
  kind: d.kind,
  title: d.title ?? '',
  intro: d.intro ?? '',
  avatar: d.avatar,
  subject: d.subject,
  qualificationNo: d.qualificationNo ?? '',
  honorsText: d.honors.join('\n'),
  teachingYears: d.teachingYears,
  qualificationImages: d.qualificationImages,
  sort: d.sort,
  visible: d.visible,
});

/** What the contract takes: honours split into lines, blank lines dropped. */
const bodyOf = ({ honorsText, ...v }: Values) => ({
  ...v,
  subject: v.subject ?? null,
  honors: honorsText
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean),
});

/** Accounts holding the role of the kind, searched by name or phone (the 用户 page hands out the roles). */
function useStaffSearch(kind: TeacherKind) {
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
  const search = async (keyword: string) => {
    try {
      const page: ConsoleUserPage = await fetchUserPage({ current: 1, size: 20, keyword, role: kind });
      setOptions(
        page.records.map((u) => ({
          value: u.id,
          label: `${u.realname || u.username}${u.phone ? `（${u.phone}）` : ''}`,
        })),
      );
    } catch {
      setOptions([]);
    }
  };
  useEffect(() => {
    void search('');
  }, [kind]);
  return { options, search };
}

/**
 * 新建教师资料 / 编辑教师资料: checked with the same zod contract the server uses (field messages in place, nothing
 * sent while a field is wrong); the server's refusals (no role of the kind, a profile already there) show in place
 * too. An edit sends the version it loaded; a save over a newer one comes back 409 and says so.
 */
export function TeacherFormPage() {
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const kind = (Form.useWatch('kind', form) ?? 'teacher') as TeacherKind;
  const staff = useStaffSearch(kind);
  const { result: detail, query } = useOne<ConsoleTeacherDetail>({
    resource: 'teachers',
    id,
    queryOptions: { enabled: editing },
  });
  const { mutateAsync: create, mutation: creating } = useCreate<{ id: number }>();
  const { mutateAsync: update, mutation: updating } = useUpdate<ConsoleTeacherDetail>();

  useEffect(() => {
    if (detail) form.setFieldsValue(formOf(detail));
  }, [detail, form]);

  const fieldErrors = (issues: { path: PropertyKey[]; message: string }[]) =>
    form.setFields(
      issues.map((i) => {
        const name = String(i.path[0]);
        return { name: (name === 'honors' ? 'honorsText' : name) as keyof Values, errors: [i.message] };
      }),
    );

  const submit = async (values: Values) => {
    const body = bodyOf({ ...EMPTY, ...values });
    const parsed = editing ? consoleTeacherFieldsSchema.safeParse(body) : consoleTeacherCreateSchema.safeParse(body);
    if (!parsed.success) {
      fieldErrors(parsed.error.issues);
      return;
    }
    try {
      if (editing && detail) {
        await update({
          resource: 'teachers',
          id: detail.userId,
          values: { ...parsed.data, version: detail.version },
          successNotification: false,
          errorNotification: false,
        });
        message.success('已保存');
      } else {
        const created = await create({
          resource: 'teachers',
          values: parsed.data,
          successNotification: false,
          errorNotification: false,
        });
        message.success('教师资料已创建');
        navigate(`/console/teachers/${created.data.id}/edit`, { replace: true });
      }
    } catch (e) {
      const text = e instanceof ApiError || e instanceof Error ? e.message : '保存失败，请重试';
      // A refusal about the chosen account belongs to the account field.
      if (!editing && e instanceof ApiError && e.errorCode !== null && ACCOUNT_REFUSALS.has(e.errorCode))
        form.setFields([{ name: 'userId', errors: [text] }]);
      else message.error(text);
    }
  };

  if (editing && query.error) return <Alert type="error" showIcon title={query.error.message} />;
  return (
    <Card
      title={editing ? `编辑教师资料${detail ? `：${detail.name}` : ''}` : '新建教师资料'}
      loading={editing && query.isLoading}
      extra={editing && detail && <Tag color="blue">{TEACHER_KIND_LABELS[detail.kind]}</Tag>}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={EMPTY}
        onFinish={(v) => void submit(v)}
        style={{ maxWidth: 860 }}
      >
        {!editing && (
          <Space wrap size="large" align="start">
            <Form.Item label="类型" name="kind" required>
              <Select
                options={KIND_OPTIONS}
                style={{ width: 120 }}
                aria-label="类型"
                onChange={() => form.setFieldValue('userId', undefined)}
              />
            </Form.Item>
            <Form.Item
              label="用户"
              name="userId"
              required
              tooltip="须已在“用户”页分配老师（主讲）或辅导老师（辅导）角色"
            >
              <Select
                showSearch
                filterOption={false}
                onSearch={(v) => void staff.search(v)}
                options={staff.options}
                placeholder="输入姓名或手机号搜索"
                aria-label="用户"
                style={{ width: 280 }}
              />
            </Form.Item>
          </Space>
        )}
        <Space wrap size="large" align="start">
          <Form.Item label="头衔" name="title">
            <Input maxLength={64} placeholder="如：高级教师" style={{ width: 220 }} />
          </Form.Item>
          <Form.Item label="学科" name="subject">
            <Select allowClear options={SUBJECT_OPTIONS} style={{ width: 140 }} aria-label="学科" />
          </Form.Item>
          <Form.Item label="教龄（年）" name="teachingYears">
            <InputNumber min={0} max={80} precision={0} aria-label="教龄" />
          </Form.Item>
        </Space>
        <Form.Item label="头像" name="avatar">
          <TeacherAvatarUpload />
        </Form.Item>
        <Form.Item label="简介" name="intro">
          <Input.TextArea rows={5} maxLength={TEACHER_INTRO_MAX} showCount placeholder="教学经历、风格等（纯文本）" />
        </Form.Item>
        <Form.Item label="教师资格证编号" name="qualificationNo">
          <Input maxLength={64} style={{ width: 280 }} />
        </Form.Item>
        <Form.Item label="荣誉" name="honorsText" tooltip="每行一条">
          <Input.TextArea rows={4} placeholder={'如：市级骨干教师\n优秀班主任'} aria-label="荣誉" />
        </Form.Item>
        <Form.Item label="资质图片" name="qualificationImages" tooltip="教师资格证等证书照片，展示在教师详情页">
          <QualificationImagesUpload />
        </Form.Item>
        <Space wrap size="large" align="start">
          <Form.Item label="在商城显示" name="visible" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item label="排序" name="sort" tooltip="数字越小越靠前">
            <InputNumber min={0} max={100000} precision={0} aria-label="排序" />
          </Form.Item>
        </Space>
        <Space style={{ display: 'flex' }}>
          <Button type="primary" htmlType="submit" loading={creating.isPending || updating.isPending}>
            {editing ? '保存' : '创建教师资料'}
          </Button>
          <Button onClick={() => navigate('/console/teachers')}>返回列表</Button>
        </Space>
      </Form>
    </Card>
  );
}
