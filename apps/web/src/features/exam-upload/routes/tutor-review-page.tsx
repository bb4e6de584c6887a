import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Pagination, Segmented } from 'antd';
import {
  EXAM_UPLOAD_STATUSES,
  EXAM_UPLOAD_STATUS_TEXT,
  type ExamUploadKind,
  type ExamUploadStatus,
  type ExamUploadSummary,
} from '@salt/domain';
import { tutorReviewApi } from '../api/review-upload';
import { useReviewUploads } from '../api/review-uploads';
import { examUploadKeys } from '../api/keys';
import { EuPage, dayText } from '../components/eu-page';
import { StatusTag } from '../components/status-tag';
import { ReviewDrawer } from '../review/review-drawer';

const PAGE_SIZE = 10;
type StatusFilter = ExamUploadStatus | 'all';

/**
 * /tutor/uploads (试卷作文审核, the pupil's tutor): the exam papers and essays of the pupils in my classes, 待审核
 * first; 审核 opens the same drawer staff use in the console (analysis and advice for a paper, a score, comment and
 * marks drawn on the pages for an essay; 驳回 with the reason the pupil reads). The server lists only my pupils.
 */
export function TutorReviewPage() {
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [kind, setKind] = useState<'all' | ExamUploadKind>('all');
  const [keyword, setKeyword] = useState('');
  const [current, setCurrent] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const qc = useQueryClient();
  const list = useReviewUploads({
    current,
    size: PAGE_SIZE,
    ...(status === 'all' ? {} : { status }),
    ...(kind === 'all' ? {} : { kind }),
    ...(keyword ? { keyword } : {}),
  });
  const rows = list.data?.records ?? [];
  const reset = () => setCurrent(1);
  return (
    <EuPage testId="eu-tutor-review" title="试卷作文审核">
      <div className="eu-toolbar">
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(v as StatusFilter);
            reset();
          }}
          options={[
            ...EXAM_UPLOAD_STATUSES.map((s) => ({ value: s as StatusFilter, label: EXAM_UPLOAD_STATUS_TEXT[s] })),
            { value: 'all' as StatusFilter, label: '全部' },
          ]}
        />
        <Segmented
          value={kind}
          onChange={(v) => {
            setKind(v as typeof kind);
            reset();
          }}
          options={[
            { value: 'all', label: '全部' },
            { value: 'paper', label: '试卷' },
            { value: 'essay', label: '作文' },
          ]}
        />
        <Input.Search
          allowClear
          placeholder="学员姓名或手机号"
          aria-label="搜索学员"
          className="eu-tutor-search"
          onSearch={(v) => {
            setKeyword(v.trim());
            reset();
          }}
        />
      </div>
      {list.isPending ? (
        <div className="eu-state">加载中…</div>
      ) : list.error ? (
        <div className="eu-state is-error">{list.error.message}</div>
      ) : rows.length === 0 ? (
        <div className="eu-state">{status === 'pending' ? '没有待审核的上传' : '暂无记录'}</div>
      ) : (
        <ul className="eu-list">
          {rows.map((u) => (
            <ReviewRow key={u.id} u={u} onOpen={() => setOpen(u.id)} />
          ))}
        </ul>
      )}
      {(list.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          className="eu-pager"
          current={current}
          total={list.data?.total ?? 0}
          pageSize={PAGE_SIZE}
          onChange={setCurrent}
          simple
        />
      )}
      <ReviewDrawer
        id={open}
        api={tutorReviewApi}
        onClose={() => setOpen(null)}
        onDone={() => void qc.invalidateQueries({ queryKey: examUploadKeys.all })}
      />
    </EuPage>
  );
}

/** One pupil's upload: the first page, who and what, when, its status and 审核 / 查看. */
function ReviewRow({ u, onOpen }: { u: ExamUploadSummary; onOpen: () => void }) {
  const word = u.kind === 'essay' ? '作文' : '试卷';
  return (
    <li className="eu-row" data-testid="eu-review-row" data-id={u.id}>
      <button type="button" className="eu-row__cover" aria-label={`打开${u.title}`} onClick={onOpen}>
        {u.coverUrl ? <img src={u.coverUrl} alt="" /> : <span>{word}</span>}
      </button>
      <div className="eu-row__main">
        <div className="eu-row__title">
          {u.pupil.name} · {u.title}
        </div>
        <div className="eu-row__meta">
          {word} · {u.pageCount} 页 · 提交于 {dayText(u.submittedAt)}
        </div>
        {u.status === 'rejected' && u.rejectReason && <div className="eu-row__reason">驳回原因：{u.rejectReason}</div>}
        <div className="eu-row__actions">
          <Button size="small" type={u.status === 'pending' ? 'primary' : 'default'} onClick={onOpen}>
            {u.status === 'pending' ? '审核' : '查看'}
          </Button>
        </div>
      </div>
      <StatusTag status={u.status} text={u.statusText} />
    </li>
  );
}
