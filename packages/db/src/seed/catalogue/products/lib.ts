// Shared building blocks of the product tables: names, description templates, option lists.
import type { PcPart } from '@shop/contracts';
import { brandName } from '../brands';
import type {
  CategoryKey,
  DeviceFit,
  ImageMotif,
  Localized,
  SeedOptionType,
  SeedSpec,
  SpecKey,
  UnitKey,
} from '../types';

/** A product of the shared pool, before a shop gives it its price and promotion. */
export interface Draft {
  key: string;
  category: CategoryKey;
  subcategory: string;
  brand: string;
  unit: UnitKey;
  name: Localized;
  description: Localized;
  /** Base price in US dollars; each shop adjusts and rounds it. */
  price: number;
  specs: SeedSpec[];
  optionTypes: SeedOptionType[];
  motif: ImageMotif;
  colour: string;
  /** Devices a spare part fits. */
  fits?: DeviceFit[];
  /** A PC part's facts for the builder's rules (components in a builder slot only). */
  pcPart?: PcPart;
}

export type Specs = { [K in SpecKey]?: string | undefined };

export const L = (en: string, kh: string, zh: string): Localized => ({ en, kh, zh });

/** FNV-1a: a stable 32-bit hash for deterministic choices. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/"/g, 'in')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90)
    .replace(/-+$/, '');
}

const ZH_TERMS: [RegExp, string][] = [
  [/\bCore Ultra\b/g, '酷睿 Ultra'],
  [/\bCore (i\d)/g, '酷睿 $1'],
  [/\bRyzen\b/g, '锐龙'],
  [/\bSSD\b/g, '固态'],
  [/Wi-Fi \+ Cellular/g, 'WLAN + 蜂窝网络'],
  [/GPS \+ Cellular/g, 'GPS + 蜂窝网络'],
  [/\(body\)/g, '(单机身)'],
  [/\bbody\b/g, '单机身'],
  [/(\d)-pack\b/g, '$1 件装'],
  [/ for /g, ' 适用于 '],
  [/ with /g, ' 带 '],
  [/ to /g, ' 转 '],
  [/ and /g, ' 和 '],
  // The type word after the model says it: 数据线, 网卡.
  [/ (Power Adapter|Cable|Adapter)\b/g, ''],
  [/Disc Edition/g, '光驱版'],
  [/Digital Edition/g, '数字版'],
  [/OLED Model/g, 'OLED 版'],
  [/Mario Kart World Bundle/g, '马力欧赛车 世界 同捆套装'],
  [/(\d)-port\b/g, '$1 口'],
  [/80\+ Gold/g, '80Plus 金牌'],
  [/80\+ Bronze/g, '80Plus 铜牌'],
  [/80\+ Platinum/g, '80Plus 白金'],
];

/** Model names in Chinese shops keep Latin model numbers but say 酷睿, 锐龙, 固态… */
export function zhModel(text: string): string {
  return ZH_TERMS.reduce((s, [re, to]) => s.replace(re, to), text);
}

const KH_TERMS: [RegExp, string][] = [
  [/ for /g, ' សម្រាប់ '],
  [/ with /g, ' មាន '],
  [/ to /g, ' ទៅ '],
  [/ and /g, ' និង '],
  // The type word before the model says it: ខ្សែសាក, កាតបណ្ដាញ.
  [/ (Power Adapter|Cable|Adapter)\b/g, ''],
  [/^(\d)-pack$/, 'ឈុត $1'],
];

/** Khmer shops keep model names in Latin letters but translate the small words around them. */
export function khModel(text: string): string {
  return KH_TERMS.reduce((s, [re, to]) => s.replace(re, to), text);
}

/**
 * The usual shop naming: en "ASUS Vivobook 15 (…)", kh "<type word> ASUS Vivobook 15 (…)",
 * zh "华硕 Vivobook 15 <type word> (…)". `type.en` may be '' where English needs no type word.
 */
export function named(brand: string, model: string, type: Localized, cfg = ''): Localized {
  const b = brandName(brand);
  const tail = cfg ? ` (${cfg})` : '';
  return {
    en: [b.en, model, type.en].filter(Boolean).join(' ') + tail,
    kh: `${type.kh} ${b.en} ${khModel(model)}${cfg ? ` (${khModel(cfg)})` : ''}`,
    zh: `${b.zh} ${zhModel(model)} ${type.zh}${cfg ? ` (${zhModel(cfg)})` : ''}`,
  };
}

export type WarrantyKind = 'official' | 'shop';

