// Spare parts for phone and laptop repairs.

import { brandName } from '../brands';
import type { DeviceFit, ImageMotif, UnitKey } from '../types';
import { type Draft, L, make, type Specs } from './lib';

type Tri = [string, string, string];

interface Part {
  brand: string;
  sub: string;
  name: Tri;
  usd: number;
  specs: Specs;
  lead: Tri;
  extra?: Tri;
  months: number;
  official?: boolean;
  unit?: UnitKey;
  motif: ImageMotif;
}

/** The maker of a device, by the first word of its model name. */
const DEVICE_MAKERS: [RegExp, string][] = [
  [/^(iPhone|MacBook|iPad)\b/, 'Apple'],
  [/^Galaxy\b/, 'Samsung'],
  [/^(Redmi|Xiaomi|POCO)\b/, 'Xiaomi'],
  [/^OPPO\b/, 'OPPO'],
  [/^HP\b/, 'HP'],
  [/^Dell\b/, 'Dell'],
  [/^Lenovo\b/, 'Lenovo'],
  [/^ASUS\b/, 'ASUS'],
];

/**
 * The devices a compatibility text names, as brand and model: 'iPhone 12, iPhone 12 Pro' is two
 * Apple models; in 'HP 240 G8 / 250 G8' the second model takes the first's leading words; an item
 * without a maker's word belongs to the item before it ('ASUS Vivobook, ExpertBook'); a maker code
 * in brackets is dropped, and so is the maker's name before a model ('HP 240 G8' is HP's '240 G8').
 * A text naming no known maker, or no model ('HP laptops'), fits nothing.
 */
export function devicesIn(text: string): DeviceFit[] {
  const fits: DeviceFit[] = [];
  let brand: string | undefined;
  for (const item of text.split(', ')) {
    const [first = '', ...others] = item.replace(/\s*\([^)]*\)/g, '').split(' / ');
    brand = DEVICE_MAKERS.find(([re]) => re.test(first))?.[1] ?? brand;
    if (!brand) continue;
    const words = first.trim().split(' ');
    const models = [words, ...others.map((o) => o.trim().split(' '))].map((w, i) =>
      i === 0 ? w : [...words.slice(0, Math.max(0, words.length - w.length)), ...w],
    );
    for (const model of models) {
      const named = (model[0] === brand ? model.slice(1) : model).join(' ');
      // 'HP laptops' names no model: the part is for a brand's whole range, not one device.
      if (named && named !== 'laptops') fits.push({ brand, model: named });
    }
  }
  return fits;
}

const QUALITY: Record<string, Tri> = {
  OLED: ['OLED', 'OLED', 'OLED'],
  'Incell LCD': ['Incell LCD', 'Incell LCD', 'Incell LCD'],
  service: ['original service pack', 'គ្រឿងដើមក្រុមហ៊ុន Service Pack', '原厂服务包'],
};

// biome-ignore format: a data table, one product family per line
const screens: [string, string, string, number][] = [
  ['oem', 'iPhone 11', 'Incell LCD', 39],
  ['oem', 'iPhone 12', 'OLED', 69],
  ['oem', 'iPhone 13', 'OLED', 89],
  ['oem', 'iPhone 14 Pro Max', 'OLED', 169],
  ['oem', 'iPhone 15 Pro', 'OLED', 219],
  ['oem', 'Redmi Note 13 Pro 5G', 'OLED', 59],
  ['oem', 'OPPO A78', 'Incell LCD', 45],
  ['samsung', 'Galaxy A54 5G', 'service', 79],
  ['samsung', 'Galaxy S23 Ultra', 'service', 239],
];

const screenParts: Part[] = screens.map(([brand, device, q, usd]) => {
  const [en, kh, zh] = QUALITY[q] ?? [q, q, q];
  return {
    brand,
    sub: 'phone-screens',
    name: [
      `Screen replacement for ${device} (${en})`,
      `អេក្រង់ជំនួសសម្រាប់ ${device} (${kh})`,
      `${device} 屏幕总成 (${zh})`,
    ],
    usd,
    specs: { compatibility: device, form_factor: `${en} display assembly` },
    lead: [
      `Complete display assembly for the ${device} with touch glass and ${en} panel, tested for touch and colour.`,
      `ឈុតអេក្រង់ពេញលេញសម្រាប់ ${device} រួមទាំងកញ្ចក់ប៉ះ និងបន្ទះ ${kh} ត្រូវបានសាកល្បងការប៉ះ និងពណ៌រួចហើយ។`,
      `${device} 完整屏幕总成，含触摸玻璃，${zh} 面板，已测试触控和显示效果。`,
    ],
    extra: [
      'Fitting in our shop takes about 45 minutes.',
      'ការដំឡើងនៅហាងរបស់យើងចំណាយពេលប្រហែល 45 នាទី។',
      '到店更换约需 45 分钟。',
    ],
    months: q === 'service' ? 6 : 3,
    motif: 'screen-part',
  };
});

