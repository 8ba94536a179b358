// PC components, part 1: CPUs, motherboards, memory, SSDs and hard drives.
import { MEMORY_TYPES, MOTHERBOARD_FORMS } from '@shop/contracts';
import { type Draft, gbLabel, L, make, named, T, thousands } from './lib';

/** The rows' words as the builder's facts; a typo in a table fails the seed, not a build check. */
function memoryType(text: string): (typeof MEMORY_TYPES)[number] {
  const found = MEMORY_TYPES.find((t) => t === text);
  if (!found) throw new Error(`Unknown memory type ${text}`);
  return found;
}
function boardForm(text: string): (typeof MOTHERBOARD_FORMS)[number] {
  const found = MOTHERBOARD_FORMS.find((f) => f === text);
  if (!found) throw new Error(`Unknown motherboard form ${text}`);
  return found;
}
/** Sticks in a kit: '2x16GB' is 2, a single stick (no kit) 1. */
const kitModules = (kit: string | null): number => (kit ? Number(/^(\d+)x/.exec(kit)?.[1] ?? 1) : 1);

type CpuRow = [
  brand: string,
  model: string,
  socket: string,
  cores: number,
  threads: number,
  boost: string,
  tdp: number,
  usd: number,
  igpu: boolean,
];

// biome-ignore format: a data table, one product family per line
const cpuRows: CpuRow[] = [
  ['intel', 'Core i3-12100F', 'LGA1700', 4, 8, '4.3 GHz', 58, 79, false],
  ['intel', 'Core i3-14100F', 'LGA1700', 4, 8, '4.7 GHz', 58, 99, false],
  ['intel', 'Core i5-12400F', 'LGA1700', 6, 12, '4.4 GHz', 65, 109, false],
  ['intel', 'Core i5-13400F', 'LGA1700', 10, 16, '4.6 GHz', 65, 179, false],
  ['intel', 'Core i5-14400F', 'LGA1700', 10, 16, '4.7 GHz', 65, 189, false],
  ['intel', 'Core i5-14400', 'LGA1700', 10, 16, '4.7 GHz', 65, 219, true],
  ['intel', 'Core i5-14600KF', 'LGA1700', 14, 20, '5.3 GHz', 125, 259, false],
  ['intel', 'Core i7-14700F', 'LGA1700', 20, 28, '5.4 GHz', 65, 339, false],
  ['intel', 'Core i7-14700K', 'LGA1700', 20, 28, '5.6 GHz', 125, 389, true],
  ['intel', 'Core i9-14900K', 'LGA1700', 24, 32, '6.0 GHz', 125, 549, true],
  ['intel', 'Core Ultra 5 225F', 'LGA1851', 10, 10, '4.9 GHz', 65, 209, false],
  ['intel', 'Core Ultra 5 245K', 'LGA1851', 14, 14, '5.2 GHz', 125, 299, true],
  ['intel', 'Core Ultra 7 265K', 'LGA1851', 20, 20, '5.5 GHz', 125, 389, true],
  ['intel', 'Core Ultra 9 285K', 'LGA1851', 24, 24, '5.7 GHz', 125, 619, true],
  ['amd', 'Ryzen 5 5600', 'AM4', 6, 12, '4.4 GHz', 65, 99, false],
  ['amd', 'Ryzen 5 5600G', 'AM4', 6, 12, '4.4 GHz', 65, 119, true],
  ['amd', 'Ryzen 7 5700X', 'AM4', 8, 16, '4.6 GHz', 65, 139, false],
  ['amd', 'Ryzen 7 5700X3D', 'AM4', 8, 16, '4.1 GHz', 105, 219, false],
  ['amd', 'Ryzen 5 7500F', 'AM5', 6, 12, '5.0 GHz', 65, 139, false],
  ['amd', 'Ryzen 5 7600X', 'AM5', 6, 12, '5.3 GHz', 105, 199, true],
  ['amd', 'Ryzen 5 9600X', 'AM5', 6, 12, '5.4 GHz', 65, 229, true],
  ['amd', 'Ryzen 7 7700', 'AM5', 8, 16, '5.3 GHz', 65, 259, true],
  ['amd', 'Ryzen 7 9700X', 'AM5', 8, 16, '5.5 GHz', 65, 329, true],
  ['amd', 'Ryzen 7 7800X3D', 'AM5', 8, 16, '5.0 GHz', 120, 429, true],
  ['amd', 'Ryzen 7 9800X3D', 'AM5', 8, 16, '5.2 GHz', 120, 499, true],
  ['amd', 'Ryzen 9 9900X', 'AM5', 12, 24, '5.6 GHz', 120, 429, true],
  ['amd', 'Ryzen 9 9950X', 'AM5', 16, 32, '5.7 GHz', 170, 599, true],
];

