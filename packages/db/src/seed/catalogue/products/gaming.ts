// Gaming: consoles, handhelds, controllers and PC gaming gear.
import { specValueTranslations } from '../spec-values';
import type { UnitKey } from '../types';
import { type ColourKey, colours, type Draft, hexOf, L, make, named, type Specs } from './lib';

type Tri = [string, string, string];

type DeviceRow = [
  brand: string,
  model: string,
  sub: string,
  usd: number,
  specs: Specs,
  lead: Tri,
  colours?: ColourKey[],
  unit?: UnitKey,
];

// biome-ignore format: a data table, one product family per line
const devices: DeviceRow[] = [
  ['sony', 'PlayStation 5 Slim (Disc Edition)', 'consoles', 549, { storage: '1TB SSD', resolution: '4K, up to 120 fps', connectivity: 'Wi-Fi 6, Bluetooth 5.1' }, ['Play PS5 and PS4 games in 4K at up to 120 fps, with an Ultra HD Blu-ray drive and a 1TB SSD.', 'លេងហ្គេម PS5 និង PS4 ក្នុងកម្រិត 4K រហូតដល់ 120 fps មានថាស Ultra HD Blu-ray និង SSD 1TB។', '支持 4K 最高 120 帧运行 PS5 和 PS4 游戏，配备 Ultra HD 蓝光光驱和 1TB 固态硬盘。']],
  ['sony', 'PlayStation 5 Slim (Digital Edition)', 'consoles', 479, { storage: '1TB SSD', resolution: '4K, up to 120 fps', connectivity: 'Wi-Fi 6, Bluetooth 5.1' }, ['The same PS5 power without a disc drive; buy games from the PlayStation Store with an Asia account.', 'ថាមពលដូច PS5 ដែរ ប៉ុន្តែគ្មានថាសឌីស ទិញហ្គេមពី PlayStation Store ដោយប្រើគណនីអាស៊ី។', '性能与 PS5 相同但无光驱，可用亚洲账号在 PlayStation Store 购买游戏。']],
  ['sony', 'PlayStation 5 Pro', 'consoles', 799, { storage: '2TB SSD', resolution: '4K with PSSR, up to 120 fps', connectivity: 'Wi-Fi 7, Bluetooth 5.1' }, ['Sharper 4K with PSSR upscaling, faster ray tracing and a 2TB SSD.', 'រូបភាព 4K កាន់តែច្បាស់ជាមួយ PSSR, Ray Tracing លឿនជាងមុន និង SSD 2TB។', 'PSSR 画质增强让 4K 更清晰，光追更快，配备 2TB 固态硬盘。']],
  ['microsoft', 'Xbox Series X', 'consoles', 599, { storage: '1TB SSD', resolution: '4K, up to 120 fps', connectivity: 'Wi-Fi 5, Gigabit LAN' }, ['Native 4K gaming at up to 120 fps with a 1TB SSD and a 4K Blu-ray drive; great value with Game Pass.', 'លេងហ្គេម 4K ពិតប្រាកដរហូតដល់ 120 fps មាន SSD 1TB និងថាស Blu-ray 4K សមល្អជាមួយ Game Pass។', '原生 4K 最高 120 帧，1TB 固态硬盘和 4K 蓝光光驱，搭配 Game Pass 更超值。']],
  ['microsoft', 'Xbox Series S (512GB)', 'consoles', 379, { storage: '512GB SSD', resolution: '1440p, up to 120 fps', connectivity: 'Wi-Fi 5, Gigabit LAN' }, ['Compact all-digital console for 1440p gaming at up to 120 fps.', 'ម៉ាស៊ីនហ្គេមឌីជីថលតូចច្រឡឹង លេងកម្រិត 1440p រហូតដល់ 120 fps។', '小巧全数字版主机，支持 1440p 最高 120 帧。'], ['white']],
  ['nintendo', 'Switch 2', 'consoles', 529, { storage: '256GB', screen_size: '7.9" 1080p 120 Hz', resolution: '4K on TV' }, ['Bigger 7.9-inch 1080p screen, magnetic Joy-Con 2 controllers and 4K output on the TV.', 'អេក្រង់ 7.9 អ៊ីញ 1080p ធំជាងមុន Joy-Con 2 ភ្ជាប់មេដែក និងបញ្ចេញ 4K លើទូរទស្សន៍។', '7.9 英寸 1080p 更大屏幕，磁吸 Joy-Con 2，接电视可输出 4K。']],
  ['nintendo', 'Switch 2 (Mario Kart World Bundle)', 'consoles', 579, { storage: '256GB', screen_size: '7.9" 1080p 120 Hz', resolution: '4K on TV' }, ['Switch 2 with a download code for Mario Kart World, ready for family races.', 'Switch 2 មកជាមួយកូដទាញយកហ្គេម Mario Kart World សម្រាប់ប្រណាំងជាមួយគ្រួសារ។', 'Switch 2 附赠《马力欧赛车 世界》下载码，全家一起竞速。'], undefined, 'set'],
  ['nintendo', 'Switch (OLED Model)', 'consoles', 349, { storage: '64GB', screen_size: '7" OLED', resolution: '1080p on TV' }, ['Vivid 7-inch OLED screen; play on the TV or on the go.', 'អេក្រង់ OLED 7 អ៊ីញពណ៌រស់រវើក លេងលើទូរទស្សន៍ ឬយកតាមខ្លួនបាន។', '7 英寸 OLED 屏幕色彩鲜艳，接电视或随身玩都可以。'], ['white', 'red']],
  ['nintendo', 'Switch Lite', 'handheld-gaming', 229, { storage: '32GB', screen_size: '5.5"', battery: '3 to 7 hours' }, ['Light, handheld-only Switch, ideal for kids and travel.', 'Switch ស្រាល សម្រាប់លេងកាន់ដៃ ល្អសម្រាប់កុមារ និងការធ្វើដំណើរ។', '轻巧的掌机专用版 Switch，适合孩子和出行。'], ['yellow', 'blue', 'grey', 'lightblue']],
  ['sony', 'PlayStation Portal', 'handheld-gaming', 229, { screen_size: '8" 1080p LCD', connectivity: 'Wi-Fi 5', compatibility: 'PS5 remote play' }, ['Streams your PS5 games over Wi-Fi to an 8-inch screen anywhere in the house.', 'ស្ទ្រីមហ្គេម PS5 តាម Wi-Fi មកអេក្រង់ 8 អ៊ីញ នៅគ្រប់កន្លែងក្នុងផ្ទះ។', '通过 Wi-Fi 将 PS5 游戏串流到 8 英寸屏幕，在家中任意角落畅玩。']],
  ['asus', 'ROG Ally (Z1 Extreme)', 'handheld-gaming', 599, { cpu: 'Ryzen Z1 Extreme', ram: '16GB', storage: '512GB SSD', screen_size: '7" 1080p 120 Hz' }, ['Windows 11 handheld with a 120 Hz screen that plays your Steam and Game Pass library.', 'ម៉ាស៊ីនហ្គេមកាន់ដៃ Windows 11 អេក្រង់ 120Hz លេងហ្គេម Steam និង Game Pass បាន។', 'Windows 11 掌机，120Hz 屏幕，可畅玩 Steam 和 Game Pass 游戏库。']],
  ['lenovo', 'Legion Go S', 'handheld-gaming', 649, { cpu: 'Ryzen Z2 Go', ram: '16GB', storage: '512GB SSD', screen_size: '8" 1920 x 1200 120 Hz' }, ['Lighter 8-inch handheld with Ryzen Z2 Go for everyday gaming.', 'ម៉ាស៊ីនហ្គេមកាន់ដៃ 8 អ៊ីញស្រាលជាងមុន ប្រើ Ryzen Z2 Go សម្រាប់លេងប្រចាំថ្ងៃ។', '更轻的 8 英寸掌机，锐龙 Z2 Go，日常游戏好伙伴。']],
  ['lenovo', 'Legion Go', 'handheld-gaming', 749, { cpu: 'Ryzen Z1 Extreme', ram: '16GB', storage: '512GB SSD', screen_size: '8.8" 2560 x 1600 144 Hz' }, ['8.8-inch 144 Hz screen with detachable controllers and an FPS mouse mode.', 'អេក្រង់ 8.8 អ៊ីញ 144Hz មានដៃបញ្ជាដែលអាចផ្ដាច់បាន និងរបៀបកណ្ដុរសម្រាប់ហ្គេម FPS។', '8.8 英寸 144Hz 屏幕，可拆卸手柄，支持 FPS 鼠标模式。']],
  ['asus', 'ROG Ally X', 'handheld-gaming', 799, { cpu: 'Ryzen Z1 Extreme', ram: '24GB', storage: '1TB SSD', battery: '80 Wh' }, ['Bigger 80 Wh battery, 24GB RAM and a 1TB SSD for longer sessions.', 'ថ្ម 80Wh ធំជាងមុន RAM 24GB និង SSD 1TB សម្រាប់លេងបានយូរ។', '80Wh 大电池，24GB 内存，1TB 固态硬盘，畅玩更久。']],
  ['asus', 'ROG Xbox Ally X', 'handheld-gaming', 999, { cpu: 'Ryzen AI Z2 Extreme', ram: '24GB', storage: '1TB SSD', battery: '80 Wh' }, ['Made with Xbox: Ryzen AI Z2 Extreme, impulse triggers and the full-screen Xbox experience.', 'បង្កើតរួមជាមួយ Xbox៖ Ryzen AI Z2 Extreme, ប៊ូតុង Impulse Trigger និងបទពិសោធន៍ Xbox ពេញអេក្រង់។', '与 Xbox 联合打造：锐龙 AI Z2 Extreme，脉冲扳机，全屏 Xbox 体验。']],
  ['msi', 'Claw 8 AI+', 'handheld-gaming', 999, { cpu: 'Core Ultra 7 258V', ram: '32GB', storage: '1TB SSD', battery: '80 Wh' }, ['Intel Core Ultra 7 258V, 32GB RAM and an 80 Wh battery in an 8-inch handheld.', 'ម៉ាស៊ីនហ្គេមកាន់ដៃ 8 អ៊ីញ ប្រើ Intel Core Ultra 7 258V RAM 32GB និងថ្ម 80Wh។', '8 英寸掌机，搭载英特尔酷睿 Ultra 7 258V、32GB 内存和 80Wh 电池。']],
  ['sony', 'DualSense Wireless Controller', 'controllers', 79, { connectivity: 'Bluetooth, USB-C', compatibility: 'PS5, PC', battery: 'up to 12 hours' }, ['Haptic feedback and adaptive triggers make PS5 games feel real.', 'រំញ័រឆ្លើយតបយ៉ាងល្អិតល្អន់ និងប៊ូតុង Adaptive Trigger ធ្វើឲ្យហ្គេម PS5 មានអារម្មណ៍ដូចពិត។', '触觉反馈和自适应扳机，让 PS5 游戏更真实。'], ['white', 'black', 'red', 'blue']],
  ['sony', 'DualSense Edge', 'controllers', 219, { connectivity: 'Bluetooth, USB-C', compatibility: 'PS5, PC', battery: 'up to 8 hours' }, ['Pro controller with swappable stick modules, back buttons and custom profiles.', 'ដៃបញ្ជាកម្រិតអាជីព ប្ដូរដងបញ្ជាបាន មានប៊ូតុងខាងក្រោយ និងកំណត់ទម្រង់ផ្ទាល់ខ្លួន។', '专业手柄，摇杆模块可更换，带背键和自定义配置。']],
  ['microsoft', 'Xbox Wireless Controller', 'controllers', 69, { connectivity: 'Xbox Wireless, Bluetooth', compatibility: 'Xbox, Windows, Android, iOS', battery: '2x AA, up to 40 hours' }, ['Works with Xbox, Windows PCs and phones over Bluetooth.', 'ប្រើបានជាមួយ Xbox, កុំព្យូទ័រ Windows និងទូរស័ព្ទតាម Bluetooth។', '兼容 Xbox、Windows 电脑，并可通过蓝牙连接手机。'], ['black', 'white', 'blue']],
  ['nintendo', 'Switch 2 Pro Controller', 'controllers', 99, { connectivity: 'Bluetooth, USB-C', compatibility: 'Switch 2', battery: 'up to 40 hours' }, ['Two extra GL/GR buttons, HD Rumble 2 and a headphone jack.', 'មានប៊ូតុង GL/GR បន្ថែមពីរ រំញ័រ HD Rumble 2 និងរន្ធកាស។', '新增 GL/GR 背键，HD 震动 2，带耳机孔。']],
  ['nintendo', 'Switch Pro Controller', 'controllers', 79, { connectivity: 'Bluetooth, USB-C', compatibility: 'Switch, Switch 2', battery: 'up to 40 hours' }, ['Classic full-size controller with a 40-hour battery.', 'ដៃបញ្ជាទំហំពេញបែបបុរាណ ថ្មប្រើបាន 40 ម៉ោង។', '经典全尺寸手柄，续航 40 小时。']],
  ['nintendo', 'Joy-Con 2 Pair', 'controllers', 99, { connectivity: 'Bluetooth, magnetic rail', compatibility: 'Switch 2', battery: 'up to 20 hours' }, ['Magnetic Joy-Con 2 with mouse controls for Switch 2.', 'Joy-Con 2 ភ្ជាប់មេដែក មានមុខងារកណ្ដុរ សម្រាប់ Switch 2។', '磁吸 Joy-Con 2，支持鼠标操作，适用于 Switch 2。'], ['lightblue', 'red'], 'set'],
  ['logitech', 'F310 Gamepad', 'controllers', 29, { connectivity: 'USB wired', compatibility: 'Windows', form_factor: 'Console-style layout' }, ['Wired gamepad for PC games, plug-and-play on Windows.', 'ដៃបញ្ជាមានខ្សែសម្រាប់ហ្គេមកុំព្យូទ័រ ដោតហើយប្រើបានភ្លាមលើ Windows។', '有线 PC 手柄，Windows 即插即用。']],
];

