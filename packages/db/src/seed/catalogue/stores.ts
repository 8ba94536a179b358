// The three demo shops and their configuration (section 3 of the specification).
import type { Localized, SeedMenuItem, SeedStore } from './types';

const L = (en: string, kh: string, zh: string): Localized => ({ en, kh, zh });

const RED = 'text-red-600 font-semibold';

const item = (icon: string, to: string, title: Localized, cls = ''): SeedMenuItem => ({
  icon,
  title,
  to,
  class: cls,
});

const ANAKUT_5 = L('Save 5% with Anakut Cash', 'សន្សំ 5% ជាមួយ Anakut Cash', '使用 Anakut Cash 支付立省 5%');

/** A shop's three transfer accounts: ABA, ACLEDA and a phone (Wing) number, one holder. */
const bankAccounts = (holder: string, [aba, acleda, phone]: [string, string, string]) => [
  {
    id: 'ABA' as const,
    name: L('ABA Bank', 'ធនាគារ ABA', 'ABA 银行'),
    account_name: holder,
    account_number: aba,
  },
  {
    id: 'ACLEDA' as const,
    name: L('ACLEDA Bank', 'ធនាគារ ACLEDA', 'ACLEDA 银行'),
    account_name: holder,
    account_number: acleda,
  },
  {
    id: 'phone' as const,
    name: L('Phone transfer (Wing)', 'ផ្ទេរតាមទូរស័ព្ទ (Wing)', '手机转账 (Wing)'),
    account_name: holder,
    account_number: phone,
  },
];

