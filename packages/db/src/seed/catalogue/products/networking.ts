// Networking: routers, mesh, extenders, access points, SIM routers, switches, adapters and cables.
import { specValueTranslations } from '../spec-values';
import type { Localized, UnitKey } from '../types';
import { type Draft, L, make, named } from './lib';

type Kind = 'router' | 'mesh' | 'extender' | 'ap' | 'mobile' | 'switch' | 'adapter' | 'cable';

/** [brand, model, kind, usd, Wi-Fi or network standard, ports / speed, extra spec (coverage, PoE…)] */
type Row = [
  brand: string,
  model: string,
  kind: Kind,
  usd: number,
  standard: string,
  ports: string,
  more?: string,
];

// biome-ignore format: a data table, one product family per line
const rows: Row[] = [
  ['tp-link', 'Archer C6', 'router', 35, 'Wi-Fi 5 AC1200', '4x Gigabit LAN, 1x Gigabit WAN'],
  ['mercusys', 'MR80X', 'router', 35, 'Wi-Fi 6 AX3000', '3x Gigabit LAN, 1x Gigabit WAN'],
  ['xiaomi', 'Router AX3000T', 'router', 39, 'Wi-Fi 6 AX3000', '3x Gigabit LAN, 1x Gigabit WAN'],
  ['huawei', 'WiFi AX3', 'router', 49, 'Wi-Fi 6 AX3000', '3x Gigabit LAN, 1x Gigabit WAN'],
  ['tp-link', 'Archer AX23', 'router', 55, 'Wi-Fi 6 AX1800', '4x Gigabit LAN, 1x Gigabit WAN'],
  ['tp-link', 'Archer AX55', 'router', 79, 'Wi-Fi 6 AX3000', '4x Gigabit LAN, 1x Gigabit WAN, USB 3.0'],
  ['tp-link', 'Archer AX73', 'router', 119, 'Wi-Fi 6 AX5400', '4x Gigabit LAN, 1x Gigabit WAN, USB 3.0'],
  ['asus', 'RT-AX58U V2', 'router', 139, 'Wi-Fi 6 AX3000', '4x Gigabit LAN, 1x Gigabit WAN, USB 3.2'],
  ['tp-link', 'Archer BE550', 'router', 249, 'Wi-Fi 7 BE9300', '4x 2.5G LAN, 1x 2.5G WAN, USB 3.0'],
  ['asus', 'RT-BE88U', 'router', 399, 'Wi-Fi 7 BE7200', '2x 10G, 4x 2.5G, 4x Gigabit'],
  ['asus', 'ROG Rapture GT-AXE16000', 'router', 599, 'Wi-Fi 6E AXE16000', '2x 10G, 1x 2.5G, 4x Gigabit'],
  ['xiaomi', 'Mesh System AX3000 (2-pack)', 'mesh', 99, 'Wi-Fi 6 AX3000', '3x Gigabit per unit', 'up to 370 m²'],
  ['mercusys', 'Halo H80X (3-pack)', 'mesh', 119, 'Wi-Fi 6 AX3000', '3x Gigabit per unit', 'up to 650 m²'],
  ['tp-link', 'Deco X20 (2-pack)', 'mesh', 139, 'Wi-Fi 6 AX1800', '2x Gigabit per unit', 'up to 370 m²'],
  ['asus', 'ZenWiFi XD5 (2-pack)', 'mesh', 229, 'Wi-Fi 6 AX3000', '3x Gigabit per unit', 'up to 500 m²'],
  ['tp-link', 'Deco X50 (3-pack)', 'mesh', 249, 'Wi-Fi 6 AX3000', '3x Gigabit per unit', 'up to 650 m²'],
  ['tp-link', 'Deco BE65 (2-pack)', 'mesh', 549, 'Wi-Fi 7 BE9300', '4x 2.5G per unit', 'up to 560 m²'],
  ['tp-link', 'TL-WA850RE', 'extender', 19, 'Wi-Fi 4 N300', '1x Fast Ethernet'],
  ['mercusys', 'ME70X', 'extender', 35, 'Wi-Fi 6 AX1800', '1x Gigabit'],
  ['tp-link', 'RE605X', 'extender', 59, 'Wi-Fi 6 AX1800', '1x Gigabit'],
  ['tp-link', 'Omada EAP225', 'ap', 69, 'Wi-Fi 5 AC1350', '1x Gigabit PoE', '802.3af PoE'],
  ['ubiquiti', 'UniFi U6+', 'ap', 149, 'Wi-Fi 6 AX3000', '1x Gigabit PoE', '802.3af PoE'],
  ['ubiquiti', 'UniFi U7 Pro', 'ap', 219, 'Wi-Fi 7 BE9300', '1x 2.5G PoE+', '802.3at PoE+'],
  ['tp-link', 'TL-MR100', 'mobile', 45, '4G LTE Cat4', '1x LAN/WAN, Wi-Fi N300'],
  ['huawei', 'B311', 'mobile', 55, '4G LTE Cat4', '1x Gigabit LAN, Wi-Fi N300'],
  ['tp-link', 'Archer MR600', 'mobile', 109, '4G+ LTE Cat6', '4x Gigabit LAN, Wi-Fi AC1200'],
  ['tp-link', 'Deco X50-5G', 'mobile', 399, '5G NR', '3x Gigabit LAN, Wi-Fi 6 AX3000'],
  ['tp-link', 'TL-SF1005D', 'switch', 9, '10/100 Mbps', '5x Fast Ethernet'],
  ['mercusys', 'MS108G', 'switch', 15, 'Gigabit', '8x Gigabit'],
  ['tp-link', 'TL-SG105', 'switch', 19, 'Gigabit', '5x Gigabit, metal case'],
  ['tp-link', 'TL-SG108', 'switch', 25, 'Gigabit', '8x Gigabit, metal case'],
  ['tp-link', 'TL-SG1005P', 'switch', 45, 'Gigabit PoE+', '5x Gigabit, 4x PoE+', '65 W PoE budget'],
  ['tp-link', 'TL-SG1016D', 'switch', 59, 'Gigabit', '16x Gigabit, 19" rackmount'],
  ['ubiquiti', 'UniFi Switch Lite 8 PoE', 'switch', 119, 'Gigabit PoE+', '8x Gigabit, 4x PoE+', '52 W PoE budget'],
  ['tp-link', 'Archer T3U', 'adapter', 15, 'Wi-Fi 5 AC1300', 'USB 3.0'],
  ['ugreen', 'USB-C to Gigabit Ethernet Adapter', 'adapter', 15, 'Gigabit Ethernet', 'USB-C'],
  ['tp-link', 'Archer TX20E', 'adapter', 39, 'Wi-Fi 6 AX1800 + Bluetooth 5.2', 'PCIe x1'],
  ['ugreen', 'Cat6 Ethernet Cable 5m', 'cable', 6, 'Gigabit Cat6', 'RJ45'],
  ['ugreen', 'Cat6 Ethernet Cable 20m', 'cable', 15, 'Gigabit Cat6', 'RJ45'],
];

