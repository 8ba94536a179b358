// Smart home: cameras, locks, sensors, lights, plugs and appliances.

import { brandName } from '../brands';
import type { ImageMotif, Localized, UnitKey } from '../types';
import { type Draft, L, make, named, type Specs, zhModel } from './lib';

type Kind =
  | 'cam'
  | 'outdoor'
  | 'battery'
  | 'poe'
  | 'kit'
  | 'lock'
  | 'doorbell'
  | 'hub'
  | 'sensor'
  | 'bulb'
  | 'strip'
  | 'lamp'
  | 'plug'
  | 'switch'
  | 'vacuum'
  | 'purifier'
  | 'fan'
  | 'kitchen';

type Row = [
  brand: string,
  model: string,
  sub: string,
  kind: Kind,
  usd: number,
  specs: Specs,
  lead?: [string, string, string],
  unit?: UnitKey,
];

// biome-ignore format: a data table, one product family per line
const rows: Row[] = [
  ['tp-link', 'Tapo C200', 'security-cameras', 'cam', 25, { resolution: '1080p Full HD' }],
  ['tp-link', 'Tapo C210', 'security-cameras', 'cam', 29, { resolution: '2K 3MP' }],
  ['ezviz', 'C6N', 'security-cameras', 'cam', 29, { resolution: '1080p Full HD' }],
  ['imou', 'Ranger 2', 'security-cameras', 'cam', 29, { resolution: '1080p Full HD' }],
  ['ezviz', 'H6c Pro 2K', 'security-cameras', 'cam', 35, { resolution: '2K 4MP' }],
  ['xiaomi', 'Smart Camera C300', 'security-cameras', 'cam', 35, { resolution: '2K 3MP' }],
  ['xiaomi', 'Smart Camera C500 Pro', 'security-cameras', 'cam', 55, { resolution: '3K 5MP' }],
  ['tp-link', 'Tapo C500', 'security-cameras', 'outdoor', 39, { resolution: '1080p Full HD' }],
  ['tp-link', 'Tapo C320WS', 'security-cameras', 'outdoor', 49, { resolution: '2K QHD' }],
  ['ezviz', 'H8c 2K', 'security-cameras', 'outdoor', 49, { resolution: '2K 3MP' }],
  ['tp-link', 'Tapo C520WS', 'security-cameras', 'outdoor', 59, { resolution: '2K QHD' }],
  ['ezviz', 'C8C', 'security-cameras', 'outdoor', 59, { resolution: '1080p Full HD' }],
  ['xiaomi', 'Outdoor Camera CW400', 'security-cameras', 'outdoor', 59, { resolution: '2.5K 4MP' }],
  ['imou', 'Cruiser 2 3MP', 'security-cameras', 'outdoor', 69, { resolution: '3MP' }],
  ['tp-link', 'Tapo C425', 'security-cameras', 'battery', 89, { resolution: '2K QHD', battery: '10,000 mAh' }],
  ['ezviz', 'CB8 2K', 'security-cameras', 'battery', 99, { resolution: '2K 3MP', battery: '10,400 mAh' }],
  ['hikvision', 'DS-2CD1043G2-LIUF 4MP', 'security-cameras', 'poe', 45, { resolution: '4MP' }],
  ['hikvision', '4-Channel NVR Kit with 4x 4MP Cameras', 'security-cameras', 'kit', 299, { resolution: '4MP', storage: '1TB HDD included' }, undefined, 'set'],
  ['aqara', 'Smart Lock U100', 'smart-locks', 'lock', 199, { compatibility: 'Apple Home, Google Home, Alexa (via hub)' }],
  ['aqara', 'Smart Lock U200', 'smart-locks', 'lock', 249, { compatibility: 'Matter, Apple Home Key, Google Home, Alexa' }],
  ['ezviz', 'DB1C', 'smart-locks', 'doorbell', 59, { resolution: '1080p Full HD', wattage: 'Wired 16–24 V AC' }],
  ['xiaomi', 'Smart Doorbell 3S', 'smart-locks', 'doorbell', 59, { resolution: '2K', battery: '5,200 mAh' }],
  ['tp-link', 'Tapo D230S1', 'smart-locks', 'doorbell', 99, { resolution: '2K 5MP', battery: '6,400 mAh' }],
  ['xiaomi', 'Temperature and Humidity Monitor 2', 'sensors-hubs', 'sensor', 9, { connectivity: 'Bluetooth' }, [
    'Shows room temperature and humidity and keeps a history in the Mi Home app.',
    'បង្ហាញសីតុណ្ហភាព និងសំណើមក្នុងបន្ទប់ ហើយរក្សាទុកប្រវត្តិក្នុងកម្មវិធី Mi Home។',
    '实时显示室内温湿度，并在米家 App 中保存历史记录。',
  ]],
  ['aqara', 'Door and Window Sensor', 'sensors-hubs', 'sensor', 19, {}, [
    'Alerts your phone when a door or window opens and can switch on lights automatically.',
    'ជូនដំណឹងទៅទូរស័ព្ទពេលទ្វារ ឬបង្អួចត្រូវបានបើក ហើយអាចបើកភ្លើងដោយស្វ័យប្រវត្តិ។',
    '门窗打开时推送手机提醒，还可联动自动开灯。',
  ]],
  ['aqara', 'Water Leak Sensor', 'sensors-hubs', 'sensor', 19, {}, [
    'Warns you of leaks under the sink or from the water heater before damage is done.',
    'ជូនដំណឹងពេលលេចទឹកក្រោមអាងលាងចាន ឬពីម៉ាស៊ីនកម្ដៅទឹក មុនពេលមានការខូចខាត។',
    '水槽下或热水器漏水时及时报警，防患于未然。',
  ]],
  ['aqara', 'Motion Sensor P1', 'sensors-hubs', 'sensor', 25, {}, [
    'Detects movement up to 7 m away to turn on lights or raise an alarm.',
    'ចាប់ចលនាបានចម្ងាយរហូតដល់ 7 ម៉ែត្រ ដើម្បីបើកភ្លើង ឬបន្លឺសំឡេងរោទ៍។',
    '7 米内人体移动感应，联动开灯或报警。',
  ]],
  ['sonoff', 'ZBBridge-P Zigbee Bridge Pro', 'sensors-hubs', 'hub', 25, { compatibility: 'eWeLink, Alexa, Google Home' }],
  ['tp-link', 'Tapo H100 Smart Hub', 'sensors-hubs', 'hub', 29, { compatibility: 'Tapo sensors and buttons' }],
  ['aqara', 'Hub M2', 'sensors-hubs', 'hub', 59, { compatibility: 'Apple Home, Google Home, Alexa' }],
  ['tp-link', 'Tapo L510E', 'smart-bulbs', 'bulb', 9, { wattage: '8.7 W', form_factor: 'E27, dimmable white' }],
  ['xiaomi', 'Smart LED Bulb Essential', 'smart-bulbs', 'bulb', 12, { wattage: '9 W', form_factor: 'E27, white and colour' }],
  ['tp-link', 'Tapo L530E', 'smart-bulbs', 'bulb', 14, { wattage: '8.7 W', form_factor: 'E27, multicolour' }],
  ['tp-link', 'Tapo L900-5', 'smart-bulbs', 'strip', 29, { wattage: '12 W', form_factor: '5 m RGB strip' }],
  ['xiaomi', 'Smart LED Desk Lamp 1S', 'smart-bulbs', 'lamp', 39, { wattage: '9 W', form_factor: 'Desk lamp' }],
  ['tp-link', 'Tapo P100', 'smart-plugs', 'plug', 12, { wattage: 'Max 2,300 W' }],
  ['tp-link', 'Tapo P100 (2-pack)', 'smart-plugs', 'plug', 22, { wattage: 'Max 2,300 W' }, undefined, 'pack'],
  ['sonoff', 'MINIR4 Smart Switch Module', 'smart-plugs', 'switch', 12, { wattage: 'Max 2,200 W' }],
  ['tp-link', 'Tapo P110', 'smart-plugs', 'plug', 15, { wattage: 'Max 3,680 W, energy monitoring' }],
  ['xiaomi', 'Smart Plug 2', 'smart-plugs', 'plug', 15, { wattage: 'Max 2,300 W, energy monitoring' }],
  ['aqara', 'Smart Wall Switch H1 (no neutral, double rocker)', 'smart-plugs', 'switch', 39, { wattage: 'Max 1,200 W per gang' }],
  ['sonoff', 'TX Ultimate T5 2-Gang Touch Switch', 'smart-plugs', 'switch', 45, { wattage: 'Max 600 W per gang' }],
  ['xiaomi', 'Robot Vacuum E10', 'robot-vacuums', 'vacuum', 169, { capacity: '4,000 Pa suction', battery: '2,600 mAh' }],
  ['xiaomi', 'Robot Vacuum S20', 'robot-vacuums', 'vacuum', 249, { capacity: '5,000 Pa suction', battery: '3,200 mAh' }],
  ['roborock', 'Q5 Pro', 'robot-vacuums', 'vacuum', 299, { capacity: '5,500 Pa suction', battery: '5,200 mAh' }],
  ['roborock', 'Q7 Max', 'robot-vacuums', 'vacuum', 349, { capacity: '4,200 Pa suction', battery: '5,200 mAh' }],
  ['xiaomi', 'Robot Vacuum X20+', 'robot-vacuums', 'vacuum', 499, { capacity: '6,000 Pa suction', battery: '5,200 mAh' }],
  ['roborock', 'Qrevo S', 'robot-vacuums', 'vacuum', 599, { capacity: '7,000 Pa suction', battery: '5,200 mAh' }],
  ['xiaomi', 'Smart Air Purifier 4 Compact', 'air-fans', 'purifier', 99, { capacity: 'Rooms up to 27 m²', wattage: '27 W' }],
  ['xiaomi', 'Smart Air Purifier 4', 'air-fans', 'purifier', 189, { capacity: 'Rooms up to 48 m²', wattage: '30 W' }],
  ['xiaomi', 'Smart Air Purifier 4 Pro', 'air-fans', 'purifier', 259, { capacity: 'Rooms up to 60 m²', wattage: '50 W' }],
  ['xiaomi', 'Smart Standing Fan 2 Pro', 'air-fans', 'fan', 99, { wattage: '24 W', battery: 'Optional 33.6 Wh' }],
  ['xiaomi', 'Smart Tower Fan', 'air-fans', 'fan', 129, { wattage: '22 W' }],
  ['xiaomi', 'Electric Kettle 2', 'kitchen-smart', 'kitchen', 29, { capacity: '1.7 L', wattage: '1,800 W' }, [
    'Boils 1.7 litres quickly with a double-wall body that stays cool to the touch.',
    'ដាំទឹកបាន 1.7 លីត្រយ៉ាងលឿន តួពីរជាន់មិនក្ដៅដៃពេលប៉ះ។',
    '1.7 升快速烧水，双层防烫机身。',
  ]],
  ['xiaomi', 'Smart Air Fryer 4.5L', 'kitchen-smart', 'kitchen', 79, { capacity: '4.5 L', wattage: '1,500 W' }, [
    'Fries, roasts and bakes with little or no oil; start and monitor it from the Mi Home app.',
    'ចៀន អាំង និងដុតនំដោយប្រើប្រេងតិច ឬគ្មានប្រេង ហើយអាចបញ្ជាពីកម្មវិធី Mi Home។',
    '少油或无油即可煎炸烤，米家 App 远程启动和查看。',
  ]],
  ['xiaomi', 'Smart Air Fryer 6.5L', 'kitchen-smart', 'kitchen', 99, { capacity: '6.5 L', wattage: '1,800 W' }, [
    'Large 6.5-litre basket for family meals, with a viewing window and app recipes.',
    'ធុងធំ 6.5 លីត្រសម្រាប់ម្ហូបគ្រួសារ មានបង្អួចមើល និងរូបមន្តធ្វើម្ហូបក្នុងកម្មវិធី។',
    '6.5 升大容量，适合全家用餐，带可视窗和 App 菜谱。',
  ]],
  ['xiaomi', 'Smart Multifunctional Rice Cooker', 'kitchen-smart', 'kitchen', 89, { capacity: '4 L', wattage: '1,000 W' }, [
    'Cooks jasmine rice, porridge and soup with preset programmes and a timer you can set from your phone.',
    'ដាំបាយម្លិះ បបរ និងស៊ុប ជាមួយកម្មវិធីកំណត់ស្រាប់ និងអាចកំណត់ម៉ោងពីទូរស័ព្ទ។',
    '茉莉香米、粥、汤一键烹饪，手机即可预约定时。',
  ]],
];

