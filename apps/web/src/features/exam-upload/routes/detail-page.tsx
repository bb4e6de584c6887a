import { Link } from 'react-router';
import { Button, Descriptions, Popconfirm, message } from 'antd';
import type { ExamUploadDetail } from '@salt/domain';
import { useUploadDetail } from '../api/upload-detail';
import { useRevokeUpload } from '../api/revoke-upload';
import { AnnotatedPage } from '../components/annotated-page';
import { EuPage, dayText } from '../components/eu-page';
import { StatusTag } from '../components/status-tag';
import { useKind } from '../use-kind';

/** Loading and not-found states of the pages that show one upload (`?id=`). */
export function useUploadOfPage() {
  const { id, base, word } = useKind();
  const q = useUploadDetail(id);
  const state =
    id === 0 ? (
      <div className="eu-state">请从列表中选择一条上传记录</div>
    ) : q.isPending ? (
      <div className="eu-state">加载中…</div>
    ) : q.error ? (
      <div className="eu-state is-error" role="alert">
        {q.error.message}
      </div>
    ) : null;
  return { upload: q.data, state, base, word };
}

export function UploadFacts({ u }: { u: ExamUploadDetail }) {
  const items =
    u.kind === 'paper'
      ? [
          { key: 's', label: '科目', children: u.subject },
          { key: 'e', label: '考试名称', children: u.examName },
          { key: 'd', label: '考试日期', children: u.examDate ?? '—' },
          { key: 'g', label: '得分', children: u.score !== null ? `${u.score} / ${u.fullMarks ?? 100}` : '—' },
        ]
      : [
          { key: 't', label: '作文题目', children: u.essayTitle },
          { key: 'g', label: '体裁', children: u.genre ?? '—' },
          { key: 'w', label: '字数', children: u.wordCount ?? '—' },
        ];
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      bordered
      items={[
        { key: 'st', label: '状态', children: <StatusTag status={u.status} text={u.statusText} /> },
        ...items,
        { key: 'at', label: '提交时间', children: dayText(u.submittedAt) },
        ...(u.reviewedAt ? [{ key: 'rv', label: '审核时间', children: dayText(u.reviewedAt) }] : []),
        ...(u.rejectReason ? [{ key: 'rr', label: '驳回原因', children: u.rejectReason }] : []),
      ]}
    />
  );
}

/** 详情 (/examupload/detail?id=): the upload, its status and its pages; what I may do next. */
export function DetailPage() {
  const { upload: u, state, base, word } = useUploadOfPage();
  const revoke = useRevokeUpload();
  return (
    <EuPage testId="eu-detail" title={`${word}详情`}>
      {state ??
        (u && (
          <>
            <h3 className="eu-subtitle">{u.title}</h3>
            <UploadFacts u={u} />
            <div className="eu-actions">
              {u.status === 'pending' && (
                <Popconfirm
                  title="确定撤回这次上传吗？"
                  onConfirm={() =>
                    revoke.mutateAsync(u.id).then(
                      () => void message.success('已撤回'),
                      (e: Error) => void message.error(e.message),
                    )
                  }
                >
                  <Button>撤回</Button>
                </Popconfirm>
              )}
              {(u.status === 'rejected' || u.status === 'revoked') && (
                <Link to={`${base}/upload?id=${u.id}`}>
                  <Button type="primary">修改后重新提交</Button>
                </Link>
              )}
              {u.status !== 'pending' && u.status !== 'revoked' && (
                <Link to={`${base}/result?id=${u.id}`}>
                  <Button type={u.status === 'approved' ? 'primary' : 'default'}>查看结果</Button>
                </Link>
              )}
              <Link to={`${base}/preview?id=${u.id}`}>
                <Button>大图预览</Button>
              </Link>
            </div>
            <ol className="eu-pages">
              {u.pages.map((p) => (
                <li key={p.seq}>
                  <AnnotatedPage url={p.url} rotation={p.rotation} alt={`第 ${p.seq} 页`} />
                  <span>第 {p.seq} 页</span>
                </li>
              ))}
            </ol>
          </>
        ))}
    </EuPage>
  );
}

/** 预览 (/examupload/preview?id=): the pages in order, big. */
export function PreviewPage() {
  const { upload: u, state, word } = useUploadOfPage();
  return (
    <EuPage testId="eu-preview" title={`${word}预览`}>
      {state ??
        (u && (
          <ol className="eu-pages is-big">
            {u.pages.map((p) => (
              <li key={p.seq}>
                <AnnotatedPage url={p.url} rotation={p.rotation} alt={`第 ${p.seq} 页`} />
                <span>
                  第 {p.seq} / {u.pages.length} 页
                </span>
              </li>
            ))}
          </ol>
        ))}
    </EuPage>
  );
}
