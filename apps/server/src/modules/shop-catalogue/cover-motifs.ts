/**
 * A subject's illustration on a generated goods cover: white line art on the subject colour, drawn in a
 * 160 × 160 box centred on (0, 0). Static markup only (no text from the request), so nothing here needs escaping.
 */

const W = 'stroke="#fff" fill="none" stroke-linecap="round" stroke-linejoin="round"';
const FILL = 'fill="#fff"';

/** 语文: an open book with lines of text and a writing brush. */
const chinese =
  `<path d="M-70 -38 Q-36 -54 0 -38 L0 48 Q-36 32 -70 48 Z" ${FILL} fill-opacity="0.22"/>` +
  `<path d="M70 -38 Q36 -54 0 -38 L0 48 Q36 32 70 48 Z" ${FILL} fill-opacity="0.32"/>` +
  `<path d="M-70 -38 Q-36 -54 0 -38 Q36 -54 70 -38 L70 48 Q36 32 0 48 Q-36 32 -70 48 Z M0 -38 L0 48" ${W} stroke-width="4"/>` +
  [-20, -6, 8, 22]
    .map((y) => `<path d="M-58 ${y} Q-34 ${y - 8} -12 ${y}" ${W} stroke-width="3" opacity="0.8"/>`)
    .join('') +
  [-20, -6, 8].map((y) => `<path d="M12 ${y} Q34 ${y - 8} 58 ${y}" ${W} stroke-width="3" opacity="0.8"/>`).join('') +
  `<g transform="rotate(35 40 -40)"><rect x="34" y="-92" width="12" height="62" rx="4" ${FILL}/>` +
  `<path d="M34 -30 L46 -30 L40 -6 Z" ${FILL} fill-opacity="0.85"/></g>`;

/** 数学: axes with a parabola, a set square and π. */
const maths =
  `<path d="M-72 40 L72 40 M-40 72 L-40 -72" ${W} stroke-width="4"/>` +
  `<path d="M64 34 L72 40 L64 46 M-46 -64 L-40 -72 L-34 -64" ${W} stroke-width="4"/>` +
  `<path d="M-70 -50 Q-20 110 30 -50" ${W} stroke-width="5" opacity="0.9"/>` +
  `<path d="M10 28 L70 28 L10 -32 Z" ${FILL} fill-opacity="0.25"/>` +
  `<path d="M10 28 L70 28 L10 -32 Z M22 16 L44 16 L22 -6 Z" ${W} stroke-width="4"/>` +
  `<path d="M30 -66 L70 -66 M40 -66 L38 -40 M60 -66 L60 -42 Q60 -38 66 -40" ${W} stroke-width="5"/>`;

/** 英语: two speech bubbles, A B C. */
const english =
  `<rect x="-74" y="-62" width="104" height="70" rx="18" ${FILL} fill-opacity="0.3"/>` +
  `<path d="M-50 8 L-58 30 L-30 8" ${FILL} fill-opacity="0.3"/>` +
  `<path d="M-58 -12 L-46 -44 L-34 -12 M-54 -22 L-38 -22 M-22 -44 L-22 -12 M-22 -44 Q-4 -44 -6 -36 Q-4 -28 -22 -28 Q-2 -28 -4 -18 Q-4 -12 -22 -12 M22 -40 Q8 -48 6 -28 Q8 -8 22 -16" ${W} stroke-width="4.5"/>` +
  `<rect x="-6" y="10" width="78" height="52" rx="16" ${W} stroke-width="4"/>` +
  `<path d="M48 62 L56 80 L34 62" ${W} stroke-width="4"/>` +
  `<circle cx="14" cy="36" r="5" ${FILL}/><circle cx="33" cy="36" r="5" ${FILL}/><circle cx="52" cy="36" r="5" ${FILL}/>`;

/** 物理: an atom — three orbits and a nucleus — and a lens with rays. */
const physics =
  [0, 60, 120]
    .map((a) => `<ellipse cx="-10" cy="0" rx="62" ry="22" transform="rotate(${a} -10 0)" ${W} stroke-width="4"/>`)
    .join('') +
  `<circle cx="-10" cy="0" r="11" ${FILL}/>` +
  `<circle cx="52" cy="0" r="6" ${FILL} fill-opacity="0.8"/><circle cx="-41" cy="-54" r="6" ${FILL} fill-opacity="0.8"/>` +
  `<path d="M50 -74 Q62 -54 50 -34 Q38 -54 50 -74 Z" ${FILL} fill-opacity="0.35"/>` +
  `<path d="M20 -66 L50 -54 L78 -46 M20 -42 L50 -54 L78 -64" ${W} stroke-width="3" opacity="0.85"/>`;

