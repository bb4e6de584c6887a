import { useState } from 'react';
import { Alert, App, Button, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import { API_PATHS, type ConsoleHelpArticle } from '@salt/domain';
import { helpArticlesApi } from './help-articles-api';
import { HelpArticleModal } from './help-article-modal';
import { failureText, useContentList } from './use-content-list';

/** 帮助文章: the help centre's (/center/DropCourse) questions; only published ones show there, in 排序 order. */
export function HelpArticlesPage() {
  const { message } = App.useApp();
  const { rows, failed, load } = useContentList<ConsoleHelpArticle>(API_PATHS.consoleHelpList);
  const [editing, setEditing] = useState<ConsoleHelpArticle | 'new' | null>(null);

  const publish = async (a: ConsoleHelpArticle, published: boolean) => {
    try {
      await helpArticlesApi.publish(a.id, published, a.version);
      message.success(published ? '已发布到帮助中心' : '已下线');
    } catch (e) {
      message.error(failureText(e));
    }
    await load();
  };
  const remove = async (a: ConsoleHelpArticle) => {
    try {
      await helpArticlesApi.remove(a.id, a.version);
      message.success('已删除');
    } catch (e) {
      message.error(failureText(e));
    }
    await load();
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          帮助文章
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')}>
          新建文章
        </Button>
      </Space>
      {failed && <Alert type="error" showIcon title={failed} />}
      <Table<ConsoleHelpArticle>
        rowKey="id"
        size="small"
        loading={!rows && !failed}
        dataSource={rows ?? []}
        pagination={false}
        scroll={{ x: 640 }}
        columns={[
          { title: '标题', dataIndex: 'title' },
          { title: '排序', dataIndex: 'sort', width: 70 },
          {
            title: '状态',
            key: 'state',
            width: 120,
            render: (_, a) => (
              <Space>
                <Switch
                  size="small"
                  checked={a.published}
                  aria-label={`发布 ${a.title}`}
                  onChange={(on) => void publish(a, on)}
                />
                {a.published ? <Tag color="green">已发布</Tag> : <Tag>草稿</Tag>}
              </Space>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 120,
            render: (_, a) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(a)}>
                  编辑
                </Button>
                <Popconfirm title="删除这篇文章？" okText="删除" cancelText="取消" onConfirm={() => remove(a)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <HelpArticleModal
        article={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void load();
        }}
      />
    </Space>
  );
}
