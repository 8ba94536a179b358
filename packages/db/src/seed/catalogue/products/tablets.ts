// Tablets and tablet accessories.
import { type ColourKey, colours, type Draft, hexOf, L, make, named, storage, T } from './lib';

type TabRow = [
  brand: string,
  model: string,
  sub: string,
  screen: string,
  chip: string,
  ramGb: number,
  baseGb: number,
  battery: string,
  usd: number,
  colours: ColourKey[],
  steps: [number, number][],
];

const IPAD_COLOURS: ColourKey[] = ['blue', 'purple', 'starlight', 'spacegrey'];

// biome-ignore format: a data table, one product family per line
const rows: TabRow[] = [
  ['apple', 'iPad (A16)', 'ipads', '11', 'A16', 6, 128, '28.93 Wh', 379, ['blue', 'pink', 'yellow', 'silver'], [[256, 100], [512, 300]]],
  ['apple', 'iPad (A16) Wi-Fi + Cellular', 'cellular-tablets', '11', 'A16', 6, 128, '28.93 Wh', 529, ['blue', 'pink', 'yellow', 'silver'], [[256, 100]]],
  ['apple', 'iPad mini (A17 Pro)', 'ipads', '8.3', 'A17 Pro', 8, 128, '19.3 Wh', 549, IPAD_COLOURS, [[256, 100], [512, 300]]],
  ['apple', 'iPad Air 11 (M3)', 'ipads', '11', 'M3', 8, 128, '28.93 Wh', 649, IPAD_COLOURS, [[256, 100], [512, 300], [1024, 500]]],
  ['apple', 'iPad Air 11 (M3) Wi-Fi + Cellular', 'cellular-tablets', '11', 'M3', 8, 128, '28.93 Wh', 799, IPAD_COLOURS, [[256, 100], [512, 300]]],
  ['apple', 'iPad Air 13 (M3)', 'ipads', '13', 'M3', 8, 128, '36.59 Wh', 849, IPAD_COLOURS, [[256, 100], [512, 300]]],
  ['apple', 'iPad Pro 11 (M4)', 'ipads', '11', 'M4', 8, 256, '31.29 Wh', 1099, ['spaceblack', 'silver'], [[512, 200], [1024, 600]]],
  ['apple', 'iPad Pro 13 (M4)', 'ipads', '13', 'M4', 8, 256, '38.99 Wh', 1399, ['spaceblack', 'silver'], [[512, 200], [1024, 600]]],
  ['samsung', 'Galaxy Tab S10 Ultra', 'android-tablets', '14.6', 'Dimensity 9300+', 12, 256, '11,200 mAh', 1199, ['grey', 'silver'], [[512, 120]]],
  ['samsung', 'Galaxy Tab S10+', 'android-tablets', '12.4', 'Dimensity 9300+', 12, 256, '10,090 mAh', 999, ['grey', 'silver'], [[512, 120]]],
  ['samsung', 'Galaxy Tab S10 FE', 'android-tablets', '10.9', 'Exynos 1580', 8, 128, '8,000 mAh', 499, ['grey', 'silver', 'lightblue'], [[256, 60]]],
  ['samsung', 'Galaxy Tab S10 FE 5G', 'cellular-tablets', '10.9', 'Exynos 1580', 8, 128, '8,000 mAh', 579, ['grey', 'silver', 'lightblue'], [[256, 60]]],
  ['samsung', 'Galaxy Tab S9 FE', 'android-tablets', '10.9', 'Exynos 1380', 6, 128, '8,000 mAh', 379, ['grey', 'silver', 'mint', 'lavender'], []],
  ['samsung', 'Galaxy Tab A9+', 'android-tablets', '11', 'Snapdragon 695', 4, 64, '7,040 mAh', 199, ['grey', 'silver', 'navy'], [[128, 30]]],
  ['samsung', 'Galaxy Tab A9+ 5G', 'cellular-tablets', '11', 'Snapdragon 695', 4, 64, '7,040 mAh', 249, ['grey', 'silver', 'navy'], [[128, 30]]],
  ['samsung', 'Galaxy Tab A9 LTE', 'cellular-tablets', '8.7', 'Helio G99', 4, 64, '5,100 mAh', 159, ['grey', 'silver', 'navy'], []],
  ['xiaomi', 'Pad 7', 'android-tablets', '11.2', 'Snapdragon 7+ Gen 3', 8, 128, '8,850 mAh', 349, ['grey', 'lightblue', 'green'], [[256, 50]]],
  ['xiaomi', 'Pad 7 Pro', 'android-tablets', '11.2', 'Snapdragon 8s Gen 3', 8, 256, '8,850 mAh', 449, ['grey', 'lightblue', 'green'], [[512, 60]]],
  ['xiaomi', 'Redmi Pad Pro', 'android-tablets', '12.1', 'Snapdragon 7s Gen 2', 6, 128, '10,000 mAh', 259, ['grey', 'mint', 'lightblue'], [[256, 40]]],
  ['xiaomi', 'Redmi Pad Pro 5G', 'cellular-tablets', '12.1', 'Snapdragon 7s Gen 2', 8, 128, '10,000 mAh', 319, ['grey', 'mint'], [[256, 40]]],
  ['xiaomi', 'Redmi Pad SE 8.7 4G', 'cellular-tablets', '8.7', 'Helio G85', 4, 64, '6,650 mAh', 129, ['grey', 'lightblue', 'green'], [[128, 20]]],
  ['huawei', 'MatePad 11.5 S', 'android-tablets', '11.5', 'Kirin 9000WL', 8, 256, '8,800 mAh', 399, ['grey', 'purple', 'white'], []],
  ['huawei', 'MatePad Air', 'android-tablets', '12', 'Kirin 9000WL', 12, 256, '10,100 mAh', 549, ['black', 'white'], []],
  ['lenovo', 'Tab M11', 'android-tablets', '10.95', 'Helio G88', 4, 128, '7,040 mAh', 189, ['grey', 'lightblue'], []],
  ['lenovo', 'Idea Tab Pro', 'android-tablets', '12.7', 'Dimensity 8300', 8, 256, '10,200 mAh', 399, ['grey'], []],
  ['oppo', 'Pad 3', 'android-tablets', '11.61', 'Dimensity 8350', 8, 256, '9,520 mAh', 449, ['grey', 'lightblue'], []],
  ['honor', 'Pad 9', 'android-tablets', '12.1', 'Snapdragon 6 Gen 1', 8, 256, '8,300 mAh', 299, ['grey', 'lightblue'], []],
];