// biome-ignore format: a data table, one product family per line
const batteries: [string, number][] = [
  ['iPhone 11', 25],
  ['iPhone 13', 35],
  ['iPhone 14 Pro', 45],
  ['Galaxy A52', 19],
  ['Redmi Note 12', 15],
  ['OPPO A57', 15],
];

const CAPACITY: Record<string, string> = {
  'iPhone 11': '3,110 mAh',
  'iPhone 13': '3,227 mAh',
  'iPhone 14 Pro': '3,200 mAh',
  'Galaxy A52': '4,500 mAh',
  'Redmi Note 12': '5,000 mAh',
  'OPPO A57': '5,000 mAh',
};

const batteryParts: Part[] = batteries.map(([device, usd]) => {
  const cap = CAPACITY[device] ?? '';
  return {
    brand: 'oem',
    sub: 'phone-batteries',
    name: [
      `Battery replacement for ${device} (${cap})`,
      `ថ្មជំនួសសម្រាប់ ${device} (${cap})`,
      `${device} 替换电池 (${cap})`,
    ],
    usd,
    specs: { compatibility: device, capacity: cap, battery: 'Li-ion, 0 cycles' },
    lead: [
      'New cell with fresh adhesive strips that brings back a full day of use.',
      'ថ្មថ្មី មានស្អិតថ្មី ធ្វើឲ្យទូរស័ព្ទប្រើបានពេញមួយថ្ងៃឡើងវិញ។',
      '全新电芯，附赠新背胶，让手机重新撑过一整天。',
    ],
    extra: [
      'Fitted while you wait, in about 30 minutes.',
      'ដំឡើងរួចក្នុងរយៈពេលប្រហែល 30 នាទី ខណៈអ្នករង់ចាំ។',
      '现场更换，约 30 分钟即可取机。',
    ],
    months: 6,
    motif: 'battery',
  };
});

const small: Part[] = [
  {
    brand: 'oem',
    sub: 'phone-small-parts',
    usd: 15,
    months: 3,
    motif: 'cable',
    name: ['Charging port flex cable for iPhone 12', 'ខ្សែបត់បែនរន្ធសាកសម្រាប់ iPhone 12', 'iPhone 12 尾插排线'],
    specs: {
      compatibility: 'iPhone 12, iPhone 12 Pro',
      ports: 'Lightning',
      form_factor: 'Flex cable with microphone',
    },
    lead: [
      'Fixes loose charging, no charging and bottom-microphone problems.',
      'ដោះស្រាយបញ្ហាសាកមិនជាប់ សាកមិនចូល និងមីក្រូហ្វូនខាងក្រោមខូច។',
      '解决充电接触不良、无法充电和底部麦克风故障。',
    ],
  },
  {
    brand: 'oem',
    sub: 'phone-small-parts',
    usd: 9,
    months: 3,
    motif: 'cable',
    name: ['Charging port board for Galaxy A32', 'បន្ទះរន្ធសាកសម្រាប់ Galaxy A32', 'Galaxy A32 尾插小板'],
    specs: { compatibility: 'Galaxy A32 (SM-A325F)', ports: 'USB-C', form_factor: 'Sub board' },
    lead: [
      'Replacement USB-C board that restores fast charging and data transfer.',
      'បន្ទះ USB-C ជំនួស ធ្វើឲ្យសាកលឿន និងផ្ទេរទិន្នន័យបានឡើងវិញ។',
      '替换 USB-C 尾插小板，恢复快充和数据传输。',
    ],
  },
  {
    brand: 'oem',
    sub: 'phone-small-parts',
    usd: 29,
    months: 3,
    motif: 'phone',
    name: ['Back glass for iPhone 14', 'កញ្ចក់ខាងក្រោយសម្រាប់ iPhone 14', 'iPhone 14 后盖玻璃'],
    specs: { compatibility: 'iPhone 14', form_factor: 'Back glass with MagSafe ring', weight: '25 g' },
    lead: [
      'Replaces cracked back glass, with MagSafe magnets and camera lens already fitted.',
      'ជំនួសកញ្ចក់ខាងក្រោយដែលប្រេះ មានមេដែក MagSafe និងកញ្ចក់កាមេរ៉ាភ្ជាប់ស្រាប់។',
      '更换碎裂后盖，已预装 MagSafe 磁圈和镜头玻璃。',
    ],
  },
  {
    brand: 'oem',
    sub: 'phone-small-parts',
    usd: 79,
    months: 3,
    motif: 'camera',
    name: ['Rear camera module for iPhone 13', 'ម៉ូឌុលកាមេរ៉ាខាងក្រោយសម្រាប់ iPhone 13', 'iPhone 13 后置摄像头模组'],
    specs: { compatibility: 'iPhone 13', camera: '12 MP + 12 MP', form_factor: 'Dual camera module' },
    lead: [
      'Fixes blurry photos, shaking lenses and black camera screens.',
      'ដោះស្រាយបញ្ហារូបភាពព្រិល កែវញ័រ និងកាមេរ៉ាងងឹត។',
      '解决拍照模糊、镜头抖动和相机黑屏问题。',
    ],
  },
];

