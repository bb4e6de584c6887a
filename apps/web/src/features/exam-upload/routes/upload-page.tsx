import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Form, Input, InputNumber, Space, Steps } from 'antd';
import type { ExamUploadUpdateRequest } from '@salt/domain';
import { uploadPageImages } from '../api/upload-images';
import { useSubmitUpload } from '../api/submit-upload';
import { useResubmitUpload } from '../api/resubmit-upload';
import { useUploadDetail } from '../api/upload-detail';
import { EuPage } from '../components/eu-page';
import { PageEditor, draftKey, type DraftPage } from '../components/page-editor';
import { UploadError } from '../components/upload-error';
import { useKind } from '../use-kind';

interface Fields {
  subject?: string;
  examName?: string;
  examDate?: string;
  score?: number;
  fullMarks?: number;
  title?: string;
  genre?: string;
  wordCount?: number;
}

/**
 * 上传 (/examupload/upload, /examupload/essay/upload): the form and the pages, a preview of the pages in order,
 * then 提交审核. With `?id=` it edits a rejected or revoked upload and sends it again (修改后重新提交).
 */
export function UploadPage() {
  const { kind, base, word, id } = useKind();
  const navigate = useNavigate();
  const [form] = Form.useForm<Fields>();
  const [pages, setPages] = useState<DraftPage[]>([]);
  const [step, setStep] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const existing = useUploadDetail(id);
  const submit = useSubmitUpload();
  const resubmit = useResubmitUpload();

  useEffect(() => {
    const u = existing.data;
    if (!u) return;
    form.setFieldsValue({
      subject: u.subject ?? undefined,
      examName: u.examName ?? undefined,
      examDate: u.examDate ?? undefined,
      score: u.score ?? undefined,
      fullMarks: u.fullMarks ?? undefined,
      title: u.essayTitle ?? undefined,
      genre: u.genre ?? undefined,
      wordCount: u.wordCount ?? undefined,
    });
    setPages(
      u.pages.map((p) => ({
        key: draftKey(),
        src: p.url,
        url: p.url,
        rotation: p.rotation as DraftPage['rotation'],
      })),
    );
  }, [existing.data, form]);

  const toPreview = async () => {
    setError(null);
    await form.validateFields();
    if (pages.length === 0) {
      setError('请至少上传一页');
      return;
    }
    setStep(1);
  };

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const fresh = pages.filter((p) => !p.url);
      const stored = fresh.length > 0 ? (await uploadPageImages(fresh.map((p) => p.blob!))).images : [];
      let n = 0;
      const done = pages.map((p) => (p.url ? p : { ...p, url: stored[n++]!.url }));
      setPages(done);
      const body: ExamUploadUpdateRequest = {
        ...form.getFieldsValue(true),
        pages: done.map((p) => ({ url: p.url!, rotation: p.rotation })),
      };
      const saved = id > 0 ? await resubmit.mutateAsync({ id, body }) : await submit.mutateAsync({ ...body, kind });
      void navigate(`${base}/detail?id=${saved.id}`, { replace: true });
    } catch (e) {
      setError((e as Error).message || '提交失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <EuPage testId="eu-upload" title={id > 0 ? `修改${word}后重新提交` : `${word}上传`}>
      <Steps
        size="small"
        current={step}
        items={[{ title: '填写信息并拍照' }, { title: '预览并提交' }]}
        className="eu-steps"
      />
      <UploadError message={error} />
      <div hidden={step !== 0}>
        <Form form={form} layout="vertical" className="eu-form" initialValues={{ fullMarks: 100 }}>
          {kind === 'paper' ? (
            <div className="eu-form__grid">
              <Form.Item name="subject" label="科目" rules={[{ required: true, message: '请填写科目' }]}>
                <Input maxLength={20} placeholder="如：数学" />
              </Form.Item>
              <Form.Item name="examName" label="考试名称" rules={[{ required: true, message: '请填写考试名称' }]}>
                <Input maxLength={60} placeholder="如：期中考试" />
              </Form.Item>
              <Form.Item name="examDate" label="考试日期">
                <Input type="date" />
              </Form.Item>
              <Form.Item name="score" label="得分（已知时填写）">
                <InputNumber min={0} max={1000} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="fullMarks" label="满分">
                <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </div>
          ) : (
            <div className="eu-form__grid">
              <Form.Item name="title" label="作文题目" rules={[{ required: true, message: '请填写作文题目' }]}>
                <Input maxLength={60} placeholder="如：我的妈妈" />
              </Form.Item>
              <Form.Item name="genre" label="体裁">
                <Input maxLength={20} placeholder="如：记叙文" />
              </Form.Item>
              <Form.Item name="wordCount" label="字数">
                <InputNumber min={0} max={100000} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </div>
          )}
        </Form>
        <div className="eu-hint">
          按顺序拍摄每一页：纸张平整、整页入镜、光线充足。
          <Button type="link" size="small" onClick={() => void navigate(`${base}/example`)}>
            查看拍摄示例
          </Button>
        </div>
        <PageEditor pages={pages} onChange={setPages} />
        <div className="eu-actions">
          <Button type="primary" size="large" onClick={() => void toPreview()}>
            下一步：预览
          </Button>
        </div>
      </div>
      {step === 1 && (
        <div>
          <p className="eu-hint">请确认页面顺序和方向，共 {pages.length} 页。</p>
          <ol className="eu-preview" aria-label="预览">
            {pages.map((p, i) => (
              <li key={p.key}>
                <div className="eu-preview__turn">
                  <img src={p.src} alt={`预览第 ${i + 1} 页`} style={{ transform: `rotate(${p.rotation}deg)` }} />
                </div>
                <span>第 {i + 1} 页</span>
              </li>
            ))}
          </ol>
          <Space className="eu-actions">
            <Button size="large" onClick={() => setStep(0)} disabled={busy}>
              返回修改
            </Button>
            <Button type="primary" size="large" loading={busy} onClick={() => void send()}>
              提交审核
            </Button>
          </Space>
        </div>
      )}
    </EuPage>
  );
}
