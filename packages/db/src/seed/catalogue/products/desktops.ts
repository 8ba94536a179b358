// Desktop PCs (brand and in-store builds) and monitors.
import {
  type ColourKey,
  colours,
  type Draft,
  gbLabel,
  hexOf,
  L,
  make,
  named,
  T,
  zhJoin,
  zhModel,
} from './lib';

type PcRow = [
  brand: string,
  model: string,
  sub: string,
  cpu: string,
  ramGb: number,
  ssdGb: number,
  gpu: string | null,
  usd: number,
  form: string,
  colours?: ColourKey[],
];

const BUILD = 'build';

// biome-ignore format: a data table, one product family per line
const pcs: PcRow[] = [
  ['dell', 'Vostro 3020 Tower', 'office-pcs', 'Core i3-13100', 8, 256, null, 449, 'Tower'],
  ['dell', 'Vostro 3020 Tower', 'office-pcs', 'Core i5-13400', 8, 512, null, 599, 'Tower'],
  ['dell', 'OptiPlex 7020 Tower', 'office-pcs', 'Core i5-14500', 8, 512, null, 749, 'Tower'],
  ['dell', 'OptiPlex 7020 Tower', 'office-pcs', 'Core i7-14700', 16, 512, null, 999, 'Tower'],
  ['hp', 'Pro Tower 280 G9', 'office-pcs', 'Core i5-12400', 8, 512, null, 579, 'Tower'],
  ['hp', 'ProDesk 400 G9 SFF', 'office-pcs', 'Core i5-13500', 8, 512, null, 749, 'Small Form Factor'],
  ['lenovo', 'ThinkCentre neo 50s Gen 4', 'office-pcs', 'Core i5-13400', 8, 512, null, 629, 'Small Form Factor'],
  ['lenovo', 'IdeaCentre AIO 24IRH9', 'all-in-one-pcs', 'Core i5-13420H', 8, 512, null, 749, 'All-in-One 23.8"'],
  ['hp', 'All-in-One 24-cr0', 'all-in-one-pcs', 'Core i5-1335U', 8, 512, null, 799, 'All-in-One 23.8"'],
  ['dell', 'OptiPlex All-in-One 7410', 'all-in-one-pcs', 'Core i5-13500T', 8, 512, null, 999, 'All-in-One 23.8"'],
  ['apple', 'iMac 24 M4', 'all-in-one-pcs', 'M4 (8-core CPU, 8-core GPU)', 16, 256, null, 1349, 'All-in-One 24" 4.5K', ['blue', 'green', 'pink', 'silver']],
  ['apple', 'iMac 24 M4', 'all-in-one-pcs', 'M4 (10-core CPU, 10-core GPU)', 16, 512, null, 1749, 'All-in-One 24" 4.5K', ['blue', 'purple', 'yellow', 'silver']],
  ['apple', 'Mac mini M4', 'mini-pcs', 'M4 (10-core CPU, 10-core GPU)', 16, 256, null, 649, 'Mini'],
  ['apple', 'Mac mini M4', 'mini-pcs', 'M4 (10-core CPU, 10-core GPU)', 16, 512, null, 849, 'Mini'],
  ['apple', 'Mac mini M4 Pro', 'mini-pcs', 'M4 Pro (12-core CPU, 16-core GPU)', 24, 512, null, 1449, 'Mini'],
  ['asus', 'NUC 14 Pro', 'mini-pcs', 'Core Ultra 5 125H', 16, 512, null, 699, 'Mini'],
  ['lenovo', 'ThinkCentre M70q Gen 5 Tiny', 'mini-pcs', 'Core i5-14400T', 16, 512, null, 799, 'Mini'],
  ['msi', 'Cubi 5 12M', 'mini-pcs', 'Core i5-1235U', 8, 512, null, 449, 'Mini'],
  ['msi', 'MAG Infinite S3 14th', 'gaming-pcs', 'Core i5-14400F', 16, 1024, 'RTX 4060 8GB', 1249, 'Tower'],
  ['hp', 'OMEN 25L GT15', 'gaming-pcs', 'Core i7-14700F', 16, 1024, 'RTX 4060 Ti 8GB', 1599, 'Tower'],
  ['asus', 'ROG Strix G16CH', 'gaming-pcs', 'Core i7-14700F', 16, 1024, 'RTX 4060 Ti 8GB', 1699, 'Tower'],
  ['lenovo', 'Legion Tower 5i Gen 8', 'gaming-pcs', 'Core i7-14700F', 32, 1024, 'RTX 4070 SUPER 12GB', 1999, 'Tower'],
  ['intel', 'Core i5-12400F', BUILD, 'Core i5-12400F', 16, 512, 'RTX 3050 6GB', 649, 'Mid Tower'],
  ['intel', 'Core i5-14400F', BUILD, 'Core i5-14400F', 16, 1024, 'RTX 5060 Ti 16GB', 1149, 'Mid Tower'],
  ['intel', 'Core Ultra 7 265K', BUILD, 'Core Ultra 7 265K', 32, 2048, 'RTX 5080 16GB', 2999, 'Mid Tower'],
  ['amd', 'Ryzen 5 7500F', BUILD, 'Ryzen 5 7500F', 16, 1024, 'RTX 5060 8GB', 999, 'Mid Tower'],
  ['amd', 'Ryzen 7 7800X3D', BUILD, 'Ryzen 7 7800X3D', 32, 1024, 'RTX 5070 12GB', 1799, 'Mid Tower'],
  ['amd', 'Ryzen 7 9800X3D', BUILD, 'Ryzen 7 9800X3D', 32, 2048, 'RTX 5070 Ti 16GB', 2499, 'Mid Tower'],
];

