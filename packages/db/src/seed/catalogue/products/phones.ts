// Phones, wearables and phone protection.
import { brandName } from '../brands';
import { type ColourKey, colours, type Draft, hash, hexOf, khModel, L, make, named, storage, T } from './lib';

type PhoneRow = [
  brand: string,
  model: string,
  sub: string,
  screen: string,
  chip: string,
  ramGb: number,
  baseGb: number,
  camera: string,
  battery: string,
  usd: number,
  colours: ColourKey[],
  steps: [number, number][],
];

// biome-ignore format: a data table, one product family per line
const rows: PhoneRow[] = [
  ['apple', 'iPhone 17 Pro Max', 'flagship-phones', '6.9', 'A19 Pro', 12, 256, '48 MP + 48 MP + 48 MP', '4,832 mAh', 1299, ['cosmicorange', 'deepblue', 'silver'], [[512, 200], [1024, 400]]],
  ['apple', 'iPhone 17 Pro', 'flagship-phones', '6.3', 'A19 Pro', 12, 256, '48 MP + 48 MP + 48 MP', '3,988 mAh', 1149, ['cosmicorange', 'deepblue', 'silver'], [[512, 200], [1024, 400]]],
  ['apple', 'iPhone Air', 'flagship-phones', '6.5', 'A19 Pro', 12, 256, '48 MP', '3,149 mAh', 1049, ['spaceblack', 'white', 'gold', 'skyblue'], [[512, 200], [1024, 400]]],
  ['apple', 'iPhone 17', 'flagship-phones', '6.3', 'A19', 8, 256, '48 MP + 48 MP', '3,692 mAh', 899, ['black', 'white', 'lightblue', 'lavender'], [[512, 200]]],
  ['apple', 'iPhone 16 Pro Max', 'flagship-phones', '6.9', 'A18 Pro', 8, 256, '48 MP + 48 MP + 12 MP', '4,685 mAh', 1199, ['desert', 'natural', 'whiteti', 'blackti'], [[512, 200], [1024, 400]]],
  ['apple', 'iPhone 16 Pro', 'flagship-phones', '6.3', 'A18 Pro', 8, 128, '48 MP + 48 MP + 12 MP', '3,582 mAh', 999, ['desert', 'natural', 'whiteti', 'blackti'], [[256, 100], [512, 300]]],
  ['apple', 'iPhone 16 Plus', 'flagship-phones', '6.7', 'A18', 8, 128, '48 MP + 12 MP', '4,674 mAh', 899, ['black', 'white', 'pink', 'teal'], [[256, 100], [512, 300]]],
  ['apple', 'iPhone 16', 'flagship-phones', '6.1', 'A18', 8, 128, '48 MP + 12 MP', '3,561 mAh', 799, ['black', 'white', 'pink', 'teal'], [[256, 100], [512, 300]]],
  ['apple', 'iPhone 16e', 'midrange-phones', '6.1', 'A18', 8, 128, '48 MP', '4,005 mAh', 629, ['black', 'white'], [[256, 100], [512, 300]]],
  ['apple', 'iPhone 15', 'midrange-phones', '6.1', 'A16 Bionic', 6, 128, '48 MP + 12 MP', '3,349 mAh', 669, ['black', 'blue', 'green', 'pink'], [[256, 100]]],
  ['apple', 'iPhone 13', 'midrange-phones', '6.1', 'A15 Bionic', 4, 128, '12 MP + 12 MP', '3,227 mAh', 499, ['midnight', 'starlight', 'blue', 'pink'], []],
  ['samsung', 'Galaxy S25 Ultra', 'flagship-phones', '6.9', 'Snapdragon 8 Elite for Galaxy', 12, 256, '200 MP + 50 MP + 50 MP + 10 MP', '5,000 mAh', 1249, ['black', 'grey', 'silver', 'blue'], [[512, 120], [1024, 360]]],
  ['samsung', 'Galaxy S25+', 'flagship-phones', '6.7', 'Snapdragon 8 Elite for Galaxy', 12, 256, '50 MP + 12 MP + 10 MP', '4,900 mAh', 999, ['navy', 'mint', 'silver', 'black'], [[512, 120]]],
  ['samsung', 'Galaxy S25', 'flagship-phones', '6.2', 'Snapdragon 8 Elite for Galaxy', 12, 128, '50 MP + 12 MP + 10 MP', '4,000 mAh', 849, ['navy', 'mint', 'lightblue', 'silver'], [[256, 60], [512, 180]]],
  ['samsung', 'Galaxy S25 FE', 'midrange-phones', '6.7', 'Exynos 2400', 8, 128, '50 MP + 12 MP + 8 MP', '4,900 mAh', 629, ['navy', 'lightblue', 'white', 'black'], [[256, 60]]],
  ['samsung', 'Galaxy S24 FE', 'midrange-phones', '6.7', 'Exynos 2400e', 8, 128, '50 MP + 12 MP + 8 MP', '4,700 mAh', 549, ['blue', 'grey', 'mint', 'yellow'], [[256, 60]]],
  ['samsung', 'Galaxy A56 5G', 'midrange-phones', '6.7', 'Exynos 1580', 8, 128, '50 MP + 12 MP + 5 MP', '5,000 mAh', 449, ['grey', 'green', 'pink', 'black'], [[256, 50]]],
  ['samsung', 'Galaxy A36 5G', 'midrange-phones', '6.7', 'Snapdragon 6 Gen 3', 8, 128, '50 MP + 8 MP + 5 MP', '5,000 mAh', 349, ['black', 'lavender', 'white', 'mint'], [[256, 50]]],
  ['samsung', 'Galaxy A26 5G', 'budget-phones', '6.7', 'Exynos 1380', 6, 128, '50 MP + 8 MP + 2 MP', '5,000 mAh', 259, ['black', 'white', 'pink', 'mint'], [[256, 40]]],
  ['samsung', 'Galaxy A16', 'budget-phones', '6.7', 'Helio G99', 6, 128, '50 MP + 5 MP + 2 MP', '5,000 mAh', 189, ['black', 'grey', 'lightblue'], []],
  ['samsung', 'Galaxy A06', 'budget-phones', '6.7', 'Helio G85', 4, 64, '50 MP + 2 MP', '5,000 mAh', 109, ['black', 'lightblue', 'gold'], [[128, 20]]],
  ['samsung', 'Galaxy Z Fold6', 'foldable-phones', '7.6', 'Snapdragon 8 Gen 3 for Galaxy', 12, 256, '50 MP + 12 MP + 10 MP', '4,400 mAh', 1549, ['navy', 'silver', 'pink'], [[512, 120]]],
  ['samsung', 'Galaxy Z Flip7', 'foldable-phones', '6.9', 'Exynos 2500', 12, 256, '50 MP + 12 MP', '4,300 mAh', 1049, ['black', 'blue', 'red', 'mint'], [[512, 120]]],
  ['samsung', 'Galaxy Z Flip6', 'foldable-phones', '6.7', 'Snapdragon 8 Gen 3 for Galaxy', 12, 256, '50 MP + 12 MP', '4,000 mAh', 849, ['lightblue', 'mint', 'yellow', 'silver'], []],
  ['xiaomi', '15 Ultra', 'flagship-phones', '6.73', 'Snapdragon 8 Elite', 16, 512, '50 MP + 50 MP + 200 MP + 50 MP', '5,410 mAh', 1299, ['black', 'white', 'silver'], []],
  ['xiaomi', '15', 'flagship-phones', '6.36', 'Snapdragon 8 Elite', 12, 256, '50 MP + 50 MP + 50 MP', '5,240 mAh', 899, ['black', 'white', 'green'], [[512, 100]]],
  ['xiaomi', '15T Pro', 'flagship-phones', '6.83', 'Dimensity 9400+', 12, 256, '50 MP + 50 MP + 12 MP', '5,500 mAh', 749, ['black', 'grey', 'gold'], [[512, 80]]],
  ['xiaomi', 'POCO F7 Pro', 'flagship-phones', '6.67', 'Snapdragon 8 Gen 3', 12, 256, '50 MP + 8 MP', '6,000 mAh', 499, ['black', 'silver', 'blue'], [[512, 60]]],
  ['xiaomi', '14T', 'midrange-phones', '6.67', 'Dimensity 8300-Ultra', 12, 256, '50 MP + 50 MP + 12 MP', '5,000 mAh', 499, ['black', 'grey', 'lightblue'], [[512, 60]]],
  ['xiaomi', 'Redmi Note 14 Pro+ 5G', 'midrange-phones', '6.67', 'Snapdragon 7s Gen 3', 8, 256, '200 MP + 8 MP + 2 MP', '5,110 mAh', 399, ['black', 'lavender', 'white'], [[512, 60]]],
  ['xiaomi', 'POCO X7 Pro', 'midrange-phones', '6.67', 'Dimensity 8400-Ultra', 12, 256, '50 MP + 8 MP', '6,000 mAh', 349, ['black', 'green', 'yellow'], [[512, 50]]],
  ['xiaomi', 'Redmi Note 14 Pro 5G', 'midrange-phones', '6.67', 'Dimensity 7300-Ultra', 8, 256, '200 MP + 8 MP + 2 MP', '5,110 mAh', 329, ['black', 'purple', 'blue'], []],
  ['xiaomi', 'Redmi Note 14', 'budget-phones', '6.67', 'Helio G99-Ultra', 8, 128, '108 MP + 2 MP + 2 MP', '5,500 mAh', 199, ['black', 'blue', 'green'], [[256, 30]]],
  ['xiaomi', 'Redmi 14C', 'budget-phones', '6.88', 'Helio G81-Ultra', 4, 128, '50 MP', '5,160 mAh', 119, ['black', 'blue', 'green'], [[256, 20]]],
  ['xiaomi', 'Redmi A5', 'budget-phones', '6.88', 'Unisoc T7250', 3, 64, '32 MP', '5,200 mAh', 95, ['black', 'blue', 'gold'], [[128, 15]]],
  ['oppo', 'Find X8 Pro', 'flagship-phones', '6.78', 'Dimensity 9400', 16, 512, '50 MP + 50 MP + 50 MP + 50 MP', '5,910 mAh', 1099, ['black', 'white'], []],
  ['oppo', 'Find N5', 'foldable-phones', '8.12', 'Snapdragon 8 Elite', 16, 512, '50 MP + 50 MP + 8 MP', '5,600 mAh', 1599, ['black', 'white'], []],
  ['oppo', 'Reno14 5G', 'midrange-phones', '6.59', 'Dimensity 8350', 12, 256, '50 MP + 50 MP + 8 MP', '6,000 mAh', 499, ['green', 'white', 'lavender'], [[512, 50]]],
  ['oppo', 'Reno13 F', 'midrange-phones', '6.67', 'Snapdragon 685', 8, 256, '50 MP + 8 MP + 2 MP', '5,800 mAh', 299, ['grey', 'purple', 'lightblue'], []],
  ['oppo', 'A5 Pro', 'budget-phones', '6.67', 'Dimensity 6300', 8, 256, '50 MP + 2 MP', '5,800 mAh', 249, ['black', 'blue'], []],
  ['oppo', 'A3x', 'budget-phones', '6.67', 'Snapdragon 6s 4G Gen 1', 4, 128, '8 MP', '5,100 mAh', 129, ['navy', 'red', 'purple'], []],
  ['vivo', 'X200 Pro', 'flagship-phones', '6.78', 'Dimensity 9400', 16, 512, '50 MP + 200 MP + 50 MP', '6,000 mAh', 1099, ['black', 'grey'], []],
  ['vivo', 'V50', 'midrange-phones', '6.77', 'Snapdragon 7 Gen 3', 12, 256, '50 MP + 50 MP', '6,000 mAh', 449, ['purple', 'grey', 'pink'], [[512, 50]]],
  ['vivo', 'V50 Lite', 'midrange-phones', '6.77', 'Dimensity 6300', 8, 256, '50 MP + 2 MP', '6,500 mAh', 299, ['black', 'gold', 'purple'], []],
  ['vivo', 'Y29', 'budget-phones', '6.68', 'Helio G85', 6, 128, '50 MP', '5,500 mAh', 169, ['black', 'white', 'lightblue'], [[256, 30]]],
  ['vivo', 'Y19s', 'budget-phones', '6.68', 'Unisoc T612', 4, 128, '50 MP', '5,500 mAh', 139, ['black', 'silver'], []],
  ['huawei', 'Pura 70 Pro', 'flagship-phones', '6.8', 'Kirin 9010', 12, 512, '50 MP + 48 MP + 12.5 MP', '5,050 mAh', 999, ['black', 'white', 'pink'], []],
  ['huawei', 'nova 13 Pro', 'midrange-phones', '6.76', 'Kirin 8000', 12, 512, '50 MP + 12 MP + 8 MP', '5,000 mAh', 599, ['black', 'white', 'green'], []],
  ['huawei', 'nova Y72', 'budget-phones', '6.78', 'Snapdragon 680', 8, 256, '50 MP + 2 MP', '6,000 mAh', 199, ['black', 'white', 'gold'], []],
  ['honor', 'Magic7 Pro', 'flagship-phones', '6.8', 'Snapdragon 8 Elite', 12, 512, '50 MP + 50 MP + 200 MP', '5,270 mAh', 1099, ['black', 'grey', 'lightblue'], []],
  ['honor', 'Magic V3', 'foldable-phones', '7.92', 'Snapdragon 8 Gen 3', 12, 512, '50 MP + 50 MP + 40 MP', '5,150 mAh', 1499, ['black', 'green', 'white'], []],
  ['honor', '400', 'midrange-phones', '6.55', 'Snapdragon 7 Gen 3', 12, 256, '200 MP + 12 MP', '5,300 mAh', 449, ['black', 'gold', 'grey'], [[512, 50]]],
  ['honor', 'X9c', 'midrange-phones', '6.78', 'Snapdragon 6 Gen 1', 8, 256, '108 MP + 5 MP', '6,600 mAh', 329, ['black', 'purple', 'green'], []],
  ['honor', 'X6b', 'budget-phones', '6.56', 'Helio G85', 6, 128, '50 MP + 2 MP', '5,200 mAh', 119, ['black', 'green', 'lightblue'], [[256, 20]]],
  ['realme', 'GT 7 Pro', 'flagship-phones', '6.78', 'Snapdragon 8 Elite', 12, 512, '50 MP + 50 MP + 8 MP', '5,800 mAh', 799, ['grey', 'orange'], []],
  ['realme', '14 Pro+ 5G', 'midrange-phones', '6.83', 'Snapdragon 7s Gen 3', 12, 256, '50 MP + 50 MP + 8 MP', '6,000 mAh', 429, ['white', 'grey'], [[512, 50]]],
  ['realme', 'C75', 'budget-phones', '6.72', 'Helio G92 Max', 8, 128, '50 MP', '6,000 mAh', 159, ['black', 'gold'], [[256, 30]]],
];

