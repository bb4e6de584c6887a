import { useRef, useState } from 'react';
import { App, Button, Modal, QRCode } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { drawPoster, type PosterText } from './poster-canvas';
import { useMobile } from './rf-page';

export const POSTER_SCHOOL = '盐课堂';
export const POSTER_SLOGAN = '好课一起上，进步看得见';
export const POSTER_TAGLINE = '名师直播小班 · 课后辅导 · 学习报告';
const FILE_NAME = '盐课堂-推荐有礼海报.png';

/**
 * The share poster: a card with the pupil's name, the school, a slogan and the link's QR code. 保存海报 draws it
 * onto a canvas: desktops download the picture; phones show it to long-press (WebViews ignore downloads).
 */
export function SharePoster({ name, code, link }: { name: string; code: string; link: string }) {
  const { message } = App.useApp();
  const mobile = useMobile();
  const qrRef = useRef<HTMLDivElement>(null);
  const [image, setImage] = useState<string | null>(null);
  const text: PosterText = { name, code, school: POSTER_SCHOOL, slogan: POSTER_SLOGAN, tagline: POSTER_TAGLINE };

  const save = () => {
    const qr = qrRef.current?.querySelector('canvas');
    const url = qr ? drawPoster(text, qr) : null;
    if (!url) {
      message.error('海报生成失败，请截屏保存');
      return;
    }
    if (mobile) {
      setImage(url);
      return;
    }
    const a = document.createElement('a');
    a.href = url;
    a.download = FILE_NAME;
    document.body.appendChild(a);
    a.click();
    a.remove();
    message.success('海报已保存');
  };

  return (
    <section className="rf-card rf-poster-card" aria-label="分享海报">
      <h3>分享海报</h3>
      <div className="rf-poster" data-testid="rf-poster">
        <div className="rf-poster__school">{POSTER_SCHOOL}</div>
        <div className="rf-poster__slogan">{POSTER_SLOGAN}</div>
        <div className="rf-poster__sheet">
          <div className="rf-poster__name">{name} 邀请你一起学习</div>
          <div className="rf-poster__tagline">{POSTER_TAGLINE}</div>
          <div className="rf-poster__qr" ref={qrRef}>
            <QRCode value={link} type="canvas" size={168} bordered={false} color="#262626" />
          </div>
          <div className="rf-poster__code">邀请码 {code}</div>
          <div className="rf-poster__hint">扫码注册，自动填写邀请码</div>
        </div>
      </div>
      <Button type="primary" block icon={<DownloadOutlined />} className="rf-btn" onClick={save}>
        保存海报
      </Button>
      <Modal
        open={image !== null}
        title="分享海报"
        footer={null}
        centered
        width={mobile ? 340 : 420}
        onCancel={() => setImage(null)}
        destroyOnHidden
      >
        {image && (
          <div className="rf-poster-image">
            <img src={image} alt="推荐有礼海报" />
            <p>长按图片保存到相册，或发送给好友</p>
            <a href={image} download={FILE_NAME}>
              下载图片
            </a>
          </div>
        )}
      </Modal>
    </section>
  );
}
