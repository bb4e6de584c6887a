import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Pagination, Segmented } from 'antd';
import { EXAM_UPLOAD_STATUS_TEXT, type ExamUploadStatus } from '@salt/domain';
import { useMyUploads } from '../api/my-uploads';
import { EuPage } from '../components/eu-page';
import { UploadRow } from '../components/upload-row';
import { useKind } from '../use-kind';

const FILTERS = ['all', 'pending', 'approved', 'rejected', 'revoked'] as const;

/** 列表 (/examupload/list, /examupload/essay/list): my uploads of the kind, by status, with revoke and resubmit. */
export function ListPage() {
  const { kind, base, word } = useKind();
  const [status, setStatus] = useState<(typeof FILTERS)[number]>('all');
  const [current, setCurrent] = useState(1);
  const list = useMyUploads({ kind, current, size: 10, ...(status === 'all' ? {} : { status }) });
  const rows = list.data?.records ?? [];
  return (
    <EuPage testId="eu-list" title={`我的${word}`}>
      <div className="eu-toolbar">
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(v as typeof status);
            setCurrent(1);
          }}
          options={FILTERS.map((f) => ({
            value: f,
            label: f === 'all' ? '全部' : EXAM_UPLOAD_STATUS_TEXT[f as ExamUploadStatus],
          }))}
        />
        <Link to={`${base}/upload`}>
          <Button type="primary">上传{word}</Button>
        </Link>
      </div>
      {list.isPending ? (
        <div className="eu-state">加载中…</div>
      ) : list.error ? (
        <div className="eu-state is-error">{list.error.message}</div>
      ) : rows.length === 0 ? (
        <div className="eu-state">暂无记录</div>
      ) : (
        <ul className="eu-list">
          {rows.map((u) => (
            <UploadRow key={u.id} u={u} />
          ))}
        </ul>
      )}
      {(list.data?.total ?? 0) > 10 && (
        <Pagination
          className="eu-pager"
          current={current}
          total={list.data?.total ?? 0}
          pageSize={10}
          onChange={setCurrent}
          simple
        />
      )}
    </EuPage>
  );
}
