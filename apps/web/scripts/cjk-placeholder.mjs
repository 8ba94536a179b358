// The CJK placeholder font (app/fonts/cjk-placeholder.ttf), made by subset-fonts.mjs: one glyph, a
// box as wide as an ideograph, for every Chinese code point, with Noto Sans SC's vertical metrics.
//
// A device without a Chinese font (a desktop without CJK fonts, Lighthouse's Chromium) draws
// Chinese as the boxes of a font that lacks it, narrower than the ideographs: when Noto Sans SC
// arrives after the first paint, every Chinese line grows and the page shifts. Drawn with this
// font until then, the boxes take the ideographs' room, and nothing moves. Only a device the head
// script finds without a Chinese font uses it (`CJK_MISSING`, utils/font-script.ts).
//
// Written by hand (OpenType's tables, big-endian): no font tool makes a format-13 cmap, which maps
// all 30,000 code points to one glyph in a dozen groups.

/**
 * What a Chinese page draws: radicals, CJK punctuation, ideographs, full-width forms. The
 * @font-face's unicode-range (`CJK_UNICODE_RANGE` of utils/font-script.ts) must name the same: a
 * test of the committed font checks it.
 */
const CJK_RANGES = [
  [0x2e80, 0x2fdf],
  [0x3000, 0x303f],
  [0x3100, 0x312f],
  [0x31c0, 0x31ef],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff01, 0xff60],
  [0xffe0, 0xffe6],
];

/** The tables of an sfnt (TrueType or OpenType) file, by tag. */
function sfntTables(font) {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = {};
  for (let i = 0; i < view.getUint16(4); i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(...font.subarray(at, at + 4));
    const offset = view.getUint32(at + 8);
    tables[tag] = new DataView(font.buffer, font.byteOffset + offset, view.getUint32(at + 12));
  }
  return tables;
}

/**
 * The vertical metrics of a font and the advance of its ideograph '中' (`advance`), read from its
 * sfnt (`subset-font`'s 'truetype' output of Noto Sans SC cut to '中').
 */
export function metricsOf(font) {
  const t = sfntTables(font);
  const os2 = t['OS/2'];
  const glyphOfZhong = 1; // the subset keeps .notdef and '中'
  return {
    unitsPerEm: t.head.getUint16(18),
    ascender: t.hhea.getInt16(4),
    descender: t.hhea.getInt16(6),
    lineGap: t.hhea.getInt16(8),
    typoAscender: os2.getInt16(68),
    typoDescender: os2.getInt16(70),
    typoLineGap: os2.getInt16(72),
    winAscent: os2.getUint16(74),
    winDescent: os2.getUint16(76),
    fsSelection: os2.getUint16(62),
    // Past hhea's numberOfHMetrics, a glyph takes the last advance listed.
    advance: t.hmtx.getUint16(Math.min(glyphOfZhong, t.hhea.getUint16(34) - 1) * 4),
  };
}

class Writer {
  bytes = [];
  u8(v) {
    this.bytes.push(v & 0xff);
    return this;
  }
  u16(v) {
    return this.u8(v >> 8).u8(v);
  }
  i16(v) {
    return this.u16(v < 0 ? v + 0x10000 : v);
  }
  u32(v) {
    return this.u16(Math.floor(v / 0x10000)).u16(v & 0xffff);
  }
  tag(s) {
    for (const c of s) this.u8(c.charCodeAt(0));
    return this;
  }
  zeros(n) {
    for (let i = 0; i < n; i++) this.u8(0);
    return this;
  }
  done() {
    return Uint8Array.from(this.bytes);
  }
}

const checksum = (bytes) => {
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4);
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
};