const EXTRA: Record<string, [string, string, string]> = {
  'office-pcs': [
    'Quiet and dependable for offices, schools and shops.',
    'ស្ងាត់ និងទុកចិត្តបាន សម្រាប់ការិយាល័យ សាលារៀន និងហាង។',
    '安静可靠，适合办公室、学校和商店使用。',
  ],
  'all-in-one-pcs': [
    'Screen, speakers and webcam in one, with a single power cable.',
    'អេក្រង់ ឧបករណ៍បំពងសំឡេង និងកាមេរ៉ារួមក្នុងមួយ ប្រើខ្សែភ្លើងតែមួយ។',
    '屏幕、音箱和摄像头合而为一，只需一根电源线。',
  ],
  'mini-pcs': [
    'Small enough to mount behind a monitor, saving desk space.',
    'តូចល្មមអាចភ្ជាប់នៅខាងក្រោយអេក្រង់ សន្សំកន្លែងលើតុ។',
    '机身小巧，可挂在显示器背后，节省桌面空间。',
  ],
  'gaming-pcs': [
    'Plays the latest games smoothly at high settings.',
    'លេងហ្គេមថ្មីៗបានយ៉ាងរលូនក្នុងកម្រិតក្រាហ្វិកខ្ពស់។',
    '高画质流畅运行最新大作。',
  ],
  [BUILD]: [
    'Assembled, cable-managed and stress-tested by our technicians before delivery.',
    'ដំឡើង រៀបចំខ្សែ និងសាកល្បងដោយអ្នកបច្ចេកទេសរបស់យើងមុនពេលប្រគល់ជូន។',
    '由本店技术员组装、理线并完成压力测试后交付。',
  ],
};

const BUILD_TYPE = L('Gaming PC', 'កុំព្យូទ័រលេងហ្គេម', '游戏主机');