const SUB: Record<Kind, string> = {
  router: 'routers',
  mesh: 'mesh-wifi',
  extender: 'range-extenders',
  ap: 'range-extenders',
  mobile: 'mobile-routers',
  switch: 'network-switches',
  adapter: 'network-adapters',
  cable: 'network-adapters',
};

const TYPE: Record<Kind, [string, string, string]> = {
  router: ['', 'រ៉ោតទ័រ Wi-Fi', '无线路由器'],
  mesh: ['', 'ប្រព័ន្ធ Wi-Fi Mesh', 'Mesh 路由器'],
  extender: ['Range Extender', 'ឧបករណ៍ពង្រីកសេវា Wi-Fi', '无线信号放大器'],
  ap: ['Access Point', 'ឧបករណ៍បញ្ចេញ Wi-Fi (Access Point)', '无线 AP'],
  mobile: ['', 'រ៉ោតទ័រដាក់ស៊ីម', '插卡路由器'],
  switch: ['Switch', 'ស្វីចបណ្ដាញ', '交换机'],
  adapter: ['', 'កាតបណ្ដាញ', '网卡'],
  cable: ['', 'ខ្សែ LAN', '网线'],
};

const ADAPTER_LEAD: Record<string, [string, string, string]> = {
  'Archer T3U': [
    'Tiny USB Wi-Fi adapter that adds fast dual-band Wi-Fi to any desktop or old laptop.',
    'កាត Wi-Fi USB តូច បន្ថែម Wi-Fi ពីររលកល្បឿនលឿនដល់កុំព្យូទ័រលើតុ ឬកុំព្យូទ័រយួរដៃចាស់។',
    '迷你 USB 无线网卡，为台式机或旧笔记本加上高速双频 Wi-Fi。',
  ],
  'USB-C to Gigabit Ethernet Adapter': [
    'Adds a wired Gigabit port to MacBooks and thin laptops for stable video calls.',
    'បន្ថែមរន្ធខ្សែ Gigabit ដល់ MacBook និងកុំព្យូទ័រយួរដៃស្ដើង សម្រាប់ការហៅវីដេអូដែលមានស្ថិរភាព។',
    '为 MacBook 和轻薄本增加千兆有线网口，视频会议更稳定。',
  ],
  'Archer TX20E': [
    'PCIe card that brings Wi-Fi 6 and Bluetooth 5.2 to a desktop PC.',
    'កាត PCIe ដែលបន្ថែម Wi-Fi 6 និង Bluetooth 5.2 ដល់កុំព្យូទ័រលើតុ។',
    'PCIe 无线网卡，为台式机加上 Wi-Fi 6 和蓝牙 5.2。',
  ],
};

