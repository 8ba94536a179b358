// Cameras, drones, gimbals, lenses and camera batteries.
import { brandName } from '../brands';
import { type Draft, L, make, named, T } from './lib';

type CamRow = [
  brand: string,
  model: string,
  sub: string,
  sensor: string,
  mp: string,
  lens: string | null,
  video: string,
  weight: string,
  usd: number,
];

// biome-ignore format: a data table, one product family per line
const cams: CamRow[] = [
  ['canon', 'EOS R50', 'mirrorless-cameras', 'APS-C', '24.2 MP', 'RF-S 18-45mm', '4K 30p', '375 g', 799],
  ['canon', 'EOS R10', 'mirrorless-cameras', 'APS-C', '24.2 MP', 'RF-S 18-45mm', '4K 60p', '429 g', 1049],
  ['canon', 'EOS R8', 'mirrorless-cameras', 'Full-frame', '24.2 MP', null, '4K 60p', '461 g', 1399],
  ['canon', 'EOS R6 Mark II', 'mirrorless-cameras', 'Full-frame', '24.2 MP', null, '4K 60p', '670 g', 2299],
  ['sony', 'Alpha 6400', 'mirrorless-cameras', 'APS-C', '24.2 MP', 'E PZ 16-50mm', '4K 30p', '403 g', 999],
  ['sony', 'ZV-E10 II', 'mirrorless-cameras', 'APS-C', '26 MP', 'E PZ 16-50mm', '4K 60p', '377 g', 1099],
  ['sony', 'Alpha 7C II', 'mirrorless-cameras', 'Full-frame', '33 MP', null, '4K 60p', '514 g', 2099],
  ['sony', 'Alpha 7 IV', 'mirrorless-cameras', 'Full-frame', '33 MP', null, '4K 60p', '658 g', 2299],
  ['nikon', 'Z50II', 'mirrorless-cameras', 'APS-C', '20.9 MP', 'NIKKOR Z DX 16-50mm', '4K 60p', '550 g', 1049],
  ['nikon', 'Zf', 'mirrorless-cameras', 'Full-frame', '24.5 MP', null, '4K 30p', '710 g', 1899],
  ['nikon', 'Z6III', 'mirrorless-cameras', 'Full-frame', '24.5 MP', null, '6K 60p RAW', '760 g', 2399],
  ['fujifilm', 'X-S20', 'mirrorless-cameras', 'APS-C', '26.1 MP', null, '6.2K 30p', '491 g', 1299],
  ['fujifilm', 'X-T50', 'mirrorless-cameras', 'APS-C', '40.2 MP', 'XC 15-45mm', '6.2K 30p', '438 g', 1499],
  ['canon', 'PowerShot V10', 'compact-cameras', '1-inch', '20 MP', null, '4K 30p', '211 g', 429],
  ['dji', 'Osmo Pocket 3', 'compact-cameras', '1-inch', '9.4 MP', null, '4K 120p', '179 g', 519],
  ['sony', 'ZV-1 II', 'compact-cameras', '1-inch', '20.1 MP', null, '4K 30p', '292 g', 849],
  ['fujifilm', 'X100VI', 'compact-cameras', 'APS-C', '40.2 MP', null, '6.2K 30p', '521 g', 1699],
  ['dji', 'Osmo Action 5 Pro', 'action-cameras', '1/1.3-inch', '40 MP', null, '4K 120p', '146 g', 399],
  ['insta360', 'Ace Pro 2', 'action-cameras', '1/1.3-inch', '50 MP', null, '8K 30p', '177 g', 419],
  ['gopro', 'HERO13 Black', 'action-cameras', '1/1.9-inch', '27 MP', null, '5.3K 60p', '159 g', 429],
  ['insta360', 'X4', 'action-cameras', '1/2-inch 360°', '72 MP', null, '8K 30p 360°', '203 g', 499],
  ['dji', 'Neo', 'drones', '1/2-inch', '12 MP', null, '4K 30p', '135 g', 229],
  ['dji', 'Mini 4K', 'drones', '1/2-inch', '12 MP', null, '4K 30p', '249 g', 329],
  ['dji', 'Mini 4 Pro', 'drones', '1/1.3-inch', '48 MP', null, '4K 100p', '249 g', 859],
  ['dji', 'Air 3S', 'drones', '1-inch', '50 MP', null, '4K 120p', '724 g', 1199],
];

const SENSOR_ZH: Record<string, string> = {
  'Full-frame': '全画幅',
  'APS-C': 'APS-C 画幅',
  '1-inch': '1 英寸',
};
const SENSOR_KH: Record<string, string> = { 'Full-frame': 'ពេញស៊ុម (Full-frame)', '1-inch': '1 អ៊ីញ' };