const TIER: Record<string, [string, string, string]> = {
  'flagship-phones': [
    'Flagship performance and one of the best cameras in its class.',
    'ដំណើរការកម្រិតកំពូល និងកាមេរ៉ាល្អបំផុតមួយក្នុងថ្នាក់របស់វា។',
    '旗舰性能，影像实力位居同级前列。',
  ],
  'midrange-phones': [
    'Great value with a smooth display and all-day battery life.',
    'តម្លៃសមរម្យ អេក្រង់រលូន និងថ្មប្រើបានពេញមួយថ្ងៃ។',
    '性价比出色，屏幕流畅，续航轻松撑一整天。',
  ],
  'budget-phones': [
    'An affordable phone for calls, Facebook, TikTok and ABA Mobile.',
    'ទូរស័ព្ទតម្លៃសមរម្យ សម្រាប់ហៅទូរស័ព្ទ ប្រើ Facebook, TikTok និង ABA Mobile។',
    '价格实惠，打电话、刷 Facebook 和 TikTok、用 ABA Mobile 都很流畅。',
  ],
  'foldable-phones': [
    'Folds to pocket size and opens to a big screen for multitasking.',
    'បត់តូចដាក់ហោប៉ៅបាន ហើយលាតចេញជាអេក្រង់ធំសម្រាប់ធ្វើការច្រើនក្នុងពេលតែមួយ។',
    '折叠后小巧便携，展开即享大屏多任务。',
  ],
};