export const demoStores: SeedStore[] = [
  {
    code: 'S001',
    domains: ['localhost', '127.0.0.1'],
    name: L('Angkor Digital', 'អង្គរ ឌីជីថល', '吴哥数码'),
    logo: 'S001.svg',
    color: '#1d4ed8',
    playstore: 'https://play.google.com/store/apps/details?id=com.angkordigital.app',
    appstore: 'https://apps.apple.com/app/angkor-digital/id6478201145',
    menu: [
      item('phone', '/phone', L('Phones', 'ទូរស័ព្ទ', '手机')),
      item('camera', '/camera', L('Cameras', 'កាមេរ៉ា', '相机')),
      item('smarthome', '/smarthome', L('Smart Home', 'ផ្ទះឆ្លាតវៃ', '智能家居')),
      item('pcbuilder', '/pcbuilder', L('PC Builder', 'តម្លើងកុំព្យូទ័រ', '装机配置')),
      item('services', '/services', L('Services', 'សេវាកម្ម', '服务')),
      item('promotion', '/promotions', L('Promotions', 'ប្រូម៉ូសិន', '优惠活动'), RED),
      // Warranty stays a header icon; the menu's sixth place goes to the builder.
    ],
    chat_id: '-1001987654321',
    telegram_locale: 'kh',
    telegram_url: 'https://t.me/angkordigital_support',
    telegram_channel: 'https://t.me/angkordigital_news',
    facebook_url: 'https://www.facebook.com/angkordigital.kh',
    tiktok_url: 'https://www.tiktok.com/@angkordigital',
    youtube_url: 'https://www.youtube.com/@angkordigital',
    smart: '010 234 567',
    cellcard: '012 345 678',
    metfone: '097 712 3456',
    whatapp: '85510234567',
    about_us: L(
      'Angkor Digital has sold genuine laptops, phones, cameras and smart-home devices in Phnom Penh since 2012. Every product comes with an official warranty, and our technicians repair and service what we sell in our own workshop. Order online for free delivery anywhere in Phnom Penh, or pick up at our store on Monivong Boulevard.',
      'អង្គរ ឌីជីថល លក់កុំព្យូទ័រយួរដៃ ទូរស័ព្ទ កាមេរ៉ា និងឧបករណ៍ផ្ទះឆ្លាតវៃពិតប្រាកដ នៅរាជធានីភ្នំពេញ តាំងពីឆ្នាំ 2012។ ផលិតផលនីមួយៗមានការធានាផ្លូវការ ហើយអ្នកបច្ចេកទេសរបស់យើងជួសជុល និងថែទាំផលិតផលដែលយើងលក់ នៅក្នុងរោងជាងផ្ទាល់របស់យើង។ បញ្ជាទិញតាមអនឡាញ ដើម្បីទទួលការដឹកជញ្ជូនឥតគិតថ្លៃគ្រប់ទីកន្លែងក្នុងភ្នំពេញ ឬមកយកផ្ទាល់នៅហាងរបស់យើងលើមហាវិថីព្រះមុនីវង្ស។',
      '吴哥数码自 2012 年起在金边销售正品笔记本电脑、手机、相机和智能家居产品。所有商品均享官方保修，我们的技术团队在自营维修中心为您提供维修和保养服务。网上下单即可享受金边市内免费送货，也可到莫尼旺大道门店自提。',
    ),
    footer: 'default',
    address: L(
      'No. 123, Monivong Blvd, Sangkat Boeung Raing, Khan Daun Penh, Phnom Penh',
      'ផ្ទះលេខ 123 មហាវិថីព្រះមុនីវង្ស សង្កាត់បឹងរាំង ខណ្ឌដូនពេញ រាជធានីភ្នំពេញ',
      '金边市隆边区 Boeung Raing 分区 莫尼旺大道 123 号',
    ),
    email: 'hello@angkordigital.com.kh',
    opening_hours: L(
      'Every day, 8:00 am – 8:00 pm',
      'រៀងរាល់ថ្ងៃ ម៉ោង 8:00 ព្រឹក ដល់ 8:00 យប់',
      '每天 上午 8:00 至 晚上 8:00',
    ),
    payment: {
      methods: ['khqr', 'cod', 'bankTransfer', 'anakut', 'paypal'],
      anakut_discount_label: ANAKUT_5,
      anakut_discount_percent: 5,
      khqr_account: 'angkor_digital@aclb',
      merchant_city: 'Phnom Penh',
      khr_per_usd: 4100,
      bank_transfer: bankAccounts('ANGKOR DIGITAL CO LTD', [
        '001 234 567',
        '0001-01-123456-7',
        '012 345 678',
      ]),
    },
  },
  {
    code: 'S002',
    domains: ['s002.localhost'],
    name: L('Mekong Mobile', 'មេគង្គ ម៉ូបាយ', '湄公手机'),
    logo: 'S002.svg',
    color: '#047857',
    playstore: 'https://play.google.com/store/apps/details?id=com.mekongmobile.app',
    appstore: 'https://apps.apple.com/app/mekong-mobile/id6502318874',
    menu: [
      item('phone', '/phone', L('Phones', 'ទូរស័ព្ទ', '手机')),
      item('smarthome', '/smarthome', L('Smart Home', 'ផ្ទះឆ្លាតវៃ', '智能家居')),
      item('sparepart', '/sparepart', L('Repair Parts', 'គ្រឿងបន្លាស់ជួសជុល', '维修配件')),
      item('promotion', '/promotions', L('Hot Deals', 'ប្រូម៉ូសិនពិសេស', '热卖优惠'), RED),
      item('help', '/help-center', L('Help Center', 'មជ្ឈមណ្ឌលជំនួយ', '帮助中心')),
    ],
    chat_id: '-1002233445566',
    telegram_locale: 'en',
    telegram_url: 'https://t.me/mekongmobile_kh',
    telegram_channel: 'https://t.me/mekongmobile_deals',
    facebook_url: 'https://www.facebook.com/mekongmobile',
    tiktok_url: 'https://www.tiktok.com/@mekongmobile.kh',
    youtube_url: 'https://www.youtube.com/@mekongmobile',
    smart: '015 888 246',
    cellcard: '011 246 888',
    metfone: '088 824 6888',
    whatapp: '85515888246',
    about_us: L(
      'Mekong Mobile is a phone and smart-home shop on Sisowath Quay in Phnom Penh. We sell the latest iPhone, Samsung, Xiaomi, OPPO and vivo phones with official warranty, and install Wi-Fi cameras, smart plugs and mesh Wi-Fi at your home. Our repair counter replaces screens and batteries in under an hour.',
      'មេគង្គ ម៉ូបាយ គឺជាហាងលក់ទូរស័ព្ទ និងឧបករណ៍ផ្ទះឆ្លាតវៃ នៅមាត់ទន្លេស៊ីសុវត្ថិ រាជធានីភ្នំពេញ។ យើងលក់ទូរស័ព្ទ iPhone, Samsung, Xiaomi, OPPO និង vivo ជំនាន់ចុងក្រោយដែលមានការធានាផ្លូវការ ហើយតម្លើងកាមេរ៉ា Wi-Fi ព្រីឆ្លាតវៃ និង Wi-Fi Mesh ដល់ផ្ទះរបស់អ្នក។ កន្លែងជួសជុលរបស់យើងប្ដូរអេក្រង់ និងថ្មបានក្នុងរយៈពេលមិនដល់មួយម៉ោង។',
      '湄公手机位于金边西索瓦码头，专营手机和智能家居产品。我们销售带官方保修的最新款 iPhone、三星、小米、OPPO 和 vivo 手机，并提供无线摄像头、智能插座和 Mesh 组网的上门安装。维修柜台一小时内即可完成换屏和换电池。',
    ),
    footer: 'default',
    address: L(
      'No. 45, Preah Sisowath Quay, Sangkat Chey Chumneah, Khan Daun Penh, Phnom Penh',
      'ផ្ទះលេខ 45 មហាវិថីព្រះស៊ីសុវត្ថិ សង្កាត់ជ័យជំនះ ខណ្ឌដូនពេញ រាជធានីភ្នំពេញ',
      '金边市隆边区 Chey Chumneah 分区 西索瓦码头 45 号',
    ),
    email: 'support@mekongmobile.com.kh',
    opening_hours: L(
      'Every day, 8:30 am – 9:00 pm',
      'រៀងរាល់ថ្ងៃ ម៉ោង 8:30 ព្រឹក ដល់ 9:00 យប់',
      '每天 上午 8:30 至 晚上 9:00',
    ),
    payment: {
      methods: ['khqr', 'cod', 'anakut'],
      anakut_discount_label: L(
        'Get 3% back with Anakut Cash',
        'ទទួលបានប្រាក់ត្រឡប់វិញ 3% ជាមួយ Anakut Cash',
        '使用 Anakut Cash 支付返现 3%',
      ),
      khqr_account: 'mekong_mobile@abaa',
      merchant_city: 'Phnom Penh',
    },
  },
  {
    code: 'S007',
    domains: ['s007.localhost'],
    name: L('Khmer PC Zone', 'ខ្មែរ ភីស៊ី ហ្សូន', '高棉电脑城'),
    logo: 'S007.svg',
    color: '#b91c1c',
    playstore: 'https://play.google.com/store/apps/details?id=com.khmerpczone.app',
    appstore: 'https://apps.apple.com/app/khmer-pc-zone/id6449912037',
    menu: [
      item('pcbuilder', '/pcbuilder', L('PC Builder', 'តម្លើងកុំព្យូទ័រ', '装机配置')),
      item('sparepart', '/sparepart', L('Spare Parts', 'គ្រឿងបន្លាស់', '维修配件')),
      item('services', '/services', L('Repair & Services', 'ជួសជុល និងសេវាកម្ម', '维修与服务')),
      item('news', '/news', L('Tech News', 'ព័ត៌មានបច្ចេកវិទ្យា', '科技资讯')),
      item('promotion', '/promotions', L('Promotions', 'ប្រូម៉ូសិន', '优惠活动'), RED),
      item('warranty', '/warranty', L('Warranty Check', 'ពិនិត្យការធានា', '保修查询')),
    ],
    chat_id: '-1003141592653',
    telegram_locale: 'zh',
    telegram_url: 'https://t.me/khmerpczone',
    telegram_channel: 'https://t.me/khmerpczone_builds',
    facebook_url: 'https://www.facebook.com/khmerpczone',
    tiktok_url: 'https://www.tiktok.com/@khmerpczone',
    youtube_url: 'https://www.youtube.com/@khmerpczone',
    smart: '069 777 300',
    cellcard: '077 300 777',
    metfone: '071 300 7777',
    whatapp: '85569777300',
    about_us: L(
      "Khmer PC Zone is Phnom Penh's specialist for PC parts, gaming PCs and upgrades, near the Olympic Stadium. Choose your parts in our PC Builder and our technicians assemble, test and deliver your computer, usually the same day. We also repair laptops and desktops of every brand.",
      'ខ្មែរ ភីស៊ី ហ្សូន គឺជាហាងឯកទេសគ្រឿងកុំព្យូទ័រ កុំព្យូទ័រលេងហ្គេម និងការដំឡើងកម្រិតកុំព្យូទ័រនៅភ្នំពេញ ក្បែរពហុកីឡដ្ឋានជាតិអូឡាំពិក។ ជ្រើសរើសគ្រឿងក្នុង «តម្លើងកុំព្យូទ័រ» របស់យើង ហើយអ្នកបច្ចេកទេសរបស់យើងនឹងតម្លើង សាកល្បង និងដឹកជញ្ជូនកុំព្យូទ័ររបស់អ្នក ជាធម្មតាក្នុងថ្ងៃតែមួយ។ យើងក៏ជួសជុលកុំព្យូទ័រយួរដៃ និងកុំព្យូទ័រលើតុគ្រប់ម៉ាកផងដែរ។',
      '高棉电脑城是金边专业的电脑配件、游戏主机和升级服务商，位于奥林匹克体育场附近。在我们的“装机配置”中挑选配件，技术员会为您组装、测试并送货上门，通常当天完成。我们也维修各品牌笔记本和台式电脑。',
    ),
    footer: 'workshop',
    address: L(
      'No. 88, Charles de Gaulle Blvd (St. 217), Sangkat Veal Vong, Khan 7 Makara, Phnom Penh',
      'ផ្ទះលេខ 88 មហាវិថីឆាលដឺហ្គោល (ផ្លូវ 217) សង្កាត់វាលវង់ ខណ្ឌ៧មករា រាជធានីភ្នំពេញ',
      '金边市 7 Makara 区 Veal Vong 分区 戴高乐大道（217 街）88 号',
    ),
    email: 'sales@khmerpczone.com',
    opening_hours: L(
      'Mon–Sat 9:00 am – 8:00 pm, Sun 9:00 am – 5:00 pm',
      'ច័ន្ទ–សៅរ៍ ម៉ោង 9:00 ព្រឹក ដល់ 8:00 យប់ អាទិត្យ ម៉ោង 9:00 ព្រឹក ដល់ 5:00 ល្ងាច',
      '周一至周六 上午 9:00 至 晚上 8:00，周日 上午 9:00 至 下午 5:00',
    ),
    payment: {
      methods: ['khqr', 'bankTransfer', 'cod', 'paypal'],
      anakut_discount_label: ANAKUT_5,
      anakut_discount_percent: 5,
      khqr_account: 'khmer_pc_zone@aclb',
      merchant_city: 'Phnom Penh',
      khr_per_usd: 4050,
      bank_transfer: bankAccounts('KHMER PC ZONE', ['002 765 432', '0002-02-765432-1', '096 765 4321']),
    },
  },
];