function tail(kind: WarrantyKind, months: number, variant: number): Localized {
  if (kind === 'shop') {
    return L(
      `Tested before sale, with a ${months}-month shop warranty.`,
      `ត្រួតពិនិត្យមុនលក់ និងធានាដោយហាង ${months} ខែ។`,
      `出售前经过检测，本店保修 ${months} 个月。`,
    );
  }
  const variants: Localized[] = [
    L(
      `Genuine product with ${months}-month official warranty in Cambodia.`,
      `ផលិតផលពិតប្រាកដ មានការធានាផ្លូវការនៅកម្ពុជា ${months} ខែ។`,
      `正品行货，享柬埔寨官方保修 ${months} 个月。`,
    ),
    L(
      `Genuine product, ${months}-month official warranty and free delivery in Phnom Penh.`,
      `ផលិតផលពិតប្រាកដ ធានាផ្លូវការ ${months} ខែ និងដឹកជញ្ជូនឥតគិតថ្លៃក្នុងរាជធានីភ្នំពេញ។`,
      `正品行货，官方保修 ${months} 个月，金边市内免费送货。`,
    ),
    L(
      `${months}-month official warranty in Cambodia; pay by KHQR or cash on delivery.`,
      `ធានាផ្លូវការ ${months} ខែនៅកម្ពុជា អាចទូទាត់តាម KHQR ឬបង់ប្រាក់ពេលទទួលទំនិញ។`,
      `柬埔寨官方保修 ${months} 个月，支持 KHQR 扫码支付或货到付款。`,
    ),
  ];
  return variants[variant % variants.length] as Localized;
}

/** Chinese text followed by a Latin word gets a space, as Chinese typesetting does. */
export const zhJoin = (a: string, b: string): string => (/^[A-Za-z0-9]/.test(b) ? `${a} ${b}` : `${a}${b}`);

/** Joins sentences: with a space in English and Khmer, without one in Chinese. */
export function sentences(parts: Localized[]): Localized {
  return {
    en: parts.map((p) => p.en).join(' '),
    kh: parts.map((p) => p.kh).join(' '),
    zh: parts.map((p) => p.zh).join(''),
  };
}

export interface MakeArgs {
  category: CategoryKey;
  sub: string;
  brand: string;
  name: Localized;
  /** First sentence, usually built from the specs. */
  lead: Localized;
  /** Optional second sentence. */
  extra?: Localized;
  price: number;
  specs: Specs;
  /** Warranty in months; added as the `warranty` spec unless the specs already have one. */
  warranty: number;
  warrantyKind?: WarrantyKind;
  /** Replaces the closing warranty sentence (services). */
  closing?: Localized;
  options?: SeedOptionType[];
  motif: ImageMotif;
  colour: string;
  unit?: UnitKey;
  key?: string;
  fits?: DeviceFit[];
  /** A PC part's facts for the builder's rules; the human-readable specs stay in `specs`. */
  pcPart?: PcPart;
}

export function make(a: MakeArgs): Draft {
  const key = a.key ?? slug(a.name.en);
  const specs: SeedSpec[] = [];
  for (const [k, v] of Object.entries(a.specs)) if (v) specs.push({ key: k as SpecKey, value: v });
  if (!a.specs.warranty && a.warranty > 0) specs.push({ key: 'warranty', value: `${a.warranty} months` });
  const close = a.closing ?? tail(a.warrantyKind ?? 'official', a.warranty, hash(key));
  return {
    key,
    category: a.category,
    subcategory: a.sub,
    brand: a.brand,
    unit: a.unit ?? 'piece',
    name: a.name,
    description: sentences(a.extra ? [a.lead, a.extra, close] : [a.lead, close]),
    price: a.price,
    specs,
    optionTypes: a.options ?? [],
    motif: a.motif,
    colour: a.colour,
    ...(a.fits?.length ? { fits: a.fits } : {}),
    ...(a.pcPart ? { pcPart: a.pcPart } : {}),
  };
}