const USE: Record<string, [string, string, string]> = {
  'mirrorless-cameras': [
    'Interchangeable lenses and fast autofocus for portraits, weddings and travel.',
    'អាចប្ដូរកែវថតបាន និងផ្ដោតលឿន សម្រាប់ថតរូបបុគ្គល ពិធីមង្គលការ និងការធ្វើដំណើរ។',
    '可换镜头，对焦迅速，人像、婚礼、旅行都能胜任。',
  ],
  'compact-cameras': [
    'Pocket-size camera for vlogs, TikTok videos and travel.',
    'កាមេរ៉ាតូចដាក់ហោប៉ៅបាន សម្រាប់ថត Vlog វីដេអូ TikTok និងការធ្វើដំណើរ។',
    '口袋大小，拍 Vlog、TikTok 视频和旅行都方便。',
  ],
  'action-cameras': [
    'Waterproof and stabilised for motorbike rides, diving at Koh Rong and sports.',
    'ការពារទឹក និងមានលំនឹងរូបភាព សម្រាប់ជិះម៉ូតូ មុជទឹកនៅកោះរ៉ុង និងកីឡា។',
    '防水防抖，适合骑摩托、在高龙岛潜水和运动拍摄。',
  ],
  drones: [
    'Check the rules before flying: drones are not allowed near the Royal Palace or airports.',
    'សូមពិនិត្យបទបញ្ជាមុនពេលហោះ៖ ហាមហោះដ្រូននៅជិតព្រះបរមរាជវាំង ឬអាកាសយានដ្ឋាន។',
    '起飞前请了解相关规定：王宫和机场附近禁止飞行。',
  ],
};

function cam([brand, model, sub, sensor, mp, lens, video, weight, usd]: CamRow): Draft {
  const b = brandName(brand);
  const drone = sub === 'drones';
  const body = sub === 'mirrorless-cameras' && !lens;
  const type = drone ? T.drone : T.camera;
  const name = lens
    ? named(brand, `${model} + ${lens}`, type)
    : body
      ? L(
          `${b.en} ${model} (body)`,
          `${type.kh} ${b.en} ${model} (តែតួ)`,
          `${b.zh} ${model} ${type.zh} (单机身)`,
        )
      : named(brand, model, type);
  const use = USE[sub] ?? ['', '', ''];
  return make({
    category: 'cameras',
    sub,
    brand,
    name,
    lead: L(
      `${sensor} ${mp} sensor with ${video} video${lens ? `, kit with the ${lens} lens` : ''}.`,
      `សេនស័រ ${SENSOR_KH[sensor] ?? sensor} ${mp} ថតវីដេអូ ${video}${lens ? ` មកជាមួយកែវថត ${lens}` : ''}។`,
      `${SENSOR_ZH[sensor] ?? sensor} ${mp} 传感器，支持 ${video} 视频拍摄${lens ? `，套机含 ${lens} 镜头` : ''}。`,
    ),
    extra: L(use[0], use[1], use[2]),
    price: usd,
    specs: { sensor, camera: mp, resolution: `${video} video`, weight, connectivity: 'Wi-Fi, Bluetooth' },
    warranty: 12,
    motif: 'camera',
    colour:
      brand === 'canon'
        ? '#b91c1c'
        : brand === 'sony'
          ? '#1f2937'
          : brand === 'nikon'
            ? '#ca8a04'
            : brand === 'fujifilm'
              ? '#78716c'
              : '#334155',
  });
}

type GearRow = [
  brand: string,
  model: string,
  sub: string,
  compat: string,
  usd: number,
  figure: string,
  lead: [string, string, string],
];

