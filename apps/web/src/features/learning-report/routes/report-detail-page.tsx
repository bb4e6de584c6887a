import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { App, Button, Modal, Result, Spin } from 'antd';
import { FileImageOutlined, FilePdfOutlined, ReloadOutlined } from '@ant-design/icons';
import { useReport } from '../api/report-one';
import { useGenerateReports } from '../api/generate-reports';
import { CommentEditor } from '../components/comment-editor';
import { ReportView } from '../components/report-view';
import { LrPage, useCompact } from '../components/lr-page';
import { downloadDataUrl, reportImage, saveReportPdf } from '../components/save-report';
import { reportTitle } from '../report-format';

/**
 * 报告详情 (/report/report?id=): one report; 保存图片 and 保存PDF to send to a parent (phones: the picture to
 * long-press, as WebViews ignore downloads); the class's tutor also writes the comment and may make it again.
 */
export function ReportDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const compact = useCompact();
  const { message } = App.useApp();
  const report = useReport(Number.isInteger(id) ? id : 0);
  const again = useGenerateReports();
  const view = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState<'image' | 'pdf' | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const links = [
    { to: '/report', text: '学习报告' },
    { to: '/report/history', text: '历史报告' },
  ];

  if (!(id > 0)) return <Result status="404" title="报告不存在" extra={<a href="/report">返回学习报告</a>} />;
  if (report.isPending) return <Spin className="lr-spin" />;
  if (report.error)
    return (
      <LrPage title="报告详情" links={links}>
        <Result status="warning" title={report.error.message || '报告加载失败'} />
      </LrPage>
    );
  const r = report.data;
  const fileName = `${r.pupilName}-${r.classTitle}-${reportTitle(r.kind, r.period)}`;

  const saveImage = async () => {
    if (!view.current) return;
    setBusy('image');
    try {
      const url = await reportImage(view.current);
      if (compact) setImage(url);
      else {
        downloadDataUrl(url, `${fileName}.png`);
        void message.success('图片已保存');
      }
    } catch {
      void message.error('图片生成失败，请截屏保存');
    } finally {
      setBusy(null);
    }
  };
  const savePdf = async () => {
    if (!view.current) return;
    setBusy('pdf');
    try {
      await saveReportPdf(view.current, `${fileName}.pdf`);
      void message.success('PDF 已保存');
    } catch {
      void message.error('PDF 生成失败，请稍后重试');
    } finally {
      setBusy(null);
    }
  };
  const makeAgain = () =>
    again.mutate(
      {
        offeringId: r.offeringId,
        kind: r.kind,
        ...(r.kind === 'monthly' ? { month: r.period } : {}),
        userId: r.userId,
      },
      {
        onSuccess: () => void message.success('报告已重新生成'),
        onError: (e) => void message.error(e.message),
      },
    );

  return (
    <LrPage title="报告详情" links={links} testId="report-detail">
      <div className="lr-actions">
        <Button icon={<FileImageOutlined />} loading={busy === 'image'} onClick={() => void saveImage()}>
          保存图片
        </Button>
        <Button icon={<FilePdfOutlined />} loading={busy === 'pdf'} onClick={() => void savePdf()}>
          保存PDF
        </Button>
        {r.mayEdit && (
          <Button icon={<ReloadOutlined />} loading={again.isPending} onClick={makeAgain}>
            重新生成
          </Button>
        )}
      </div>
      <ReportView ref={view} report={r} compact={compact} />
      {r.mayEdit && (
        <section className="lr-card lr-comment" aria-label="编辑评语">
          <h2>编辑评语</h2>
          <CommentEditor key={r.tutorComment ?? ''} report={r} />
        </section>
      )}
      <Modal
        open={image !== null}
        title="学习报告图片"
        footer={null}
        centered
        onCancel={() => setImage(null)}
        destroyOnHidden
      >
        {image && (
          <div className="lr-image">
            <img src={image} alt="学习报告" />
            <p>长按图片保存到相册，或发送给家长</p>
          </div>
        )}
      </Modal>
    </LrPage>
  );
}
