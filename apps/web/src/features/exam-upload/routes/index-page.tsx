import { Link } from 'react-router';
import { Button } from 'antd';
import { FileTextOutlined, EditOutlined } from '@ant-design/icons';
import { useMyUploads } from '../api/my-uploads';
import { EuPage } from '../components/eu-page';
import { UploadRow } from '../components/upload-row';
import { useKind } from '../use-kind';

/**
 * 试卷上传 / 作文上传 (/examupload, /examupload/essay): the two ways in as cards, and my recent uploads with where
 * each stands.
 */
export function IndexPage() {
  const { kind } = useKind();
  const recent = useMyUploads({ current: 1, size: 5 });
  const rows = recent.data?.records ?? [];
  const cards = [
    {
      kind: 'paper',
      to: '/examupload',
      icon: <FileTextOutlined />,
      title: '试卷上传',
      text: '拍下考试试卷，老师帮你分析失分知识点',
    },
    {
      kind: 'essay',
      to: '/examupload/essay',
      icon: <EditOutlined />,
      title: '作文上传',
      text: '拍下作文，老师批改打分并在原文上圈点',
    },
  ] as const;
  return (
    <EuPage testId="eu-index">
      <div className="eu-cards">
        {cards.map((c) => (
          <div
            key={c.kind}
            className={`eu-card${c.kind === kind ? ' is-current' : ''}`}
            data-testid={`eu-card-${c.kind}`}
          >
            <div className="eu-card__icon">{c.icon}</div>
            <h3>{c.title}</h3>
            <p>{c.text}</p>
            <div className="eu-card__actions">
              <Link to={`${c.to}/upload`}>
                <Button type="primary">{c.kind === 'essay' ? '上传作文' : '上传试卷'}</Button>
              </Link>
              <Link to={`${c.to}/list`}>
                <Button>我的{c.kind === 'essay' ? '作文' : '试卷'}</Button>
              </Link>
              <Link to={`${c.to}/example`}>
                <Button type="link">拍摄示例</Button>
              </Link>
            </div>
          </div>
        ))}
      </div>
      <h3 className="eu-subtitle">最近上传</h3>
      {recent.isPending ? (
        <div className="eu-state">加载中…</div>
      ) : rows.length === 0 ? (
        <div className="eu-state">还没有上传记录</div>
      ) : (
        <ul className="eu-list">
          {rows.map((u) => (
            <UploadRow key={u.id} u={u} />
          ))}
        </ul>
      )}
    </EuPage>
  );
}
