import { subjectColour, subjectLabel } from '@salt/domain';
import { subjectMotif } from './cover-motifs';

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

/** Words after which a course title reads well broken: a subject or a term ('初二数学秋季 / 同步提高班'). */
const BREAK_AFTER = /(语文|数学|英语|物理|化学|生物|历史|地理|秋季|春季|寒假|暑期)/g;

/**
 * A cover title in lines of at most `width` characters: broken after a subject or term word when that keeps
 * every line within the width (the most even such break), else in even halves, else cut to `max` lines.
 */
export function titleLines(title: string, width: number, max: number): string[] {
  const chars = [...title];
  if (chars.length <= width) return [title];
  if (chars.length <= width * 2) {
    let best: number | null = null;
    for (const m of title.matchAll(BREAK_AFTER)) {
      const at = [...title.slice(0, m.index! + m[0].length)].length;
      if (at <= width && chars.length - at <= width && at < chars.length) {
        if (best === null || Math.abs(chars.length / 2 - at) < Math.abs(chars.length / 2 - best)) best = at;
      }
    }
    const at = best ?? Math.ceil(chars.length / 2);
    return [chars.slice(0, at).join(''), chars.slice(at).join('')];
  }
  return lines(title, width, max);
}

/**
 * A 16:9 goods cover (SVG markup): the subject colour as a soft gradient with a dotted texture, the subject's
 * illustration on a light disc at the right (cover-motifs), and at the left the subject label, the title (up to
 * three lines) and a caption (grade · term). Every text is XML-escaped.
 */
export function coverSvg(subject: string, title: string, caption: string): string {
  const colour = subjectColour(subject);
  const shown = titleLines(title, 8, 3);
  const top = shown.length === 3 ? 112 : 128;
  const titleSvg = shown
    .map(
      (l, i) =>
        `<text x="32" y="${top + i * 42}" font-size="33" font-weight="700" fill="#fff" letter-spacing="1">${escapeXml(l)}</text>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270" font-family="${FONT}">` +
    `<defs>` +
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/>` +
    `<stop offset="1" stop-color="${colour}" stop-opacity="0.78"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity="0.06"/></radialGradient>` +
    `<pattern id="dots" width="16" height="16" patternUnits="userSpaceOnUse">` +
    `<circle cx="2" cy="2" r="1.4" fill="#fff" fill-opacity="0.16"/></pattern>` +
    `<clipPath id="card"><rect width="480" height="270" rx="16"/></clipPath>` +
    `</defs>` +
    `<g clip-path="url(#card)">` +
    `<rect width="480" height="270" fill="#1f1f1f"/>` +
    `<rect width="480" height="270" fill="url(#g)"/>` +
    `<rect x="300" width="180" height="270" fill="url(#dots)"/>` +
    `<circle cx="392" cy="132" r="104" fill="url(#glow)"/>` +
    `<circle cx="392" cy="132" r="84" fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="2" stroke-dasharray="4 8"/>` +
    `<circle cx="-20" cy="290" r="120" fill="#fff" fill-opacity="0.07"/>` +
    `<g transform="translate(392 132) scale(0.95)">${subjectMotif(subject)}</g>` +
    `</g>` +
    `<rect x="32" y="30" width="72" height="32" rx="16" fill="#fff"/>` +
    `<text x="68" y="53" font-size="19" font-weight="700" fill="${colour}" text-anchor="middle">${escapeXml(subjectLabel(subject))}</text>` +
    titleSvg +
    `<rect x="32" y="226" width="26" height="4" rx="2" fill="#fff" fill-opacity="0.85"/>` +
    `<text x="66" y="233" font-size="17" fill="#fff" fill-opacity="0.92">${escapeXml(caption)}</text>` +
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
