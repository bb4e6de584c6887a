import { useMemo, useState } from 'react';
import { Button, DatePicker, Empty, Result, Spin, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import type { TutorSummary } from '@salt/domain';
import { LazyChart } from '../../../components/lazy-chart';
import { feedback } from '../../../lib/api/feedback';
import { useSummary } from '../api/summary';
import { downloadSummaryCsv } from '../api/summary-csv';
import { loadClassRates, loadDaily } from '../charts/chart-loaders';
import { TwPage, rateText, useCompact } from '../components/tw-page';

type Row = TutorSummary['classes'][number];
const FIGURES: { key: keyof TutorSummary['totals']; label: string; rate?: boolean }[] = [
  { key: 'newPupils', label: '新增学员' },
  { key: 'changesIn', label: '调班转入' },
  { key: 'changesOut', label: '调班转出' },
  { key: 'refunds', label: '退费' },
  { key: 'attendanceRate', label: '出勤率', rate: true },
  { key: 'homeworkRate', label: '作业完成率', rate: true },
];
/** The chart's classes: those with sessions in the range, named by the class (the part after the course's '·'). */
const classRates = (list: Row[]) => ({
  classes: list.map((c) => c.title.split('·').at(-1) ?? c.title),
  attendance: list.map((c) => c.attendanceRate),
  homework: list.map((c) => c.homeworkRate),
});
const show = (v: number | null, rate?: boolean) => (rate ? rateText(v) : String(v ?? 0));

/** /tutor/summary (数据汇总): a China-date range's new pupils, class changes, refunds, attendance and homework. */
export function SummaryPage() {
  const compact = useCompact();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(29, 'day'), dayjs()]);
  const from = range[0].format('YYYY-MM-DD');
  const to = range[1].format('YYYY-MM-DD');
  const summary = useSummary(from, to);
  const [busy, setBusy] = useState(false);
  const daily = useMemo(
    () =>
      summary.data
        ? { days: summary.data.days.map((d) => d.day), values: summary.data.days.map((d) => d.newPupils) }
        : null,
    [summary.data],
  );
  const rates = useMemo(
    () =>
      summary.data
        ? classRates(summary.data.classes.filter((c) => c.attendanceRate !== null || c.homeworkRate !== null))
        : null,
    [summary.data],
  );
  const exportCsv = () => {
    setBusy(true);
    downloadSummaryCsv(from, to)
      .catch((e: Error) => feedback().error(e.message))
      .finally(() => setBusy(false));
  };
  const s = summary.data;
  return (
    <TwPage
      title="数据汇总"
      testId="tw-summary"
      extra={
        <Button icon={<DownloadOutlined />} loading={busy} onClick={exportCsv} data-testid="tw-summary-csv">
          导出 CSV
        </Button>
      }
    >
      <section className="tw-section tw-summary__range">
        <span>统计区间</span>
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          inputReadOnly
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
        />
      </section>
      {summary.isPending ? (
        <Spin className="tw-spin" />
      ) : summary.isError || !s ? (
        <Result status="warning" title={summary.error?.message ?? '加载失败'} />
      ) : (
        <>
          <div className="tw-tiles" data-testid="tw-summary-totals">
            {FIGURES.map((f) => (
              <div className="tw-tile" key={f.key}>
                <span className="tw-tile__value" data-testid={`tw-total-${f.key}`}>
                  {show(s.totals[f.key], f.rate)}
                </span>
                <span className="tw-tile__label">{f.label}</span>
              </div>
            ))}
          </div>
          <div className="tw-grid">
            <section className="tw-section">
              <h3>每日新增学员</h3>
              {daily && <LazyChart load={loadDaily} data={daily} height={220} label="每日新增学员" compact={compact} />}
            </section>
            <section className="tw-section">
              <h3>各班出勤与作业</h3>
              {rates && rates.classes.length > 0 ? (
                <LazyChart
                  load={loadClassRates}
                  data={rates}
                  height={240}
                  label="各班出勤率与作业完成率"
                  compact={compact}
                />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无班级" />
              )}
            </section>
          </div>
          <section className="tw-section">
            <h3>分班明细</h3>
            {compact ? (
              <ul className="tw-cards">
                {s.classes.map((c) => (
                  <li key={c.offeringId} className="tw-card">
                    <div className="tw-card__head">{c.title}</div>
                    <dl className="tw-card__figures">
                      {FIGURES.map((f) => (
                        <FigurePair key={f.key} label={f.label} value={show(c[f.key], f.rate)} />
                      ))}
                    </dl>
                  </li>
                ))}
              </ul>
            ) : (
              <Table<Row>
                rowKey="offeringId"
                pagination={false}
                dataSource={s.classes}
                columns={[
                  { title: '班级', dataIndex: 'title' },
                  ...FIGURES.map((f) => ({
                    title: f.label,
                    dataIndex: f.key,
                    render: (v: number | null) => show(v, f.rate),
                  })),
                ]}
              />
            )}
          </section>
        </>
      )}
    </TwPage>
  );
}

function FigurePair({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