function pc([brand, model, sub0, cpu, ram, ssd, gpu, usd, form, cols]: PcRow): Draft {
  const apple = brand === 'apple';
  const build = sub0 === BUILD;
  const sub = build ? 'gaming-pcs' : sub0;
  const st = gbLabel(ssd);
  const chip = cpu.replace(/ \(.*\)$/, '');
  const gpuName = gpu ? `NVIDIA GeForce ${gpu}` : null;
  const cfg = build
    ? `${ram}GB, ${st} SSD, ${gpu?.replace(/ \d+GB$/, '')}`
    : apple
      ? `${chip}, ${ram}GB, ${st}`
      : `${cpu}, ${ram}GB, ${st} SSD${gpu ? `, ${gpu.replace(/ \d+GB$/, '')}` : ''}`;
  const type = build
    ? BUILD_TYPE
    : sub === 'all-in-one-pcs'
      ? T.aio
      : sub === 'mini-pcs'
        ? T.mini
        : T.desktop;
  const shownCpu = apple ? `Apple ${chip}` : cpu;
  const extra = EXTRA[sub0] ?? ['', '', ''];
  return make({
    category: 'desktops',
    sub,
    brand,
    name: named(brand, model, type, cfg),
    lead: L(
      `Equipped with ${shownCpu}, ${ram}GB RAM and a ${st} SSD${gpuName ? `, plus ${gpuName} graphics` : ''}.`,
      `បំពាក់ដោយប្រព័ន្ធដំណើរការ ${shownCpu} អង្គចងចាំ RAM ${ram}GB និងថាស SSD ${st}${gpuName ? ` ព្រមទាំងកាតក្រាហ្វិក ${gpuName}` : ''}។`,
      `${zhJoin('配备', zhModel(shownCpu))} 处理器、${ram}GB 内存和 ${st} 固态硬盘${gpuName ? `，搭载 ${gpuName} 显卡` : ''}。`,
    ),
    extra: L(extra[0], extra[1], extra[2]),
    price: usd,
    specs: {
      cpu: shownCpu,
      ram: `${ram}GB`,
      storage: `${st} SSD`,
      gpu: gpuName ?? (apple ? cpu.replace(/^.*, (\d+-core GPU)\)$/, '$1') : undefined),
      form_factor: form,
      os: apple
        ? 'macOS'
        : build
          ? 'Windows 11 Home (trial)'
          : sub === 'office-pcs'
            ? 'Windows 11 Pro'
            : 'Windows 11 Home',
    },
    warranty: apple ? 12 : 36,
    options: cols ? [colours(...cols)] : [],
    motif: 'desktop',
    colour: cols ? hexOf(cols[0] as ColourKey) : build || sub === 'gaming-pcs' ? '#dc2626' : '#475569',
  });
}

type MonRow = [
  brand: string,
  model: string,
  sub: string,
  size: string,
  res: string,
  hz: number,
  panel: string,
  usd: number,
  ports: string,
];

// biome-ignore format: a data table, one product family per line
const monitors: MonRow[] = [
  ['xiaomi', 'Monitor A24i', 'office-monitors', '23.8', '1920 x 1080', 100, 'IPS', 79, 'HDMI, DisplayPort'],
  ['samsung', 'Essential Monitor S3 LS24C330', 'office-monitors', '24', '1920 x 1080', 100, 'IPS', 99, 'HDMI, DisplayPort'],
  ['lenovo', 'L24i-40', 'office-monitors', '23.8', '1920 x 1080', 100, 'IPS', 99, 'HDMI, VGA'],
  ['dell', 'SE2425H', 'office-monitors', '23.8', '1920 x 1080', 75, 'VA', 109, 'HDMI, VGA'],
  ['hp', 'Series 5 524sh', 'office-monitors', '23.8', '1920 x 1080', 100, 'IPS', 119, 'HDMI, VGA'],
  ['dell', 'P2425H', 'office-monitors', '23.8', '1920 x 1080', 100, 'IPS', 199, 'HDMI, DisplayPort, VGA, USB-C'],
  ['dell', 'S2725DS', 'office-monitors', '27', '2560 x 1440', 100, 'IPS', 279, 'HDMI x2, DisplayPort'],
  ['acer', 'Nitro VG240Y M3', 'gaming-monitors', '23.8', '1920 x 1080', 180, 'IPS', 119, 'HDMI x2, DisplayPort'],
  ['asus', 'TUF Gaming VG249Q3A', 'gaming-monitors', '23.8', '1920 x 1080', 180, 'Fast IPS', 139, 'HDMI x2, DisplayPort'],
  ['xiaomi', 'Gaming Monitor G27i', 'gaming-monitors', '27', '1920 x 1080', 165, 'IPS', 139, 'HDMI x2, DisplayPort'],
  ['lg', 'UltraGear 27GS60F', 'gaming-monitors', '27', '1920 x 1080', 180, 'IPS', 169, 'HDMI, DisplayPort'],
  ['samsung', 'Odyssey G5 G50D', 'gaming-monitors', '27', '2560 x 1440', 180, 'IPS', 259, 'HDMI, DisplayPort'],
  ['msi', 'MAG 274QRF QD E2', 'gaming-monitors', '27', '2560 x 1440', 180, 'Rapid IPS', 299, 'HDMI x2, DisplayPort, USB-C'],
  ['asus', 'ROG Strix XG27ACS', 'gaming-monitors', '27', '2560 x 1440', 180, 'Fast IPS', 329, 'HDMI, DisplayPort, USB-C'],
  ['gigabyte', 'M27Q X', 'gaming-monitors', '27', '2560 x 1440', 240, 'IPS', 349, 'HDMI x2, DisplayPort, USB-C'],
  ['samsung', 'Odyssey OLED G6 G60SD', 'gaming-monitors', '27', '2560 x 1440', 360, 'QD-OLED', 699, 'HDMI x2, DisplayPort'],
  ['asus', 'ProArt PA278CV', 'pro-monitors', '27', '2560 x 1440', 75, 'IPS', 379, 'HDMI, DisplayPort, USB-C 65W'],
  ['samsung', 'ViewFinity S8 S80UD', 'pro-monitors', '27', '3840 x 2160', 60, 'IPS', 379, 'HDMI, DisplayPort, USB-C 90W'],
  ['lg', '27UP850N-W', 'pro-monitors', '27', '3840 x 2160', 60, 'IPS', 399, 'HDMI x2, DisplayPort, USB-C 96W'],
  ['dell', 'UltraSharp U2724D', 'pro-monitors', '27', '2560 x 1440', 120, 'IPS Black', 499, 'HDMI, DisplayPort, USB-C hub'],
  ['apple', 'Studio Display', 'pro-monitors', '27', '5120 x 2880', 60, 'Retina 5K', 1699, 'Thunderbolt 3, USB-C x3'],
];