const DUAL_SIM = L(
  'Dual SIM, works on Smart, Cellcard and Metfone networks.',
  'ដាក់ស៊ីមពីរបាន ប្រើបានជាមួយបណ្ដាញ Smart, Cellcard និង Metfone។',
  '双卡双待，支持 Smart、Cellcard、Metfone 网络。',
);

function phone([
  brand,
  model,
  sub,
  screen,
  chip,
  ram,
  base,
  camera,
  battery,
  usd,
  cols,
  steps,
]: PhoneRow): Draft {
  const main = camera.split(' + ')[0] ?? camera;
  const tier = TIER[sub] ?? ['', '', ''];
  const name = named(brand, model, T.phone);
  const dual = brand !== 'apple' && sub !== 'flagship-phones' && hash(name.en) % 2 === 0;
  return make({
    category: 'phones',
    sub,
    brand,
    name,
    lead: L(
      `${screen}" display, ${chip} chip, ${ram}GB RAM and a ${battery} battery, with ${/^(8|11|18)\b/.test(main) ? 'an' : 'a'} ${main} main camera.`,
      `អេក្រង់ ${screen} អ៊ីញ បន្ទះឈីប ${chip} RAM ${ram}GB ថ្ម ${battery} និងកាមេរ៉ាមេ ${main}។`,
      `${screen} 英寸屏幕，${chip} 芯片，${ram}GB 运行内存，${battery} 电池，${main} 主摄。`,
    ),
    extra: dual ? DUAL_SIM : L(tier[0], tier[1], tier[2]),
    price: usd,
    specs: {
      screen_size: `${screen}"`,
      cpu: chip,
      ram: `${ram}GB`,
      storage: base >= 1024 ? `${base / 1024}TB` : `${base}GB`,
      camera,
      battery,
      os: brand === 'apple' ? 'iOS' : brand === 'huawei' ? 'EMUI / HarmonyOS' : 'Android',
    },
    warranty: 12,
    options: steps.length ? [colours(...cols), storage(base, ...steps)] : [colours(...cols)],
    motif: 'phone',
    colour: hexOf(cols[0] as ColourKey),
  });
}

