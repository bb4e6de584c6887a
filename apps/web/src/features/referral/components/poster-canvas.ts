/**
 * The share poster as an image: drawn on a canvas (background, text, the QR code antd already drew) so the pupil
 * can save it or send it as a picture; no library needed. Null where the browser has no 2D canvas.
 */
export interface PosterText {
  name: string;
  code: string;
  school: string;
  slogan: string;
  tagline: string;
}

const W = 750;
const H = 1200;

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

const FONT = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';

export function drawPoster(text: PosterText, qr: HTMLCanvasElement): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;

  const bg = ctx.createLinearGradient(0, 0, W, H);
  bg.addColorStop(0, '#ff7a1a');
  bg.addColorStop(1, '#ffb339');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, W, H);
  // Soft circles, as on the page's hero.
  ctx.fillStyle = 'rgba(255,255,255,0.16)';
  ctx.beginPath();
  ctx.arc(W - 60, 80, 180, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.arc(40, H - 120, 140, 0, Math.PI * 2);
  ctx.fill();

  ctx.textAlign = 'center';
  ctx.fillStyle = '#fff';
  ctx.font = `700 64px ${FONT}`;
  ctx.fillText(text.school, W / 2, 150);
  ctx.font = `500 36px ${FONT}`;
  ctx.fillText(text.slogan, W / 2, 220);

  roundRect(ctx, 60, 290, W - 120, 800, 36);
  ctx.fillStyle = '#fff';
  ctx.fill();

  ctx.fillStyle = '#262626';
  ctx.font = `600 38px ${FONT}`;
  ctx.fillText(`${text.name} 邀请你一起学习`, W / 2, 380);
  ctx.fillStyle = '#8c8c8c';
  ctx.font = `400 28px ${FONT}`;
  ctx.fillText(text.tagline, W / 2, 436);

  const size = 380;
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(qr, (W - size) / 2, 480, size, size);

  ctx.fillStyle = '#ff7a1a';
  ctx.font = `700 44px ${FONT}`;
  ctx.fillText(`邀请码 ${text.code}`, W / 2, 940);
  ctx.fillStyle = '#8c8c8c';
  ctx.font = `400 28px ${FONT}`;
  ctx.fillText('微信或手机浏览器扫码，注册时自动填写邀请码', W / 2, 1000);

  ctx.fillStyle = 'rgba(255,255,255,0.92)';
  ctx.font = `400 26px ${FONT}`;
  ctx.fillText('长按识别二维码 · 30 天内注册有效', W / 2, 1150);
  try {
    return canvas.toDataURL('image/png');
  } catch {
    return null;
  }
}