// biome-ignore format: a data table, one product family per line
const lapScreens: [string, string, string, number][] = [
  ['13.3"', 'FHD IPS', '30-pin', 65],
  ['14"', 'FHD IPS', '30-pin', 55],
  ['15.6"', 'FHD IPS', '30-pin', 59],
  ['15.6"', 'FHD 144Hz IPS', '40-pin', 89],
];

const lapScreenParts: Part[] = lapScreens.map(([size, panel, pins, usd]) => ({
  brand: 'oem',
  sub: 'laptop-screens',
  name: [
    `${size} ${panel} laptop screen (${pins} eDP)`,
    `អេក្រង់កុំព្យូទ័រយួរដៃ ${size} ${panel} (${pins} eDP)`,
    `${size.replace('"', ' 英寸')} ${panel} 笔记本屏幕 (${pins.replace('-pin', ' 针')} eDP)`,
  ],
  usd,
  specs: {
    screen_size: size,
    resolution: '1920 x 1080',
    refresh_rate: panel.includes('144Hz') ? '144 Hz' : '60 Hz',
    interface: `${pins} eDP`,
  },
  lead: [
    `Replacement ${size} ${panel} panel with a ${pins} eDP connector; we check your model number before ordering.`,
    `អេក្រង់ជំនួស ${size} ${panel} ឧបករណ៍ភ្ជាប់ eDP ${pins} យើងពិនិត្យលេខម៉ូដែលរបស់អ្នកមុនពេលបញ្ជាទិញ។`,
    `${size.replace('"', ' 英寸')} ${panel} 替换屏，${pins.replace('-pin', ' 针')} eDP 接口，下单前会先核对您的电脑型号。`,
  ],
  months: 6,
  motif: 'monitor',
}));

// biome-ignore format: a data table, one product family per line
const lapBatteries: [string, string, string, number][] = [
  ['hp', 'HP 240 G8 / 250 G8 (HT03XL)', '41 Wh, 3-cell', 45],
  ['oem', 'ASUS Vivobook 15 X515', '42 Wh, 3-cell', 45],
  ['lenovo', 'Lenovo ThinkPad T480 (internal)', '24 Wh, 3-cell', 49],
  ['dell', 'Dell Latitude 5420 / 5520', '63 Wh, 4-cell', 79],
  ['oem', 'MacBook Air 13 M1 (A2337)', '49.9 Wh', 99],
];

const lapBatteryParts: Part[] = lapBatteries.map(([brand, device, cap, usd]) => ({
  brand,
  sub: 'laptop-batteries',
  name: [
    `${cap.split(',')[0]} battery for ${device}`,
    `ថ្ម ${cap.split(',')[0]} សម្រាប់ ${device}`,
    `${device} 笔记本电池 ${cap.split(',')[0]}`,
  ],
  usd,
  specs: { compatibility: device, capacity: cap, battery: 'Li-ion / Li-polymer' },
  lead: [
    'Replacement battery that brings back hours of unplugged use, with overcharge protection.',
    'ថ្មជំនួសដែលធ្វើឲ្យកុំព្យូទ័រប្រើបានច្រើនម៉ោងដោយមិនចាំបាច់ដោតសាក និងមានការការពារការសាកលើស។',
    '替换电池，恢复数小时离电续航，具备过充保护。',
  ],
  months: brand === 'oem' ? 6 : 12,
  official: brand !== 'oem',
  motif: 'battery',
}));