// biome-ignore format: a data table, one product family per line
const gear: GearRow[] = [
  ['fujifilm', 'instax mini 12', 'compact-cameras', 'instax mini film', 79, '306 g', [
    'Instant camera that prints credit-card-size photos in seconds, with automatic exposure.',
    'កាមេរ៉ាបោះពុម្ពរូបភ្លាមៗ ទំហំប៉ុនកាតធនាគារក្នុងរយៈពេលប៉ុន្មានវិនាទី និងកែពន្លឺដោយស្វ័យប្រវត្តិ។',
    '拍立得相机，几秒钟即可打印名片大小的照片，自动曝光。',
  ]],
  ['dji', 'RS 4 Mini', 'gimbals', 'Mirrorless cameras up to 2 kg', 369, '890 g', [
    'Three-axis gimbal for mirrorless cameras with automatic tracking and quick vertical shooting.',
    'ឧបករណ៍លំនឹង 3 អ័ក្ស សម្រាប់កាមេរ៉ាគ្មានកញ្ចក់ឆ្លុះ តាមដានវត្ថុដោយស្វ័យប្រវត្តិ និងប្ដូរថតបញ្ឈរបានរហ័ស។',
    '三轴相机稳定器，支持智能跟随，快速切换竖拍。',
  ]],
  ['dji', 'Osmo Mobile 7P', 'gimbals', 'Smartphones', 139, '368 g', [
    'Foldable phone gimbal with a tracking module for smooth TikTok and live-stream videos.',
    'ឧបករណ៍លំនឹងទូរស័ព្ទអាចបត់បាន មានម៉ូឌុលតាមដាន សម្រាប់ថតវីដេអូ TikTok និងផ្សាយផ្ទាល់ឲ្យរលូន។',
    '可折叠手机稳定器，配智能跟随模块，拍 TikTok 和直播更流畅。',
  ]],
  ['insta360', 'Flow 2 Pro', 'gimbals', 'Smartphones', 129, '359 g', [
    'AI-tracking phone gimbal with a built-in tripod and 360° pan for live selling.',
    'ឧបករណ៍លំនឹងទូរស័ព្ទតាមដានដោយ AI មានជើងទ្រស្រាប់ និងបង្វិល 360° សម្រាប់លក់ទំនិញតាមការផ្សាយផ្ទាល់។',
    'AI 跟拍手机稳定器，内置三脚架，360° 旋转，直播带货好帮手。',
  ]],
  ['canon', 'RF 50mm f/1.8 STM', 'camera-lenses', 'Canon RF', 199, '160 g', [
    'A light, bright prime for portraits with soft background blur.',
    'កែវថតប្រាយម៍ស្រាល និងពន្លឺល្អ សម្រាប់ថតរូបបុគ្គលដែលមានផ្ទៃខាងក្រោយព្រិលស្រស់ស្អាត។',
    '轻巧的大光圈定焦镜头，人像背景虚化柔美。',
  ]],
  ['canon', 'RF 24-105mm f/4-7.1 IS STM', 'camera-lenses', 'Canon RF', 429, '395 g', [
    'A versatile everyday zoom with image stabilisation for travel and events.',
    'កែវហ្សូមប្រើបានច្រើនបែប មានលំនឹងរូបភាព សម្រាប់ការធ្វើដំណើរ និងកម្មវិធីនានា។',
    '百搭防抖变焦镜头，旅行和活动拍摄皆宜。',
  ]],
  ['sony', 'FE 50mm f/1.8', 'camera-lenses', 'Sony E', 249, '186 g', [
    'An affordable full-frame prime for portraits and low light.',
    'កែវថតប្រាយម៍ពេញស៊ុម តម្លៃសមរម្យ សម្រាប់ថតរូបបុគ្គល និងកន្លែងពន្លឺតិច។',
    '实惠的全画幅定焦镜头，适合人像和弱光拍摄。',
  ]],
  ['sony', 'FE 85mm f/1.8', 'camera-lenses', 'Sony E', 599, '371 g', [
    'The classic portrait focal length with fast, quiet autofocus.',
    'ប្រវែងផ្ដោតបុរាណសម្រាប់ថតរូបបុគ្គល ផ្ដោតលឿន និងស្ងាត់។',
    '经典人像焦段，对焦快速安静。',
  ]],
  ['sony', 'E 11mm f/1.8', 'camera-lenses', 'Sony E (APS-C)', 549, '181 g', [
    'Ultra-wide prime for vlogging and interiors on APS-C cameras.',
    'កែវថតមុំធំខ្លាំង សម្រាប់ Vlog និងថតក្នុងអគារ លើកាមេរ៉ា APS-C។',
    '超广角定焦镜头，适合 APS-C 相机拍 Vlog 和室内。',
  ]],
  ['nikon', 'NIKKOR Z 40mm f/2', 'camera-lenses', 'Nikon Z', 279, '170 g', [
    'Compact everyday prime that suits the Zf and Z50II perfectly.',
    'កែវថតប្រាយម៍តូចសម្រាប់ប្រើប្រចាំថ្ងៃ ស័ក្តិសមបំផុតជាមួយ Zf និង Z50II។',
    '小巧的日常定焦镜头，与 Zf、Z50II 完美搭配。',
  ]],
  ['fujifilm', 'XF 35mm f/2 R WR', 'camera-lenses', 'Fujifilm X', 399, '170 g', [
    'Weather-resistant standard prime, quick and sharp for street photography.',
    'កែវថតប្រាយម៍ស្តង់ដារ ធន់នឹងអាកាសធាតុ លឿន និងច្បាស់ សម្រាប់ថតតាមផ្លូវ។',
    '防滴防尘标准定焦，对焦快、画质锐利，适合街拍。',
  ]],
  ['canon', 'LP-E17', 'camera-batteries', 'EOS R50, R10, R8, RP', 59, '1,040 mAh', [
    'Genuine Canon battery, a spare for long wedding and event days.',
    'ថ្ម Canon ពិតប្រាកដ ជាថ្មបម្រុងសម្រាប់ថតពិធីមង្គលការ និងកម្មវិធីពេញមួយថ្ងៃ។',
    '佳能原装电池，婚礼和活动长时间拍摄的必备备用电池。',
  ]],
  ['sony', 'NP-FZ100', 'camera-batteries', 'Alpha 7 IV, Alpha 7C II, ZV-E10 II', 79, '2,280 mAh', [
    'High-capacity genuine Sony battery for full-frame and ZV cameras.',
    'ថ្ម Sony ពិតប្រាកដ ចំណុះខ្ពស់ សម្រាប់កាមេរ៉ាពេញស៊ុម និង ZV។',
    '索尼原装大容量电池，适用于全画幅和 ZV 系列相机。',
  ]],
  ['sony', 'NP-FW50', 'camera-batteries', 'Alpha 6400, ZV-E10', 49, '1,020 mAh', [
    'Genuine Sony battery for the Alpha 6000 series and the original ZV-E10.',
    'ថ្ម Sony ពិតប្រាកដ សម្រាប់កាមេរ៉ា Alpha 6000 និង ZV-E10 ជំនាន់ដំបូង។',
    '索尼原装电池，适用于 Alpha 6000 系列和初代 ZV-E10。',
  ]],
  ['nikon', 'EN-EL25a', 'camera-batteries', 'Z50II, Z fc, Z30', 59, '1,250 mAh', [
    'Genuine Nikon battery with extra capacity for the Z50II.',
    'ថ្ម Nikon ពិតប្រាកដ ចំណុះបន្ថែម សម្រាប់ Z50II។',
    '尼康原装电池，容量更大，适用于 Z50II。',
  ]],
  ['dji', 'Osmo Action Extreme Battery Plus', 'camera-batteries', 'Osmo Action 5 Pro, Osmo Action 4', 35, '1,950 mAh', [
    'Longer recording and better performance in cold or hot weather.',
    'ថតបានយូរជាងមុន និងដំណើរការល្អទាំងពេលអាកាសធាតុត្រជាក់ ឬក្ដៅ។',
    '录制时间更长，高温低温环境下表现更稳定。',
  ]],
];

