import { useRef, useState } from 'react';
import { Button, Modal } from 'antd';
import { LeftOutlined, RightOutlined, RotateRightOutlined } from '@ant-design/icons';
import { isInApp, nativeBridge } from '../../../lib/native-bridge';

/** Long press that offers saving the image in the app. */
export const LONG_PRESS_MS = 700;
/** Two taps this close toggle the zoom between 100 % and 200 %. */
export const DOUBLE_TAP_MS = 250;

interface Props {
  images: string[];
  index: number | null;
  onClose: () => void;
}

/** The preview carousel: previous/next, a rotate button, double tap to zoom, long press to save (app). */
export function ImagePreview({ images, index, onClose }: Props) {
  const open = index !== null && images.length > 0;
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={760} centered destroyOnHidden title="图片预览">
      {open && <PreviewBody key={index} images={images} start={index} />}
    </Modal>
  );
}

function PreviewBody({ images, start }: { images: string[]; start: number }) {
  const [current, setCurrent] = useState(Math.min(start, images.length - 1));
  const [rotation, setRotation] = useState(0);
  const [zoom, setZoom] = useState(1);
  const lastTap = useRef(0);
  const pressTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const url = images[current] ?? '';

  const go = (step: number) => {
    setCurrent((c) => (c + step + images.length) % images.length);
    setRotation(0);
    setZoom(1);
  };
  const cancelPress = () => {
    if (pressTimer.current) clearTimeout(pressTimer.current);
    pressTimer.current = null;
  };
  const onPointerDown = () => {
    if (!isInApp()) return;
    cancelPress();
    pressTimer.current = setTimeout(() => {
      pressTimer.current = null;
      Modal.confirm({
        title: '保存图片',
        content: '保存这张图片到相册？',
        okText: '保存',
        cancelText: '取消',
        onOk: () => nativeBridge.saveImage(url),
      });
    }, LONG_PRESS_MS);
  };
  const onPointerUp = () => {
    cancelPress();
    const now = Date.now();
    if (now - lastTap.current <= DOUBLE_TAP_MS) {
      setZoom((z) => (z === 1 ? 2 : 1));
      lastTap.current = 0;
    } else {
      lastTap.current = now;
    }
  };

  return (
    <div className="hw-preview">
      <div className="hw-preview__stage">
        <img
          src={url}
          alt={`第${current + 1}张`}
          data-testid="hw-preview-image"
          draggable={false}
          style={{ transform: `rotate(${rotation}deg) scale(${zoom})` }}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerLeave={cancelPress}
          onContextMenu={(e) => isInApp() && e.preventDefault()}
        />
      </div>
      <div className="hw-preview__bar">
        {images.length > 1 && <Button icon={<LeftOutlined />} onClick={() => go(-1)} aria-label="上一张" />}
        <span>
          {current + 1} / {images.length}
        </span>
        {images.length > 1 && <Button icon={<RightOutlined />} onClick={() => go(1)} aria-label="下一张" />}
        <Button icon={<RotateRightOutlined />} onClick={() => setRotation((r) => (r + 90) % 360)}>
          旋转
        </Button>
      </div>
    </div>
  );
}