function lead(kind: Kind, model: string, standard: string, ports: string, more: string): Localized {
  switch (kind) {
    case 'router':
      return L(
        `${standard} dual-band router with ${ports}.`,
        `រ៉ោតទ័រ ${standard} ពីររលក មានរន្ធ ${ports}។`,
        `${standard} 双频无线路由器，接口：${ports}。`,
      );
    case 'mesh':
      return L(
        `${standard} mesh system covering ${more}, with one Wi-Fi name for the whole house.`,
        `ប្រព័ន្ធ Mesh ${standard} គ្របដណ្ដប់${more.replace('up to', 'រហូតដល់')} ប្រើឈ្មោះ Wi-Fi តែមួយពេញផ្ទះ។`,
        `${standard} Mesh 组网，覆盖面积${more.replace('up to ', '最高 ')}，全屋一个 Wi-Fi 名称。`,
      );
    case 'extender':
      return L(
        `Boosts ${standard} coverage into rooms your router cannot reach.`,
        `ពង្រីកសេវា ${standard} ទៅដល់បន្ទប់ដែលរ៉ោតទ័រមិនអាចទៅដល់។`,
        `将 ${standard} 信号延伸到路由器覆盖不到的房间。`,
      );
    case 'ap':
      return L(
        `Ceiling-mount ${standard} access point powered over the network cable and managed from an app.`,
        `ឧបករណ៍បញ្ចេញ ${standard} ភ្ជាប់លើពិដាន ប្រើភ្លើងតាមខ្សែបណ្ដាញ (PoE) និងគ្រប់គ្រងតាមកម្មវិធី។`,
        `吸顶式 ${standard} 无线 AP，网线 PoE 供电，可通过 App 集中管理。`,
      );
    case 'mobile': {
      const net = standard.split(' ')[0] ?? standard;
      return L(
        `Insert a Smart, Cellcard or Metfone SIM to share ${net} internet over Wi-Fi with all your devices.`,
        `ដាក់ស៊ីម Smart, Cellcard ឬ Metfone ដើម្បីចែករំលែកអ៊ីនធឺណិត ${net} តាម Wi-Fi ទៅឧបករណ៍ទាំងអស់។`,
        `插入 Smart、Cellcard 或 Metfone SIM 卡，即可通过 Wi-Fi 为所有设备共享 ${net} 网络。`,
      );
    }
    case 'switch':
      return L(
        `${ports} plug-and-play switch, no setup needed.`,
        `ស្វីច ${specValueTranslations(ports).kh} ដោតហើយប្រើបានភ្លាម មិនចាំបាច់កំណត់អ្វីទាំងអស់។`,
        `${specValueTranslations(ports).zh} 即插即用交换机，无需任何设置。`,
      );
    case 'cable':
      return L(
        'Cat6 cable with RJ45 plugs for gigabit speed to PCs, TVs and game consoles.',
        'ខ្សែ Cat6 មានក្បាល RJ45 សម្រាប់ល្បឿន Gigabit ទៅកុំព្យូទ័រ ទូរទស្សន៍ និងម៉ាស៊ីនហ្គេម។',
        'Cat6 网线，RJ45 水晶头，千兆速率，连接电脑、电视和游戏机。',
      );
    default: {
      const t = ADAPTER_LEAD[model] ?? ['', '', ''];
      return L(t[0], t[1], t[2]);
    }
  }
}