type WearRow = [
  brand: string,
  model: string,
  sub: string,
  cfg: string,
  screen: string,
  battery: string,
  compat: string,
  usd: number,
  colours: ColourKey[],
];

// biome-ignore format: a data table, one product family per line
const wearRows: WearRow[] = [
  ['apple', 'Watch Series 10', 'smartwatches', '46mm, GPS', '1.96"', 'up to 18 hours', 'iPhone', 429, ['black', 'silver', 'gold']],
  ['apple', 'Watch SE (2nd gen)', 'smartwatches', '44mm, GPS', '1.78"', 'up to 18 hours', 'iPhone', 279, ['midnight', 'starlight', 'silver']],
  ['apple', 'Watch Ultra 2', 'smartwatches', '49mm, GPS + Cellular', '1.92"', 'up to 36 hours', 'iPhone', 849, ['natural', 'black']],
  ['samsung', 'Galaxy Watch7', 'smartwatches', '44mm, Bluetooth', '1.47"', 'up to 40 hours', 'Android', 299, ['silver', 'green']],
  ['samsung', 'Galaxy Watch Ultra', 'smartwatches', '47mm, LTE', '1.47"', 'up to 100 hours', 'Android', 599, ['grey', 'white', 'silver']],
  ['huawei', 'Watch GT 5', 'smartwatches', '46mm', '1.43"', 'up to 14 days', 'Android & iOS', 259, ['black', 'grey', 'navy']],
  ['xiaomi', 'Watch S4', 'smartwatches', '47mm', '1.43"', 'up to 15 days', 'Android & iOS', 149, ['black', 'silver']],
  ['xiaomi', 'Redmi Watch 5', 'smartwatches', '', '2.07"', 'up to 24 days', 'Android & iOS', 99, ['black', 'silver', 'lavender']],
  ['xiaomi', 'Smart Band 9', 'fitness-bands', '', '1.62"', 'up to 21 days', 'Android & iOS', 45, ['black', 'silver', 'pink', 'lightblue']],
  ['huawei', 'Band 9', 'fitness-bands', '', '1.47"', 'up to 14 days', 'Android & iOS', 59, ['black', 'pink', 'white', 'yellow']],
];