const TYPE: Record<Kind, [string, string, string]> = {
  cam: ['Wi-Fi Camera', 'កាមេរ៉ាសុវត្ថិភាព Wi-Fi', '无线监控摄像头'],
  outdoor: ['Outdoor Camera', 'កាមេរ៉ាសុវត្ថិភាពខាងក្រៅ', '室外监控摄像头'],
  battery: ['Battery Camera', 'កាមេរ៉ាសុវត្ថិភាពប្រើថ្ម', '电池监控摄像头'],
  poe: ['PoE IP Camera', 'កាមេរ៉ា IP ប្រើ PoE', 'PoE 网络摄像机'],
  kit: ['', 'ឈុតកាមេរ៉ាសុវត្ថិភាព', '监控套装'],
  lock: ['', 'សោទ្វារឆ្លាតវៃ', '智能门锁'],
  doorbell: ['Video Doorbell', 'កណ្ដឹងទ្វារមានកាមេរ៉ា', '可视门铃'],
  hub: ['', 'ឧបករណ៍ភ្ជាប់កណ្ដាលផ្ទះឆ្លាតវៃ', '智能网关'],
  sensor: ['', 'ឧបករណ៍ចាប់សញ្ញា', '传感器'],
  bulb: ['Smart Bulb', 'អំពូលឆ្លាតវៃ', '智能灯泡'],
  strip: ['Smart Light Strip', 'ខ្សែភ្លើង LED ឆ្លាតវៃ', '智能灯带'],
  lamp: ['', 'ចង្កៀងតុឆ្លាតវៃ', '智能台灯'],
  plug: ['Smart Plug', 'ព្រីភ្លើងឆ្លាតវៃ', '智能插座'],
  switch: ['', 'កុងតាក់ឆ្លាតវៃ', '智能开关'],
  vacuum: ['', 'ម៉ាស៊ីនបូមធូលីរ៉ូបូត', '扫地机器人'],
  purifier: ['', 'ម៉ាស៊ីនបន្សុទ្ធខ្យល់', '空气净化器'],
  fan: ['', 'កង្ហារឆ្លាតវៃ', '智能风扇'],
  kitchen: ['', 'ឧបករណ៍ផ្ទះបាយ', '厨房电器'],
};

