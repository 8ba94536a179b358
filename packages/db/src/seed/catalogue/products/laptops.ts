// Laptops: model families × configurations as sold in Phnom Penh.
import { type ColourKey, colours, type Draft, gbLabel, hexOf, L, make, named, T, zhModel } from './lib';

type Row = [
  brand: string,
  model: string,
  sub: string,
  cpu: string,
  ramGb: number,
  ssdGb: number,
  screen: string,
  gpu: string | null,
  kg: number,
  usd: number,
  colours?: ColourKey[],
];

// biome-ignore format: a data table, one product family per line
const rows: Row[] = [
  ['asus', 'Vivobook 15 X1504VA', 'student-laptops', 'Core i3-1315U', 8, 512, '15.6', null, 1.7, 429, ['silver', 'blue']],
  ['asus', 'Vivobook 15 X1504VA', 'student-laptops', 'Core i5-1335U', 16, 512, '15.6', null, 1.7, 569, ['silver', 'blue']],
  ['asus', 'Vivobook 15 X1504VA', 'student-laptops', 'Core i7-1355U', 16, 512, '15.6', null, 1.7, 689, ['silver', 'blue']],
  ['asus', 'Vivobook S 14 OLED S5406MA', 'thin-light-laptops', 'Core Ultra 5 125H', 16, 512, '14', null, 1.3, 849],
  ['asus', 'Zenbook 14 OLED UX3405MA', 'thin-light-laptops', 'Core Ultra 7 155H', 16, 1024, '14', null, 1.2, 1099],
  ['asus', 'ExpertBook B1 B1502CVA', 'business-laptops', 'Core i5-1335U', 8, 512, '15.6', null, 1.7, 599],
  ['asus', 'TUF Gaming A15 FA506NFR', 'gaming-laptops', 'Ryzen 7 7435HS', 16, 512, '15.6', 'RTX 2050 4GB', 2.2, 749],
  ['asus', 'TUF Gaming A15 FA507NV', 'gaming-laptops', 'Ryzen 7 7735HS', 16, 512, '15.6', 'RTX 4060 8GB', 2.2, 1049],
  ['asus', 'ROG Strix G16 G614JV', 'gaming-laptops', 'Core i7-13650HX', 16, 1024, '16', 'RTX 4060 8GB', 2.5, 1499],
  ['asus', 'ROG Zephyrus G14 GA403UV', 'gaming-laptops', 'Ryzen 9 8945HS', 32, 1024, '14', 'RTX 4060 8GB', 1.5, 1899],
  ['asus', 'Vivobook S 14 Flip TP3402VA', '2-in-1-laptops', 'Core i5-1335U', 16, 512, '14', null, 1.5, 749],
  ['asus', 'ProArt P16 H7606WV', 'workstation-laptops', 'Ryzen AI 9 HX 370', 32, 1024, '16', 'RTX 4060 8GB', 1.9, 2499],
  ['acer', 'Aspire Go 15 AG15-31P', 'student-laptops', 'Core i3-N305', 8, 256, '15.6', null, 1.8, 329],
  ['acer', 'Aspire 3 A315-59', 'student-laptops', 'Core i3-1215U', 8, 256, '15.6', null, 1.8, 379],
  ['acer', 'Aspire 3 A315-59', 'student-laptops', 'Core i5-1235U', 8, 512, '15.6', null, 1.8, 469],
  ['acer', 'Swift Go 14 SFG14-73', 'thin-light-laptops', 'Core Ultra 5 125H', 16, 512, '14', null, 1.3, 849],
  ['acer', 'TravelMate P2 TMP215-54', 'business-laptops', 'Core i5-1235U', 8, 512, '15.6', null, 1.8, 629],
  ['acer', 'Nitro V 15 ANV15-51', 'gaming-laptops', 'Core i5-13420H', 8, 512, '15.6', 'RTX 3050 6GB', 2.1, 749],
  ['acer', 'Nitro V 15 ANV15-51', 'gaming-laptops', 'Core i7-13620H', 16, 512, '15.6', 'RTX 4050 6GB', 2.1, 949],
  ['acer', 'Predator Helios Neo 16 PHN16-72', 'gaming-laptops', 'Core i7-14700HX', 16, 1024, '16', 'RTX 4060 8GB', 2.8, 1549],
  ['lenovo', 'IdeaPad Slim 3 15IRU8', 'student-laptops', 'Core i3-1315U', 8, 256, '15.6', null, 1.6, 399, ['grey', 'blue']],
  ['lenovo', 'IdeaPad Slim 3 15IRU8', 'student-laptops', 'Core i5-1335U', 16, 512, '15.6', null, 1.6, 549, ['grey', 'blue']],
  ['lenovo', 'IdeaPad Slim 5 14AHP9', 'thin-light-laptops', 'Ryzen 7 8845HS', 16, 1024, '14', null, 1.4, 799],
  ['lenovo', 'ThinkBook 14 G6 IRL', 'business-laptops', 'Core i5-13420H', 8, 512, '14', null, 1.4, 649],
  ['lenovo', 'ThinkPad E14 Gen 6', 'business-laptops', 'Core Ultra 5 125U', 16, 512, '14', null, 1.4, 899],
  ['lenovo', 'ThinkPad T14 Gen 5', 'business-laptops', 'Core Ultra 7 155U', 16, 512, '14', null, 1.3, 1299],
  ['lenovo', 'LOQ 15IRX9', 'gaming-laptops', 'Core i5-13450HX', 16, 512, '15.6', 'RTX 3050 6GB', 2.4, 849],
  ['lenovo', 'LOQ 15IRX9', 'gaming-laptops', 'Core i7-13650HX', 16, 512, '15.6', 'RTX 4060 8GB', 2.4, 1149],
  ['lenovo', 'Legion 5 16IRX9', 'gaming-laptops', 'Core i7-14650HX', 16, 1024, '16', 'RTX 4060 8GB', 2.4, 1599],
  ['lenovo', 'Yoga 7 2-in-1 14AHP9', '2-in-1-laptops', 'Ryzen 7 8840HS', 16, 1024, '14', null, 1.5, 949],
  ['lenovo', 'ThinkPad P16s Gen 2', 'workstation-laptops', 'Core i7-1360P', 32, 1024, '16', 'RTX A500 4GB', 1.8, 1899],
  ['hp', '15-fd0235TU', 'student-laptops', 'Core i3-1315U', 8, 256, '15.6', null, 1.6, 399, ['silver', 'gold']],
  ['hp', '15-fd0246TU', 'student-laptops', 'Core i5-1335U', 8, 512, '15.6', null, 1.6, 529, ['silver', 'gold']],
  ['hp', 'Pavilion x360 14-ek1', '2-in-1-laptops', 'Core i5-1335U', 8, 512, '14', null, 1.5, 699],
  ['hp', 'Envy x360 14-fc0', '2-in-1-laptops', 'Core Ultra 5 125U', 16, 512, '14', null, 1.4, 999],
  ['hp', 'ProBook 440 G11', 'business-laptops', 'Core Ultra 5 125U', 16, 512, '14', null, 1.4, 949],
  ['hp', 'EliteBook 840 G11', 'business-laptops', 'Core Ultra 7 155U', 16, 512, '14', null, 1.4, 1499],
  ['hp', 'Victus 15-fa1', 'gaming-laptops', 'Core i5-13420H', 8, 512, '15.6', 'RTX 3050 6GB', 2.3, 769],
  ['hp', 'Victus 15-fb2', 'gaming-laptops', 'Ryzen 5 8645HS', 16, 512, '15.6', 'RTX 4050 6GB', 2.3, 899],
  ['hp', 'OMEN 16-wf1', 'gaming-laptops', 'Core i7-14700HX', 16, 1024, '16.1', 'RTX 4060 8GB', 2.4, 1499],
  ['hp', 'ZBook Firefly 14 G11', 'workstation-laptops', 'Core Ultra 7 155H', 32, 1024, '14', 'RTX A500 4GB', 1.5, 2199],
  ['dell', 'Inspiron 15 3530', 'student-laptops', 'Core i5-1335U', 8, 512, '15.6', null, 1.7, 579],
  ['dell', 'Inspiron 15 3530', 'student-laptops', 'Core i7-1355U', 16, 512, '15.6', null, 1.7, 749],
  ['dell', 'Vostro 3530', 'business-laptops', 'Core i5-1335U', 8, 512, '15.6', null, 1.7, 599],
  ['dell', 'Latitude 5450', 'business-laptops', 'Core Ultra 5 135U', 16, 512, '14', null, 1.4, 1199],
  ['dell', 'XPS 13 9340', 'thin-light-laptops', 'Core Ultra 7 155H', 16, 512, '13.4', null, 1.2, 1449],
  ['dell', 'G15 5530', 'gaming-laptops', 'Core i7-13650HX', 16, 512, '15.6', 'RTX 4060 8GB', 2.7, 1249],
  ['dell', 'Precision 3591', 'workstation-laptops', 'Core Ultra 7 155H', 32, 1024, '15.6', 'RTX 2000 Ada 8GB', 1.9, 2299],
  ['msi', 'Modern 14 C13M', 'student-laptops', 'Core i5-1335U', 8, 512, '14', null, 1.4, 479],
  ['msi', 'Prestige 14 AI Evo C1M', 'thin-light-laptops', 'Core Ultra 7 155H', 32, 1024, '14', null, 1.5, 1299],
  ['msi', 'Thin GF63 12VE', 'gaming-laptops', 'Core i5-12450H', 8, 512, '15.6', 'RTX 4050 6GB', 1.9, 799],
  ['msi', 'Katana 15 B13VFK', 'gaming-laptops', 'Core i7-13620H', 16, 1024, '15.6', 'RTX 4060 8GB', 2.3, 1199],
  ['gigabyte', 'G5 MF', 'gaming-laptops', 'Core i5-12500H', 8, 512, '15.6', 'RTX 4050 6GB', 2.0, 849],
  ['gigabyte', 'AORUS 15 BKF', 'gaming-laptops', 'Core i7-13700H', 16, 1024, '15.6', 'RTX 4060 8GB', 2.4, 1399],
  ['apple', 'MacBook Air 13 M2', 'macbook-air', 'M2 (8-core CPU, 8-core GPU)', 16, 256, '13.6', null, 1.24, 849, ['midnight', 'starlight', 'silver', 'spacegrey']],
  ['apple', 'MacBook Air 13 M4', 'macbook-air', 'M4 (10-core CPU, 8-core GPU)', 16, 256, '13.6', null, 1.24, 1049, ['skyblue', 'silver', 'starlight', 'midnight']],
  ['apple', 'MacBook Air 13 M4', 'macbook-air', 'M4 (10-core CPU, 10-core GPU)', 16, 512, '13.6', null, 1.24, 1249, ['skyblue', 'silver', 'starlight', 'midnight']],
  ['apple', 'MacBook Air 15 M4', 'macbook-air', 'M4 (10-core CPU, 10-core GPU)', 16, 256, '15.3', null, 1.51, 1249, ['skyblue', 'silver', 'starlight', 'midnight']],
  ['apple', 'MacBook Air 15 M4', 'macbook-air', 'M4 (10-core CPU, 10-core GPU)', 24, 512, '15.3', null, 1.51, 1549, ['midnight', 'silver', 'starlight', 'skyblue']],
  ['apple', 'MacBook Pro 14 M4', 'macbook-pro', 'M4 (10-core CPU, 10-core GPU)', 16, 512, '14.2', null, 1.55, 1649, ['spaceblack', 'silver']],
  ['apple', 'MacBook Pro 14 M4 Pro', 'macbook-pro', 'M4 Pro (12-core CPU, 16-core GPU)', 24, 512, '14.2', null, 1.6, 2049, ['spaceblack', 'silver']],
  ['apple', 'MacBook Pro 16 M4 Pro', 'macbook-pro', 'M4 Pro (14-core CPU, 20-core GPU)', 24, 512, '16.2', null, 2.14, 2549, ['spaceblack', 'silver']],
  ['apple', 'MacBook Pro 16 M4 Max', 'macbook-pro', 'M4 Max (14-core CPU, 32-core GPU)', 36, 1024, '16.2', null, 2.14, 3599, ['spaceblack', 'silver']],
];

