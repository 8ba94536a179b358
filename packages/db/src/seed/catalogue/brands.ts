// Brands sold by electronics shops in Phnom Penh. `en` is the Latin name; `kh` is how Khmer shops
// write it (usually the Latin name, a Khmer spelling where that is common); `zh` the Chinese name.
import type { Localized, SeedBrand } from './types';

type Row = [key: string, en: string, kh: string | null, zh: string | null, colour: string];

const rows: Row[] = [
  ['apple', 'Apple', 'អេបផល', '苹果', '#111827'],
  ['samsung', 'Samsung', 'សាំសុង', '三星', '#1428a0'],
  ['xiaomi', 'Xiaomi', 'សៀវមី', '小米', '#ff6900'],
  ['oppo', 'OPPO', null, null, '#046a38'],
  ['vivo', 'vivo', null, null, '#415fff'],
  ['huawei', 'Huawei', 'ហួវេ', '华为', '#c7000b'],
  ['honor', 'HONOR', null, '荣耀', '#0b3d91'],
  ['realme', 'realme', null, '真我', '#d4a100'],
  ['asus', 'ASUS', null, '华硕', '#00539b'],
  ['acer', 'Acer', null, '宏碁', '#83b81a'],
  ['lenovo', 'Lenovo', null, '联想', '#e2231a'],
  ['hp', 'HP', null, '惠普', '#0096d6'],
  ['dell', 'Dell', null, '戴尔', '#007db8'],
  ['msi', 'MSI', null, '微星', '#d5001c'],
  ['gigabyte', 'GIGABYTE', null, '技嘉', '#f26522'],
  ['intel', 'Intel', null, '英特尔', '#0071c5'],
  ['amd', 'AMD', null, null, '#ed1c24'],
  ['lg', 'LG', null, null, '#a50034'],
  ['kingston', 'Kingston', null, '金士顿', '#c8102e'],
  ['corsair', 'Corsair', null, '美商海盗船', '#1c1c1c'],
  ['crucial', 'Crucial', null, '英睿达', '#0a5fa8'],
  ['teamgroup', 'TEAMGROUP', null, '十铨', '#e60012'],
  ['western-digital', 'Western Digital', null, '西部数据', '#005195'],
  ['seagate', 'Seagate', null, '希捷', '#6ebe49'],
  ['sandisk', 'SanDisk', null, '闪迪', '#e11b22'],
  ['sapphire', 'SAPPHIRE', null, '蓝宝石', '#0b4ea2'],
  ['nzxt', 'NZXT', null, '恩杰', '#5e2ca5'],
  ['lian-li', 'Lian Li', null, '联力', '#3a3a3a'],
  ['deepcool', 'DeepCool', null, '九州风神', '#00a0e9'],
  ['cooler-master', 'Cooler Master', null, '酷冷至尊', '#6b21a8'],
  ['arctic', 'ARCTIC', null, null, '#0066b3'],
  ['logitech', 'Logitech', null, '罗技', '#00b8fc'],
  ['razer', 'Razer', null, '雷蛇', '#44d62c'],
  ['hyperx', 'HyperX', null, '极度未知', '#e31837'],
  ['jbl', 'JBL', null, null, '#ff3300'],
  ['sony', 'Sony', 'សូនី', '索尼', '#000000'],
  ['canon', 'Canon', null, '佳能', '#cc0000'],
  ['nikon', 'Nikon', null, '尼康', '#f5c400'],
  ['fujifilm', 'FUJIFILM', null, '富士', '#e60012'],
  ['dji', 'DJI', null, '大疆', '#1a1a1a'],
  ['gopro', 'GoPro', null, null, '#00a8e1'],
  ['insta360', 'Insta360', null, '影石', '#ffc400'],
  ['anker', 'Anker', null, '安克', '#00a7e1'],
  ['baseus', 'Baseus', null, '倍思', '#222222'],
  ['ugreen', 'UGREEN', null, '绿联', '#00a85a'],
  ['spigen', 'Spigen', null, null, '#d71920'],
  ['tp-link', 'TP-Link', null, 'TP-LINK', '#4acbd6'],
  ['mercusys', 'MERCUSYS', null, null, '#f5a200'],
  ['ubiquiti', 'Ubiquiti', null, '优倍快', '#0559c9'],
  ['ezviz', 'EZVIZ', null, '萤石', '#e60012'],
  ['imou', 'Imou', null, '乐橙', '#ff6a00'],
  ['hikvision', 'Hikvision', null, '海康威视', '#d7000f'],
  ['aqara', 'Aqara', null, '绿米', '#1b1b1b'],
  ['sonoff', 'SONOFF', null, null, '#0061a8'],
  ['roborock', 'Roborock', null, '石头', '#2b2b2b'],
  ['nintendo', 'Nintendo', null, '任天堂', '#e60012'],
  ['microsoft', 'Microsoft', null, '微软', '#737373'],
  ['oem', 'Generic (OEM)', 'គ្មានម៉ាក (OEM)', '通用配件 (OEM)', '#64748b'],
  ['in-store', 'In-store Service', 'សេវាកម្មហាង', '门店服务', '#ca8a04'],
];

export const brands: SeedBrand[] = rows.map(([key, en, kh, zh, colour]) => ({
  key,
  name: { en, kh: kh ?? en, zh: zh ?? en },
  colour,
}));

const byKey = new Map(brands.map((b) => [b.key, b]));

/** The localized name of a brand; throws on an unknown key so a typo fails the seed early. */
export function brandName(key: string): Localized {
  const brand = byKey.get(key);
  if (!brand) throw new Error(`Unknown brand: ${key}`);
  return brand.name;
}