const DEVICE_TYPE: Record<string, Tri> = {
  consoles: ['', 'ម៉ាស៊ីនហ្គេម', '游戏机'],
  'handheld-gaming': ['', 'ម៉ាស៊ីនហ្គេមកាន់ដៃ', '掌机'],
  controllers: ['', 'ដៃបញ្ជាហ្គេម', '游戏手柄'],
};

const SETUP = L(
  'We can set up your account and install games for you in store.',
  'យើងអាចបង្កើតគណនី និងដំឡើងហ្គេមជូនអ្នកនៅហាង។',
  '可到店帮您注册账号并安装游戏。',
);

function device([brand, model0, sub, usd, specs, [en, kh, zh], cols, unit]: DeviceRow): Draft {
  const m = /^(.*) \(([^()]*)\)$/.exec(model0);
  const t = DEVICE_TYPE[sub] ?? ['', '', ''];
  return make({
    category: 'gaming',
    sub,
    brand,
    unit: unit ?? 'piece',
    name: named(brand, m?.[1] ?? model0, L(t[0], t[1], t[2]), m?.[2] ?? ''),
    lead: L(en, kh, zh),
    extra: sub === 'controllers' ? undefined : SETUP,
    price: usd,
    specs,
    warranty: 12,
    options: cols && cols.length > 1 ? [colours(...cols)] : [],
    motif: sub === 'controllers' ? 'controller' : sub === 'consoles' ? 'console' : 'controller',
    colour: cols
      ? hexOf(cols[0] as ColourKey)
      : brand === 'sony'
        ? '#1d4ed8'
        : brand === 'nintendo'
          ? '#e60012'
          : '#111827',
  });
}

