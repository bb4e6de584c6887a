import { Link } from 'react-router';
import { Button, Popconfirm, message } from 'antd';
import type { ExamUploadSummary } from '@salt/domain';
import { useRevokeUpload } from '../api/revoke-upload';
import { baseOf } from '../use-kind';
import { dayText } from './eu-page';
import { StatusTag } from './status-tag';

/** One of my uploads in a list: its first page, title, status and what I may do now. */
export function UploadRow({ u, actions = true }: { u: ExamUploadSummary; actions?: boolean }) {
  const base = baseOf(u.kind);
  const revoke = useRevokeUpload();
  return (
    <li className="eu-row" data-testid="eu-row" data-id={u.id}>
      <Link to={`${base}/detail?id=${u.id}`} className="eu-row__cover" aria-label={`查看${u.title}`}>
        {u.coverUrl ? <img src={u.coverUrl} alt="" /> : <span>{u.kind === 'essay' ? '作文' : '试卷'}</span>}
      </Link>
      <div className="eu-row__main">
        <Link to={`${base}/detail?id=${u.id}`} className="eu-row__title">
          {u.title}
        </Link>
        <div className="eu-row__meta">
          {u.kind === 'essay' ? '作文' : '试卷'} · {u.pageCount} 页 · 提交于 {dayText(u.submittedAt)}
        </div>
        {u.status === 'rejected' && u.rejectReason && <div className="eu-row__reason">驳回原因：{u.rejectReason}</div>}
        {actions && (
          <div className="eu-row__actions">
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
                <Button size="small">撤回</Button>
              </Popconfirm>
            )}
            {(u.status === 'rejected' || u.status === 'revoked') && (
              <Link to={`${base}/upload?id=${u.id}`}>
                <Button size="small" type="primary">
                  修改后重新提交
                </Button>
              </Link>
            )}
            {u.status === 'approved' && (
              <Link to={`${base}/result?id=${u.id}`}>
                <Button size="small" type="primary">
                  查看结果
                </Button>
              </Link>
            )}
          </div>
        )}
      </div>
      <StatusTag status={u.status} text={u.statusText} />
    </li>
  );
}