const RES: Record<string, string> = { '1920': 'FHD', '2560': 'QHD', '3840': '4K UHD', '5120': '5K' };

const MON_EXTRA: Record<string, [string, string, string]> = {
  'office-monitors': [
    'Flicker-free eye-care screen for long office hours.',
    'អេក្រង់ការពារភ្នែក មិនភ្លឹបភ្លែត សម្រាប់ធ្វើការយូរម៉ោង។',
    '不闪屏护眼设计，适合长时间办公。',
  ],
  'gaming-monitors': [
    'Smooth, low-latency picture for competitive games such as Valorant and PUBG.',
    'រូបភាពរលូន និងឆ្លើយតបលឿន សម្រាប់ហ្គេមប្រកួតដូចជា Valorant និង PUBG។',
    '画面流畅、低延迟，适合《无畏契约》《绝地求生》等竞技游戏。',
  ],
  'pro-monitors': [
    'Accurate colours for photo, video and design work.',
    'ពណ៌ត្រឹមត្រូវ សម្រាប់ការងាររូបថត វីដេអូ និងការរចនា។',
    '色彩精准，适合照片、视频和设计工作。',
  ],
};

function monitor([brand, model, sub, size, res, hz, panel, usd, ports]: MonRow): Draft {
  const short = RES[res.split(' ')[0] ?? ''] ?? res;
  const extra = MON_EXTRA[sub] ?? ['', '', ''];
  return make({
    category: 'desktops',
    sub,
    brand,
    name: named(
      brand,
      model,
      model.includes('Monitor') ? L('', T.monitor.kh, T.monitor.zh) : T.monitor,
      `${size}", ${short}, ${hz}Hz`,
    ),
    lead: L(
      `${size}" ${panel} panel with ${res} resolution at ${hz}Hz.`,
      `អេក្រង់ ${panel} ទំហំ ${size} អ៊ីញ កម្រិតច្បាស់ ${res} និងល្បឿន ${hz}Hz។`,
      `${size} 英寸 ${panel} 面板，分辨率 ${res}，刷新率 ${hz}Hz。`,
    ),
    extra: L(extra[0], extra[1], extra[2]),
    price: usd,
    specs: { screen_size: `${size}"`, resolution: res, refresh_rate: `${hz} Hz`, ports },
    warranty: brand === 'apple' ? 12 : 36,
    motif: 'monitor',
    colour: sub === 'gaming-monitors' ? '#b91c1c' : sub === 'pro-monitors' ? '#0f766e' : '#334155',
  });
}

export const desktops: Draft[] = [...pcs.map(pc), ...monitors.map(monitor)];