const SWITCH_ZH: Record<string, string> = {
  'Rubber dome': '薄膜',
  'Mech-Dome': 'Mech-Dome 类机械',
  'HyperX Red linear': 'HyperX 红轴',
  'Razer Green clicky': '雷蛇绿轴',
  'ROG NX Snow linear': 'ROG NX 冰川轴',
  'Cherry MX Red': 'Cherry MX 红轴',
  'GX tactile': 'GX 茶轴',
  'Analog optical': '模拟光轴',
};
const LAYOUT: Record<string, Tri> = {
  'full-size': ['full-size', 'ទំហំពេញ', '全尺寸'],
  TKL: ['TKL', 'TKL (គ្មានផ្នែកលេខ)', '87 键 TKL'],
  '96%': ['96%', '96%', '96% 配列'],
};
const CONN: Record<string, Tri> = {
  wired: ['a USB cable', 'ខ្សែ USB', '有线连接'],
  'tri-mode': ['2.4 GHz, Bluetooth or cable', '2.4 GHz, Bluetooth ឬខ្សែ', '三模连接（2.4G、蓝牙、有线）'],
  lightspeed: ['LIGHTSPEED wireless', 'ឥតខ្សែ LIGHTSPEED', 'LIGHTSPEED 无线'],
  hyperspeed: ['HyperSpeed wireless', 'ឥតខ្សែ HyperSpeed', 'HyperSpeed 无线'],
};