// biome-ignore format: a data table, one product family per line
const lapKeyboards: [string, number][] = [
  ['Dell Inspiron 15 3000', 25],
  ['HP 15-dw / 15s-fq', 25],
  ['Lenovo IdeaPad 3 15', 25],
  ['ASUS Vivobook 15 X1504', 29],
];

const lapKeyboardParts: Part[] = lapKeyboards.map(([device, usd]) => ({
  brand: 'oem',
  sub: 'laptop-keyboards',
  name: [
    `Keyboard for ${device} (US layout)`,
    `ក្ដារចុចសម្រាប់ ${device} (ប្លង់ US)`,
    `${device} 笔记本键盘 (美式布局)`,
  ],
  usd,
  specs: { compatibility: device, form_factor: 'US layout', connectivity: 'Ribbon cable' },
  lead: [
    'Replacement US-layout keyboard; we add Khmer letter stickers for free on request.',
    'ក្ដារចុចជំនួសប្លង់ US យើងអាចបិទស្ទីគ័រអក្សរខ្មែរជូនដោយឥតគិតថ្លៃតាមការស្នើសុំ។',
    '美式布局替换键盘，如有需要可免费贴高棉文字母贴纸。',
  ],
  months: 3,
  motif: 'keyboard',
}));

/** [brand, model, watts, plug, usd]; OEM chargers name the laptop brand they fit. */
// biome-ignore format: a data table, one product family per line
const adapters: [string, string, string, string, number][] = [
  ['oem', 'ASUS', '65 W', '19 V 3.42 A, 4.0 mm barrel', 19],
  ['hp', '65W Smart AC', '65 W', '4.5 mm blue tip', 29],
  ['lenovo', '65W USB-C', '65 W', 'USB-C PD', 35],
  ['dell', '65W USB-C', '65 W', 'USB-C PD', 39],
  ['apple', '70W USB-C', '70 W', 'USB-C PD', 69],
];

const adapterParts: Part[] = adapters.map(([brand, model, w, plug, usd]) => {
  const b = brandName(brand);
  const oem = brand === 'oem';
  const plugKh = plug.replace('barrel', 'ក្បាលមូល').replace('blue tip', 'ក្បាលខៀវ');
  const plugZh = plug.replace('barrel', '圆口').replace('blue tip', '蓝口');
  return {
    brand,
    sub: 'laptop-adapters',
    name: oem
      ? [
          `65W laptop charger for ${model} (${plug})`,
          `ឆ្នាំងសាកកុំព្យូទ័រយួរដៃ 65W សម្រាប់ ${model} (${plugKh})`,
          `${model} 笔记本电源适配器 65W (${plugZh})`,
        ]
      : [
          `${b.en} ${model} laptop charger`,
          `ឆ្នាំងសាកកុំព្យូទ័រយួរដៃ ${b.en} ${model}`,
          `${b.zh} ${model} 笔记本电源适配器`,
        ],
    usd,
    specs: { wattage: w, ports: plug, compatibility: oem ? 'ASUS Vivobook, ExpertBook' : `${b.en} laptops` },
    lead: [
      `${w} charger with ${plug}, giving stable, safe charging through the voltage swings common in Phnom Penh.`,
      `ឆ្នាំងសាក ${w} ${plugKh} សាកថ្មដោយស្ថិរភាព និងសុវត្ថិភាព ទោះបីតង់ស្យុងភ្លើងប្រែប្រួលញឹកញាប់នៅភ្នំពេញ។`,
      `${w} 电源适配器，${plugZh}，在金边常见的电压波动下也能稳定安全地充电。`,
    ],
    months: oem ? 6 : 12,
    official: !oem,
    motif: 'charger',
  };
});

// biome-ignore format: a data table, one product family per line
const pastes: [string, string, string, number][] = [
  ['arctic', 'MX-4', '4 g', 8],
  ['arctic', 'MX-6', '4 g', 9],
  ['cooler-master', 'MasterGel Pro', '1.5 ml', 12],
];

const thermal: Part[] = pastes.map(([brand, model, amount, usd]) => {
  const b = brandName(brand);
  return {
    brand,
    sub: 'thermal-paste',
    name: [
      `${b.en} ${model} Thermal Paste (${amount})`,
      `ខាញ់បញ្ចុះកម្ដៅ ${b.en} ${model} (${amount})`,
      `${b.zh} ${model} 导热硅脂 (${amount})`,
    ],
    usd,
    specs: {
      capacity: amount,
      compatibility: 'CPU, GPU, consoles, laptops',
      form_factor: 'Syringe with spatula',
    },
    lead: [
      'Non-conductive, long-lasting compound that lowers CPU and GPU temperatures.',
      'ខាញ់មិនចម្លងចរន្ត ប្រើបានយូរ ជួយបន្ថយកម្ដៅ CPU និង GPU។',
      '不导电、持久耐用的导热硅脂，有效降低 CPU 和 GPU 温度。',
    ],
    months: 0,
    official: true,
    motif: 'cpu',
  };
});