function cpu([brand, model, socket, cores, threads, boost, tdp, usd, igpu]: CpuRow): Draft {
  const x3d = model.endsWith('X3D');
  const extra = x3d
    ? L(
        'AMD 3D V-Cache makes it one of the fastest gaming processors you can buy.',
        'បច្ចេកវិទ្យា AMD 3D V-Cache ធ្វើឲ្យវាក្លាយជាប្រព័ន្ធដំណើរការលេងហ្គេមលឿនបំផុតមួយ។',
        '借助 AMD 3D V-Cache 技术，跻身最强游戏处理器之列。',
      )
    : igpu
      ? L(
          'Integrated graphics let the PC run without a graphics card.',
          'មានក្រាហ្វិកជាប់ក្នុងខ្លួន អាចប្រើបានដោយមិនចាំបាច់មានកាតក្រាហ្វិក។',
          '内置核显，不装独立显卡也能正常使用。',
        )
      : L(
          'No integrated graphics: a separate graphics card is required.',
          'គ្មានក្រាហ្វិកជាប់ក្នុងខ្លួន ត្រូវការកាតក្រាហ្វិកដាច់ដោយឡែក។',
          '无核显，需搭配独立显卡使用。',
        );
  return make({
    category: 'components',
    sub: 'cpus',
    brand,
    name: named(brand, model, T.cpu),
    lead: L(
      `${cores} cores and ${threads} threads boosting up to ${boost}, for ${socket} motherboards.`,
      `${cores} ស្នូល ${threads} ថ្រេដ ល្បឿនរហូតដល់ ${boost} សម្រាប់បន្ទះមេរន្ធ ${socket}។`,
      `${cores} 核 ${threads} 线程，最高加速频率 ${boost}，适用于 ${socket} 接口主板。`,
    ),
    extra,
    price: usd,
    specs: {
      cpu_socket: socket,
      cpu_cores: `${cores} cores / ${threads} threads`,
      speed: `up to ${boost}`,
      wattage: `${tdp} W TDP`,
      gpu: igpu
        ? brand === 'intel'
          ? 'Intel UHD / Intel Graphics'
          : 'AMD Radeon Graphics'
        : 'None (graphics card required)',
    },
    warranty: 36,
    pcPart: { slot: 'cpu', socket, tdp_w: tdp, igpu },
    motif: 'cpu',
    colour: brand === 'intel' ? '#0071c5' : '#ed1c24',
  });
}

type BoardRow = [
  brand: string,
  model: string,
  socket: string,
  chipset: string,
  ram: string,
  form: string,
  wifi: string | null,
  usd: number,
  /** DIMM slots, M.2 sockets, SATA ports: the builder's facts. */
  dimms: number,
  m2: number,
  sata: number,
];