const GEAR_TYPE: Record<string, [string, string, string]> = {
  'compact-cameras': ['Instant Camera', 'កាមេរ៉ាបោះពុម្ពរូបភ្លាមៗ', '拍立得相机'],
  gimbals: ['Gimbal', 'ឧបករណ៍លំនឹង', '稳定器'],
  'camera-lenses': ['Lens', 'កែវថត', '镜头'],
  'camera-batteries': ['Battery', 'ថ្មកាមេរ៉ា', '相机电池'],
};

function gearItem([brand, model, sub, compat, usd, figure, [en, kh, zh]]: GearRow): Draft {
  const t = GEAR_TYPE[sub] ?? ['', '', ''];
  const lens = sub === 'camera-lenses';
  const battery = sub === 'camera-batteries';
  return make({
    category: 'cameras',
    sub,
    brand,
    name: named(brand, model, L(t[0], t[1], t[2])),
    lead: L(en, kh, zh),
    price: usd,
    specs: lens
      ? {
          compatibility: `${compat} mount`,
          form_factor: /\d-\d/.test(model) ? 'Zoom lens' : 'Prime lens',
          weight: figure,
        }
      : battery
        ? { compatibility: compat, battery: 'Li-ion rechargeable', capacity: figure }
        : { compatibility: compat, connectivity: sub === 'gimbals' ? 'Bluetooth' : 'None', weight: figure },
    warranty: battery ? 6 : 12,
    motif: lens ? 'lens' : battery ? 'battery' : sub === 'gimbals' ? 'controller' : 'camera',
    colour: lens ? '#1f2937' : brand === 'fujifilm' ? '#93c5fd' : '#475569',
  });
}

export const cameras: Draft[] = [...cams.map(cam), ...gear.map(gearItem)];
