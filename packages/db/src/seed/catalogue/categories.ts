// The twelve top categories of every demo shop, each with its feature groups and subcategories.
import type { Localized, SeedCategory, SeedGroup, SeedSubcategory } from './types';

/**
 * The kind of each category, group and subcategory that is one kind of thing (a code of the
 * `kinds` table, migration 0022), by key: search and the assistant read a product's kind through
 * its words. A department of several kinds ("Phones": phones, watches and cases) has none, nor
 * has a part of a kind that its words name well enough ("Business" laptops).
 */
// biome-ignore format: a table, one node a line
const KINDS: Record<string, string> = {
  'laptops': 'laptop',
  'components': 'pc-component',
  'smart-home': 'smart-home',
  'networking': 'network',
  'spare-parts': 'spare-part',
  'desktop-pcs': 'desktop',
  'monitors': 'monitor',
  'graphics': 'gpu',
  'smartphones': 'phone',
  'wearables': 'wearable',
  'tablet-devices': 'tablet',
  'camera-bodies': 'camera',
  'wifi': 'wifi',
  'phone-parts': 'phone-part',
  'laptop-parts': 'laptop-part',
  'repair-services': 'repair',
  'gaming-laptops': 'gaming-laptop',
  'thin-light-laptops': 'ultrabook',
  '2-in-1-laptops': 'convertible-laptop',
  'workstation-laptops': 'workstation',
  'gaming-pcs': 'gaming-pc',
  'all-in-one-pcs': 'all-in-one-pc',
  'mini-pcs': 'mini-pc',
  'gaming-monitors': 'gaming-monitor',
  'cpus': 'cpu',
  'motherboards': 'motherboard',
  'ram': 'ram',
  'ssd': 'ssd',
  'hdd': 'hdd',
  'power-supplies': 'psu',
  'pc-cases': 'pc-case',
  'cooling': 'cpu-cooler',
  'foldable-phones': 'foldable-phone',
  'smartwatches': 'smartwatch',
  'fitness-bands': 'fitness-band',
  'phone-cases': 'phone-case',
  'screen-protectors': 'screen-protector',
  'styluses': 'stylus',
  'tablet-keyboards': 'tablet-keyboard',
  'mirrorless-cameras': 'mirrorless-camera',
  'compact-cameras': 'compact-camera',
  'action-cameras': 'action-camera',
  'drones': 'drone',
  'gimbals': 'gimbal',
  'camera-lenses': 'lens',
  'camera-batteries': 'camera-battery',
  'security-cameras': 'security-camera',
  'smart-locks': 'smart-lock',
  'sensors-hubs': 'smart-sensor',
  'smart-bulbs': 'smart-light',
  'smart-plugs': 'smart-plug',
  'robot-vacuums': 'robot-vacuum',
  'air-fans': 'air-purifier',
  'kitchen-smart': 'smart-kitchen',
  'routers': 'router',
  'mesh-wifi': 'mesh-wifi',
  'range-extenders': 'wifi-extender',
  'mobile-routers': 'mobile-router',
  'network-switches': 'network-switch',
  'network-adapters': 'network-adapter',
  'keyboards': 'keyboard',
  'mice': 'mouse',
  'webcams': 'webcam',
  'headphones': 'headphones',
  'earbuds': 'earbuds',
  'speakers': 'speaker',
  'chargers': 'charger',
  'power-banks': 'power-bank',
  'cables-hubs': 'cable',
  'memory-cards': 'memory-card',
  'usb-drives': 'usb-drive',
  'external-drives': 'external-drive',
  'phone-screens': 'phone-screen',
  'phone-batteries': 'phone-battery',
  'phone-small-parts': 'phone-module',
  'laptop-screens': 'laptop-screen',
  'laptop-batteries': 'laptop-battery',
  'laptop-keyboards': 'laptop-keyboard',
  'laptop-adapters': 'laptop-charger',
  'thermal-paste': 'thermal-paste',
  'replacement-fans': 'replacement-fan',
  consoles: 'console',
  'handheld-gaming': 'handheld-console',
  'controllers': 'controller',
  'gaming-keyboards': 'gaming-keyboard',
  'gaming-mice': 'gaming-mouse',
  'gaming-headsets': 'gaming-headset',
  'mouse-pads': 'mouse-pad',
  'phone-repair': 'phone-repair',
  'computer-repair': 'computer-repair',
  'software-setup': 'software-service',
  'pc-assembly': 'pc-assembly',
  'home-installation': 'installation',
  'extended-warranty': 'extended-warranty',
  'maintenance': 'cleaning-service',
};
const kindOf = (key: string) => (KINDS[key] ? { kind: KINDS[key] } : {});