// biome-ignore format: a data table, one product family per line
const boardRows: BoardRow[] = [
  ['msi', 'PRO H610M-E DDR4', 'LGA1700', 'Intel H610', 'DDR4', 'Micro-ATX', null, 79, 2, 1, 4],
  ['gigabyte', 'B760M DS3H DDR4', 'LGA1700', 'Intel B760', 'DDR4', 'Micro-ATX', null, 119, 4, 2, 4],
  ['msi', 'PRO B760M-A WIFI', 'LGA1700', 'Intel B760', 'DDR5', 'Micro-ATX', 'Wi-Fi 6E', 159, 4, 2, 4],
  ['asus', 'PRIME B760M-A WIFI', 'LGA1700', 'Intel B760', 'DDR5', 'Micro-ATX', 'Wi-Fi 6', 169, 4, 2, 4],
  ['asus', 'TUF GAMING B760-PLUS WIFI', 'LGA1700', 'Intel B760', 'DDR5', 'ATX', 'Wi-Fi 6', 199, 4, 3, 4],
  ['gigabyte', 'Z790 AORUS ELITE AX', 'LGA1700', 'Intel Z790', 'DDR5', 'ATX', 'Wi-Fi 6E', 279, 4, 4, 6],
  ['asus', 'ROG STRIX Z790-E GAMING WIFI II', 'LGA1700', 'Intel Z790', 'DDR5', 'ATX', 'Wi-Fi 7', 499, 4, 5, 4],
  ['msi', 'MAG B860 TOMAHAWK WIFI', 'LGA1851', 'Intel B860', 'DDR5', 'ATX', 'Wi-Fi 7', 239, 4, 3, 4],
  ['asus', 'PRIME Z890-P WIFI', 'LGA1851', 'Intel Z890', 'DDR5', 'ATX', 'Wi-Fi 7', 289, 4, 4, 4],
  ['gigabyte', 'A520M K V2', 'AM4', 'AMD A520', 'DDR4', 'Micro-ATX', null, 65, 2, 1, 4],
  ['msi', 'B550M PRO-VDH WIFI', 'AM4', 'AMD B550', 'DDR4', 'Micro-ATX', 'Wi-Fi 5', 109, 4, 2, 4],
  ['asus', 'TUF GAMING B550-PLUS WIFI II', 'AM4', 'AMD B550', 'DDR4', 'ATX', 'Wi-Fi 6', 169, 4, 2, 6],
  ['gigabyte', 'B650M AORUS ELITE AX', 'AM5', 'AMD B650', 'DDR5', 'Micro-ATX', 'Wi-Fi 6E', 199, 4, 2, 4],
  ['msi', 'MAG B650 TOMAHAWK WIFI', 'AM5', 'AMD B650', 'DDR5', 'ATX', 'Wi-Fi 6E', 219, 4, 3, 6],
  ['asus', 'TUF GAMING B850-PLUS WIFI', 'AM5', 'AMD B850', 'DDR5', 'ATX', 'Wi-Fi 7', 239, 4, 3, 4],
  ['asus', 'ROG STRIX B650-A GAMING WIFI', 'AM5', 'AMD B650', 'DDR5', 'ATX', 'Wi-Fi 6E', 259, 4, 3, 4],
  ['gigabyte', 'B850 AORUS ELITE WIFI7', 'AM5', 'AMD B850', 'DDR5', 'ATX', 'Wi-Fi 7', 259, 4, 3, 4],
  ['gigabyte', 'B650I AORUS ULTRA', 'AM5', 'AMD B650', 'DDR5', 'Mini-ITX', 'Wi-Fi 6E', 279, 2, 3, 2],
  ['msi', 'MAG X870 TOMAHAWK WIFI', 'AM5', 'AMD X870', 'DDR5', 'ATX', 'Wi-Fi 7', 299, 4, 4, 4],
  ['asus', 'ROG STRIX X870E-E GAMING WIFI', 'AM5', 'AMD X870E', 'DDR5', 'ATX', 'Wi-Fi 7', 499, 4, 5, 4],
];

function board([brand, model, socket, chipset, ram, form, wifi, usd, dimms, m2, sata]: BoardRow): Draft {
  const newSocket = socket === 'AM5' || socket === 'LGA1851';
  return make({
    category: 'components',
    sub: 'motherboards',
    brand,
    name: named(brand, model, T.board),
    lead: L(
      `${form} motherboard with the ${chipset} chipset for ${socket} processors and ${ram} memory${wifi ? `, with built-in ${wifi} and Bluetooth` : ''}.`,
      `បន្ទះមេទម្រង់ ${form} ឈីបសិត ${chipset} សម្រាប់ប្រព័ន្ធដំណើរការ ${socket} និងអង្គចងចាំ ${ram}${wifi ? ` មាន ${wifi} និង Bluetooth ស្រាប់` : ''}។`,
      `${chipset} 芯片组 ${form} 主板，支持 ${socket} 处理器和 ${ram} 内存${wifi ? `，板载 ${wifi} 和蓝牙` : ''}。`,
    ),
    extra: newSocket
      ? L(
          'We update the BIOS for free in store so it is ready for the newest processors.',
          'យើងអាប់ដេត BIOS ជូនដោយឥតគិតថ្លៃនៅហាង ដើម្បីប្រើជាមួយប្រព័ន្ធដំណើរការជំនាន់ថ្មីបំផុត។',
          '本店可免费升级 BIOS，直接支持最新一代处理器。',
        )
      : undefined,
    price: usd,
    specs: {
      cpu_socket: socket,
      chipset,
      ram_type: ram,
      form_factor: form,
      connectivity: wifi ? `${wifi}, Bluetooth, 2.5G LAN` : 'Gigabit LAN',
    },
    warranty: 36,
    pcPart: {
      slot: 'motherboard',
      socket,
      memory_type: memoryType(ram),
      memory_slots: dimms,
      form_factor: boardForm(form),
      m2_slots: m2,
      sata_ports: sata,
    },
    motif: 'motherboard',
    colour:
      model.includes('ROG') || model.includes('AORUS')
        ? '#991b1b'
        : model.includes('TUF')
          ? '#a16207'
          : '#166534',
  });
}

