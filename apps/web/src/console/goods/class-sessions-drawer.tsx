import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Drawer, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { chinaDateOf, chinaTimeOf, type ConsoleClassSession, type ConsoleClassSessions } from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { classSessionsApi } from './class-sessions-api';
import { SessionFormModal } from './session-form-modal';
import { HomeworkEditorDrawer } from './homework-editor-drawer';
import { RecordingStatus, UploadRecordingButton, useClassRecordings } from './session-recording-cell';

const STATE_TAG: Record<ConsoleClassSession['state'], { color: string; text: string }> = {
  upcoming: { color: 'blue', text: '未开始' },
  live: { color: 'red', text: '上课中' },
  done: { color: 'default', text: '已结束' },
};
const WEEKDAY = '日一二三四五六';
const when = (s: ConsoleClassSession) => {
  const date = chinaDateOf(s.startAt);
  const weekday = WEEKDAY[new Date(`${date}T00:00:00Z`).getUTCDay()];
  return `${date}（周${weekday}） ${chinaTimeOf(s.startAt)}-${chinaTimeOf(s.endAt)}`;
};

/**
 * 课次 of one class: the timetable the shop sells and the pupils attend. Sessions to come can be rescheduled
 * between their neighbours or removed (without homework); new ones go after the last. Each change updates the
 * shop's class period and tells the enrolled pupils. Each session's homework is set here too (作业 / 布置作业), and
 * its recording uploaded (上传录像: transcoded by a server job, its progress polled while it runs).
 */
export function ClassSessionsDrawer(props: {
  skuId: number | null;
  className: string;
  /** Admins change the timetable; a teacher (班级) sets work and uploads recordings only. */
  manage?: boolean;
  onClose: () => void;
}) {
  const manage = props.manage ?? true;
  const { message } = App.useApp();
  const [data, setData] = useState<ConsoleClassSessions | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [editing, setEditing] = useState<ConsoleClassSession | 'new' | null>(null);
  const [homeworkOf, setHomeworkOf] = useState<ConsoleClassSession | null>(null);
  const { skuId } = props;
  const recordings = useClassRecordings(skuId);

  const load = useCallback(async () => {
    if (skuId === null) return;
    try {
      setData(await classSessionsApi.list(skuId));
      setFailed(null);
    } catch (e) {
      setFailed(e instanceof ApiError ? e.message : '加载失败，请重试');
    }
  }, [skuId]);
  useEffect(() => {
    setData(null);
    void load();
  }, [load]);

  const remove = async (s: ConsoleClassSession) => {
    try {
      await classSessionsApi.remove(s.id, s.version);
      message.success(`${s.title}已删除，后续课次已顺延编号`);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '删除失败，请重试');
    }
    await load();
  };

  return (
    <Drawer
      title={`课次 · ${props.className}`}
      open={skuId !== null}
      onClose={props.onClose}
      size={1060}
      extra={
        manage && (
          <Button type="primary" onClick={() => setEditing('new')} disabled={!data}>
            新增课次
          </Button>
        )
      }
    >
      {failed && <Alert type="error" showIcon title={failed} style={{ marginBottom: 12 }} />}
      {data && (
        <Typography.Paragraph type="secondary">
          共 {data.sessions.length} 讲，在读学员 {data.enrolled} 人。
          {manage
            ? '调整时间或删除课次后，商城的开课时间随之更新，并通知在读学员。'
            : '可为每讲布置作业、上传录像；调整上课时间请联系教务。'}
        </Typography.Paragraph>
      )}
      <Table<ConsoleClassSession>
        rowKey="id"
        size="small"
        loading={!data && !failed}
        dataSource={data?.sessions ?? []}
        pagination={false}
        scroll={{ x: 1040 }}
        columns={[
          {
            title: '课次',
            dataIndex: 'title',
            width: 200,
            render: (t: string) => <span data-testid="session-title">{t}</span>,
          },
          { title: '上课时间', key: 'when', width: 250, render: (_, s) => when(s) },
          {
            title: '状态',
            key: 'state',
            width: 150,
            render: (_, s) => (
              <Space size={4}>
                <Tag color={STATE_TAG[s.state].color}>{STATE_TAG[s.state].text}</Tag>
                {s.hasWork && <Tag color="green">有作业</Tag>}
              </Space>
            ),
          },
          {
            title: '录像',
            key: 'recording',
            width: 190,
            render: (_, s) => <RecordingStatus rec={recordings.get(s.id)} />,
          },
          {
            title: '操作',
            key: 'actions',
            width: 250,
            render: (_, s) => (
              <Space size={0} wrap>
                {manage && (
                  <Button type="link" size="small" onClick={() => setEditing(s)}>
                    调整
                  </Button>
                )}
                <Button type="link" size="small" onClick={() => setHomeworkOf(s)} data-testid={`homework-${s.id}`}>
                  {s.hasWork ? '作业' : '布置作业'}
                </Button>
                {skuId !== null && <UploadRecordingButton skuId={skuId} session={s} rec={recordings.get(s.id)} />}
                {manage && s.state === 'upcoming' && !s.hasWork && (
                  <Popconfirm
                    title={`删除${s.title}？`}
                    description="后续课次顺延编号，在读学员会收到通知。"
                    okText="删除"
                    cancelText="取消"
                    onConfirm={() => remove(s)}
                  >
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <HomeworkEditorDrawer
        session={homeworkOf}
        onClose={() => setHomeworkOf(null)}
        onSaved={() => {
          setHomeworkOf(null);
          void load();
        }}
      />
      {skuId !== null && (
        <SessionFormModal
          skuId={skuId}
          session={editing === 'new' ? null : editing}
          open={editing !== null}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
        />
      )}
    </Drawer>
  );
}