function tablet([brand, model, sub, screen, chip, ram, base, battery, usd, cols, steps]: TabRow): Draft {
  const cell = sub === 'cellular-tablets';
  return make({
    category: 'tablets',
    sub,
    brand,
    name: named(brand, model, T.tablet),
    lead: L(
      `${screen}" display with the ${chip} chip and ${ram}GB RAM${cell ? ', plus 4G/5G SIM support' : ''}.`,
      `អេក្រង់ ${screen} អ៊ីញ បន្ទះឈីប ${chip} និង RAM ${ram}GB${cell ? ' អាចដាក់ស៊ីម 4G/5G បាន' : ''}។`,
      `${screen} 英寸屏幕，${chip} 芯片，${ram}GB 内存${cell ? '，支持插卡 4G/5G 上网' : ''}。`,
    ),
    extra: cell
      ? L(
          'Stays online anywhere with a Smart, Cellcard or Metfone data SIM.',
          'ភ្ជាប់អ៊ីនធឺណិតបានគ្រប់ទីកន្លែង ជាមួយស៊ីមទិន្នន័យ Smart, Cellcard ឬ Metfone។',
          '插上 Smart、Cellcard 或 Metfone 流量卡，随时随地上网。',
        )
      : L(
          'Great for study, drawing, Zoom classes and watching films.',
          'ល្អសម្រាប់ការសិក្សា គូររូប រៀនតាម Zoom និងមើលភាពយន្ត។',
          '学习、绘画、Zoom 网课、追剧都合适。',
        ),
    price: usd,
    specs: {
      screen_size: `${screen}"`,
      cpu: chip,
      ram: `${ram}GB`,
      storage: base >= 1024 ? `${base / 1024}TB` : `${base}GB`,
      battery,
      connectivity: cell ? 'Wi-Fi, 4G/5G' : 'Wi-Fi',
      os: brand === 'apple' ? 'iPadOS' : brand === 'huawei' ? 'HarmonyOS' : 'Android',
    },
    warranty: 12,
    options: steps.length ? [colours(...cols), storage(base, ...steps)] : [colours(...cols)],
    motif: 'tablet',
    colour: hexOf(cols[0] as ColourKey),
  });
}