/** [brand, model, switches, layout, connection, usd] */
// biome-ignore format: a data table, one product family per line
const keyboards: [string, string, string, string, string, number][] = [
  ['logitech', 'G213 Prodigy', 'Mech-Dome', 'full-size', 'wired', 59],
  ['corsair', 'K55 RGB PRO', 'Rubber dome', 'full-size', 'wired', 59],
  ['hyperx', 'Alloy Origins Core', 'HyperX Red linear', 'TKL', 'wired', 89],
  ['razer', 'BlackWidow V4 X', 'Razer Green clicky', 'full-size', 'wired', 129],
  ['asus', 'ROG Strix Scope II 96 Wireless', 'ROG NX Snow linear', '96%', 'tri-mode', 149],
  ['corsair', 'K70 RGB PRO', 'Cherry MX Red', 'full-size', 'wired', 169],
  ['logitech', 'G PRO X TKL LIGHTSPEED', 'GX tactile', 'TKL', 'lightspeed', 199],
  ['razer', 'Huntsman V3 Pro TKL', 'Analog optical', 'TKL', 'wired', 249],
];

function keyboard([brand, model, sw, layout, conn, usd]: (typeof keyboards)[number]): Draft {
  const l = LAYOUT[layout] ?? [layout, layout, layout];
  const c = CONN[conn] ?? [conn, conn, conn];
  return make({
    category: 'gaming',
    sub: 'gaming-keyboards',
    brand,
    name: named(brand, model, L('Gaming Keyboard', 'ក្ដារចុចហ្គេម', '游戏键盘')),
    lead: L(
      `${l[0][0]?.toUpperCase()}${l[0].slice(1)} keyboard with ${sw} switches and RGB lighting, connected by ${c[0]}.`,
      `ក្ដារចុចហ្គេម ${l[1]} គ្រាប់ចុច ${sw === 'Rubber dome' ? 'ប្រភេទកៅស៊ូ' : specValueTranslations(sw).kh} មានភ្លើង RGB និងភ្ជាប់តាម${c[1]}។`,
      `${l[2]}游戏键盘，${SWITCH_ZH[sw] ?? sw}，RGB 灯效，${c[2]}。`,
    ),
    price: usd,
    specs: {
      form_factor: layout === 'full-size' ? 'Full size' : layout,
      interface: sw,
      connectivity: c[0].replace(/^a /, ''),
      compatibility: 'Windows, macOS',
    },
    warranty: 24,
    motif: 'keyboard',
    colour: brand === 'razer' ? '#16a34a' : brand === 'asus' ? '#b91c1c' : '#111827',
  });
}