const CAM_LEAD = (res: string): Localized =>
  L(
    `${res} camera with night vision, two-way audio and motion alerts on your phone.`,
    `កាមេរ៉ាកម្រិតច្បាស់ ${res} មើលឃើញពេលយប់ និយាយឆ្លើយឆ្លងបាន និងផ្ញើការជូនដំណឹងពេលមានចលនាទៅទូរស័ព្ទ។`,
    `${res} 摄像头，支持夜视、双向语音和手机移动侦测提醒。`,
  );

const LEAD: Partial<Record<Kind, [string, string, string]>> = {
  lock: [
    'Unlock with fingerprint, PIN code, NFC card or your phone, with an alert when the door is left open.',
    'ដោះសោដោយស្នាមម្រាមដៃ លេខសម្ងាត់ កាត NFC ឬទូរស័ព្ទ និងជូនដំណឹងពេលភ្លេចបិទទ្វារ។',
    '支持指纹、密码、NFC 卡和手机开锁，门未关好会及时提醒。',
  ],
  doorbell: [
    'See and talk to visitors from your phone, with motion detection and night vision.',
    'មើល និងនិយាយជាមួយភ្ញៀវតាមទូរស័ព្ទ មានការចាប់ចលនា និងមើលឃើញពេលយប់។',
    '手机即可查看访客并对讲，支持移动侦测和夜视。',
  ],
  hub: [
    'Connects Zigbee sensors and switches and keeps automations running even when the internet is down.',
    'ភ្ជាប់ឧបករណ៍ចាប់សញ្ញា និងកុងតាក់ Zigbee ហើយដំណើរការស្វ័យប្រវត្តិបាន សូម្បីពេលដាច់អ៊ីនធឺណិត។',
    '连接 Zigbee 传感器和开关，断网时本地自动化照常运行。',
  ],
  bulb: [
    'Control brightness and colour from your phone or by voice with Google Assistant and Alexa.',
    'បញ្ជាពន្លឺ និងពណ៌តាមទូរស័ព្ទ ឬដោយសំឡេងជាមួយ Google Assistant និង Alexa។',
    '用手机或语音（Google Assistant、Alexa）调节亮度和颜色。',
  ],
  strip: [
    'Five metres of colour lighting behind the TV or under cabinets, synced to music from the app.',
    'ខ្សែភ្លើងពណ៌ប្រវែង 5 ម៉ែត្រ សម្រាប់ពីក្រោយទូរទស្សន៍ ឬក្រោមទូ ហើយលោតតាមចង្វាក់តន្ត្រីពីកម្មវិធី។',
    '5 米彩色灯带，可装在电视后或橱柜下，App 中随音乐律动。',
  ],
  lamp: [
    'Flicker-free desk lamp with adjustable brightness and colour temperature for reading and homework.',
    'ចង្កៀងតុមិនភ្លឹបភ្លែត អាចកែពន្លឺ និងសីតុណ្ហភាពពណ៌ សម្រាប់អានសៀវភៅ និងធ្វើកិច្ចការផ្ទះ។',
    '无频闪台灯，亮度和色温可调，适合阅读和写作业。',
  ],
  plug: [
    'Switch appliances on and off from anywhere and set schedules to cut your EDC electricity bill.',
    'បិទបើកឧបករណ៍អគ្គិសនីពីគ្រប់ទីកន្លែង និងកំណត់ម៉ោង ដើម្បីកាត់បន្ថយថ្លៃភ្លើង EDC។',
    '随时随地远程开关电器，定时功能帮您节省 EDC 电费。',
  ],
  switch: [
    'Makes existing lights and fans smart, controlled by app, schedule or voice.',
    'ធ្វើឲ្យភ្លើង និងកង្ហារដែលមានស្រាប់ក្លាយជាឆ្លាតវៃ បញ្ជាតាមកម្មវិធី កំណត់ម៉ោង ឬដោយសំឡេង។',
    '让现有灯具和风扇秒变智能，可用 App、定时或语音控制。',
  ],
  fan: [
    'Quiet DC-motor fan with app and voice control, made for hot Phnom Penh afternoons.',
    'កង្ហារម៉ូទ័រ DC ស្ងាត់ បញ្ជាតាមកម្មវិធី និងសំឡេង សម្រាប់ពេលរសៀលក្ដៅនៅភ្នំពេញ។',
    '静音直流电机风扇，支持 App 和语音控制，专为金边炎热的午后准备。',
  ],
};

