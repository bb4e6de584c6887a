import { Link } from 'react-router';
import { Button } from 'antd';
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { EuPage } from '../components/eu-page';
import { useKind } from '../use-kind';

/** A drawn sheet of paper: lines of "text", optionally tilted, cut off, dark or blurred. */
function Sheet({ variant }: { variant: 'good' | 'tilted' | 'cut' | 'dark' }) {
  return (
    <div className={`eu-sheet is-${variant}`} aria-hidden>
      <div className="eu-sheet__paper">
        <div className="eu-sheet__head" />
        {Array.from({ length: 7 }, (_, i) => (
          <div key={i} className="eu-sheet__line" style={{ width: `${90 - (i % 3) * 15}%` }} />
        ))}
      </div>
    </div>
  );
}

const TIPS = [
  { variant: 'good', ok: true, title: '正确示例', text: '纸张平整、整页入镜、光线充足、字迹清晰' },
  { variant: 'tilted', ok: false, title: '纸张歪斜', text: '请把纸放平，镜头正对纸面' },
  { variant: 'cut', ok: false, title: '拍摄不完整', text: '请让整页都在画面里，不要裁掉边角' },
  { variant: 'dark', ok: false, title: '光线太暗', text: '请在明亮处拍摄，避免阴影和反光' },
] as const;

/** 示例 (/examupload/example): how a good page photo looks, drawn with CSS, and the order to take them in. */
export function ExamplePage() {
  const { base, word } = useKind();
  return (
    <EuPage testId="eu-example" title={`${word}拍摄示例`}>
      <div className="eu-examples">
        {TIPS.map((t) => (
          <figure key={t.variant} className="eu-example">
            <Sheet variant={t.variant} />
            <figcaption>
              {t.ok ? <CheckCircleFilled className="is-ok" /> : <CloseCircleFilled className="is-bad" />} {t.title}
              <small>{t.text}</small>
            </figcaption>
          </figure>
        ))}
      </div>
      <ol className="eu-rules">
        <li>按页码顺序逐页拍摄，第 1 页最先上传；顺序错了可以在上传页调整。</li>
        <li>每页单独一张照片，最多 20 页，支持 jpg、png 格式。</li>
        <li>照片方向不对时，可以在上传页点击旋转按钮。</li>
      </ol>
      <div className="eu-actions">
        <Link to={`${base}/upload`}>
          <Button type="primary" size="large">
            开始上传
          </Button>
        </Link>
      </div>
    </EuPage>
  );
}
