// In-store services: repairs, setup, installation and care plans.
import type { ImageMotif } from '../types';
import { type Draft, L, make } from './lib';

type Tri = [string, string, string];

interface Service {
  name: Tri;
  sub: string;
  usd: number;
  duration: Tri;
  warranty: Tri;
  compat: string;
  lead: Tri;
  motif?: ImageMotif;
  plan?: boolean;
}

const H = (a: string): Tri => [`${a} hour${a === '1' ? '' : 's'}`, `${a} ម៉ោង`, `${a} 小时`];
const MIN = (a: string): Tri => [`${a} minutes`, `${a} នាទី`, `${a} 分钟`];
const DAYS = (a: string): Tri => [`${a} days`, `${a} ថ្ងៃ`, `${a} 天`];
const MONTHS = (a: string): Tri => [`${a} months`, `${a} ខែ`, `${a} 个月`];

const services: Service[] = [
  {
    name: [
      'Laptop cleaning and thermal paste service',
      'សេវាសម្អាតកុំព្យូទ័រយួរដៃ និងប្ដូរខាញ់បញ្ចុះកម្ដៅ',
      '笔记本电脑清灰及更换硅脂服务',
    ],
    sub: 'maintenance',
    usd: 15,
    duration: H('1–2'),
    warranty: DAYS('30'),
    compat: 'All laptop brands',
    lead: [
      'We open the laptop, blow out the dust, clean the fans and apply fresh ARCTIC MX-6 paste to stop overheating and sudden shutdowns.',
      'យើងបើកកុំព្យូទ័រ ផ្លុំធូលី សម្អាតកង្ហារ និងលាបខាញ់ ARCTIC MX-6 ថ្មី ដើម្បីកុំឲ្យក្ដៅខ្លាំង និងបិទដោយខ្លួនឯង។',
      '拆机除尘、清洁风扇并涂抹全新 ARCTIC MX-6 硅脂，解决过热和突然关机问题。',
    ],
  },
  {
    name: ['Desktop PC cleaning and cable tidy-up', 'សេវាសម្អាតកុំព្យូទ័រលើតុ និងរៀបចំខ្សែ', '台式机清灰及理线服务'],
    sub: 'maintenance',
    usd: 10,
    duration: H('1'),
    warranty: DAYS('30'),
    compat: 'All desktop PCs',
    lead: [
      'A full dust clean of the case, fans, graphics card and power supply, plus neat cable routing.',
      'សម្អាតធូលីពេញលេញលើតួ កង្ហារ កាតក្រាហ្វិក និងប្រភពថាមពល ព្រមទាំងរៀបចំខ្សែឲ្យស្អាត។',
      '全面清洁机箱、风扇、显卡和电源灰尘，并重新整理线材。',
    ],
  },
  {
    name: [
      'PS5 and Xbox cleaning and repasting',
      'សេវាសម្អាតម៉ាស៊ីនហ្គេម PS5 និង Xbox ព្រមទាំងប្ដូរខាញ់',
      'PS5 与 Xbox 游戏机清灰及更换导热材料服务',
    ],
    sub: 'maintenance',
    usd: 25,
    duration: H('2–3'),
    warranty: DAYS('30'),
    compat: 'PS5, PS4, Xbox Series X|S',
    motif: 'console',
    lead: [
      'Stops loud fans and overheating with a full internal clean and new thermal material.',
      'ដោះស្រាយបញ្ហាកង្ហារលឺខ្លាំង និងក្ដៅ ដោយសម្អាតខាងក្នុងទាំងស្រុង និងប្ដូរសម្ភារៈបញ្ចុះកម្ដៅថ្មី។',
      '内部全面清洁并更换导热材料，解决风扇噪音大和过热问题。',
    ],
  },
  {
    name: [
      'Windows 11 installation with drivers',
      'សេវាដំឡើង Windows 11 និងកម្មវិធីបញ្ជា',
      'Windows 11 系统安装及驱动服务',
    ],
    sub: 'software-setup',
    usd: 10,
    duration: H('1–2'),
    warranty: DAYS('7'),
    compat: 'Desktops and laptops',
    lead: [
      'Clean install of Windows 11 with all drivers and updates, a Khmer Unicode keyboard and your favourite browser.',
      'ដំឡើង Windows 11 ថ្មី រួមទាំងកម្មវិធីបញ្ជា និងការអាប់ដេតទាំងអស់ ក្ដារចុចខ្មែរយូនីកូដ និងកម្មវិធីរុករកដែលអ្នកចូលចិត្ត។',
      '全新安装 Windows 11，包含全部驱动和更新、高棉文 Unicode 输入法和常用浏览器。',
    ],
  },
  {
    name: [
      'Office, Khmer fonts and printer setup',
      'សេវាដំឡើងកម្មវិធីការិយាល័យ ពុម្ពអក្សរខ្មែរ និងម៉ាស៊ីនបោះពុម្ព',
      '办公软件、高棉字体及打印机安装服务',
    ],
    sub: 'software-setup',
    usd: 5,
    duration: MIN('30–60'),
    warranty: DAYS('7'),
    compat: 'Windows, macOS',
    lead: [
      'Sets up Microsoft 365 or LibreOffice, Khmer Unicode fonts such as Khmer OS, and your printer.',
      'ដំឡើង Microsoft 365 ឬ LibreOffice ពុម្ពអក្សរខ្មែរយូនីកូដដូចជា Khmer OS និងម៉ាស៊ីនបោះពុម្ពរបស់អ្នក។',
      '安装 Microsoft 365 或 LibreOffice、Khmer OS 等高棉文 Unicode 字体，以及打印机驱动。',
    ],
  },
  {
    name: ['Data transfer to your new phone', 'សេវាផ្ទេរទិន្នន័យទៅទូរស័ព្ទថ្មី', '新手机数据迁移服务'],
    sub: 'software-setup',
    usd: 5,
    duration: MIN('30–60'),
    warranty: DAYS('7'),
    compat: 'iPhone and Android',
    motif: 'phone',
    lead: [
      'Moves contacts, photos and Telegram chats to your new phone and helps you sign in to ABA, ACLEDA and Wing again.',
      'ផ្ទេរលេខទំនាក់ទំនង រូបថត និងការជជែក Telegram ទៅទូរស័ព្ទថ្មី ហើយជួយចូលកម្មវិធី ABA, ACLEDA និង Wing ឡើងវិញ។',
      '将通讯录、照片和 Telegram 聊天记录迁移到新手机，并协助重新登录 ABA、ACLEDA 和 Wing。',
    ],
  },
  {
    name: [
      'Data recovery from hard drive or SSD',
      'សេវាសង្គ្រោះទិន្នន័យពីថាសរឹង ឬ SSD',
      '硬盘及固态硬盘数据恢复服务',
    ],
    sub: 'software-setup',
    usd: 60,
    duration: DAYS('1–3'),
    warranty: DAYS('7'),
    compat: 'HDD, SSD, USB drives, memory cards',
    motif: 'ssd',
    lead: [
      'Recovers photos and documents from deleted partitions or failing drives; you only pay if we get your files back.',
      'សង្គ្រោះរូបថត និងឯកសារពីផ្នែកដែលត្រូវបានលុប ឬថាសដែលខូច អ្នកបង់ប្រាក់តែពេលយើងសង្គ្រោះឯកសារបានប៉ុណ្ណោះ។',
      '从误删分区或故障硬盘中恢复照片和文档，恢复成功才收费。',
    ],
  },
  {
    name: ['Phone screen replacement (labour)', 'សេវាប្ដូរអេក្រង់ទូរស័ព្ទ (ឈ្នួលជាង)', '手机换屏服务（工时费）'],
    sub: 'phone-repair',
    usd: 10,
    duration: MIN('45'),
    warranty: MONTHS('3'),
    compat: 'iPhone, Samsung, Xiaomi, OPPO, vivo',
    motif: 'screen-part',
    lead: [
      'Fitting of a screen bought in our shop, with a new waterproof seal and True Tone kept where possible.',
      'ដំឡើងអេក្រង់ដែលទិញពីហាងយើង ប្ដូរកាវការពារទឹកថ្មី និងរក្សាមុខងារ True Tone ប្រសិនបើអាច។',
      '为在本店购买的屏幕进行安装，更换防水胶，并尽可能保留原彩显示功能。',
    ],
  },
  {
    name: ['iPhone battery replacement (labour)', 'សេវាប្ដូរថ្ម iPhone (ឈ្នួលជាង)', 'iPhone 换电池服务（工时费）'],
    sub: 'phone-repair',
    usd: 8,
    duration: MIN('30'),
    warranty: MONTHS('6'),
    compat: 'iPhone 8 to iPhone 15',
    motif: 'battery',
    lead: [
      'Quick battery swap while you wait, with a battery health check before and after.',
      'ប្ដូរថ្មរហ័សខណៈអ្នករង់ចាំ និងពិនិត្យសុខភាពថ្មមុន និងក្រោយប្ដូរ។',
      '即等即换，换前换后检测电池健康度。',
    ],
  },
  {
    name: ['Water damage cleaning and diagnosis', 'សេវាសម្អាតទូរស័ព្ទធ្លាក់ទឹក និងត្រួតពិនិត្យ', '手机进水清洁与检测服务'],
    sub: 'phone-repair',
    usd: 15,
    duration: DAYS('1–2'),
    warranty: DAYS('30'),
    compat: 'All phone brands',
    motif: 'phone',
    lead: [
      'Ultrasonic cleaning of the board after rain or a fall into water, then a test of every function.',
      'សម្អាតបន្ទះសៀគ្វីដោយម៉ាស៊ីនរលកអ៊ុលត្រាសោន បន្ទាប់ពីត្រូវភ្លៀង ឬធ្លាក់ទឹក រួចសាកល្បងមុខងារទាំងអស់។',
      '淋雨或落水后用超声波清洗主板，再逐项测试所有功能。',
    ],
  },
  {
    name: [
      'Laptop screen replacement (labour)',
      'សេវាប្ដូរអេក្រង់កុំព្យូទ័រយួរដៃ (ឈ្នួលជាង)',
      '笔记本换屏服务（工时费）',
    ],
    sub: 'computer-repair',
    usd: 15,
    duration: H('1'),
    warranty: MONTHS('3'),
    compat: 'All laptop brands',
    motif: 'laptop',
    lead: [
      'We fit your new panel, check it for dead pixels and tighten the hinges.',
      'យើងដំឡើងអេក្រង់ថ្មី ពិនិត្យចំណុចខូច និងរឹតបន្តឹងត្រចៀកអេក្រង់។',
      '安装新屏幕，检查坏点并紧固屏轴。',
    ],
  },
  {
    name: [
      'Laptop motherboard diagnosis and repair',
      'សេវាត្រួតពិនិត្យ និងជួសជុលបន្ទះមេកុំព្យូទ័រយួរដៃ',
      '笔记本主板检测与维修服务',
    ],
    sub: 'computer-repair',
    usd: 25,
    duration: DAYS('2–5'),
    warranty: MONTHS('3'),
    compat: 'All laptop brands',
    motif: 'motherboard',
    lead: [
      'For laptops that will not turn on or charge; we quote the final price before any repair.',
      'សម្រាប់កុំព្យូទ័រយួរដៃដែលមិនឆេះ ឬសាកមិនចូល យើងប្រាប់តម្លៃច្បាស់លាស់មុនពេលជួសជុល។',
      '适用于无法开机或无法充电的笔记本，维修前先报价确认。',
    ],
  },
  {
    name: [
      'Virus removal and system tune-up',
      'សេវាកម្ចាត់មេរោគ និងធ្វើឲ្យកុំព្យូទ័រលឿនឡើងវិញ',
      '病毒清除与系统优化服务',
    ],
    sub: 'computer-repair',
    usd: 10,
    duration: H('1–2'),
    warranty: DAYS('14'),
    compat: 'Windows PCs and laptops',
    motif: 'laptop',
    lead: [
      'Removes viruses, adware and fake browser extensions and speeds up start-up.',
      'កម្ចាត់មេរោគ កម្មវិធីផ្សាយពាណិជ្ជកម្ម និងកម្មវិធីបន្ថែមក្លែងក្លាយក្នុងកម្មវិធីរុករក ហើយធ្វើឲ្យកុំព្យូទ័របើកលឿនជាងមុន។',
      '清除病毒、广告软件和恶意浏览器插件，加快开机速度。',
    ],
  },
  {
    name: [
      'Custom PC assembly and cable management',
      'សេវាដំឡើងកុំព្យូទ័រតាមតម្រូវការ និងរៀបចំខ្សែ',
      '电脑组装及理线服务',
    ],
    sub: 'pc-assembly',
    usd: 25,
    duration: H('3–4'),
    warranty: MONTHS('3'),
    compat: 'Parts bought in our shop',
    motif: 'case',
    lead: [
      'We assemble the parts you choose in PC Builder, tidy the cables and flash the latest BIOS.',
      'យើងដំឡើងគ្រឿងដែលអ្នកជ្រើសក្នុង «តម្លើងកុំព្យូទ័រ» រៀបចំខ្សែឲ្យស្អាត និងអាប់ដេត BIOS ចុងក្រោយ។',
      '按您在“装机配置”中选择的配件组装，整理线材并升级最新 BIOS。',
    ],
  },
  {
    name: [
      'PC stress test and overclock tuning',
      'សេវាសាកល្បងកម្លាំងកុំព្យូទ័រ និងបង្កើនល្បឿនដំណើរការ',
      '整机压力测试及超频调校服务',
    ],
    sub: 'pc-assembly',
    usd: 20,
    duration: H('2–3'),
    warranty: DAYS('30'),
    compat: 'Intel and AMD desktops',
    motif: 'cpu',
    lead: [
      'Enables XMP or EXPO, tunes the fan curves and runs a two-hour stress test for stability.',
      'បើក XMP ឬ EXPO កែសម្រួលល្បឿនកង្ហារ និងសាកល្បងកម្លាំងរយៈពេលពីរម៉ោង ដើម្បីធានាស្ថិរភាព។',
      '开启 XMP 或 EXPO，调校风扇曲线，并进行两小时稳定性压力测试。',
    ],
  },
  {
    name: [
      'CCTV camera installation in Phnom Penh (per camera)',
      'សេវាតម្លើងកាមេរ៉ាសុវត្ថិភាពក្នុងភ្នំពេញ (ក្នុងមួយកាមេរ៉ា)',
      '金边市内监控摄像头上门安装服务（每台）',
    ],
    sub: 'home-installation',
    usd: 15,
    duration: H('1–2'),
    warranty: MONTHS('3'),
    compat: 'Wi-Fi and PoE cameras',
    motif: 'camera-cctv',
    lead: [
      'Our technician mounts the camera, runs the cable and sets up viewing on your phone.',
      'អ្នកបច្ចេកទេសរបស់យើងតម្លើងកាមេរ៉ា រត់ខ្សែ និងកំណត់ឲ្យមើលតាមទូរស័ព្ទរបស់អ្នកបាន។',
      '技术员上门安装摄像头、布线，并设置手机远程查看。',
    ],
  },
  {
    name: [
      'Home Wi-Fi and mesh setup',
      'សេវាតម្លើង Wi-Fi និងប្រព័ន្ធ Mesh នៅផ្ទះ',
      '家庭 Wi-Fi 及 Mesh 组网上门设置服务',
    ],
    sub: 'home-installation',
    usd: 20,
    duration: H('1–2'),
    warranty: DAYS('30'),
    compat: 'All router and mesh brands',
    motif: 'router',
    lead: [
      'We check your home, place the mesh units for good signal on every floor and secure the network.',
      'យើងពិនិត្យផ្ទះរបស់អ្នក ដាក់ឧបករណ៍ Mesh ឲ្យសេវាល្អគ្រប់ជាន់ និងការពារសុវត្ថិភាពបណ្ដាញ។',
      '上门勘察，合理摆放 Mesh 节点，确保每层楼信号良好，并做好网络安全设置。',
    ],
  },
  {
    name: [
      'Smart home device setup (per device)',
      'សេវាកំណត់ឧបករណ៍ផ្ទះឆ្លាតវៃ (ក្នុងមួយឧបករណ៍)',
      '智能家居设备设置服务（每台）',
    ],
    sub: 'home-installation',
    usd: 5,
    duration: MIN('15–30'),
    warranty: DAYS('14'),
    compat: 'Tapo, Xiaomi Mi Home, Aqara, SONOFF',
    motif: 'smart-plug',
    lead: [
      'Connects smart plugs, lights and cameras to the app and sets up simple automations.',
      'ភ្ជាប់ព្រី ភ្លើង និងកាមេរ៉ាឆ្លាតវៃទៅកម្មវិធី និងបង្កើតការដំណើរការស្វ័យប្រវត្តិសាមញ្ញៗ។',
      '将智能插座、灯具和摄像头连接到 App，并设置简单的自动化场景。',
    ],
  },
  {
    name: [
      'Extended warranty +12 months for laptops',
      'ពង្រីករយៈពេលធានាកុំព្យូទ័រយួរដៃ +12 ខែ',
      '笔记本电脑延长保修 12 个月',
    ],
    sub: 'extended-warranty',
    usd: 49,
    duration: MONTHS('12'),
    warranty: MONTHS('12'),
    compat: 'Laptops bought in our shop',
    motif: 'laptop',
    plan: true,
    lead: [
      'Adds 12 months of in-store repair cover after the official warranty ends, parts and labour included.',
      'បន្ថែមការធានាជួសជុលនៅហាង 12 ខែ បន្ទាប់ពីការធានាផ្លូវការផុតកំណត់ រួមទាំងគ្រឿង និងឈ្នួលជាង។',
      '官方保修结束后追加 12 个月门店保修，含配件和工时。',
    ],
  },
  {
    name: [
      'Phone screen protection plan (6 months)',
      'គម្រោងការពារអេក្រង់ទូរស័ព្ទ (6 ខែ)',
      '手机碎屏保障（6 个月）',
    ],
    sub: 'extended-warranty',
    usd: 19,
    duration: MONTHS('6'),
    warranty: MONTHS('6'),
    compat: 'Phones bought in our shop',
    motif: 'phone',
    plan: true,
    lead: [
      'One screen replacement at 70% off if your phone screen breaks within 6 months.',
      'ប្ដូរអេក្រង់ម្ដងដោយបញ្ចុះតម្លៃ 70% ប្រសិនបើអេក្រង់ទូរស័ព្ទបែកក្នុងរយៈពេល 6 ខែ។',
      '6 个月内屏幕碎裂，可享一次 3 折换屏服务。',
    ],
  },
];

