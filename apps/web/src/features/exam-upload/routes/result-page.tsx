import { Link } from 'react-router';
import { Button, Table } from 'antd';
import { AnnotatedPage } from '../components/annotated-page';
import { EuPage } from '../components/eu-page';
import { UploadError } from '../components/upload-error';
import { UploadFacts, useUploadOfPage } from './detail-page';

/**
 * 结果 (/examupload/result?id=): the outcome. A paper: lost points by knowledge point and the advice; an essay:
 * score, comment and the reviewer's marks drawn over each page. Rejected: the reason and the way to send again.
 */
export function ResultPage() {
  const { upload: u, state, base, word } = useUploadOfPage();
  return (
    <EuPage testId="eu-result" title={`${word}审核结果`}>
      {state ??
        (u && (
          <>
            <h3 className="eu-subtitle">{u.title}</h3>
            <UploadFacts u={u} />
            {u.status === 'pending' && <div className="eu-state">老师正在审核，请耐心等待</div>}
            {(u.status === 'rejected' || u.status === 'revoked') && (
              <div className="eu-actions">
                {u.rejectReason && <UploadError message={`驳回原因：${u.rejectReason}`} />}
                <Link to={`${base}/upload?id=${u.id}`}>
                  <Button type="primary">修改后重新提交</Button>
                </Link>
              </div>
            )}
            {u.review && u.kind === 'paper' && (
              <section className="eu-review" data-testid="eu-analysis">
                <h3 className="eu-subtitle">失分分析</h3>
                <Table
                  size="small"
                  rowKey={(r) => r.knowledgePoint}
                  pagination={false}
                  dataSource={u.review.analysis}
                  columns={[
                    { title: '知识点', dataIndex: 'knowledgePoint' },
                    { title: '失分', dataIndex: 'lostPoints', width: 100 },
                  ]}
                  summary={(rows) =>
                    rows.length > 0 ? (
                      <Table.Summary.Row>
                        <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
                        <Table.Summary.Cell index={1}>{rows.reduce((n, r) => n + r.lostPoints, 0)}</Table.Summary.Cell>
                      </Table.Summary.Row>
                    ) : null
                  }
                />
                <h3 className="eu-subtitle">学习建议</h3>
                <p className="eu-text">{u.review.advice || '—'}</p>
              </section>
            )}
            {u.review && u.kind === 'essay' && (
              <section className="eu-review" data-testid="eu-essay-review">
                <div className="eu-score">
                  得分 <strong>{u.review.score ?? '—'}</strong>
                </div>
                <h3 className="eu-subtitle">老师评语</h3>
                <p className="eu-text">{u.review.comment || '—'}</p>
                <h3 className="eu-subtitle">批注</h3>
                <ol className="eu-pages">
                  {u.pages.map((p) => (
                    <li key={p.seq}>
                      <AnnotatedPage
                        url={p.url}
                        rotation={p.rotation}
                        alt={`第 ${p.seq} 页批注`}
                        strokes={u.review!.annotations.find((a) => a.page === p.seq)?.strokes ?? []}
                      />
                      <span>第 {p.seq} 页</span>
                    </li>
                  ))}
                </ol>
              </section>
            )}
            {u.reviewerName && <p className="eu-hint">审核老师：{u.reviewerName}</p>}
          </>
        ))}
    </EuPage>
  );
}