const EXTRA: Partial<Record<Kind, [string, string, string]>> = {
  outdoor: [
    "IP66 weatherproof, ready for Cambodia's rainy season.",
    'ការពារទឹកកម្រិត IP66 មិនខ្លាចរដូវវស្សានៅកម្ពុជា។',
    'IP66 防水防尘，不怕柬埔寨雨季。',
  ],
  battery: [
    'Runs for months on one charge, so no wiring is needed.',
    'សាកម្ដងប្រើបានច្រើនខែ មិនចាំបាច់រត់ខ្សែភ្លើង។',
    '充一次电可用数月，无需布线。',
  ],
  lock: [
    'Installation at your home in Phnom Penh is available.',
    'មានសេវាតម្លើងដល់ផ្ទះក្នុងរាជធានីភ្នំពេញ។',
    '金边市内可提供上门安装。',
  ],
  switch: [
    'Installation by our electrician is available in Phnom Penh.',
    'មានជាងអគ្គិសនីរបស់យើងតម្លើងជូនក្នុងរាជធានីភ្នំពេញ។',
    '金边市内可安排电工上门安装。',
  ],
  purifier: [
    'Especially useful on hazy dry-season days.',
    'មានប្រយោជន៍ខ្លាំងនៅថ្ងៃមានផ្សែងអ័ព្ទក្នុងរដូវប្រាំង។',
    '旱季雾霾天尤其实用。',
  ],
};