function wearable([brand, model, sub, cfg, screen, battery, compat, usd, cols]: WearRow): Draft {
  const band = sub === 'fitness-bands';
  return make({
    category: 'phones',
    sub,
    brand,
    name: named(brand, model, band ? T.band : T.watch, cfg),
    lead: L(
      `${screen} AMOLED display, heart-rate and SpO2 tracking, and battery life of ${battery}.`,
      `អេក្រង់ AMOLED ${screen} វាស់ចង្វាក់បេះដូង និងកម្រិតអុកស៊ីសែនក្នុងឈាម ថ្មប្រើបាន ${battery.replace('up to', 'រហូតដល់').replace('hours', 'ម៉ោង').replace('days', 'ថ្ងៃ')}។`,
      `${screen} AMOLED 屏幕，支持心率和血氧监测，续航${battery.replace('up to ', '最长 ').replace(' hours', ' 小时').replace(' days', ' 天')}。`,
    ),
    extra: L(
      `Works with ${compat}; notifications from Telegram, Messenger and LINE show on your wrist.`,
      `ប្រើជាមួយ ${compat} បាន ហើយបង្ហាញសារពី Telegram, Messenger និង LINE នៅលើនាឡិកាភ្លាមៗ។`,
      `兼容 ${compat}，Telegram、Messenger、LINE 消息抬腕即看。`,
    ),
    price: usd,
    specs: {
      screen_size: screen,
      battery,
      compatibility: compat,
      connectivity:
        cfg.includes('Cellular') || cfg.includes('LTE') ? 'Bluetooth, GPS, LTE' : 'Bluetooth, GPS',
    },
    warranty: 12,
    options: [colours(...cols)],
    motif: 'phone',
    colour: hexOf(cols[0] as ColourKey),
  });
}