const USE: Record<string, [string, string, string]> = {
  'student-laptops': [
    'A reliable choice for study, online classes and office work.',
    'ជម្រើសដ៏ល្អសម្រាប់ការសិក្សា រៀនអនឡាញ និងការងារការិយាល័យ។',
    '学习、网课和日常办公的可靠之选。',
  ],
  'business-laptops': [
    'Durable, secure and easy to service for everyday business use.',
    'រឹងមាំ មានសុវត្ថិភាព និងងាយថែទាំ សម្រាប់ការងារក្រុមហ៊ុនប្រចាំថ្ងៃ។',
    '坚固安全、易于维护，适合日常商务办公。',
  ],
  'gaming-laptops': [
    'Built for smooth gaming, streaming and video editing.',
    'ស័ក្តិសមសម្រាប់លេងហ្គេម ផ្សាយផ្ទាល់ និងកាត់តវីដេអូយ៉ាងរលូន។',
    '畅玩大型游戏，直播和视频剪辑同样流畅。',
  ],
  'thin-light-laptops': [
    'Slim and light with long battery life for working on the go.',
    'ស្ដើង ស្រាល និងថ្មប្រើបានយូរ សម្រាប់ធ្វើការគ្រប់ទីកន្លែង។',
    '轻薄便携，续航持久，随时随地高效办公。',
  ],
  'macbook-air': [
    'Fanless, silent and light, with battery life for a full day of classes or work.',
    'គ្មានកង្ហារ ស្ងាត់ និងស្រាល ថ្មប្រើបានពេញមួយថ្ងៃសម្រាប់រៀន ឬធ្វើការ។',
    '无风扇设计，安静轻薄，续航足够一整天上课或工作。',
  ],
  'macbook-pro': [
    'Pro performance for video, photo and music work with a Liquid Retina XDR display.',
    'ដំណើរការកម្រិតអាជីពសម្រាប់ការងារវីដេអូ រូបថត និងតន្ត្រី ជាមួយអេក្រង់ Liquid Retina XDR។',
    '专业级性能，胜任视频、照片和音乐创作，配备 Liquid Retina XDR 显示屏。',
  ],
  '2-in-1-laptops': [
    'Flips into tablet mode with a touch screen and pen support.',
    'អាចបត់ជាថេប្លេត មានអេក្រង់ប៉ះ និងគាំទ្រប៊ិច។',
    '可翻转为平板模式，支持触控和手写笔。',
  ],
  'workstation-laptops': [
    'Certified for professional CAD, design and engineering software.',
    'ត្រូវបានបញ្ជាក់សម្រាប់កម្មវិធី CAD រចនា និងវិស្វកម្មកម្រិតអាជីព។',
    '通过专业 CAD、设计与工程软件认证。',
  ],
};