const thermalPad: Part = {
  brand: 'arctic',
  sub: 'thermal-paste',
  usd: 12,
  months: 0,
  official: true,
  motif: 'ram',
  name: [
    'ARCTIC TP-3 Thermal Pad (100 x 100 mm, 1.0 mm)',
    'បន្ទះបញ្ចុះកម្ដៅ ARCTIC TP-3 (100 x 100 mm, 1.0 mm)',
    'ARCTIC TP-3 导热垫 (100 x 100 mm, 1.0 mm)',
  ],
  specs: { capacity: '100 x 100 mm', form_factor: '1.0 mm thick', compatibility: 'VRAM, VRM, M.2 SSD' },
  lead: [
    'Soft thermal pad for graphics memory, VRMs and laptop SSDs.',
    'បន្ទះបញ្ចុះកម្ដៅទន់ សម្រាប់ VRAM, VRM និង SSD ក្នុងកុំព្យូទ័រយួរដៃ។',
    '柔软导热垫，适用于显存、供电模块和笔记本 SSD。',
  ],
};

// biome-ignore format: a data table, one product family per line
const fans: [string, number, UnitKey][] = [
  ['Dell Inspiron 15 3520', 15, 'piece'],
  ['HP Pavilion 15-eg', 15, 'piece'],
  ['ASUS TUF Gaming F15 FX506 (CPU + GPU)', 35, 'set'],
];

const fanParts: Part[] = fans.map(([device, usd, unit]) => ({
  brand: 'oem',
  sub: 'replacement-fans',
  name: [`Cooling fan for ${device}`, `កង្ហារបញ្ចុះកម្ដៅសម្រាប់ ${device}`, `${device} 散热风扇`],
  usd,
  unit,
  specs: {
    compatibility: device,
    wattage: '5 V',
    form_factor: unit === 'set' ? 'CPU + GPU fan pair' : 'Single fan',
  },
  lead: [
    'Replaces a noisy or dead fan; fitting with cleaning and fresh thermal paste takes about an hour.',
    'ជំនួសកង្ហារដែលលឺខ្លាំង ឬខូច ការដំឡើងរួមជាមួយការសម្អាត និងប្ដូរខាញ់ថ្មីចំណាយពេលប្រហែលមួយម៉ោង។',
    '更换噪音大或不转的风扇，连同清灰和更换硅脂约需一小时。',
  ],
  months: 3,
  motif: 'psu',
}));

const NO_WARRANTY = L(
  'Genuine product; delivered free in Phnom Penh.',
  'ផលិតផលពិតប្រាកដ ដឹកជញ្ជូនឥតគិតថ្លៃក្នុងរាជធានីភ្នំពេញ។',
  '正品保证，金边市内免费送货。',
);

const FIT: Tri = [
  'We can fit it for you in our shop.',
  'យើងអាចដំឡើងជូនអ្នកនៅហាងរបស់យើង។',
  '可到店由我们代为安装。',
];

function part(p: Part): Draft {
  const extra = p.extra ?? (p.sub === 'thermal-paste' || p.sub === 'laptop-adapters' ? undefined : FIT);
  return make({
    category: 'spare-parts',
    sub: p.sub,
    brand: p.brand,
    unit: p.unit ?? 'piece',
    name: L(p.name[0], p.name[1], p.name[2]),
    lead: L(p.lead[0], p.lead[1], p.lead[2]),
    extra: extra ? L(extra[0], extra[1], extra[2]) : undefined,
    price: p.usd,
    specs: p.specs,
    warranty: p.months,
    warrantyKind: p.official ? 'official' : 'shop',
    closing: p.months === 0 ? NO_WARRANTY : undefined,
    motif: p.motif,
    fits: p.specs.compatibility ? devicesIn(p.specs.compatibility) : undefined,
    colour: p.sub.startsWith('laptop') ? '#334155' : p.sub === 'thermal-paste' ? '#64748b' : '#0f172a',
  });
}

export const spareParts: Draft[] = [
  ...screenParts,
  ...batteryParts,
  ...small,
  ...lapScreenParts,
  ...lapBatteryParts,
  ...lapKeyboardParts,
  ...adapterParts,
  ...thermal,
  thermalPad,
  ...fanParts,
].map(part);