/** [brand, model, dpi, grams, connection, usd] */
// biome-ignore format: a data table, one product family per line
const mice: [string, string, string, number, string, number][] = [
  ['logitech', 'G102 LIGHTSYNC', '8,000 DPI', 85, 'wired', 25],
  ['logitech', 'G304 LIGHTSPEED', '12,000 DPI', 99, 'lightspeed', 35],
  ['logitech', 'G502 HERO', '25,600 DPI', 121, 'wired', 49],
  ['hyperx', 'Pulsefire Haste 2', '26,000 DPI', 53, 'wired', 59],
  ['razer', 'Basilisk V3', '26,000 DPI', 101, 'wired', 69],
  ['razer', 'DeathAdder V3', '30,000 DPI', 59, 'wired', 89],
  ['asus', 'ROG Keris II Ace', '42,000 DPI', 54, 'tri-mode', 149],
  ['logitech', 'G PRO X SUPERLIGHT 2', '32,000 DPI', 60, 'lightspeed', 159],
  ['razer', 'Viper V3 Pro', '35,000 DPI', 54, 'hyperspeed', 169],
];

function mouse([brand, model, dpi, g, conn, usd]: (typeof mice)[number]): Draft {
  const c = CONN[conn] ?? [conn, conn, conn];
  return make({
    category: 'gaming',
    sub: 'gaming-mice',
    brand,
    name: named(brand, model, L('Gaming Mouse', 'កណ្ដុរហ្គេម', '游戏鼠标')),
    lead: L(
      `${g} g gaming mouse with a sensor of up to ${dpi}, connected by ${c[0]}.`,
      `កណ្ដុរហ្គេមទម្ងន់ ${g} g សេនស័រ ${dpi} ភ្ជាប់តាម${c[1]}។`,
      `${g} 克游戏鼠标，${dpi} 传感器，${c[2]}。`,
    ),
    extra:
      g <= 60
        ? L(
            'Ultra-light for fast aim in Valorant and CS2.',
            'ស្រាលខ្លាំង ជួយតម្រង់គោលដៅបានលឿនក្នុង Valorant និង CS2។',
            '超轻量化，玩《无畏契约》和 CS2 瞄准更迅速。',
          )
        : undefined,
    price: usd,
    specs: { speed: dpi, weight: `${g} g`, connectivity: c[0].replace(/^a /, '') },
    warranty: 24,
    options: brand === 'logitech' && g < 100 ? [colours('black', 'white')] : [],
    motif: 'mouse',
    colour: brand === 'razer' ? '#16a34a' : brand === 'hyperx' ? '#dc2626' : '#111827',
  });
}

