import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Grid, Input, Space, Switch, Table, Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { consoleHomeSectionsSaveSchema, subjectColour, type ConsoleHomeSection } from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { failureText, useContentList } from '../content/use-content-list';
import { homeSectionsApi } from './home-sections-api';

/** The draft as the save sends it: every subject in the table's order, each at the version read. */
const changeOf = (draft: ConsoleHomeSection[]) => ({
  items: draft.map((s) => ({ subject: s.subject, title: s.title, shown: s.shown, version: s.version })),
});

/** Each subject's title error from the save's schema (the same rule the server applies). */
function titleErrors(draft: ConsoleHomeSection[]): Record<string, string> {
  const parsed = consoleHomeSectionsSaveSchema.safeParse(changeOf(draft));
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [, index, field] = issue.path;
    if (typeof index === 'number' && field === 'title') out[draft[index]!.subject] = issue.message;
  }
  return out;
}

/**
 * 首页分区: the home page's subject sections in the order shown. Staff move them, hide them and may rename them;
 * a shown subject with no goods on sale still stays off the home page. Saved all at once (versioned).
 */
export function HomeSectionsPage() {
  const { message } = App.useApp();
  const { rows, failed, load } = useContentList<ConsoleHomeSection>(homeSectionsApi.listPath);
  const [draft, setDraft] = useState<ConsoleHomeSection[] | null>(null);
  const [saving, setSaving] = useState(false);
  // On a phone the count goes under the subject and the position column goes, so the switch and arrows fit.
  const narrow = !Grid.useBreakpoint().md;
  useEffect(() => setDraft(rows), [rows]);

  const errors = useMemo(() => (draft ? titleErrors(draft) : {}), [draft]);
  const dirty = JSON.stringify(draft && changeOf(draft)) !== JSON.stringify(rows && changeOf(rows));
  const preview = (draft ?? []).filter((s) => s.shown && s.onSaleCount > 0).map((s) => s.title?.trim() || s.label);

  const edit = (subject: string, patch: Partial<ConsoleHomeSection>) =>
    setDraft((d) => d && d.map((s) => (s.subject === subject ? { ...s, ...patch } : s)));
  const move = (i: number, by: -1 | 1) =>
    setDraft((d) => {
      if (!d || !d[i + by]) return d;
      const next = [...d];
      [next[i], next[i + by]] = [next[i + by]!, next[i]!];
      return next;
    });

  const save = async () => {
    if (!draft || Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      const saved = await homeSectionsApi.save(changeOf(draft));
      message.success('已保存，首页已按新顺序显示');
      setDraft(saved);
      await load();
    } catch (e) {
      message.error(failureText(e));
      // Someone else saved in between: show what is stored now.
      if (e instanceof ApiError && e.status === 409) await load();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          首页分区
        </Typography.Title>
        <Space>
          <Button disabled={!dirty || saving} onClick={() => setDraft(rows)}>
            还原
          </Button>
          <Button type="primary" disabled={!dirty} loading={saving} onClick={() => void save()}>
            保存
          </Button>
        </Space>
      </Space>
      <Alert
        type="info"
        showIcon
        title="首页按下表顺序显示各学科分区；关闭「显示」的学科不出现，没有在售课程的学科也不出现。标题留空时显示学科名称。"
      />
      {failed && <Alert type="error" showIcon title={failed} />}
      {draft && (
        <Typography.Paragraph style={{ margin: 0 }} data-testid="home-sections-preview">
          <Typography.Text type="secondary">首页顺序预览：</Typography.Text>
          {preview.length > 0 ? preview.join(' → ') : '首页暂无学科分区'}
        </Typography.Paragraph>
      )}
      <Table<ConsoleHomeSection>
        rowKey="subject"
        size="small"
        loading={!draft && !failed}
        dataSource={draft ?? []}
        pagination={false}
        scroll={narrow ? undefined : { x: 640 }}
        columns={[
          { title: '顺序', key: 'order', width: 60, hidden: narrow, render: (_, __, i) => i + 1 },
          {
            title: '学科',
            key: 'subject',
            width: narrow ? 84 : 80,
            render: (_, s) => (
              <div>
                <Tag color={subjectColour(s.subject)}>{s.label}</Tag>
                {narrow && (
                  <div>
                    <Typography.Text type={s.onSaleCount > 0 ? undefined : 'secondary'} style={{ fontSize: 12 }}>
                      在售 {s.onSaleCount} 门
                    </Typography.Text>
                  </div>
                )}
              </div>
            ),
          },
          {
            title: '分区标题',
            key: 'title',
            render: (_, s) => (
              <div>
                <Input
                  size="small"
                  value={s.title ?? ''}
                  placeholder={s.label}
                  status={errors[s.subject] ? 'error' : undefined}
                  aria-label={`${s.label}分区标题`}
                  onChange={(e) => edit(s.subject, { title: e.target.value === '' ? null : e.target.value })}
                  style={{ maxWidth: 220 }}
                />
                {errors[s.subject] && (
                  <div>
                    <Typography.Text type="danger">{errors[s.subject]}</Typography.Text>
                  </div>
                )}
              </div>
            ),
          },
          {
            title: '在售课程',
            key: 'onSale',
            width: 120,
            hidden: narrow,
            render: (_, s) =>
              s.onSaleCount > 0 ? (
                `${s.onSaleCount} 门`
              ) : (
                <Typography.Text type="secondary">0 门（首页不显示）</Typography.Text>
              ),
          },
          {
            title: '显示',
            key: 'shown',
            width: narrow ? 56 : 70,
            render: (_, s) => (
              <Switch
                size="small"
                checked={s.shown}
                aria-label={`显示${s.label}`}
                onChange={(shown) => edit(s.subject, { shown })}
              />
            ),
          },
          {
            title: '排序',
            key: 'move',
            width: narrow ? 64 : 90,
            render: (_, s, i) => (
              <Space size={0}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={`上移 ${s.label}`}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={i === (draft?.length ?? 0) - 1}
                  onClick={() => move(i, 1)}
                  aria-label={`下移 ${s.label}`}
                />
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}