/** The placeholder font (TrueType bytes) with `m`'s metrics (`metricsOf`). */
export function placeholderFont(m) {
  const em = m.unitsPerEm;
  const w = m.advance;
  // The box: an outline from a little above the baseline's descent to below the ascent.
  const [x0, x1, y0, y1, stroke] = [
    Math.round(w * 0.12),
    Math.round(w * 0.88),
    Math.round(em * -0.04),
    Math.round(em * 0.76),
    Math.round(em * 0.05),
  ];
  const outline = [
    [x0, y0],
    [x0, y1],
    [x1, y1],
    [x1, y0], // clockwise: the outside
    [x0 + stroke, y0 + stroke],
    [x1 - stroke, y0 + stroke],
    [x1 - stroke, y1 - stroke],
    [x0 + stroke, y1 - stroke], // counter-clockwise: the hole
  ];
  const glyph = new Writer().i16(2).i16(x0).i16(y0).i16(x1).i16(y1).u16(3).u16(7).u16(0);
  for (let i = 0; i < outline.length; i++) glyph.u8(0x01); // on the curve, 16-bit deltas
  // Coordinates as deltas from the point before: all the x, then all the y.
  for (const axis of [0, 1])
    for (let i = 0; i < outline.length; i++) glyph.i16(outline[i][axis] - (i ? outline[i - 1][axis] : 0));
  const glyf = glyph.done();

  const cmap = new Writer().u16(0).u16(1).u16(3).u16(10).u32(12);
  cmap
    .u16(13)
    .u16(0)
    .u32(16 + CJK_RANGES.length * 12)
    .u32(0)
    .u32(CJK_RANGES.length);
  for (const [from, to] of CJK_RANGES) cmap.u32(from).u32(to).u32(1);

  const name = (() => {
    const records = [
      [1, 'CJK Placeholder'],
      [2, 'Regular'],
      [4, 'CJK Placeholder'],
      [6, 'CJKPlaceholder'],
    ];
    const strings = records.map(([, s]) => [...s].flatMap((c) => [0, c.charCodeAt(0)]));
    const n = new Writer()
      .u16(0)
      .u16(records.length)
      .u16(6 + records.length * 12);
    let offset = 0;
    records.forEach(([id], i) => {
      n.u16(3).u16(1).u16(0x409).u16(id).u16(strings[i].length).u16(offset);
      offset += strings[i].length;
    });
    for (const s of strings) for (const b of s) n.u8(b);
    return n.done();
  })();

  const tables = {
    cmap: cmap.done(),
    glyf,
    head: new Writer()
      .u32(0x00010000)
      .u32(0x00010000)
      .u32(0) // checkSumAdjustment, set below
      .u32(0x5f0f3cf5)
      .u16(0x000b)
      .u16(em)
      .zeros(16) // created, modified
      .i16(x0)
      .i16(y0)
      .i16(x1)
      .i16(y1)
      .u16(0)
      .u16(8)
      .i16(2)
      .i16(0) // short loca
      .i16(0)
      .done(),
    hhea: new Writer()
      .u32(0x00010000)
      .i16(m.ascender)
      .i16(m.descender)
      .i16(m.lineGap)
      .u16(w)
      .i16(0)
      .i16(w - x1)
      .i16(x1)
      .i16(1)
      .i16(0)
      .i16(0)
      .zeros(8)
      .i16(0)
      .u16(2)
      .done(),
    hmtx: new Writer().u16(w).i16(0).u16(w).i16(x0).done(),
    loca: new Writer()
      .u16(0)
      .u16(0)
      .u16(glyf.length / 2)
      .done(),
    maxp: new Writer().u32(0x00010000).u16(2).u16(8).u16(2).zeros(4).u16(2).zeros(16).done(),
    name,
    'OS/2': new Writer()
      .u16(4)
      .i16(w)
      .u16(400)
      .u16(5)
      .u16(0)
      .i16(Math.round(em * 0.65))
      .i16(Math.round(em * 0.6))
      .i16(0)
      .i16(Math.round(em * 0.075))
      .i16(Math.round(em * 0.65))
      .i16(Math.round(em * 0.6))
      .i16(0)
      .i16(Math.round(em * 0.35))
      .i16(Math.round(em * 0.05))
      .i16(Math.round(em * 0.25))
      .i16(0)
      .zeros(10) // panose
      .u32(0)
      .u32(0x08010000) // CJK symbols and punctuation (bit 48), CJK unified ideographs (bit 59)
      .u32(0)
      .u32(0)
      .tag('NONE')
      .u16(0x0040 | (m.fsSelection & 0x0080)) // regular, and Noto's USE_TYPO_METRICS
      .u16(CJK_RANGES[0][0])
      .u16(0xffff)
      .i16(m.typoAscender)
      .i16(m.typoDescender)
      .i16(m.typoLineGap)
      .u16(m.winAscent)
      .u16(m.winDescent)
      .u32(0x00040000) // code page 936, simplified Chinese
      .u32(0)
      .i16(Math.round(em * 0.5))
      .i16(Math.round(em * 0.7))
      .u16(0)
      .u16(0x3000)
      .u16(0)
      .done(),
    post: new Writer().u32(0x00030000).u32(0).i16(-100).i16(50).zeros(20).done(),
  };

  const tags = Object.keys(tables).sort();
  const header = 12 + tags.length * 16;
  const dir = new Writer().u32(0x00010000).u16(tags.length);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  dir
    .u16(power * 16)
    .u16(Math.log2(power))
    .u16(tags.length * 16 - power * 16);
  let offset = header;
  const placed = [];
  for (const tag of tags) {
    const bytes = tables[tag];
    dir.tag(tag.padEnd(4, ' ')).u32(checksum(bytes)).u32(offset).u32(bytes.length);
    placed.push([offset, bytes]);
    offset += Math.ceil(bytes.length / 4) * 4;
  }
  const font = new Uint8Array(offset);
  font.set(dir.done());
  for (const [at, bytes] of placed) font.set(bytes, at);
  // head.checkSumAdjustment: 0xB1B0AFBA minus the whole font's checksum.
  const headAt = placed[tags.indexOf('head')][0];
  new DataView(font.buffer).setUint32(headAt + 8, (0xb1b0afba - checksum(font)) >>> 0);
  return font;
}