/** [brand, model, driver, connection, usd, phone-friendly] */
// biome-ignore format: a data table, one product family per line
const headsets: [string, string, string, string, number, boolean][] = [
  ['hyperx', 'Cloud Stinger 2', '50 mm', '3.5 mm cable', 49, true],
  ['razer', 'BlackShark V2 X', '50 mm', '3.5 mm cable', 49, true],
  ['logitech', 'G435 LIGHTSPEED', '40 mm', 'LIGHTSPEED and Bluetooth', 79, true],
  ['hyperx', 'Cloud III', '53 mm', 'USB-C, USB-A or 3.5 mm cable', 99, true],
  ['sony', 'INZONE H5', '40 mm', '2.4 GHz wireless or 3.5 mm cable', 149, true],
  ['sony', 'PULSE Elite', 'planar magnetic', 'PlayStation Link and Bluetooth', 159, true],
  ['corsair', 'HS80 MAX WIRELESS', '50 mm', '2.4 GHz wireless and Bluetooth', 179, true],
  ['logitech', 'G PRO X 2 LIGHTSPEED', '50 mm graphene', 'LIGHTSPEED, Bluetooth or 3.5 mm cable', 249, false],
];

function headset([brand, model, driver, conn, usd, phone]: (typeof headsets)[number]): Draft {
  return make({
    category: 'gaming',
    sub: 'gaming-headsets',
    brand,
    name: named(brand, model, L('Gaming Headset', 'កាសហ្គេម', '游戏耳机')),
    lead: L(
      `Gaming headset with ${driver} drivers and a clear microphone, connecting by ${conn}.`,
      `កាសហ្គេមមានឧបករណ៍បញ្ចេញសំឡេង ${driver.replace('planar magnetic', 'មេដែករាបស្មើ').replace('graphene', 'ក្រាហ្វីន')} និងមីក្រូហ្វូនច្បាស់ ភ្ជាប់តាម ${conn
        .replace(/([\w.]+ mm) cable/g, 'ខ្សែ $1')
        .replace(/ and /g, ' និង ')
        .replace(/ or /g, ' ឬ ')
        .replace(/wireless/g, 'ឥតខ្សែ')}។`,
      `游戏耳机，${driver.replace('planar magnetic', '平面磁').replace('graphene', '石墨烯')} 发声单元，麦克风清晰，连接方式：${conn
        .replace(/ and /g, '、')
        .replace(/ or /g, '或')
        .replace(/ cable/g, ' 有线')
        .replace('wireless', '无线')}。`,
    ),
    extra: phone
      ? L(
          'Hear footsteps clearly in PUBG Mobile and Mobile Legends on your phone.',
          'ស្ដាប់ឮសំឡេងជើងច្បាស់ក្នុង PUBG Mobile និង Mobile Legends លើទូរស័ព្ទ។',
          '在手机上玩 PUBG Mobile 和 Mobile Legends 时，脚步声清晰可辨。',
        )
      : undefined,
    price: usd,
    specs: { form_factor: `${driver} drivers`, connectivity: conn, compatibility: 'PC, PS5, mobile' },
    warranty: 24,
    motif: 'headphones',
    colour: brand === 'sony' ? '#e5e7eb' : brand === 'hyperx' ? '#dc2626' : '#111827',
  });
}