type CaseRow = [
  brand: string,
  model: string,
  device: string,
  kind: 'case' | 'glass',
  usd: number,
  pack: number,
  colours?: ColourKey[],
];

// biome-ignore format: a data table, one product family per line
const caseRows: CaseRow[] = [
  ['apple', 'Silicone Case with MagSafe', 'iPhone 17 Pro', 'case', 55, 1, ['black', 'orange', 'navy', 'pink']],
  ['spigen', 'Ultra Hybrid MagFit', 'iPhone 17 Pro Max', 'case', 25, 1],
  ['baseus', 'Magnetic Clear Case', 'iPhone 16', 'case', 12, 1],
  ['samsung', 'Silicone Case', 'Galaxy S25 Ultra', 'case', 29, 1, ['black', 'lightblue', 'lavender']],
  ['spigen', 'Tough Armor', 'Galaxy S25 Ultra', 'case', 25, 1, ['black', 'grey']],
  ['spigen', 'Liquid Air', 'Redmi Note 14 Pro 5G', 'case', 15, 1],
  ['spigen', 'GLAS.tR EZ Fit', 'iPhone 16 Pro', 'glass', 19, 2],
  ['baseus', 'Tempered Glass', 'iPhone 15', 'glass', 9, 2],
  ['ugreen', 'Privacy Tempered Glass', 'iPhone 16 Pro Max', 'glass', 12, 1],
];