type RamRow = [
  brand: string,
  series: string,
  gb: number,
  kit: string | null,
  type: string,
  speed: number,
  latency: string,
  laptop: boolean,
  usd: number,
];

// biome-ignore format: a data table, one product family per line
const ramRows: RamRow[] = [
  ['kingston', 'ValueRAM', 8, null, 'DDR4', 3200, 'CL22', true, 22],
  ['kingston', 'FURY Impact', 16, null, 'DDR5', 5600, 'CL40', true, 49],
  ['crucial', '', 16, null, 'DDR5', 5600, 'CL46', true, 45],
  ['kingston', 'FURY Beast', 16, null, 'DDR4', 3200, 'CL16', false, 39],
  ['teamgroup', 'T-Force Vulcan Z', 16, '2x8GB', 'DDR4', 3200, 'CL16', false, 39],
  ['corsair', 'Vengeance LPX', 16, '2x8GB', 'DDR4', 3200, 'CL16', false, 45],
  ['kingston', 'FURY Beast', 32, '2x16GB', 'DDR4', 3200, 'CL16', false, 69],
  ['crucial', 'Pro', 32, '2x16GB', 'DDR5', 5600, 'CL46', false, 95],
  ['kingston', 'FURY Beast', 32, '2x16GB', 'DDR5', 6000, 'CL36', false, 109],
  ['teamgroup', 'T-Force Delta RGB', 32, '2x16GB', 'DDR5', 6000, 'CL30', false, 115],
  ['kingston', 'FURY Beast RGB', 32, '2x16GB', 'DDR5', 6000, 'CL30', false, 125],
  ['corsair', 'Vengeance RGB', 32, '2x16GB', 'DDR5', 6000, 'CL36', false, 125],
  ['kingston', 'FURY Renegade RGB', 48, '2x24GB', 'DDR5', 7200, 'CL38', false, 219],
  ['corsair', 'Vengeance', 64, '2x32GB', 'DDR5', 6000, 'CL30', false, 229],
];

function ram([brand, series, gb, kit, type, speed, latency, laptop, usd]: RamRow): Draft {
  const model = `${series ? `${series} ` : ''}${gb}GB${kit ? ` (${kit})` : ''} ${type}-${speed}${laptop ? ' SO-DIMM' : ''}`;
  const extra = laptop
    ? L(
        'Free installation when you buy in store; we check compatibility with your laptop first.',
        'ដំឡើងជូនដោយឥតគិតថ្លៃពេលទិញនៅហាង ហើយយើងពិនិត្យភាពត្រូវគ្នាជាមួយកុំព្យូទ័ររបស់អ្នកជាមុនសិន។',
        '到店购买免费安装，安装前先帮您确认笔记本兼容性。',
      )
    : type === 'DDR5'
      ? L(
          'One-click overclocking with Intel XMP and AMD EXPO profiles.',
          'អាចបង្កើនល្បឿនបានយ៉ាងងាយតាមរយៈ Intel XMP និង AMD EXPO។',
          '支持 Intel XMP 与 AMD EXPO 一键超频。',
        )
      : undefined;
  return make({
    category: 'components',
    sub: 'ram',
    brand,
    unit: kit ? 'set' : 'piece',
    name: named(brand, model, T.ram),
    lead: L(
      `${gb}GB ${type} memory${kit ? ` kit (${kit})` : ''} at ${speed} MT/s ${latency} for ${laptop ? 'laptops and mini PCs' : 'desktop PCs'}.`,
      `អង្គចងចាំ ${type} ទំហំ ${gb}GB${kit ? ` (${kit})` : ''} ល្បឿន ${speed} MT/s ${latency} សម្រាប់${laptop ? 'កុំព្យូទ័រយួរដៃ និងកុំព្យូទ័រខ្នាតតូច' : 'កុំព្យូទ័រលើតុ'}។`,
      `${gb}GB ${type} ${speed} MT/s ${latency} 内存${kit ? `（${kit} 套装）` : ''}，适用于${laptop ? '笔记本电脑和迷你主机' : '台式电脑'}。`,
    ),
    extra,
    price: usd,
    specs: {
      ram_type: type,
      capacity: kit ? `${gb}GB (${kit})` : `${gb}GB`,
      speed: `${speed} MT/s ${latency}`,
      form_factor: laptop ? 'SO-DIMM' : 'DIMM',
      compatibility: laptop
        ? 'Laptops, mini PCs'
        : type === 'DDR5'
          ? 'Intel XMP 3.0, AMD EXPO'
          : 'Intel XMP 2.0',
    },
    warranty: 36,
    pcPart: { slot: 'memory', memory_type: memoryType(type), modules: kitModules(kit), so_dimm: laptop },
    motif: 'ram',
    colour:
      brand === 'corsair' || brand === 'teamgroup' ? '#111827' : brand === 'crucial' ? '#1d4ed8' : '#b91c1c',
  });
}