const MOTIF: Record<Kind, ImageMotif> = {
  cam: 'camera-cctv',
  outdoor: 'camera-cctv',
  battery: 'camera-cctv',
  poe: 'camera-cctv',
  kit: 'camera-cctv',
  lock: 'smart-plug',
  doorbell: 'camera-cctv',
  hub: 'router',
  sensor: 'smart-plug',
  bulb: 'bulb',
  strip: 'bulb',
  lamp: 'bulb',
  plug: 'smart-plug',
  switch: 'smart-plug',
  vacuum: 'smart-plug',
  purifier: 'smart-plug',
  fan: 'smart-plug',
  kitchen: 'smart-plug',
};

function leadFor(kind: Kind, specs: Specs, model: string): Localized {
  const res = specs.resolution ?? '';
  if (kind === 'cam' || kind === 'outdoor' || kind === 'battery') return CAM_LEAD(res);
  if (kind === 'poe')
    return L(
      `${res} PoE bullet camera with smart hybrid light and H.265+ recording for shops and offices.`,
      `កាមេរ៉ា IP រាងបំពង់ ${res} ប្រើ PoE មានភ្លើង Smart Hybrid និងថតជា H.265+ សម្រាប់ហាង និងការិយាល័យ។`,
      `${res} PoE 筒型网络摄像机，智能混合补光，H.265+ 编码，适合商铺和办公室。`,
    );
  if (kind === 'kit')
    return L(
      'Complete CCTV kit: 4-channel PoE recorder, four 4MP cameras and a 1TB drive, viewable on Hik-Connect.',
      'ឈុតកាមេរ៉ាពេញលេញ៖ ម៉ាស៊ីនថត PoE 4 ឆានែល កាមេរ៉ា 4MP ចំនួន 4 និងថាស 1TB មើលតាមកម្មវិធី Hik-Connect បាន។',
      '全套监控：4 路 PoE 录像机、4 个 400 万像素摄像头和 1TB 硬盘，可用海康互联 App 查看。',
    );
  if (kind === 'vacuum') {
    const lidar = !model.includes('E10');
    const mop = /X20|Q7|Qrevo|S20/.test(model);
    const pa = specs.capacity ?? '';
    return L(
      `${pa}${lidar ? ' with LiDAR mapping' : ''}${mop ? ' and mopping' : ''}; cleans on schedule while you are at work.`,
      `កម្លាំងបូម ${pa.replace(' suction', '')}${lidar ? ' មានផែនទី LiDAR' : ''}${mop ? ' និងជូតការ៉ូ' : ''} សម្អាតតាមម៉ោងកំណត់ពេលអ្នកនៅកន្លែងធ្វើការ។`,
      `${pa.replace(' suction', '')} 大吸力${lidar ? '，LiDAR 激光导航' : ''}${mop ? '，扫拖一体' : ''}，上班时按计划自动清扫。`,
    );
  }
  if (kind === 'purifier') {
    const area = (specs.capacity ?? '').replace(/\D+/g, '');
    return L(
      `Removes 99.97% of PM2.5, dust and pollen in rooms up to ${area} m², with app control.`,
      `ចម្រោះ PM2.5 ធូលី និងលំអងផ្កាបាន 99.97% ក្នុងបន្ទប់ទំហំរហូតដល់ ${area} m² និងបញ្ជាតាមកម្មវិធីបាន។`,
      `可去除 99.97% 的 PM2.5、灰尘和花粉，适用面积最高 ${area} m²，支持 App 控制。`,
    );
  }
  const t = LEAD[kind] ?? ['', '', ''];
  return L(t[0], t[1], t[2]);
}