function service(s: Service): Draft {
  const [dEn, dKh, dZh] = s.duration;
  const [wEn, wKh, wZh] = s.warranty;
  const closing = s.plan
    ? L(
        'Must be added within 30 days of buying the device; keep your invoice.',
        'ត្រូវទិញក្នុងរយៈពេល 30 ថ្ងៃបន្ទាប់ពីទិញឧបករណ៍ សូមរក្សាវិក្កយបត្រទុក។',
        '需在购机后 30 天内加购，请保留发票。',
      )
    : L(
        `Usually done in ${dEn}, with ${wEn} of service warranty; book by phone or Telegram.`,
        `ជាធម្មតាចំណាយពេល ${dKh} និងធានាសេវា ${wKh} អាចកក់តាមទូរស័ព្ទ ឬ Telegram។`,
        `通常需要 ${dZh}，服务保修 ${wZh}，可通过电话或 Telegram 预约。`,
      );
  return make({
    category: 'services',
    sub: s.sub,
    brand: 'in-store',
    unit: 'service',
    name: L(s.name[0], s.name[1], s.name[2]),
    lead: L(s.lead[0], s.lead[1], s.lead[2]),
    closing,
    price: s.usd,
    specs: { duration: dEn, warranty: wEn, compatibility: s.compat },
    warranty: 0,
    motif: s.motif ?? 'wrench',
    colour: '#ca8a04',
  });
}

export const servicesList: Draft[] = services.map(service);