const EXTRA: Partial<Record<Kind, [string, string, string]>> = {
  router: [
    'Works with fibre internet from Ezecom, Opennet, SINET and Metfone.',
    'ប្រើបានជាមួយអ៊ីនធឺណិតខ្សែកាបអុបទិកពី Ezecom, Opennet, SINET និង Metfone។',
    '适配 Ezecom、Opennet、SINET、Metfone 等光纤宽带。',
  ],
  mesh: [
    'Ideal for tall Phnom Penh shophouses and villas with several floors.',
    'ស័ក្តិសមសម្រាប់ផ្ទះល្វែង និងវីឡាច្រើនជាន់នៅភ្នំពេញ។',
    '非常适合金边多层排屋和别墅。',
  ],
  ap: [
    'A favourite for cafés, guesthouses and offices.',
    'ពេញនិយមសម្រាប់ហាងកាហ្វេ ផ្ទះសំណាក់ និងការិយាល័យ។',
    '咖啡店、民宿和办公室的热门之选。',
  ],
  mobile: [
    'Great for construction sites, farms and homes without a fibre line.',
    'ល្អសម្រាប់ការដ្ឋានសំណង់ កសិដ្ឋាន និងផ្ទះដែលមិនទាន់មានខ្សែកាបអុបទិក។',
    '适合工地、农场和没有光纤的住所。',
  ],
};

function item([brand, model0, kind, usd, standard, ports, more]: Row): Draft {
  const m = /^(.*) \((\d)-pack\)$/.exec(model0);
  const model = m?.[1] ?? model0;
  const pack = m?.[2];
  const t = TYPE[kind];
  const poeExtra =
    kind === 'switch' && more
      ? L(
          'Powers IP cameras and access points over the network cable.',
          'ផ្គត់ផ្គង់ភ្លើងទៅកាមេរ៉ា IP និងឧបករណ៍បញ្ចេញ Wi-Fi តាមខ្សែបណ្ដាញ។',
          '通过网线为网络摄像头和无线 AP 供电。',
        )
      : undefined;
  const extra = EXTRA[kind];
  const unit: UnitKey = pack ? 'pack' : 'piece';
  return make({
    category: 'networking',
    sub: SUB[kind],
    brand,
    unit,
    name: named(brand, model, L(t[0], t[1], t[2]), pack ? `${pack}-pack` : ''),
    lead: lead(kind, model0, standard, ports, more ?? ''),
    extra: poeExtra ?? (extra ? L(extra[0], extra[1], extra[2]) : undefined),
    price: usd,
    specs: {
      connectivity: standard,
      ports,
      capacity: kind === 'mesh' ? `Coverage ${more}` : undefined,
      wattage: kind === 'switch' || kind === 'ap' ? more : undefined,
      compatibility:
        kind === 'cable' ? 'PCs, TVs, consoles, routers' : kind === 'adapter' ? 'Windows, macOS' : undefined,
      form_factor: kind === 'cable' ? model.replace(/^.* (\d+m)$/, '$1 length') : undefined,
    },
    warranty: kind === 'cable' ? 6 : 24,
    motif: kind === 'switch' ? 'switch' : kind === 'cable' || kind === 'adapter' ? 'cable' : 'router',
    colour:
      brand === 'asus' && model.includes('ROG')
        ? '#b91c1c'
        : kind === 'ap'
          ? '#e5e7eb'
          : brand === 'xiaomi' || brand === 'huawei'
            ? '#f8fafc'
            : '#0f172a',
  });
}

export const networking: Draft[] = rows.map(item);