type SsdRow = [
  brand: string,
  model: string,
  gb: number,
  iface: string,
  form: string,
  read: number,
  usd: number,
  months: number,
];

// biome-ignore format: a data table, one product family per line
const ssdRows: SsdRow[] = [
  ['kingston', 'A400', 240, 'SATA III', '2.5"', 500, 22, 36],
  ['samsung', '870 EVO', 500, 'SATA III', '2.5"', 560, 59, 60],
  ['kingston', 'NV3', 500, 'PCIe 4.0 x4 NVMe', 'M.2 2280', 5000, 39, 36],
  ['kingston', 'NV3', 1024, 'PCIe 4.0 x4 NVMe', 'M.2 2280', 6000, 65, 36],
  ['teamgroup', 'MP44L', 1024, 'PCIe 4.0 x4 NVMe', 'M.2 2280', 4800, 59, 60],
  ['crucial', 'P3 Plus', 1024, 'PCIe 4.0 x4 NVMe', 'M.2 2280', 5000, 65, 60],
  ['western-digital', 'WD Blue SN580', 1024, 'PCIe 4.0 x4 NVMe', 'M.2 2280', 4150, 69, 60],
  ['kingston', 'KC3000', 1024, 'PCIe 4.0 x4 NVMe', 'M.2 2280', 7000, 89, 60],
  ['samsung', '990 EVO Plus', 1024, 'PCIe 4.0 x4 NVMe', 'M.2 2280', 7150, 99, 60],
  ['western-digital', 'WD_BLACK SN850X', 1024, 'PCIe 4.0 x4 NVMe', 'M.2 2280', 7300, 99, 60],
  ['samsung', '990 PRO', 1024, 'PCIe 4.0 x4 NVMe', 'M.2 2280', 7450, 129, 60],
  ['crucial', 'T500', 2048, 'PCIe 4.0 x4 NVMe', 'M.2 2280', 7400, 159, 60],
  ['western-digital', 'WD_BLACK SN850X', 2048, 'PCIe 4.0 x4 NVMe', 'M.2 2280', 7300, 169, 60],
  ['samsung', '990 PRO', 2048, 'PCIe 4.0 x4 NVMe', 'M.2 2280', 7450, 199, 60],
  ['crucial', 'T705', 2048, 'PCIe 5.0 x4 NVMe', 'M.2 2280', 14500, 299, 60],
];