function connectivity(brand: string, kind: Kind): string {
  if (kind === 'poe' || kind === 'kit') return 'Ethernet PoE';
  if (brand === 'aqara' || (brand === 'sonoff' && kind === 'hub'))
    return kind === 'hub' || kind === 'lock' ? 'Wi-Fi, Zigbee 3.0, Thread' : 'Zigbee 3.0';
  if (kind === 'sensor') return 'Bluetooth';
  return '2.4 GHz Wi-Fi';
}

const KITCHEN: [RegExp, [string, string, string]][] = [
  [/Kettle/, ['', 'កំសៀវអគ្គិសនី', '电水壶']],
  [/Fryer/, ['', 'ឆ្នាំងចៀនគ្មានប្រេង', '空气炸锅']],
  [/Rice/, ['', 'ឆ្នាំងដាំបាយអគ្គិសនី', '电饭煲']],
];

const APP: Record<string, string> = {
  xiaomi: 'Mi Home app, Google Assistant, Alexa',
  'tp-link': 'Tapo app, Google Assistant, Alexa',
  aqara: 'Aqara app, Apple Home, Google Home, Alexa',
  ezviz: 'EZVIZ app',
  imou: 'Imou Life app',
  hikvision: 'Hik-Connect app',
  sonoff: 'eWeLink app, Alexa, Google Home',
  roborock: 'Roborock app, Alexa, Google Home',
};