const SUB_COLOUR: Record<string, string> = {
  'student-laptops': '#64748b',
  'business-laptops': '#334155',
  'gaming-laptops': '#dc2626',
  'thin-light-laptops': '#0ea5e9',
  '2-in-1-laptops': '#7c3aed',
  'workstation-laptops': '#0f766e',
};

function igpu(cpu: string): string {
  if (/Ultra \d \d+H/.test(cpu)) return 'Intel Arc Graphics';
  if (/Ultra/.test(cpu)) return 'Intel Graphics';
  if (/i[57]-1\d{3}[UP]/.test(cpu)) return 'Intel Iris Xe Graphics';
  if (/Ryzen AI/.test(cpu)) return 'AMD Radeon 890M';
  if (/Ryzen/.test(cpu)) return 'AMD Radeon Graphics';
  return 'Intel UHD Graphics';
}

function laptop([brand, model, sub, cpu, ram, ssd, screen, gpu, kg, usd, cols]: Row): Draft {
  const apple = brand === 'apple';
  const st = gbLabel(ssd);
  const chip = cpu.replace(/ \(.*\)$/, '');
  const gpuShort = gpu ? gpu.replace(/ \d+GB$/, '') : null;
  const cfg = apple
    ? `${chip}, ${ram}GB, ${st}`
    : `${cpu}, ${ram}GB, ${st} SSD${gpuShort ? `, ${gpuShort}` : ''}`;
  const gpuName = gpu
    ? gpu.startsWith('RTX A') || gpu.includes('Ada')
      ? `NVIDIA ${gpu}`
      : `NVIDIA GeForce ${gpu}`
    : null;
  const lead = apple
    ? L(
        `Apple ${chip} chip with ${ram}GB unified memory, a ${st} SSD and a ${screen}" Liquid Retina display.`,
        `បន្ទះឈីប Apple ${chip} អង្គចងចាំរួម ${ram}GB ថាស SSD ${st} និងអេក្រង់ Liquid Retina ទំហំ ${screen} អ៊ីញ។`,
        `搭载 Apple ${chip} 芯片，${ram}GB 统一内存，${st} 固态硬盘，${screen} 英寸 Liquid Retina 显示屏。`,
      )
    : L(
        `Powered by ${cpu} with ${ram}GB RAM, a ${st} SSD and a ${screen}" display${gpuName ? `, plus ${gpuName} graphics` : ''}.`,
        `ប្រើប្រាស់ប្រព័ន្ធដំណើរការ ${cpu} អង្គចងចាំ RAM ${ram}GB ថាស SSD ${st} និងអេក្រង់ទំហំ ${screen} អ៊ីញ${gpuName ? ` ព្រមទាំងកាតក្រាហ្វិក ${gpuName}` : ''}។`,
        `搭载${zhModel(cpu)} 处理器、${ram}GB 内存、${st} 固态硬盘和 ${screen} 英寸屏幕${gpuName ? `，配备 ${gpuName} 独立显卡` : ''}。`,
      );
  const use = USE[sub] ?? ['', '', ''];
  const os = apple
    ? 'macOS'
    : sub === 'business-laptops' || sub === 'workstation-laptops'
      ? 'Windows 11 Pro'
      : 'Windows 11 Home';
  return make({
    category: 'laptops',
    sub,
    brand,
    name: named(brand, model, T.laptop, cfg),
    lead,
    extra: L(use[0], use[1], use[2]),
    price: usd,
    specs: {
      cpu: apple ? `Apple ${cpu}` : cpu,
      ram: `${ram}GB`,
      storage: `${st} SSD`,
      screen_size: `${screen}"`,
      gpu: apple ? cpu.replace(/^.*, (\d+-core GPU)\)$/, '$1') : (gpuName ?? igpu(cpu)),
      weight: `${kg} kg`,
      os,
    },
    warranty: apple ? 12 : sub === 'business-laptops' || sub === 'workstation-laptops' ? 36 : 24,
    options: cols ? [colours(...cols)] : [],
    motif: 'laptop',
    colour: cols ? hexOf(cols[0] as ColourKey) : (SUB_COLOUR[sub] ?? '#64748b'),
  });
}

export const laptops: Draft[] = rows.map(laptop);
