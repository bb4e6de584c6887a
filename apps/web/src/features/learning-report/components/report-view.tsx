import { forwardRef, useMemo } from 'react';
import { Tag } from 'antd';
import type { LearningReport } from '@salt/domain';
import { formatChinaTime } from '../../../lib/china-time';
import { LazyChart } from '../../../components/lazy-chart';
import { attendanceData, homeworkBars, masteryData } from '../charts/chart-data';
import { loadAttendance, loadHomework, loadMastery } from '../charts/chart-loaders';
import { ATTENDANCE_TEXT, HOMEWORK_TEXT, percentText, reportTitle, scoreText } from '../report-format';

/** '第5讲 全等三角形' stays; a bare title gets its number: '第5讲 全等三角形'. */
const sessionTitle = (seq: number, title: string) => (title.startsWith(`第${seq}讲`) ? title : `第${seq}讲 ${title}`);

function Kpi({ label, value, compare }: { label: string; value: string; compare?: string }) {
  return (
    <div className="lr-kpi">
      <div className="lr-kpi__value">{value}</div>
      <div className="lr-kpi__label">{label}</div>
      {compare && <div className="lr-kpi__compare">{compare}</div>}
    </div>
  );
}

/**
 * One report as the family reads it (and as 保存图片 / 保存PDF draw it): who and when, the headline, the figures
 * against the class, the charts with the same figures listed beside them, exams, sessions and the tutor's comment.
 */
export const ReportView = forwardRef<HTMLDivElement, { report: LearningReport; compact: boolean }>(function ReportView(
  { report: r, compact },
  ref,
) {
  const f = r.figures;
  // Memoised: a new object would make each chart draw itself again on every render (a click on 保存图片 re-renders
  // the page), and a copy taken while a chart redraws shows it half drawn.
  const attendance = useMemo(() => attendanceData(f), [f]);
  const bars = useMemo(() => homeworkBars(f), [f]);
  const mastery = useMemo(() => masteryData(f), [f]);
  return (
    <article ref={ref} className="lr-report" data-testid="report-view">
      <header className="lr-report__head">
        <div className="lr-report__brand">盐课堂 · 学习报告</div>
        <h1>{reportTitle(r.kind, r.period)}</h1>
        <div className="lr-report__who">
          <strong>{r.pupilName}</strong>
          <span>{r.classTitle}</span>
          {r.teacherName && <span>主讲：{r.teacherName}</span>}
          {r.tutorName && <span>辅导：{r.tutorName}</span>}
        </div>
        <div className="lr-report__span">
          {formatChinaTime(r.periodStart, 'YYYY-MM-DD')} 至{' '}
          {formatChinaTime(new Date(new Date(r.periodEnd).getTime() - 1).toISOString(), 'YYYY-MM-DD')}
        </div>
        <p className="lr-report__headline" data-testid="report-headline">
          {f.headline}
        </p>
      </header>

      <section className="lr-kpis" aria-label="本期概览">
        <Kpi
          label="出勤率"
          value={percentText(f.attendance.ratePercent)}
          compare={`班级平均 ${percentText(f.classAverage.attendanceRate)}`}
        />
        <Kpi
          label="作业按时率"
          value={percentText(f.homework.onTimePercent)}
          compare={`班级平均 ${percentText(f.classAverage.homeworkOnTimePercent)}`}
        />
        <Kpi
          label="作业平均分"
          value={scoreText(f.homework.averageScore)}
          compare={`班级平均 ${scoreText(f.classAverage.homeworkAverage)}`}
        />
        <Kpi label="测评次数" value={String(f.exams.length)} />
      </section>

      <div className="lr-grid">
        <section className="lr-card" aria-label="出勤">
          <h2>出勤</h2>
          {attendance ? (
            <LazyChart
              load={loadAttendance}
              data={attendance}
              height={compact ? 200 : 220}
              label="出勤分布"
              compact={compact}
            />
          ) : (
            <div className="lr-empty">本期没有课次</div>
          )}
          <p className="lr-card__facts">
            共 {f.attendance.sessions} 节：直播 {f.attendance.live} 节，回放 {f.attendance.playback} 节，缺勤{' '}
            {f.attendance.absent} 节
          </p>
        </section>
        <section className="lr-card" aria-label="作业">
          <h2>作业</h2>
          {bars ? (
            <LazyChart
              load={loadHomework}
              data={bars}
              height={compact ? 200 : 220}
              label="每讲作业得分"
              compact={compact}
            />
          ) : (
            <div className="lr-empty">本期没有布置作业</div>
          )}
          <p className="lr-card__facts">
            布置 {f.homework.set} 次：按时 {f.homework.onTime}，迟交 {f.homework.late}，未交 {f.homework.missing}
            {f.homework.open > 0 ? `，未到期 ${f.homework.open}` : ''}
          </p>
        </section>
      </div>

      <section className="lr-card" aria-label="知识点掌握">
        <h2>知识点掌握</h2>
        {mastery ? (
          <LazyChart
            load={loadMastery}
            data={mastery}
            height={Math.max(120, mastery.points.length * 34)}
            label="知识点掌握度"
            compact={compact}
          />
        ) : (
          <div className="lr-empty">本期没有测评记录</div>
        )}
        {f.exams.length > 0 && (
          <ul className="lr-exams">
            {f.exams.map((e) => (
              <li key={e.attemptId}>
                <span className="lr-exams__title">{e.title}</span>
                <span className="lr-exams__when">{formatChinaTime(e.committedAt, 'MM-DD')}</span>
                <strong>{e.scorePercent === null ? '—' : `${e.scorePercent} 分`}</strong>
                {e.pending && <Tag color="orange">待批改</Tag>}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="lr-card" aria-label="课次明细">
        <h2>课次明细</h2>
        {f.sessions.length === 0 ? (
          <div className="lr-empty">本期没有课次</div>
        ) : (
          <table className="lr-sessions">
            <thead>
              <tr>
                <th>课次</th>
                <th>出勤</th>
                <th>作业</th>
              </tr>
            </thead>
            <tbody>
              {f.sessions.map((s) => (
                <tr key={s.chapterId}>
                  <td>
                    <div className="lr-sessions__title">{sessionTitle(s.seq, s.title)}</div>
                    <div className="lr-sessions__time">{formatChinaTime(s.startAt, 'MM-DD HH:mm')}</div>
                  </td>
                  <td className={`is-${s.attendance}`}>{ATTENDANCE_TEXT[s.attendance]}</td>
                  <td className={`is-${s.homework}`}>
                    {HOMEWORK_TEXT[s.homework]}
                    {s.homeworkScore !== null && ` · ${s.homeworkScore}分`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="lr-card lr-comment" aria-label="辅导老师评语">
        <h2>辅导老师评语</h2>
        <p className="lr-comment__text" data-testid="report-comment">
          {r.tutorComment ?? '辅导老师还没有写评语'}
        </p>
        {r.tutorComment && r.commentByName && (
          <div className="lr-comment__by">
            —— {r.commentByName}
            {r.commentedAt ? ` · ${formatChinaTime(r.commentedAt, 'YYYY-MM-DD')}` : ''}
          </div>
        )}
      </section>
    </article>
  );
});