/** Chinese names where Chinese shops do not keep the English one. */
const ZH_NAME: Record<string, string> = {
  'Smart Camera C300': '智能摄像机 C300',
  'Smart Camera C500 Pro': '智能摄像机 C500 Pro',
  'Outdoor Camera CW400': '室外摄像机 CW400',
  'Smart Doorbell 3S': '智能门铃 3S',
  '4-Channel NVR Kit with 4x 4MP Cameras': '4 路 NVR 监控套装（含 4 个 400 万像素摄像头）',
  'Smart Lock U100': '智能门锁 U100',
  'Smart Lock U200': '智能门锁 U200',
  'Temperature and Humidity Monitor 2': '温湿度计 2',
  'Door and Window Sensor': '门窗传感器',
  'Water Leak Sensor': '水浸传感器',
  'Motion Sensor P1': '人体传感器 P1',
  'ZBBridge-P Zigbee Bridge Pro': 'ZBBridge-P Zigbee 网关',
  'Tapo H100 Smart Hub': 'Tapo H100 智能网关',
  'Hub M2': '网关 M2',
  // The maker's line name in brackets after the translation, as Chinese shops write it.
  'Smart LED Bulb Essential': '智能 LED 灯泡 (Essential)',
  'Smart LED Desk Lamp 1S': '智能 LED 台灯 1S',
  'MINIR4 Smart Switch Module': 'MINIR4 智能通断器',
  'Smart Plug 2': '智能插座 2',
  'Smart Wall Switch H1': '智能墙壁开关 H1',
  'TX Ultimate T5 2-Gang Touch Switch': 'TX Ultimate T5 双键触摸开关',
  'Robot Vacuum E10': '扫地机器人 E10',
  'Robot Vacuum S20': '扫拖机器人 S20',
  'Robot Vacuum X20+': '扫拖机器人 X20+',
  'Smart Air Purifier 4 Compact': '空气净化器 4 Compact',
  'Smart Air Purifier 4': '空气净化器 4',
  'Smart Air Purifier 4 Pro': '空气净化器 4 Pro',
  'Smart Standing Fan 2 Pro': '直流变频落地扇 2 Pro',
  'Smart Tower Fan': '智能塔扇',
  'Electric Kettle 2': '电水壶 2',
  'Smart Air Fryer 4.5L': '智能空气炸锅 4.5L',
  'Smart Air Fryer 6.5L': '智能空气炸锅 6.5L',
  'Smart Multifunctional Rice Cooker': '智能多功能电饭煲',
};