/** [brand, model, size, usd] */
// biome-ignore format: a data table, one product family per line
const pads: [string, string, string, number][] = [
  ['logitech', 'G240', '340 x 280 mm', 19],
  ['hyperx', 'Pulsefire Mat XL', '900 x 420 mm', 25],
  ['corsair', 'MM300 PRO Extended', '930 x 300 mm', 29],
  ['razer', 'Gigantus V2 XXL', '940 x 410 mm', 35],
];

function pad([brand, model, size, usd]: (typeof pads)[number]): Draft {
  return make({
    category: 'gaming',
    sub: 'mouse-pads',
    brand,
    name: named(brand, model, L('Mouse Pad', 'កម្រាលកណ្ដុរ', '鼠标垫')),
    lead: L(
      `${size} cloth pad with a non-slip rubber base for smooth, consistent glide.`,
      `កម្រាលក្រណាត់ទំហំ ${size} មានបាតកៅស៊ូមិនរអិល ធ្វើឲ្យកណ្ដុររំកិលរលូន និងស្មើ។`,
      `${size} 布面鼠标垫，防滑橡胶底座，顺滑稳定。`,
    ),
    price: usd,
    specs: {
      capacity: size,
      form_factor: 'Cloth, rubber base',
      weight: size.startsWith('3') ? '120 g' : '600 g',
    },
    warranty: 6,
    motif: 'mouse',
    colour: '#1f2937',
  });
}

export const gaming: Draft[] = [
  ...devices.map(device),
  ...keyboards.map(keyboard),
  ...mice.map(mouse),
  ...headsets.map(headset),
  ...pads.map(pad),
];