const CASE_ZH: Record<string, string> = {
  'Silicone Case with MagSafe': 'MagSafe 硅胶',
  'Silicone Case': '硅胶',
  'Magnetic Clear Case': '磁吸透明',
  'Ultra Hybrid MagFit': 'Ultra Hybrid MagFit 磁吸',
  'Tough Armor': 'Tough Armor 防摔',
  'Tempered Glass': '',
  'Privacy Tempered Glass': '防窥',
};

function protection([brand, model, device, kind, usd, pack, cols]: CaseRow): Draft {
  const b = brandName(brand);
  const zm = CASE_ZH[model] ?? `${model} `;
  const glass = kind === 'glass';
  const packEn = pack > 1 ? ` (${pack}-pack)` : '';
  return make({
    category: 'phones',
    sub: glass ? 'screen-protectors' : 'phone-cases',
    brand,
    unit: pack > 1 ? 'pack' : 'piece',
    name: glass
      ? L(
          `${b.en} ${model} Screen Protector for ${device}${packEn}`,
          `កញ្ចក់ការពារអេក្រង់ ${b.en} ${khModel(model)} សម្រាប់ ${device}${pack > 1 ? ` (${pack} សន្លឹក)` : ''}`,
          `${b.zh} ${device} ${zm}钢化膜${pack > 1 ? ` (${pack} 片装)` : ''}`,
        )
      : L(
          `${b.en} ${model} for ${device}`,
          `ស្រោមទូរស័ព្ទ ${b.en} ${khModel(model)} សម្រាប់ ${device}`,
          `${b.zh} ${device} ${zm}手机壳`,
        ),
    lead: glass
      ? L(
          `9H tempered glass cut for the ${device}, with an easy alignment frame${model.includes('Privacy') ? ' and a privacy filter' : ''}.`,
          `កញ្ចក់រឹង 9H កាត់ត្រូវនឹង ${device} មានស៊ុមជួយបិទងាយស្រួល${model.includes('Privacy') ? ' និងការពារកុំឲ្យអ្នកនៅក្បែរមើលឃើញអេក្រង់' : ''}។`,
          `专为 ${device} 设计的 9H 钢化玻璃膜，附贴膜定位框${model.includes('Privacy') ? '，带防窥功能' : ''}。`,
        )
      : L(
          `Slim, shock-absorbing case made for the ${device}, with raised edges to protect the screen and camera.`,
          `ស្រោមស្ដើង ទប់ទល់នឹងការប៉ះទង្គិច ធ្វើឡើងសម្រាប់ ${device} មានគែមខ្ពស់ការពារអេក្រង់ និងកាមេរ៉ា។`,
          `专为 ${device} 打造的轻薄防摔壳，边缘加高，保护屏幕和镜头。`,
        ),
    extra: glass
      ? L('Free fitting when you buy in store.', 'បិទជូនដោយឥតគិតថ្លៃ នៅពេលទិញនៅហាង។', '到店购买免费贴膜。')
      : undefined,
    price: usd,
    specs: glass
      ? {
          compatibility: device,
          form_factor: '9H tempered glass',
          capacity: pack > 1 ? `${pack} pieces` : '1 piece',
        }
      : { compatibility: device, form_factor: 'Case', weight: '30 g' },
    warranty: glass ? 0 : 6,
    closing: glass
      ? L(
          'Genuine product, delivered free in Phnom Penh.',
          'ផលិតផលពិតប្រាកដ ដឹកជញ្ជូនឥតគិតថ្លៃក្នុងរាជធានីភ្នំពេញ។',
          '正品保证，金边市内免费送货。',
        )
      : undefined,
    options: cols ? [colours(...cols)] : [],
    motif: glass ? 'screen-part' : 'phone',
    colour: cols ? hexOf(cols[0] as ColourKey) : '#94a3b8',
  });
}

export const phones: Draft[] = [...rows.map(phone), ...wearRows.map(wearable), ...caseRows.map(protection)];
