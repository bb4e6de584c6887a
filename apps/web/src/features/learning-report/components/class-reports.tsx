import { useState } from 'react';
import { Link } from 'react-router';
import { App, Button, Empty, Select, Spin, Tag } from 'antd';
import { useMyClasses } from '../../learning';
import { useClassReports } from '../api/class-reports';
import { useGenerateReports } from '../api/generate-reports';
import { percentText, periodText, reportTitle, scoreText } from '../report-format';

const periodLabel = (p: string) => (p === 'final' ? '结课报告' : `${periodText(p)} 月度报告`);

/**
 * A tutor's (or teacher's) classes: choose one and a period; each pupil with their report or 未生成. The tutor makes
 * the period's reports for the whole class (生成报告) and opens each to write the comment.
 */
export function ClassReports() {
  const { message } = App.useApp();
  const classes = useMyClasses();
  const [offeringId, setOfferingId] = useState<number | null>(null);
  const [period, setPeriod] = useState<string | undefined>(undefined);
  const staffed = (classes.data ?? []).filter((c) => c.role !== 'student');
  const chosen = staffed.find((c) => c.offeringId === offeringId) ?? staffed[0];
  const view = useClassReports(chosen?.offeringId ?? 0, period);
  const make = useGenerateReports();

  if (classes.isPending) return <Spin className="lr-spin" />;
  if (!chosen) return <Empty description="你还没有任教或辅导的班级" />;
  const v = view.data;
  const shown = period ?? v?.period ?? v?.reportable[0];
  const options = [...new Set([...(v?.reportable ?? []), ...(v?.periods ?? [])])];
  const generate = () => {
    if (!shown) return;
    make.mutate(
      {
        offeringId: chosen.offeringId,
        kind: shown === 'final' ? 'final' : 'monthly',
        ...(shown === 'final' ? {} : { month: shown }),
      },
      {
        onSuccess: (res) => {
          setPeriod(res.period);
          void message.success(`已生成 ${res.made} 份报告`);
        },
        onError: (e) => void message.error(e.message),
      },
    );
  };

  return (
    <div className="lr-class">
      <div className="lr-class__bar">
        <Select
          aria-label="班级"
          className="lr-class__pick"
          value={chosen.offeringId}
          onChange={(id: number) => {
            setOfferingId(id);
            setPeriod(undefined);
          }}
          options={staffed.map((c) => ({ value: c.offeringId, label: c.title }))}
        />
        <Select
          aria-label="报告期"
          className="lr-class__period"
          value={shown}
          placeholder="暂无可生成的报告期"
          onChange={(p: string) => setPeriod(p)}
          options={options.map((p) => ({ value: p, label: periodLabel(p) }))}
        />
        {chosen.role === 'tutor' && (
          <Button
            type="primary"
            disabled={!shown || !v?.reportable.includes(shown)}
            loading={make.isPending}
            onClick={generate}
          >
            {v?.periods.includes(shown ?? '') ? '重新生成' : '生成报告'}
          </Button>
        )}
      </div>
      {view.isPending ? (
        <Spin className="lr-spin" />
      ) : view.error ? (
        <Empty description={view.error.message} />
      ) : (
        <ul className="lr-pupils" aria-label="学员报告">
          {v!.pupils.map((p) => {
            const r = v!.period === shown ? p.report : null;
            return (
              <li key={p.userId} className="lr-pupil">
                <span className="lr-pupil__name">{p.name}</span>
                {r ? (
                  <>
                    <span>出勤 {percentText(r.attendanceRate)}</span>
                    <span>作业 {scoreText(r.homeworkAverage)}</span>
                    {r.commented ? <Tag color="green">已点评</Tag> : <Tag color="orange">待点评</Tag>}
                    <Link
                      to={`/report/report?id=${r.id}`}
                      aria-label={`查看${p.name}的${reportTitle(r.kind, r.period)}`}
                    >
                      查看报告
                    </Link>
                  </>
                ) : (
                  <span className="lr-pupil__none">未生成</span>
                )}
              </li>
            );
          })}
          {v!.pupils.length === 0 && <Empty description="本班暂无在读学员" />}
        </ul>
      )}
    </div>
  );
}