/** 化学: a conical flask with liquid and bubbles, a test tube. */
const chemistry =
  `<path d="M-30 -70 L-30 -30 L-66 50 Q-70 62 -56 62 L36 62 Q50 62 46 50 L10 -30 L10 -70" ${FILL} fill-opacity="0.18"/>` +
  `<path d="M-54 36 L34 36 L46 50 Q50 62 36 62 L-56 62 Q-70 62 -66 50 Z" ${FILL} fill-opacity="0.45"/>` +
  `<path d="M-30 -70 L-30 -30 L-66 50 Q-70 62 -56 62 L36 62 Q50 62 46 50 L10 -30 L10 -70 M-38 -70 L18 -70" ${W} stroke-width="4.5"/>` +
  `<circle cx="-18" cy="14" r="6" ${W} stroke-width="3"/><circle cx="-4" cy="-6" r="4" ${W} stroke-width="3"/><circle cx="-22" cy="-22" r="3" ${FILL}/>` +
  `<g transform="rotate(18 58 -10)"><rect x="48" y="-60" width="20" height="84" rx="10" ${W} stroke-width="4"/>` +
  `<path d="M50 -6 L66 -6 L66 14 Q66 22 58 22 Q50 22 50 14 Z" ${FILL} fill-opacity="0.6"/></g>`;

/** 生物: a leaf with veins and a DNA double helix. */
const biology =
  `<path d="M-70 60 Q-78 -30 10 -62 Q20 30 -70 60 Z" ${FILL} fill-opacity="0.3"/>` +
  `<path d="M-70 60 Q-78 -30 10 -62 Q20 30 -70 60 Z M-70 60 Q-30 0 10 -62 M-46 22 L-26 28 M-50 4 L-36 -18 M-34 0 L-10 2 M-28 -22 L-20 -42" ${W} stroke-width="3.5"/>` +
  `<path d="M36 -72 Q76 -48 36 -24 Q-4 0 36 24 Q76 48 36 72" ${W} stroke-width="4.5"/>` +
  `<path d="M64 -72 Q24 -48 64 -24 Q104 0 64 24 Q24 48 64 72" ${W} stroke-width="4.5" opacity="0.7"/>` +
  [-58, -38, -10, 10, 38, 58].map((y) => `<path d="M44 ${y} L56 ${y}" ${W} stroke-width="3"/>`).join('');

/** 历史: a ritual bronze tripod (鼎) and an unrolled scroll. */
const history =
  `<path d="M-62 -20 L18 -20 Q18 30 -22 34 Q-62 30 -62 -20 Z" ${FILL} fill-opacity="0.3"/>` +
  `<path d="M-62 -20 L18 -20 Q18 30 -22 34 Q-62 30 -62 -20 Z M-66 -20 L22 -20 M-52 -20 L-52 -40 L-40 -40 L-40 -20 M-4 -20 L-4 -40 L8 -40 L8 -20 M-50 28 L-56 62 M-22 34 L-22 66 M6 28 L12 62" ${W} stroke-width="4.5"/>` +
  `<path d="M-50 2 Q-36 -8 -22 2 Q-8 12 6 2" ${W} stroke-width="3" opacity="0.8"/>` +
  `<rect x="30" y="-62" width="44" height="100" rx="4" ${FILL} fill-opacity="0.25"/>` +
  `<path d="M30 -62 L74 -62 M30 38 L74 38 M42 -48 L42 24 M52 -48 L52 10 M62 -48 L62 20" ${W} stroke-width="3.5"/>` +
  `<rect x="24" y="-70" width="56" height="10" rx="5" ${FILL}/><rect x="24" y="34" width="56" height="10" rx="5" ${FILL}/>`;

/** 地理: a globe with meridians and parallels, on a stand, and a location pin. */
const geography =
  `<circle cx="-14" cy="-6" r="54" ${FILL} fill-opacity="0.22"/>` +
  `<circle cx="-14" cy="-6" r="54" ${W} stroke-width="4.5"/>` +
  `<ellipse cx="-14" cy="-6" rx="22" ry="54" ${W} stroke-width="3"/>` +
  `<path d="M-68 -6 L40 -6 M-60 -32 L32 -32 M-60 20 L32 20 M-14 -60 L-14 48" ${W} stroke-width="3" opacity="0.85"/>` +
  `<path d="M-60 -34 Q-14 -56 30 -30 M-36 58 L8 58 M-14 48 L-14 58" ${W} stroke-width="4"/>` +
  `<path d="M50 -20 Q50 -48 64 -48 Q78 -48 78 -20 Q78 -6 64 14 Q50 -6 50 -20 Z" ${FILL}/>` +
  `<circle cx="64" cy="-24" r="6" fill="#000" fill-opacity="0.18"/>`;

/** Anything else: a mortarboard. */
const general =
  `<path d="M-70 -20 L0 -52 L70 -20 L0 12 Z" ${FILL} fill-opacity="0.35"/>` +
  `<path d="M-70 -20 L0 -52 L70 -20 L0 12 Z M-40 -6 L-40 30 Q0 54 40 30 L40 -6 M70 -20 L70 26" ${W} stroke-width="4.5"/>` +
  `<circle cx="70" cy="32" r="6" ${FILL}/>`;

const MOTIFS: Record<string, string> = {
  '1': chinese,
  '2': maths,
  '3': english,
  '4': physics,
  '5': chemistry,
  '6': biology,
  '7': history,
  '8': geography,
};

/** The subject's illustration (SVG markup for a 160 × 160 box centred on the origin). */
export function subjectMotif(subject: string | null | undefined): string {
  return MOTIFS[String(subject ?? '').trim()] ?? general;
}
