// Home-page banners: three per shop, each linking to the promotions page or a category.
import type { CategoryKey, Localized, SeedBanner, StoreCode } from './types';

const L = (en: string, kh: string, zh: string): Localized => ({ en, kh, zh });

function banner(
  key: string,
  title: Localized,
  subtitle: Localized,
  target: CategoryKey | '/promotions',
  colours: [string, string],
): SeedBanner {
  const isPath = target === '/promotions';
  return { key, title, subtitle, link: isPath ? target : null, categoryKey: isPath ? null : target, colours };
}

const BANNERS: Record<StoreCode, SeedBanner[]> = {
  S001: [
    banner(
      'back-to-school',
      L(
        'Back to school laptops up to 20% off',
        'កុំព្យូទ័រយួរដៃចូលរៀនវិញ បញ្ចុះតម្លៃរហូតដល់ 20%',
        '开学季笔记本电脑低至 8 折',
      ),
      L(
        'Free laptop bag and Windows setup with every laptop',
        'ថែមកាបូបកុំព្យូទ័រ និងដំឡើង Windows ឥតគិតថ្លៃ រាល់ការទិញកុំព្យូទ័រយួរដៃ',
        '购买任意笔记本电脑，赠送电脑包并免费安装系统',
      ),
      'laptops',
      ['#1d4ed8', '#60a5fa'],
    ),
    banner(
      'khmer-new-year',
      L(
        'Khmer New Year deals on phones and cameras',
        'ប្រូម៉ូសិនចូលឆ្នាំខ្មែរ លើទូរស័ព្ទ និងកាមេរ៉ា',
        '高棉新年手机与相机特惠',
      ),
      L(
        'Save up to $150 and pay 0% instalments with ABA and ACLEDA',
        'សន្សំបានរហូតដល់ $150 និងបង់រំលស់ការប្រាក់ 0% ជាមួយ ABA និង ACLEDA',
        '最高立省 $150，ABA 和 ACLEDA 0 利息分期付款',
      ),
      '/promotions',
      ['#b45309', '#f59e0b'],
    ),
    banner(
      'smart-home-week',
      L('Make your home smart from $9', 'ធ្វើឲ្យផ្ទះរបស់អ្នកឆ្លាតវៃ ចាប់ពី $9', '智能家居 $9 起'),
      L(
        'Cameras, plugs and bulbs from TP-Link Tapo, Xiaomi and EZVIZ, with free setup in Phnom Penh',
        'កាមេរ៉ា ព្រី និងអំពូលពី TP-Link Tapo, Xiaomi និង EZVIZ ព្រមទាំងតម្លើងឥតគិតថ្លៃក្នុងភ្នំពេញ',
        'TP-Link Tapo、小米、萤石的摄像头、插座和灯泡，金边市内免费安装',
      ),
      'smart-home',
      ['#0e7490', '#22d3ee'],
    ),
  ],
  S002: [
    banner(
      'new-iphone',
      L('The new iPhone 17 is here', 'iPhone 17 ថ្មីបានមកដល់ហើយ', '全新 iPhone 17 现已到货'),
      L(
        'Trade in your old phone and get up to $300 off, plus a free case and screen protector',
        'យកទូរស័ព្ទចាស់មកប្ដូរ បញ្ចុះតម្លៃរហូតដល់ $300 ថែមស្រោម និងកញ្ចក់ការពារអេក្រង់ឥតគិតថ្លៃ',
        '旧机换新最高抵扣 $300，另送手机壳和钢化膜',
      ),
      'phones',
      ['#047857', '#34d399'],
    ),
    banner(
      'anakut-cash',
      L(
        'Save 5% when you pay with Anakut Cash',
        'សន្សំ 5% ពេលទូទាត់ជាមួយ Anakut Cash',
        '使用 Anakut Cash 支付立省 5%',
      ),
      L(
        'On all phones, tablets and accessories this month',
        'លើទូរស័ព្ទ ថេប្លេត និងគ្រឿងបន្ថែមទាំងអស់ក្នុងខែនេះ',
        '本月所有手机、平板和配件均可享受',
      ),
      '/promotions',
      ['#065f46', '#0ea5e9'],
    ),
    banner(
      'safe-home',
      L('Keep an eye on your home from anywhere', 'មើលផ្ទះរបស់អ្នកពីគ្រប់ទីកន្លែង', '随时随地看护您的家'),
      L(
        'Wi-Fi cameras from $25 with free installation in Phnom Penh',
        'កាមេរ៉ា Wi-Fi ចាប់ពី $25 និងតម្លើងឥតគិតថ្លៃក្នុងរាជធានីភ្នំពេញ',
        '无线摄像头 $25 起，金边市内免费上门安装',
      ),
      'smart-home',
      ['#115e59', '#5eead4'],
    ),
  ],
  S007: [
    banner(
      'rtx-50',
      L(
        'GeForce RTX 50 series in stock',
        'កាតក្រាហ្វិក GeForce RTX 50 មានក្នុងស្តុក',
        'GeForce RTX 50 系列显卡现货',
      ),
      L(
        'Build your gaming PC with free assembly and a 2-hour stress test',
        'តម្លើងកុំព្យូទ័រលេងហ្គេមរបស់អ្នក ឥតគិតថ្លៃសេវាដំឡើង និងមានការសាកល្បងកម្លាំងរយៈពេល 2 ម៉ោង',
        '装机免组装费，并提供 2 小时整机压力测试',
      ),
      'components',
      ['#991b1b', '#f97316'],
    ),
    banner(
      'pc-build-deals',
      L('Gaming PC bundles up to 15% off', 'ឈុតកុំព្យូទ័រលេងហ្គេម បញ្ចុះតម្លៃរហូតដល់ 15%', '游戏主机套装低至 85 折'),
      L(
        'CPU, motherboard and RAM combos for AMD AM5 and Intel',
        'ឈុត CPU បន្ទះមេ និង RAM សម្រាប់ AMD AM5 និង Intel',
        'AMD AM5 与英特尔平台 CPU、主板、内存套装',
      ),
      '/promotions',
      ['#1f2937', '#b91c1c'],
    ),
    banner(
      'gaming-gear',
      L('Level up your setup', 'ដំឡើងកម្រិតឧបករណ៍លេងហ្គេមរបស់អ្នក', '升级你的电竞装备'),
      L(
        'Keyboards, mice and headsets from Logitech G, Razer and HyperX',
        'ក្ដារចុច កណ្ដុរ និងកាសពី Logitech G, Razer និង HyperX',
        '罗技 G、雷蛇、HyperX 键盘、鼠标和耳机',
      ),
      'gaming',
      ['#4c1d95', '#db2777'],
    ),
  ],
};

export function bannersFor(code: StoreCode): SeedBanner[] {
  return BANNERS[code];
}