type AccRow = [
  brand: string,
  model: string,
  sub: 'styluses' | 'tablet-keyboards',
  compat: string,
  usd: number,
  lead: [string, string, string],
];

// biome-ignore format: a data table, one product family per line
const accRows: AccRow[] = [
  ['apple', 'Pencil Pro', 'styluses', 'iPad Pro (M4), iPad Air (M2/M3), iPad mini (A17 Pro)', 139, [
    'Squeeze, barrel roll and haptic feedback for precise drawing and notes.',
    'ច្របាច់ បង្វិល និងមានរំញ័រឆ្លើយតប សម្រាប់គូររូប និងកត់ចំណាំបានយ៉ាងជាក់លាក់។',
    '支持轻捏、笔身旋转和触感反馈，绘画和笔记更精准。',
  ]],
  ['apple', 'Pencil (USB-C)', 'styluses', 'iPad with USB-C', 89, [
    'Pixel-perfect writing and drawing, charged and paired with a USB-C cable.',
    'សរសេរ និងគូររូបបានយ៉ាងច្បាស់ សាក និងភ្ជាប់តាមខ្សែ USB-C។',
    '书写绘画精准顺滑，通过 USB-C 线充电和配对。',
  ]],
  ['samsung', 'S Pen Creator Edition', 'styluses', 'Galaxy Tab S10 series', 99, [
    'A full-size pen with 4,096 pressure levels that needs no charging.',
    'ប៊ិចទំហំធម្មតា មានកម្រិតសង្កត់ 4,096 និងមិនចាំបាច់សាកថ្ម។',
    '全尺寸手写笔，4,096 级压感，无需充电。',
  ]],
  ['xiaomi', 'Focus Pen', 'styluses', 'Xiaomi Pad 7 series', 89, [
    'Low-latency stylus with a side button for screenshots and a laser-pointer mode for presentations.',
    'ប៊ិចឆ្លើយតបលឿន មានប៊ូតុងចំហៀងសម្រាប់ថតអេក្រង់ និងរបៀបចង្អុលឡាស៊ែរសម្រាប់បទបង្ហាញ។',
    '低延迟手写笔，侧键可截屏，演示时可用激光笔模式。',
  ]],
  ['logitech', 'Crayon', 'styluses', 'iPad (2018 and later)', 69, [
    'Durable, drop-tested stylus for students, with tilt support and no pairing needed.',
    'ប៊ិចរឹងមាំ ធន់នឹងការធ្លាក់ សម្រាប់សិស្ស គាំទ្រការទ្រេត និងមិនចាំបាច់ភ្ជាប់ Bluetooth។',
    '坚固耐摔的学生手写笔，支持倾斜笔触，无需配对。',
  ]],
  ['apple', 'Magic Keyboard for iPad Pro 11 (M4)', 'tablet-keyboards', 'iPad Pro 11 (M4)', 299, [
    'Backlit keys, a glass trackpad with haptics and a function row turn the iPad into a laptop.',
    'ក្ដារចុចមានភ្លើង ផ្ទាំងប៉ះកញ្ចក់មានរំញ័រ និងជួរគ្រាប់ចុចមុខងារ ធ្វើឲ្យ iPad ក្លាយជាកុំព្យូទ័រយួរដៃ។',
    '背光按键、触感玻璃触控板和功能键行，让 iPad 变身笔记本电脑。',
  ]],
  ['apple', 'Magic Keyboard for iPad Air 11 (M3)', 'tablet-keyboards', 'iPad Air 11 (M2/M3)', 269, [
    'A floating design with a built-in trackpad and a 14-key function row.',
    'រចនាបែបអណ្ដែត មានផ្ទាំងប៉ះស្រាប់ និងជួរគ្រាប់ចុចមុខងារ 14។',
    '悬浮式设计，内置触控板和 14 键功能键行。',
  ]],
  ['apple', 'Smart Folio for iPad Air 11 (M3)', 'tablet-keyboards', 'iPad Air 11 (M2/M3)', 79, [
    'Thin cover that wakes the iPad when opened and folds into a stand.',
    'ស្រោមស្ដើងដែលបើក iPad ដោយស្វ័យប្រវត្តិពេលបើកគម្រប និងបត់ជាជើងទ្របាន។',
    '轻薄保护套，开盖自动唤醒，可折叠成支架。',
  ]],
  ['samsung', 'Galaxy Tab S10 FE Book Cover Keyboard', 'tablet-keyboards', 'Galaxy Tab S10 FE', 149, [
    'Keyboard cover with a touchpad that switches the tablet to Samsung DeX.',
    'ស្រោមមានក្ដារចុច និងផ្ទាំងប៉ះ ប្ដូរថេប្លេតទៅរបៀប Samsung DeX។',
    '带触控板的键盘保护套，一键切换 Samsung DeX 模式。',
  ]],
  ['logitech', 'Combo Touch for iPad Air 11 (M3)', 'tablet-keyboards', 'iPad Air 11 (M2/M3)', 199, [
    'Detachable backlit keyboard and trackpad with a kickstand case.',
    'ក្ដារចុចមានភ្លើងដែលអាចផ្ដាច់បាន ជាមួយផ្ទាំងប៉ះ និងស្រោមមានជើងទ្រ។',
    '可拆卸背光键盘和触控板，保护壳带支架。',
  ]],
  ['xiaomi', 'Pad 7 Keyboard', 'tablet-keyboards', 'Xiaomi Pad 7 series', 99, [
    'Magnetic keyboard cover with a touchpad for work in the Xiaomi workstation mode.',
    'ស្រោមក្ដារចុចមេដែក មានផ្ទាំងប៉ះ សម្រាប់ធ្វើការក្នុងរបៀបស្ថានីយការងារ (Workstation) របស់ Xiaomi។',
    '磁吸键盘保护套，带触控板，配合小米工作站模式高效办公。',
  ]],
];

function accessory([brand, model, sub, compat, usd, [en, kh, zh]]: AccRow): Draft {
  const pen = sub === 'styluses';
  return make({
    category: 'tablets',
    sub,
    brand,
    name: named(
      brand,
      model,
      pen
        ? L('', 'ប៊ិចថេប្លេត', '手写笔')
        : /Keyboard|Combo/.test(model)
          ? L('', 'ក្ដារចុចថេប្លេត', '平板键盘')
          : L('', 'ស្រោមថេប្លេត', '平板保护套'),
    ),
    lead: L(en, kh, zh),
    price: usd,
    specs: {
      compatibility: compat,
      connectivity: pen ? 'Bluetooth / magnetic' : 'Smart Connector / Pogo pins',
      weight: pen ? '20 g' : '450 g',
    },
    warranty: 12,
    options: brand === 'apple' && !pen ? [colours('black', 'white')] : [],
    motif: pen ? 'tablet' : 'keyboard',
    colour: pen ? '#e5e7eb' : '#334155',
  });
}

export const tablets: Draft[] = [...rows.map(tablet), ...accRows.map(accessory)];
