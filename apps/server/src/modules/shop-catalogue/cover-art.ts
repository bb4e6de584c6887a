import { subjectColour, subjectLabel } from '@salt/domain';

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif";

const dataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** Splits a title into lines of at most `width` characters (CJK titles have no spaces to break at). */
function lines(text: string, width: number, max: number): string[] {
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i < chars.length && out.length < max; i += width) out.push(chars.slice(i, i + width).join(''));
  if (out.length === max && chars.length > width * max) out[max - 1] = `${out[max - 1]!.slice(0, -1)}…`;
  return out;
}

/** A 16:9 goods cover (SVG markup) drawn in the subject colour with the title; every text is XML-escaped. */
export function coverSvg(subject: string, title: string, caption: string): string {
  const colour = subjectColour(subject);
  const titleLines = lines(title, 10, 2)
    .map(
      (l, i) => `<text x="36" y="${142 + i * 50}" font-size="38" font-weight="700" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270" font-family="${FONT}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/>` +
    `<stop offset="1" stop-color="${colour}" stop-opacity="0.72"/></linearGradient></defs>` +
    `<rect width="480" height="270" rx="16" fill="url(#g)"/>` +
    `<circle cx="420" cy="40" r="90" fill="#fff" fill-opacity="0.12"/>` +
    `<circle cx="455" cy="250" r="60" fill="#fff" fill-opacity="0.1"/>` +
    `<rect x="36" y="34" width="72" height="34" rx="17" fill="#fff"/>` +
    `<text x="72" y="58" font-size="20" font-weight="700" fill="${colour}" text-anchor="middle">${escapeXml(subjectLabel(subject))}</text>` +
    titleLines +
    `<text x="36" y="240" font-size="20" fill="#fff" fill-opacity="0.9">${escapeXml(caption)}</text>` +
    `</svg>`;
  return svg;
}

/** The cover as a data URL. */
export function coverSvgDataUrl(subject: string, title: string, caption: string): string {
  return dataUrl(coverSvg(subject, title, caption));
}

/** A round avatar with the person's surname on the subject colour. */
export function avatarSvgDataUrl(subject: string | null, name: string): string {
  const colour = subjectColour(subject);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" font-family="${FONT}">` +
    `<circle cx="80" cy="80" r="80" fill="${colour}"/>` +
    `<text x="80" y="100" font-size="60" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml([...name][0] ?? '师')}</text>` +
    `</svg>`;
  return dataUrl(svg);
}