const COLOURS = {
  black: ['Black', 'ខ្មៅ', '黑色', '#1f2937'],
  white: ['White', 'ស', '白色', '#e5e7eb'],
  silver: ['Silver', 'ប្រាក់', '银色', '#cbd5e1'],
  grey: ['Grey', 'ប្រផេះ', '灰色', '#6b7280'],
  gold: ['Gold', 'មាស', '金色', '#d4a84f'],
  blue: ['Blue', 'ខៀវ', '蓝色', '#2563eb'],
  lightblue: ['Light Blue', 'ខៀវខ្ចី', '浅蓝色', '#93c5fd'],
  navy: ['Navy', 'ខៀវចាស់', '深蓝色', '#1e3a8a'],
  green: ['Green', 'បៃតង', '绿色', '#16a34a'],
  mint: ['Mint', 'បៃតងខ្ចី', '薄荷绿', '#86efac'],
  pink: ['Pink', 'ផ្កាឈូក', '粉色', '#f9a8d4'],
  purple: ['Purple', 'ស្វាយ', '紫色', '#9333ea'],
  lavender: ['Lavender', 'ស្វាយស្រាល', '薰衣草紫', '#c4b5fd'],
  red: ['Red', 'ក្រហម', '红色', '#dc2626'],
  yellow: ['Yellow', 'លឿង', '黄色', '#facc15'],
  orange: ['Orange', 'ទឹកក្រូច', '橙色', '#f97316'],
  teal: ['Teal', 'ខៀវបៃតង', '青色', '#0d9488'],
  natural: ['Natural Titanium', 'ទីតានីញ៉ូមធម្មជាតិ', '原色钛金属', '#a8a29e'],
  desert: ['Desert Titanium', 'ទីតានីញ៉ូមពណ៌ខ្សាច់', '沙漠色钛金属', '#c8a27a'],
  blackti: ['Black Titanium', 'ទីតានីញ៉ូមខ្មៅ', '黑色钛金属', '#3f3f46'],
  whiteti: ['White Titanium', 'ទីតានីញ៉ូមស', '白色钛金属', '#e7e5e4'],
  midnight: ['Midnight', 'ខៀវយប់ (Midnight)', '午夜色', '#1e293b'],
  starlight: ['Starlight', 'សស្រអែម (Starlight)', '星光色', '#f1e9da'],
  skyblue: ['Sky Blue', 'ខៀវផ្ទៃមេឃ', '天蓝色', '#bfdbfe'],
  spacegrey: ['Space Grey', 'ប្រផេះ (Space Grey)', '深空灰色', '#52525b'],
  spaceblack: ['Space Black', 'ខ្មៅ (Space Black)', '深空黑色', '#18181b'],
  cosmicorange: ['Cosmic Orange', 'ទឹកក្រូច (Cosmic Orange)', '宇宙橙色', '#ea580c'],
  deepblue: ['Deep Blue', 'ខៀវចាស់ (Deep Blue)', '深蓝色', '#1e3a8a'],
} as const satisfies Record<string, readonly [string, string, string, string]>;

export type ColourKey = keyof typeof COLOURS;

export const hexOf = (key: ColourKey): string => COLOURS[key][3];

export function colours(...keys: ColourKey[]): SeedOptionType {
  return {
    key: 'colour',
    name: L('Colour', 'ពណ៌', '颜色'),
    options: keys.map((k) => ({
      key: k,
      name: L(COLOURS[k][0], COLOURS[k][1], COLOURS[k][2]),
      priceDeltaCents: 0,
    })),
  };
}

/** 7450 -> '7,450' without depending on the runtime locale. */
export const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const gbLabel = (gb: number): string => (gb >= 1024 ? `${gb / 1024}TB` : `${gb}GB`);

/** Storage choices: the base size, then [size in GB, extra US dollars] pairs. */
export function storage(base: number, ...more: [number, number][]): SeedOptionType {
  const all: [number, number][] = [[base, 0], ...more];
  return {
    key: 'storage',
    name: L('Storage', 'ទំហំផ្ទុក', '存储容量'),
    options: all.map(([gb, usd]) => ({
      key: gbLabel(gb).toLowerCase(),
      name: L(gbLabel(gb), gbLabel(gb), gbLabel(gb)),
      priceDeltaCents: Math.round(usd * 100),
    })),
  };
}

/** Type words used in product names. */
export const T = {
  laptop: L('', 'កុំព្យូទ័រយួរដៃ', '笔记本电脑'),
  desktop: L('Desktop PC', 'កុំព្យូទ័រលើតុ', '台式电脑'),
  aio: L('All-in-One', 'កុំព្យូទ័រមួយក្នុងមួយ', '一体机'),
  mini: L('', 'កុំព្យូទ័រខ្នាតតូច', '迷你主机'),
  monitor: L('Monitor', 'អេក្រង់កុំព្យូទ័រ', '显示器'),
  phone: L('', 'ទូរស័ព្ទ', '手机'),
  watch: L('', 'នាឡិកាឆ្លាតវៃ', '智能手表'),
  band: L('', 'ខ្សែដៃឆ្លាតវៃ', '智能手环'),
  tablet: L('', 'ថេប្លេត', '平板电脑'),
  cpu: L('Processor', 'ប្រព័ន្ធដំណើរការ', '处理器'),
  board: L('Motherboard', 'បន្ទះមេ', '主板'),
  ram: L('', 'អង្គចងចាំ RAM', '内存条'),
  ssd: L('SSD', 'ថាស SSD', '固态硬盘'),
  hdd: L('Hard Drive', 'ថាសរឹង', '机械硬盘'),
  psu: L('Power Supply', 'ប្រភពថាមពល', '电源'),
  pcCase: L('Case', 'តួកុំព្យូទ័រ', '机箱'),
  cooler: L('CPU Cooler', 'ឧបករណ៍បញ្ចុះកម្ដៅ CPU', 'CPU 散热器'),
  gpu: L('Graphics Card', 'កាតក្រាហ្វិក', '显卡'),
  camera: L('', 'កាមេរ៉ា', '相机'),
  lens: L('Lens', 'កែវថត', '镜头'),
  drone: L('Drone', 'ដ្រូន', '无人机'),
} satisfies Record<string, Localized>;