/** Khmer names, brand included, where the English model name is a description a Khmer shop translates. */
const KH_NAME: Record<string, string> = {
  '4-Channel NVR Kit with 4x 4MP Cameras': 'ឈុតកាមេរ៉ាសុវត្ថិភាព Hikvision NVR 4 ឆានែល មានកាមេរ៉ា 4x 4MP',
  'Temperature and Humidity Monitor 2': 'ឧបករណ៍វាស់សីតុណ្ហភាព និងសំណើម Xiaomi ជំនាន់ទី 2',
  'Door and Window Sensor': 'ឧបករណ៍ចាប់សញ្ញាបើកបិទទ្វារ និងបង្អួច Aqara',
};

const CFG: Record<string, [string, string]> = {
  'no neutral, double rocker': ['គ្មានខ្សែណឺត, ប៊ូតុងពីរ', '单火线，双键'],
};

function item([brand, model0, sub, kind, usd, specs, lead, unit]: Row): Draft {
  const t = kind === 'kitchen' ? (KITCHEN.find(([re]) => re.test(model0))?.[1] ?? TYPE.kitchen) : TYPE[kind];
  const m = /^(.*) \((.*)\)$/.exec(model0);
  const model = m?.[1] ?? model0;
  const cfg = m?.[2] ?? '';
  const extra = EXTRA[kind];
  const smartKitchen = !/Kettle/.test(model);
  const camLike = ['cam', 'outdoor', 'battery', 'poe', 'kit', 'doorbell'].includes(kind);
  return make({
    category: 'smart-home',
    sub,
    brand,
    unit: unit ?? 'piece',
    name: localName(brand, model, L(t[0], t[1], t[2]), cfg),
    lead: lead ? L(lead[0], lead[1], lead[2]) : leadFor(kind, specs, model),
    extra: extra ? L(extra[0], extra[1], extra[2]) : undefined,
    price: usd,
    specs: {
      connectivity: smartKitchen ? connectivity(brand, kind) : undefined,
      compatibility: smartKitchen ? APP[brand] : undefined,
      storage: camLike && kind !== 'kit' ? 'microSD up to 256GB, cloud' : undefined,
      ...specs,
    },
    warranty: kind === 'kitchen' || kind === 'fan' || kind === 'vacuum' || kind === 'purifier' ? 12 : 24,
    motif: MOTIF[kind],
    colour:
      kind === 'bulb' || kind === 'strip' || kind === 'lamp'
        ? '#f59e0b'
        : camLike
          ? '#0f766e'
          : kind === 'vacuum'
            ? '#334155'
            : '#0891b2',
  });
}

function localName(brand: string, model: string, type: Localized, cfg: string): Localized {
  const name = named(brand, model, type, cfg);
  const zh = ZH_NAME[model];
  const c = CFG[cfg];
  return {
    en: name.en,
    kh: KH_NAME[model] ?? (c ? name.kh.replace(cfg, c[0]) : name.kh),
    zh: zh
      ? `${brandName(brand).zh} ${zh}${cfg ? ` (${c?.[1] ?? zhModel(cfg)})` : ''}`
      : c
        ? name.zh.replace(cfg, c[1])
        : name.zh,
  };
}

export const smartHome: Draft[] = rows.map(item);