function ssd([brand, model, gb, iface, form, read, usd, months]: SsdRow): Draft {
  const cap = gbLabel(gb);
  const sata = iface.startsWith('SATA');
  return make({
    category: 'components',
    sub: 'ssd',
    brand,
    name: named(
      brand,
      `${model} ${cap}`,
      sata ? L('SATA SSD', 'ថាស SSD', 'SATA 固态硬盘') : L('NVMe SSD', 'ថាស SSD', 'NVMe 固态硬盘'),
    ),
    lead: L(
      `${cap} ${iface} SSD in ${form} size, reading at up to ${thousands(read)} MB/s.`,
      `ថាស SSD ${iface} ទំហំ ${cap} ទម្រង់ ${form} ល្បឿនអានរហូតដល់ ${thousands(read)} MB/s។`,
      `${cap} ${iface} 固态硬盘，${form} 规格，读取速度高达 ${thousands(read)} MB/s。`,
    ),
    extra: sata
      ? L(
          'Brings an older laptop or PC back to speed; we can clone your old drive in store.',
          'ធ្វើឲ្យកុំព្យូទ័រចាស់ដំណើរការលឿនឡើងវិញ ហើយយើងអាចចម្លងទិន្នន័យពីថាសចាស់ជូននៅហាង។',
          '让旧电脑重获新生，可到店帮您克隆旧硬盘数据。',
        )
      : L(
          'A fast upgrade for desktops, laptops and the PS5.',
          'ជម្រើសដំឡើងកម្រិតដ៏លឿនសម្រាប់កុំព្យូទ័រលើតុ កុំព្យូទ័រយួរដៃ និង PS5។',
          '台式机、笔记本和 PS5 扩容升级的理想选择。',
        ),
    price: usd,
    specs: {
      capacity: cap,
      interface: iface,
      form_factor: form,
      speed: `up to ${thousands(read)} MB/s read`,
      storage_type: sata ? 'SATA SSD' : 'NVMe SSD',
    },
    warranty: months,
    pcPart: { slot: 'storage', form: sata ? '2.5' : 'm2' },
    motif: 'ssd',
    colour: brand === 'samsung' ? '#1e3a8a' : brand === 'western-digital' ? '#111827' : '#7c3aed',
  });
}

type HddRow = [
  brand: string,
  model: string,
  gb: number,
  rpm: number,
  use: 'desktop' | 'nas' | 'cctv',
  usd: number,
  months: number,
];

// biome-ignore format: a data table, one product family per line
const hddRows: HddRow[] = [
  ['seagate', 'BarraCuda', 1024, 7200, 'desktop', 49, 24],
  ['western-digital', 'WD Blue', 1024, 7200, 'desktop', 49, 24],
  ['seagate', 'BarraCuda', 2048, 7200, 'desktop', 65, 24],
  ['western-digital', 'WD Blue', 2048, 7200, 'desktop', 65, 24],
  ['western-digital', 'WD Purple', 2048, 5400, 'cctv', 75, 36],
  ['seagate', 'SkyHawk', 4096, 5400, 'cctv', 105, 36],
  ['western-digital', 'WD Purple', 4096, 5400, 'cctv', 109, 36],
  ['seagate', 'IronWolf', 4096, 5400, 'nas', 119, 36],
  ['western-digital', 'WD Red Plus', 4096, 5400, 'nas', 119, 36],
];

const HDD_USE = {
  desktop: ['for everyday storage in desktop PCs', 'សម្រាប់ផ្ទុកទិន្នន័យប្រចាំថ្ងៃក្នុងកុំព្យូទ័រលើតុ', '适合台式机日常存储'],
  nas: ['built for NAS running 24/7', 'សម្រាប់ NAS ដែលដំណើរការ 24/7', '专为 24/7 运行的 NAS 设计'],
  cctv: ['designed for 24/7 CCTV recording', 'សម្រាប់ថតវីដេអូកាមេរ៉ាសុវត្ថិភាព 24/7', '专为 24/7 监控录像设计'],
} as const;

function hdd([brand, model, gb, rpm, use, usd, months]: HddRow): Draft {
  const cap = gbLabel(gb);
  const [en, kh, zh] = HDD_USE[use];
  return make({
    category: 'components',
    sub: 'hdd',
    brand,
    name: named(brand, `${model} ${cap}`, T.hdd, '3.5" SATA'),
    lead: L(
      `${cap} 3.5" SATA drive spinning at ${rpm} rpm, ${en}.`,
      `ថាសរឹង SATA 3.5" ទំហំ ${cap} ល្បឿន ${rpm} rpm ${kh}។`,
      `${cap} 3.5 英寸 SATA 硬盘，转速 ${rpm} rpm，${zh}。`,
    ),
    price: usd,
    specs: {
      capacity: cap,
      interface: 'SATA III 6Gb/s',
      speed: `${rpm} rpm`,
      form_factor: '3.5"',
      storage_type: 'HDD',
    },
    warranty: months,
    pcPart: { slot: 'storage', form: '3.5' },
    motif: 'ssd',
    colour: use === 'cctv' ? '#7e22ce' : use === 'nas' ? '#b91c1c' : '#2563eb',
  });
}

export const componentsCore: Draft[] = [
  ...cpuRows.map(cpu),
  ...boardRows.map(board),
  ...ramRows.map(ram),
  ...ssdRows.map(ssd),
  ...hddRows.map(hdd),
];
