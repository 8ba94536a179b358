// Generated demo pictures: small, self-contained SVG drawings (no external references, no text
// other than Latin brand names and "No image"). Every motif is drawn in a 200 x 200 box and scaled.
import type { ImageMotif } from './catalogue/types';

type Rgb = [number, number, number];

const FALLBACK: Rgb = [100, 116, 139];

function parse(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!m?.[1]) return FALLBACK;
  const h = m[1].length === 3 ? [...m[1]].map((x) => x + x).join('') : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
const mix = (hex: string, to: Rgb, t: number) =>
  toHex(parse(hex).map((v, i) => v + ((to[i] ?? v) - v) * t) as Rgb);
const tint = (hex: string, t: number) => mix(hex, [255, 255, 255], t);
const shade = (hex: string, t: number) => mix(hex, [0, 0, 0], t);
const luminance = (hex: string) => {
  const [r, g, b] = parse(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

function hashOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** Escapes text for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

// ---- shape helpers -------------------------------------------------------------------------------
const n = (v: number) => Math.round(v * 100) / 100;
const attrs = (extra: string) => (extra ? ` ${extra}` : '');
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${attrs(extra)}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(extra)}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
const stroke = (colour: string, width: number) => `stroke="${colour}" stroke-width="${width}"`;
const line = (x1: number, y1: number, x2: number, y2: number, colour: string, width: number) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${stroke(colour, width)} stroke-linecap="round"/>`;
const rep = (count: number, draw: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => draw(i)).join('');

interface Palette {
  c: string; // main colour
  d: string; // darker
  l: string; // lighter
}

const K = '#1f2937';
const K2 = '#111827';
const G = '#9ca3af';
const S = '#e5e7eb';
const W = '#ffffff';
const GOLD = '#f5b301';
const SOFT = '#f8fafc';
const EDGE = '#cbd5e1';

const fan = (cx: number, cy: number, r: number, p: Palette) =>
  circle(cx, cy, r + 4, K2) +
  circle(cx, cy, r, p.d) +
  rep(
    7,
    (j) =>
      `<path d="M0 ${-r + 2} Q${n(r * 0.45)} ${n(-r * 0.5)} ${n(r * 0.1)} -4 L${n(-r * 0.12)} -4 Q${n(-r * 0.3)} ${n(-r * 0.55)} 0 ${-r + 2}Z" fill="${p.l}" opacity="0.85" transform="translate(${cx} ${cy}) rotate(${n(j * 51.43)})"/>`,
  ) +
  circle(cx, cy, r * 0.28, p.c);

const MOTIFS: Record<ImageMotif, (p: Palette) => string> = {
  laptop: (p) =>
    rect(38, 38, 124, 86, K, 7) +
    rect(45, 45, 110, 72, p.l, 3) +
    path('M45 45h44l-30 72H45z', W, 'opacity="0.25"') +
    circle(100, 41.5, 1.6, G) +
    path('M20 124h160l-10 16H30z', p.c, stroke(p.d, 1)) +
    rect(86, 124, 28, 4, p.d, 2),
  desktop: (p) =>
    rect(18, 40, 120, 80, K, 6) +
    rect(24, 46, 108, 68, p.l, 3) +
    path('M24 46h40l-24 68H24z', W, 'opacity="0.25"') +
    path('M70 120h16l4 18H66z', G) +
    rect(52, 138, 52, 7, G, 3.5) +
    rect(146, 50, 40, 100, p.c, 6, stroke(p.d, 1.5)) +
    circle(166, 64, 4.5, W, 'opacity="0.85"') +
    rep(4, (i) => rect(154, 80 + i * 8, 24, 3, p.d, 1.5)),
  cpu: (p) =>
    rep(
      7,
      (i) =>
        rect(55 + i * 14, 34, 4, 12, GOLD, 1) +
        rect(55 + i * 14, 154, 4, 12, GOLD, 1) +
        rect(34, 55 + i * 14, 12, 4, GOLD, 1) +
        rect(154, 55 + i * 14, 12, 4, GOLD, 1),
    ) +
    rect(44, 44, 112, 112, '#94a3b8', 10) +
    rect(56, 56, 88, 88, S, 8, stroke(EDGE, 2)) +
    rect(76, 76, 48, 48, p.c, 8) +
    path('M60 60h12L60 72z', p.d),
  gpu: (p) =>
    rect(8, 60, 12, 78, G, 2) +
    rect(18, 64, 166, 68, '#374151', 9) +
    rect(18, 124, 166, 8, p.c, 3) +
    fan(62, 96, 24, p) +
    fan(138, 96, 24, p) +
    rect(50, 132, 84, 8, GOLD, 1) +
    rect(150, 56, 22, 8, K2, 2),
  ram: (p) =>
    rect(14, 66, 172, 10, p.l, 5) +
    rect(14, 72, 172, 50, p.c, 4) +
    rep(8, (i) => rect(22 + i * 20.5, 82, 15, 28, K2, 2)) +
    rect(18, 122, 84, 9, GOLD, 1) +
    rect(110, 122, 72, 9, GOLD, 1),
  ssd: (p) =>
    rect(38, 34, 124, 132, '#334155', 12) +
    rect(50, 46, 100, 78, p.c, 7) +
    rect(62, 60, 56, 7, W, 3.5, 'opacity="0.9"') +
    rect(62, 75, 72, 5, W, 2.5, 'opacity="0.6"') +
    rect(62, 86, 44, 5, W, 2.5, 'opacity="0.6"') +
    circle(136, 144, 6, p.l) +
    rect(62, 160, 76, 6, K2, 2),
  motherboard: (p) =>
    rect(28, 28, 144, 144, shade(p.c, 0.55), 6) +
    rep(6, (i) => line(36, 160 - i * 6, 60 + i * 8, 160 - i * 6, tint(p.c, 0.3), 1)) +
    rect(38, 40, 18, 64, p.c, 3) +
    rect(62, 34, 54, 12, p.c, 3) +
    rect(64, 52, 52, 52, '#cbd5e1', 4) +
    rect(74, 62, 32, 32, G, 2) +
    rect(128, 40, 7, 82, K2, 2) +
    rect(141, 40, 7, 82, K2, 2) +
    rect(154, 40, 7, 82, K2, 2) +
    rect(44, 124, 98, 8, K2, 2) +
    rect(44, 146, 98, 8, K2, 2) +
    circle(156, 146, 12, p.c),
  psu: (p) =>
    rect(22, 50, 156, 100, K, 9) +
    circle(82, 100, 40, K2) +
    rep(3, (i) => circle(82, 100, 14 + i * 8, 'none', stroke(G, 2))) +
    line(42, 100, 122, 100, G, 2) +
    line(82, 60, 82, 140, G, 2) +
    circle(82, 100, 9, p.c) +
    rect(134, 64, 32, 72, p.c, 5) +
    rep(3, (i) => rect(141, 76 + i * 10, 18, 4, W, 2, 'opacity="0.8"')),
  case: (p) =>
    rect(48, 18, 104, 164, K2, 9) +
    rect(56, 26, 66, 148, p.l, 4, 'opacity="0.55"') +
    rect(62, 112, 54, 12, p.c, 2) +
    rect(66, 40, 30, 30, '#94a3b8', 3) +
    rect(124, 26, 22, 148, K, 3) +
    rep(3, (i) => circle(135, 54 + i * 46, 9, 'none', stroke(p.c, 3.5))) +
    rect(56, 182, 16, 5, G, 2) +
    rect(128, 182, 16, 5, G, 2),
  monitor: (p) =>
    rect(18, 34, 164, 104, K, 7) +
    rect(25, 41, 150, 90, p.l, 3) +
    path('M25 41h52l-36 90H25z', W, 'opacity="0.22"') +
    path('M92 138h16l5 22H87z', G) +
    rect(62, 158, 76, 7, G, 3.5),
  phone: (p) =>
    rect(62, 16, 76, 168, K, 15) +
    rect(67, 21, 66, 158, p.l, 11) +
    rep(9, (i) => rect(76 + (i % 3) * 17, 58 + Math.floor(i / 3) * 17, 12, 12, p.c, 3, 'opacity="0.6"')) +
    path('M67 60 L133 21 H112 L67 46z', W, 'opacity="0.22"') +
    rect(89, 27, 22, 6, K, 3) +
    rect(88, 170, 24, 3, W, 1.5, 'opacity="0.8"'),
  tablet: (p) =>
    rect(32, 26, 136, 152, K, 12) +
    rect(39, 33, 122, 138, p.l, 6) +
    rep(12, (i) => rect(52 + (i % 4) * 25, 52 + Math.floor(i / 4) * 25, 16, 16, p.c, 4, 'opacity="0.6"')) +
    circle(100, 29.5, 1.6, G),
  camera: (p) =>
    path('M66 58l10-16h44l10 16z', K) +
    rect(24, 56, 152, 102, K, 13) +
    rect(24, 56, 32, 102, K2, 13) +
    rect(138, 44, 20, 10, p.c, 3) +
    circle(152, 72, 6, G) +
    circle(108, 108, 42, G) +
    circle(108, 108, 35, K2) +
    circle(108, 108, 25, p.c) +
    circle(108, 108, 13, '#0f172a') +
    circle(99, 99, 5, W, 'opacity="0.75"'),
  lens: (p) =>
    rect(62, 46, 76, 122, K, 8) +
    rect(62, 60, 76, 5, p.c) +
    rect(62, 74, 76, 16, '#374151') +
    rep(9, (i) => rect(66 + i * 8, 74, 3, 16, K2)) +
    rect(62, 108, 76, 28, K2) +
    rep(9, (i) => rect(66 + i * 8, 110, 3, 24, '#374151')) +
    rect(66, 166, 68, 9, G, 2) +
    '<ellipse cx="100" cy="46" rx="38" ry="12" fill="#0f172a"/>' +
    `<ellipse cx="100" cy="46" rx="28" ry="8" fill="${p.c}" opacity="0.7"/>`,
  'smart-plug': (p) =>
    rect(84, 158, 7, 20, G, 2) +
    rect(109, 158, 7, 20, G, 2) +
    rect(54, 36, 92, 124, SOFT, 22, stroke(EDGE, 3)) +
    circle(100, 90, 32, S) +
    rect(86, 80, 7, 18, '#475569', 3.5) +
    rect(107, 80, 7, 18, '#475569', 3.5) +
    circle(100, 108, 3.5, '#475569') +
    circle(100, 140, 5, p.c),
  'camera-cctv': (p) =>
    '<ellipse cx="100" cy="164" rx="46" ry="14" fill="#f1f5f9" stroke="#cbd5e1" stroke-width="3"/>' +
    rect(88, 128, 24, 28, S) +
    circle(100, 84, 52, SOFT, stroke(EDGE, 3)) +
    rect(56, 66, 88, 40, K2, 20) +
    circle(100, 86, 22, '#0f172a') +
    circle(100, 86, 13, p.c) +
    circle(94, 80, 4, W, 'opacity="0.8"') +
    circle(70, 86, 3, p.c) +
    circle(130, 86, 3, '#ef4444'),
  bulb: (p) =>
    rep(8, (i) => {
      const a = (i * Math.PI) / 4;
      return line(
        100 + Math.cos(a) * 60,
        78 + Math.sin(a) * 60,
        100 + Math.cos(a) * 74,
        78 + Math.sin(a) * 74,
        p.c,
        6,
      );
    }) +
    circle(100, 78, 44, p.l) +
    circle(100, 78, 26, p.c, 'opacity="0.4"') +
    path('M80 108 Q100 122 120 108 L116 130 H84Z', p.l) +
    path('M78 60 A26 26 0 0 1 96 46', 'none', stroke(W, 5)) +
    rect(82, 130, 36, 24, G, 3) +
    rect(82, 136, 36, 3, '#6b7280') +
    rect(82, 144, 36, 3, '#6b7280') +
    path('M90 154h20l-4 9h-12z', '#4b5563'),
  router: (p) =>
    rep(4, (i) => rect(38 + i * 38, 34 + (i % 2) * 10, 9, 80, K, 4.5)) +
    rect(22, 106, 156, 48, K, 13) +
    rect(22, 106, 156, 6, p.c, 3) +
    rep(5, (i) => circle(60 + i * 20, 134, 4, p.c)),
  switch: (p) =>
    rect(14, 78, 172, 48, S, 6, stroke('#94a3b8', 2)) +
    rect(14, 78, 172, 6, p.c, 3) +
    rep(8, (i) => rect(24 + i * 19, 92, 14, 13, K2, 1.5)) +
    rep(8, (i) => circle(31 + i * 19, 114, 2.4, p.c)),
  headphones: (p) =>
    path('M44 116 V98 a56 56 0 0 1 112 0 V116', 'none', `${stroke(K, 12)} stroke-linecap="round"`) +
    rect(28, 104, 38, 66, p.c, 17) +
    rect(134, 104, 38, 66, p.c, 17) +
    rect(56, 114, 12, 46, p.d, 6) +
    rect(132, 114, 12, 46, p.d, 6),
  keyboard: (p) =>
    rect(10, 60, 180, 86, K, 10) +
    rep(48, (i) => {
      const row = Math.floor(i / 12);
      const col = i % 12;
      const accent = (row === 0 && col === 0) || (row === 2 && col === 11);
      return rect(18 + col * 14, 68 + row * 15, 11, 11, accent ? p.c : S, 2);
    }) +
    rect(18, 128, 25, 11, S, 2) +
    rect(46, 128, 25, 11, S, 2) +
    rect(74, 128, 66, 11, S, 2) +
    rect(143, 128, 25, 11, S, 2) +
    rect(171, 128, 11, 11, S, 2),
  mouse: (p) =>
    rect(64, 28, 72, 140, p.c, 36, stroke(p.d, 2)) +
    line(100, 30, 100, 86, p.d, 2.5) +
    rect(95, 44, 10, 22, K, 5) +
    path('M74 60 Q76 40 92 34', 'none', `${stroke(W, 4)} opacity="0.5" stroke-linecap="round"`),
  charger: (p) =>
    rect(80, 40, 8, 26, G, 2) +
    rect(112, 40, 8, 26, G, 2) +
    path('M100 150 C100 178 150 168 166 188', 'none', stroke(p.c, 7)) +
    rect(58, 64, 84, 90, SOFT, 16, stroke(EDGE, 3)) +
    rect(86, 134, 28, 8, '#334155', 4) +
    circle(100, 100, 10, p.c),
  cable: (p) =>
    path('M40 62 C40 150 160 50 160 138', 'none', `${stroke(p.c, 9)} stroke-linecap="round"`) +
    rect(29, 34, 22, 30, '#334155', 5) +
    rect(34, 24, 12, 12, S, 2) +
    rect(149, 136, 22, 30, '#334155', 5) +
    rect(154, 164, 12, 12, S, 2),
  battery: (p) =>
    rect(30, 58, 128, 84, 'none', 14, stroke(K, 9)) +
    rect(160, 84, 14, 32, K, 4) +
    rep(3, (i) => rect(44 + i * 36, 72, 28, 56, p.c, 5)) +
    path('M104 70 L84 104 H100 L94 130 L118 92 H102Z', W, stroke(K, 2)),
  'screen-part': (p) =>
    path('M140 70 h26 v44 h-10 v-32 h-16z', GOLD) +
    rect(150, 108, 18, 12, '#334155', 2) +
    rect(54, 18, 90, 164, '#0f172a', 13) +
    rect(59, 23, 80, 154, p.l, 9) +
    path('M59 70 L139 23 H118 L59 56z', W, 'opacity="0.25"') +
    rect(88, 29, 22, 6, '#0f172a', 3),
  controller: (p) =>
    path(
      'M54 76h92c24 0 36 22 38 48c2 28-10 46-27 46c-13 0-21-13-31-25h-52c-10 12-18 25-31 25c-17 0-29-18-27-46c2-26 14-48 38-48z',
      p.c,
      stroke(p.d, 2),
    ) +
    rect(50, 108, 26, 9, W, 2) +
    rect(58.5, 99.5, 9, 26, W, 2) +
    circle(146, 100, 6, W) +
    circle(159, 113, 6, W) +
    circle(133, 113, 6, W) +
    circle(146, 126, 6, W) +
    circle(82, 140, 10, K2) +
    circle(118, 140, 10, K2) +
    rect(92, 98, 16, 6, p.d, 3),
  console: (p) =>
    rect(60, 176, 80, 9, G, 4.5) +
    rect(72, 16, 56, 164, SOFT, 24, stroke(EDGE, 3)) +
    rect(91, 22, 18, 152, K2, 9) +
    rect(99, 30, 2, 136, p.c) +
    circle(100, 160, 3, p.c),
  wrench: (p) =>
    `<g transform="rotate(45 100 100)">${rect(88, 106, 24, 64, p.d, 8)}${rect(96, 36, 8, 74, G, 2)}${path('M96 36 L100 24 L104 36z', G)}</g>` +
    `<g transform="rotate(-45 100 100)">${path('M86 24 V46 H114 V24 A31.3 31.3 0 1 1 86 24 Z', p.c)}${rect(90, 76, 20, 100, p.c, 10)}</g>`,
};

function palette(colour: string): Palette {
  const c = toHex(parse(colour));
  return { c, d: shade(c, 0.35), l: tint(c, 0.55) };
}

const drawMotif = (motif: ImageMotif, colour: string) => (MOTIFS[motif] ?? MOTIFS.wrench)(palette(colour));

const svgOpen = (w: number, h: number, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(label)}">`;

/** An 800 x 800 product picture; `index` 1 to 3 gives a different view and background. */
export function productSvg(motif: ImageMotif, colour: string, index: number): string {
  const c = toHex(parse(colour));
  const id = `p${hashOf(`${motif}${c}${index}`)}`;
  const art = drawMotif(motif, c);
  const shadow = '<ellipse cx="400" cy="700" rx="240" ry="26" fill="#0f172a" opacity="0.08"/>';
  let body: string;
  if (index === 2) {
    body =
      `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(c, 0.95)}"/><stop offset="1" stop-color="${tint(c, 0.78)}"/></linearGradient></defs>` +
      `<rect width="800" height="800" fill="url(#${id})"/>` +
      rep(6, (i) => rect(0, 120 + i * 120, 800, 2, W, 0, 'opacity="0.5"')) +
      shadow +
      `<g transform="rotate(-8 400 400)"><g transform="translate(100 100) scale(3)">${art}</g></g>`;
  } else if (index === 3) {
    body =
      `<defs><radialGradient id="${id}" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="${W}"/><stop offset="1" stop-color="${tint(c, 0.8)}"/></radialGradient></defs>` +
      `<rect width="800" height="800" fill="url(#${id})"/>` +
      `<g transform="translate(-60 -40) scale(4.4)">${art}</g>`;
  } else {
    body =
      rect(0, 0, 800, 800, tint(c, 0.9)) +
      circle(400, 400, 310, tint(c, 0.78)) +
      circle(400, 400, 230, tint(c, 0.84)) +
      shadow +
      `<g transform="translate(80 80) scale(3.2)">${art}</g>`;
  }
  return `${svgOpen(800, 800, motif)}${body}</svg>`;
}

/** A 240 x 120 wordmark of a brand. Only Latin letters are drawn. */
export function brandLogoSvg(name: string, colour: string): string {
  const c = toHex(parse(colour));
  const ink = luminance(c) > 0.62 ? shade(c, 0.45) : c;
  const latin = name.replace(/[^\u0020-\u024f]/g, '').trim() || '•';
  // Rough advance widths of a bold sans-serif, in em, so long names shrink to fit 200 px.
  const ems = [...latin].reduce((sum, ch) => {
    if (/[A-Z]/.test(ch)) return sum + (/[IJ]/.test(ch) ? 0.4 : /[MW]/.test(ch) ? 0.98 : 0.78);
    if (/[a-z]/.test(ch)) return sum + (/[ijlft]/.test(ch) ? 0.36 : /[mw]/.test(ch) ? 0.95 : 0.64);
    if (/[0-9]/.test(ch)) return sum + 0.64;
    return sum + (ch === ' ' ? 0.3 : 0.42);
  }, 0);
  const size = Math.max(12, Math.min(40, Math.floor(200 / Math.max(ems, 1))));
  return (
    `${svgOpen(240, 120, latin)}` +
    rect(2, 2, 236, 116, W, 16, stroke(tint(c, 0.7), 2)) +
    `<text x="120" y="60" text-anchor="middle" dominant-baseline="central" font-family="system-ui, sans-serif" font-size="${size}" font-weight="800" letter-spacing="0.5" fill="${ink}">${escapeXml(latin)}</text>` +
    rect(90, 92, 60, 4, ink, 2, 'opacity="0.35"') +
    '</svg>'
  );
}

/** A 200 x 200 category tile. */
export function categorySvg(motif: ImageMotif, colour: string): string {
  const c = toHex(parse(colour));
  return (
    `${svgOpen(200, 200, motif)}` +
    rect(0, 0, 200, 200, tint(c, 0.86), 28) +
    circle(100, 100, 78, tint(c, 0.72)) +
    `<g transform="translate(20 20) scale(0.8)">${drawMotif(motif, c)}</g>` +
    '</svg>'
  );
}

/** A 1600 x 600 banner background: a gradient with a large motif on the right (text comes from the page). */
export function bannerSvg(colours: [string, string], motif: ImageMotif): string {
  const a = toHex(parse(colours[0]));
  const b = toHex(parse(colours[1]));
  const id = `b${hashOf(`${a}${b}${motif}`)}`;
  return (
    `${svgOpen(1600, 600, motif)}` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
    `<rect width="1600" height="600" fill="url(#${id})"/>` +
    circle(1320, 90, 260, W, 'opacity="0.07"') +
    circle(180, 600, 240, W, 'opacity="0.06"') +
    circle(1200, 300, 250, W, 'opacity="0.14"') +
    `<g transform="translate(960 60) scale(2.4)">${drawMotif(motif, tint(b, 0.15))}</g>` +
    '</svg>'
  );
}