const L = (en: string, kh: string, zh: string): Localized => ({ en, kh, zh });
const sub = (key: string, en: string, kh: string, zh: string): SeedSubcategory => ({
  key,
  name: L(en, kh, zh),
  ...kindOf(key),
});
const group = (key: string, name: Localized, subcategories: SeedSubcategory[]): SeedGroup => ({
  key,
  name,
  ...kindOf(key),
  subcategories,
});

const tree: SeedCategory[] = [
  {
    key: 'laptops',
    name: L('Laptops', 'កុំព្យូទ័រយួរដៃ', '笔记本电脑'),
    colour: '#2563eb',
    motif: 'laptop',
    groups: [
      group('laptops-by-use', L('By use', 'តាមការប្រើប្រាស់', '按用途'), [
        sub('student-laptops', 'Student & home', 'សម្រាប់សិស្ស និងប្រើនៅផ្ទះ', '学生与家用'),
        sub('business-laptops', 'Business', 'សម្រាប់ការងារក្រុមហ៊ុន', '商务办公'),
        sub('gaming-laptops', 'Gaming laptops', 'កុំព្យូទ័រយួរដៃលេងហ្គេម', '游戏本'),
        sub('thin-light-laptops', 'Thin & light', 'ស្ដើង និងស្រាល', '轻薄本'),
      ]),
      group('macbooks', L('MacBook', 'កុំព្យូទ័រ MacBook', '苹果 MacBook'), [
        sub('macbook-air', 'MacBook Air', 'MacBook Air ស្ដើងស្រាល', 'MacBook Air 轻薄本'),
        sub('macbook-pro', 'MacBook Pro', 'MacBook Pro សម្រាប់អ្នកជំនាញ', 'MacBook Pro 专业本'),
      ]),
      group('special-laptops', L('2-in-1 & workstations', 'ពីរក្នុងមួយ និងម៉ាស៊ីនជំនាញ', '二合一与移动工作站'), [
        sub('2-in-1-laptops', '2-in-1 touch laptops', 'កុំព្យូទ័រយួរដៃអេក្រង់ប៉ះ ពីរក្នុងមួយ', '二合一触屏笔记本'),
        sub('workstation-laptops', 'Mobile workstations', 'ម៉ាស៊ីនជំនាញចល័ត', '移动工作站'),
      ]),
    ],
  },
  {
    key: 'desktops',
    name: L('Desktops & Monitors', 'កុំព្យូទ័រលើតុ និងអេក្រង់', '台式机与显示器'),
    colour: '#0f766e',
    motif: 'desktop',
    groups: [
      group('desktop-pcs', L('Desktop PCs', 'កុំព្យូទ័រលើតុ', '台式电脑'), [
        sub('office-pcs', 'Office PCs', 'កុំព្យូទ័រការិយាល័យ', '办公台式机'),
        sub('gaming-pcs', 'Gaming PCs', 'កុំព្យូទ័រលេងហ្គេម', '游戏主机'),
        sub('all-in-one-pcs', 'All-in-one PCs', 'កុំព្យូទ័រមួយក្នុងមួយ', '一体机'),
        sub('mini-pcs', 'Mini PCs', 'កុំព្យូទ័រខ្នាតតូច', '迷你主机'),
      ]),
      group('monitors', L('Monitors', 'អេក្រង់កុំព្យូទ័រ', '显示器'), [
        sub('office-monitors', 'Office monitors', 'អេក្រង់សម្រាប់ការិយាល័យ', '办公显示器'),
        sub('gaming-monitors', 'Gaming monitors', 'អេក្រង់លេងហ្គេម', '电竞显示器'),
        sub('pro-monitors', '4K & design monitors', 'អេក្រង់ 4K និងសម្រាប់រចនា', '4K 与设计显示器'),
      ]),
    ],
  },
  {
    key: 'components',
    name: L('PC Components', 'គ្រឿងផ្សំកុំព្យូទ័រ', '电脑硬件'),
    colour: '#7c3aed',
    motif: 'cpu',
    groups: [
      group('processors-boards', L('Processors & Boards', 'ប្រព័ន្ធដំណើរការ និងបន្ទះមេ', '处理器与主板'), [
        sub('cpus', 'CPUs', 'ប្រព័ន្ធដំណើរការ (CPU)', '处理器'),
        sub('motherboards', 'Motherboards', 'បន្ទះមេ', '主板'),
      ]),
      group('memory-storage', L('Memory & Storage', 'អង្គចងចាំ និងឧបករណ៍ផ្ទុក', '内存与存储'), [
        sub('ram', 'RAM', 'អង្គចងចាំ RAM', '内存条'),
        sub('ssd', 'SSD', 'ថាស SSD', '固态硬盘'),
        sub('hdd', 'Hard drives', 'ថាសរឹង HDD', '机械硬盘'),
      ]),
      group('power-cases', L('Power, Cases & Cooling', 'ថាមពល តួ និងការបញ្ចុះកម្ដៅ', '电源、机箱与散热'), [
        sub('power-supplies', 'Power supplies', 'ប្រភពថាមពល (PSU)', '电源'),
        sub('pc-cases', 'Cases', 'តួកុំព្យូទ័រ', '机箱'),
        sub('cooling', 'Cooling', 'ឧបករណ៍បញ្ចុះកម្ដៅ', '散热器'),
      ]),
      group('graphics', L('Graphics cards', 'កាតក្រាហ្វិក', '显卡'), [
        sub('geforce-cards', 'NVIDIA GeForce cards', 'កាតក្រាហ្វិក NVIDIA GeForce', 'NVIDIA GeForce 显卡'),
        sub('radeon-cards', 'AMD Radeon cards', 'កាតក្រាហ្វិក AMD Radeon', 'AMD Radeon 显卡'),
      ]),
    ],
  },
  {
    key: 'phones',
    name: L('Phones & Wearables', 'ទូរស័ព្ទ និងនាឡិកាឆ្លាតវៃ', '手机与穿戴设备'),
    colour: '#db2777',
    motif: 'phone',
    groups: [
      group('smartphones', L('Smartphones', 'ស្មាតហ្វូន', '智能手机'), [
        sub('flagship-phones', 'Flagship', 'ទូរស័ព្ទកម្រិតខ្ពស់', '旗舰手机'),
        sub('midrange-phones', 'Mid-range', 'ទូរស័ព្ទកម្រិតមធ្យម', '中端手机'),
        sub('budget-phones', 'Budget', 'ទូរស័ព្ទតម្លៃថោក', '入门手机'),
        sub('foldable-phones', 'Foldable', 'ទូរស័ព្ទបត់', '折叠屏手机'),
      ]),
      group('wearables', L('Wearables', 'ឧបករណ៍ពាក់', '穿戴设备'), [
        sub('smartwatches', 'Smartwatches', 'នាឡិកាឆ្លាតវៃ', '智能手表'),
        sub('fitness-bands', 'Fitness bands', 'ខ្សែដៃតាមដានសុខភាព', '智能手环'),
      ]),
      group('phone-protection', L('Cases & protection', 'ស្រោម និងការការពារ', '手机壳与保护'), [
        sub('phone-cases', 'Phone cases', 'ស្រោមទូរស័ព្ទ', '手机壳'),
        sub('screen-protectors', 'Screen protectors', 'កញ្ចក់ការពារអេក្រង់', '钢化膜'),
      ]),
    ],
  },
  {
    key: 'tablets',
    name: L('Tablets', 'ថេប្លេត', '平板电脑'),
    colour: '#9333ea',
    motif: 'tablet',
    groups: [
      group('tablet-devices', L('Tablets', 'ថេប្លេត', '平板电脑'), [
        sub('ipads', 'iPad', 'ថេប្លេត iPad', '苹果 iPad'),
        sub('android-tablets', 'Android tablets', 'ថេប្លេត Android', '安卓平板'),
        sub('cellular-tablets', 'Tablets with SIM', 'ថេប្លេតដាក់ស៊ីមបាន', '插卡平板'),
      ]),
      group('tablet-accessories', L('Tablet accessories', 'គ្រឿងបន្ថែមថេប្លេត', '平板配件'), [
        sub('styluses', 'Styluses', 'ប៊ិចសម្រាប់ថេប្លេត', '手写笔'),
        sub('tablet-keyboards', 'Keyboards & covers', 'ក្ដារចុច និងស្រោម', '键盘与保护套'),
      ]),
    ],
  },
  {
    key: 'cameras',
    name: L('Cameras & Drones', 'កាមេរ៉ា និងដ្រូន', '相机与无人机'),
    colour: '#ea580c',
    motif: 'camera',
    groups: [
      group('camera-bodies', L('Cameras', 'កាមេរ៉ា', '相机'), [
        sub('mirrorless-cameras', 'Mirrorless cameras', 'កាមេរ៉ាគ្មានកញ្ចក់ឆ្លុះ', '无反相机'),
        sub('compact-cameras', 'Compact & vlog cameras', 'កាមេរ៉ាតូច និងសម្រាប់ Vlog', '便携与 Vlog 相机'),
        sub('action-cameras', 'Action & 360 cameras', 'កាមេរ៉ាសកម្មភាព និង 360', '运动与全景相机'),
      ]),
      group('drones-gimbals', L('Drones & gimbals', 'ដ្រូន និងឧបករណ៍លំនឹង', '无人机与稳定器'), [
        sub('drones', 'Drones', 'ដ្រូន', '无人机'),
        sub('gimbals', 'Gimbals', 'ឧបករណ៍លំនឹងកាមេរ៉ា (Gimbal)', '手持稳定器'),
      ]),
      group('lenses-gear', L('Lenses & gear', 'កែវថត និងគ្រឿងបន្ថែម', '镜头与配件'), [
        sub('camera-lenses', 'Lenses', 'កែវថត', '镜头'),
        sub('camera-batteries', 'Batteries & power', 'ថ្មកាមេរ៉ា', '相机电池'),
      ]),
    ],
  },
  {
    key: 'smart-home',
    name: L('Smart Home', 'ផ្ទះឆ្លាតវៃ', '智能家居'),
    colour: '#0891b2',
    motif: 'bulb',
    groups: [
      group('home-security', L('Security', 'សុវត្ថិភាព', '安防'), [
        sub('security-cameras', 'Security cameras', 'កាមេរ៉ាសុវត្ថិភាព', '监控摄像头'),
        sub('smart-locks', 'Smart locks & doorbells', 'សោទ្វារ និងកណ្ដឹងទ្វារឆ្លាតវៃ', '智能门锁与门铃'),
        sub('sensors-hubs', 'Sensors & hubs', 'ឧបករណ៍ចាប់សញ្ញា និងឧបករណ៍ភ្ជាប់កណ្ដាល', '传感器与网关'),
      ]),
      group('lighting-power', L('Lighting & power', 'ភ្លើង និងថាមពល', '照明与电源'), [
        sub('smart-bulbs', 'Smart lights', 'អំពូលភ្លើងឆ្លាតវៃ', '智能灯'),
        sub('smart-plugs', 'Smart plugs & switches', 'ព្រី និងកុងតាក់ឆ្លាតវៃ', '智能插座与开关'),
      ]),
      group('home-appliances', L('Smart appliances', 'ឧបករណ៍ប្រើប្រាស់ឆ្លាតវៃ', '智能家电'), [
        sub('robot-vacuums', 'Robot vacuums', 'ម៉ាស៊ីនបូមធូលីរ៉ូបូត', '扫地机器人'),
        sub('air-fans', 'Air purifiers & fans', 'ម៉ាស៊ីនបន្សុទ្ធខ្យល់ និងកង្ហារ', '空气净化器与风扇'),
        sub('kitchen-smart', 'Smart kitchen', 'ឧបករណ៍ផ្ទះបាយឆ្លាតវៃ', '智能厨电'),
      ]),
    ],
  },
  {
    key: 'networking',
    name: L('Networking', 'ឧបករណ៍បណ្ដាញ', '网络设备'),
    colour: '#0284c7',
    motif: 'router',
    groups: [
      group('wifi', L('Wi-Fi', 'បណ្ដាញ Wi-Fi', '无线网络'), [
        sub('routers', 'Wi-Fi routers', 'រ៉ោតទ័រ Wi-Fi', '无线路由器'),
        sub('mesh-wifi', 'Mesh Wi-Fi', 'ប្រព័ន្ធ Wi-Fi Mesh', 'Mesh 组网'),
        sub('range-extenders', 'Range extenders & access points', 'ឧបករណ៍ពង្រីកសេវា Wi-Fi', '信号放大器与 AP'),
        sub('mobile-routers', '4G/5G routers', 'រ៉ោតទ័រស៊ីម 4G/5G', '4G/5G 插卡路由器'),
      ]),
      group('wired', L('Wired network', 'បណ្ដាញខ្សែ', '有线网络'), [
        sub('network-switches', 'Switches', 'ស្វីចបណ្ដាញ', '交换机'),
        sub('network-adapters', 'Adapters & cables', 'កាតបណ្ដាញ និងខ្សែ LAN', '网卡与网线'),
      ]),
    ],
  },
  {
    key: 'accessories',
    name: L('Accessories', 'គ្រឿងបន្ថែម', '数码配件'),
    colour: '#65a30d',
    motif: 'headphones',
    groups: [
      group('input-devices', L('Keyboards & mice', 'ក្ដារចុច និងកណ្ដុរ', '键盘与鼠标'), [
        sub('keyboards', 'Keyboards', 'ក្ដារចុច', '键盘'),
        sub('mice', 'Mice', 'កណ្ដុរ', '鼠标'),
        sub('webcams', 'Webcams', 'កាមេរ៉ាវេបខេម', '摄像头'),
      ]),
      group('audio', L('Audio', 'សំឡេង', '音频'), [
        sub('headphones', 'Headphones', 'កាសពាក់ក្បាល', '头戴式耳机'),
        sub('earbuds', 'Wireless earbuds', 'កាសឥតខ្សែ', '无线耳机'),
        sub('speakers', 'Bluetooth speakers', 'ឧបករណ៍បំពងសំឡេង Bluetooth', '蓝牙音箱'),
      ]),
      group('power-charging', L('Power & cables', 'ការសាក និងខ្សែ', '充电与线材'), [
        sub('chargers', 'Chargers', 'ឆ្នាំងសាក', '充电器'),
        sub('power-banks', 'Power banks', 'ថ្មសាកបម្រុង', '充电宝'),
        sub('cables-hubs', 'Cables & hubs', 'ខ្សែ និងឧបករណ៍ពង្រីករន្ធ', '数据线与扩展坞'),
      ]),
      group('storage-media', L('Memory & drives', 'កាតមេម៉ូរី និងថាស', '存储卡与移动硬盘'), [
        sub('memory-cards', 'Memory cards', 'កាតមេម៉ូរី', '存储卡'),
        sub('usb-drives', 'USB flash drives', 'ហ្វ្លាសដ្រាយ USB', 'U 盘'),
        sub('external-drives', 'External drives', 'ថាសរឹងចល័ត', '移动硬盘'),
      ]),
    ],
  },
  {
    key: 'spare-parts',
    name: L('Spare Parts', 'គ្រឿងបន្លាស់', '维修配件'),
    colour: '#475569',
    motif: 'screen-part',
    groups: [
      group('phone-parts', L('Phone parts', 'គ្រឿងបន្លាស់ទូរស័ព្ទ', '手机配件'), [
        sub('phone-screens', 'Phone screens', 'អេក្រង់ទូរស័ព្ទ', '手机屏幕'),
        sub('phone-batteries', 'Phone batteries', 'ថ្មទូរស័ព្ទ', '手机电池'),
        sub(
          'phone-small-parts',
          'Ports, cameras & housings',
          'រន្ធសាក កាមេរ៉ា និងគម្របក្រោយ',
          '尾插、摄像头与后盖',
        ),
      ]),
      group('laptop-parts', L('Laptop parts', 'គ្រឿងបន្លាស់កុំព្យូទ័រយួរដៃ', '笔记本配件'), [
        sub('laptop-screens', 'Laptop screens', 'អេក្រង់កុំព្យូទ័រយួរដៃ', '笔记本屏幕'),
        sub('laptop-batteries', 'Laptop batteries', 'ថ្មកុំព្យូទ័រយួរដៃ', '笔记本电池'),
        sub('laptop-keyboards', 'Laptop keyboards', 'ក្ដារចុចកុំព្យូទ័រយួរដៃ', '笔记本键盘'),
        sub('laptop-adapters', 'Laptop chargers', 'ឆ្នាំងសាកកុំព្យូទ័រយួរដៃ', '笔记本电源适配器'),
      ]),
      group('thermal-parts', L('Fans & thermal', 'កង្ហារ និងខាញ់កម្ដៅ', '风扇与导热'), [
        sub('thermal-paste', 'Thermal paste & pads', 'ខាញ់បញ្ចុះកម្ដៅ និងបន្ទះកម្ដៅ', '硅脂与导热垫'),
        sub('replacement-fans', 'Replacement fans', 'កង្ហារជំនួស', '替换风扇'),
      ]),
    ],
  },
  {
    key: 'gaming',
    name: L('Gaming', 'ឧបករណ៍លេងហ្គេម', '游戏设备'),
    colour: '#dc2626',
    motif: 'controller',
    groups: [
      group('consoles-group', L('Consoles', 'ម៉ាស៊ីនហ្គេម', '游戏机'), [
        sub('consoles', 'Home consoles', 'ម៉ាស៊ីនហ្គេមនៅផ្ទះ', '家用游戏机'),
        sub('handheld-gaming', 'Handhelds', 'ម៉ាស៊ីនហ្គេមកាន់ដៃ', '掌机'),
        sub('controllers', 'Controllers', 'ដៃបញ្ជាហ្គេម', '游戏手柄'),
      ]),
      group('gaming-gear', L('PC gaming gear', 'ឧបករណ៍ហ្គេមកុំព្យូទ័រ', '电竞外设'), [
        sub('gaming-keyboards', 'Gaming keyboards', 'ក្ដារចុចហ្គេម', '游戏键盘'),
        sub('gaming-mice', 'Gaming mice', 'កណ្ដុរហ្គេម', '游戏鼠标'),
        sub('gaming-headsets', 'Gaming headsets', 'កាសហ្គេម', '游戏耳机'),
        sub('mouse-pads', 'Mouse pads', 'កម្រាលកណ្ដុរ', '鼠标垫'),
      ]),
    ],
  },
  {
    key: 'services',
    name: L('Services', 'សេវាកម្ម', '服务'),
    colour: '#ca8a04',
    motif: 'wrench',
    groups: [
      group('repair-services', L('Repair', 'ជួសជុល', '维修'), [
        sub('phone-repair', 'Phone repair', 'ជួសជុលទូរស័ព្ទ', '手机维修'),
        sub('computer-repair', 'Computer repair', 'ជួសជុលកុំព្យូទ័រ', '电脑维修'),
      ]),
      group('setup-services', L('Setup & installation', 'ដំឡើង និងតម្លើង', '安装与设置'), [
        sub('software-setup', 'Software & data', 'កម្មវិធី និងទិន្នន័យ', '软件与数据'),
        sub('pc-assembly', 'PC assembly', 'ដំឡើងកុំព្យូទ័រ', '电脑组装'),
        sub('home-installation', 'Home & office installation', 'តម្លើងនៅផ្ទះ និងការិយាល័យ', '上门安装'),
      ]),
      group('care-plans', L('Care plans', 'គម្រោងថែទាំ', '保障服务'), [
        sub('extended-warranty', 'Extended warranty', 'ពង្រីករយៈពេលធានា', '延长保修'),
        sub('maintenance', 'Cleaning & maintenance', 'សម្អាត និងថែទាំ', '清洁保养'),
      ]),
    ],
  },
];

export const categories: SeedCategory[] = tree.map((category) => ({ ...category, ...kindOf(category.key) }));
