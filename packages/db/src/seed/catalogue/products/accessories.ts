// Accessories: input devices, audio, charging, cables and storage media.
import { specValueTranslations } from '../spec-values';
import type { ImageMotif, UnitKey } from '../types';
import { type ColourKey, colours, type Draft, hexOf, L, make, named, type Specs } from './lib';

type Tri = [string, string, string];

/** Hand-described items: [brand, model, sub, usd, specs, lead, colours?, type override?, unit?] */
type Row = [
  brand: string,
  model: string,
  sub: string,
  usd: number,
  specs: Specs,
  lead: Tri,
  colours?: ColourKey[],
  type?: Tri,
  unit?: UnitKey,
];

// biome-ignore format: a data table, one product family per line
const described: Row[] = [
  ['logitech', 'K120', 'keyboards', 12, { connectivity: 'USB wired', form_factor: 'Full size' }, ['Spill-resistant, quiet full-size keyboard for offices and schools.', 'ក្ដារចុចទំហំពេញ ស្ងាត់ និងធន់នឹងទឹកកំពប់ សម្រាប់ការិយាល័យ និងសាលារៀន។', '防泼溅静音全尺寸键盘，适合办公室和学校。'], undefined, ['Keyboard', 'ក្ដារចុច', '有线键盘']],
  ['logitech', 'MK270 Combo', 'keyboards', 29, { connectivity: '2.4 GHz USB receiver', battery: 'up to 36 months (keyboard)' }, ['Wireless keyboard and mouse set sharing one tiny USB receiver.', 'ឈុតក្ដារចុច និងកណ្ដុរឥតខ្សែ ប្រើឧបករណ៍ទទួល USB តូចតែមួយ។', '无线键鼠套装，共用一个迷你 USB 接收器。'], undefined, ['Wireless Keyboard & Mouse', 'ឈុតក្ដារចុច និងកណ្ដុរឥតខ្សែ', '无线键鼠套装'], 'set'],
  ['logitech', 'Pebble Keys 2 K380s', 'keyboards', 39, { connectivity: 'Bluetooth, Logi Bolt', battery: 'up to 36 months' }, ['Slim, quiet keyboard that switches between three devices at the press of a key.', 'ក្ដារចុចស្ដើង ស្ងាត់ ប្ដូររវាងឧបករណ៍បីបានដោយចុចតែម្ដង។', '轻薄静音键盘，一键切换三台设备。'], ['grey', 'white', 'pink']],
  ['logitech', 'MX Keys S', 'keyboards', 119, { connectivity: 'Bluetooth, Logi Bolt', battery: 'up to 5 months (backlight off)' }, ['Backlit keys that light up as your hands approach, with Smart Actions in Logi Options+.', 'គ្រាប់ចុចមានភ្លើងដែលភ្លឺពេលដៃខិតជិត និងមុខងារ Smart Actions ក្នុង Logi Options+។', '手部靠近按键背光自动点亮，支持 Logi Options+ 智能操作。'], ['grey', 'silver']],
  ['apple', 'Magic Keyboard with Touch ID', 'keyboards', 169, { connectivity: 'Bluetooth, USB-C', compatibility: 'Mac with Apple silicon' }, ['Unlock your Mac and fill in passwords with the built-in Touch ID.', 'ដោះសោ Mac និងបំពេញពាក្យសម្ងាត់ដោយ Touch ID ដែលមានស្រាប់។', '内置触控 ID，轻松解锁 Mac 并自动填充密码。'], undefined, ['', 'ក្ដារចុចឥតខ្សែ', '妙控键盘']],
  ['logitech', 'MX Mechanical Mini', 'keyboards', 149, { connectivity: 'Bluetooth, Logi Bolt', form_factor: '75% mechanical' }, ['Compact mechanical keyboard with quiet tactile switches and smart backlighting.', 'ក្ដារចុចមេកានិចតូច មានគ្រាប់ចុចស្ងាត់ និងភ្លើងឆ្លាតវៃ។', '紧凑型机械键盘，静音段落轴，智能背光。']],
  ['xiaomi', 'Wireless Mouse Lite', 'mice', 9, { connectivity: '2.4 GHz USB receiver', battery: '1x AA' }, ['Light and simple wireless mouse for everyday office work.', 'កណ្ដុរឥតខ្សែស្រាល និងសាមញ្ញ សម្រាប់ការងារការិយាល័យប្រចាំថ្ងៃ។', '轻巧简约的无线鼠标，日常办公好帮手。'], undefined, ['', 'កណ្ដុរឥតខ្សែ', '无线鼠标']],
  ['logitech', 'M185', 'mice', 14, { connectivity: '2.4 GHz USB receiver', battery: 'up to 12 months' }, ['Reliable plug-and-play wireless mouse with a 12-month battery life.', 'កណ្ដុរឥតខ្សែដែលទុកចិត្តបាន ដោតហើយប្រើភ្លាម ថ្មប្រើបាន 12 ខែ។', '即插即用，稳定可靠，电池续航 12 个月。'], ['grey', 'blue', 'red']],
  ['logitech', 'M331 Silent Plus', 'mice', 19, { connectivity: '2.4 GHz USB receiver', battery: 'up to 24 months' }, ['90% less click noise, perfect for libraries and shared offices.', 'សំឡេងចុចតិចជាង 90% ល្អសម្រាប់បណ្ណាល័យ និងការិយាល័យរួម។', '点击噪音降低 90%，适合图书馆和共享办公室。'], ['black', 'blue', 'red']],
  ['logitech', 'Pebble Mouse 2 M350s', 'mice', 25, { connectivity: 'Bluetooth', battery: 'up to 24 months' }, ['Slim, silent Bluetooth mouse that fits in any laptop bag.', 'កណ្ដុរ Bluetooth ស្ដើង ស្ងាត់ ដាក់ក្នុងកាបូបកុំព្យូទ័របានយ៉ាងងាយ។', '轻薄静音蓝牙鼠标，随手放进电脑包。'], ['grey', 'white', 'pink']],
  ['logitech', 'Lift Vertical', 'mice', 79, { connectivity: 'Bluetooth, Logi Bolt', battery: 'up to 24 months' }, ['Vertical ergonomic mouse that eases wrist strain during long workdays.', 'កណ្ដុររាងបញ្ឈរ រចនាឲ្យកាន់ស្រួលដៃ ជួយកាត់បន្ថយការឈឺកដៃពេលធ្វើការយូរ។', '人体工学垂直鼠标，长时间办公减轻手腕负担。'], ['grey', 'pink', 'white']],
  ['logitech', 'MX Master 3S', 'mice', 109, { connectivity: 'Bluetooth, Logi Bolt', battery: 'up to 70 days' }, ['8,000 DPI sensor that tracks on glass, with quiet clicks and MagSpeed scrolling.', 'សេនស័រ 8,000 DPI ប្រើបានសូម្បីលើកញ្ចក់ ចុចស្ងាត់ និងរមូរលឿន MagSpeed។', '8,000 DPI 传感器，玻璃表面也能用，静音按键，MagSpeed 电磁滚轮。'], ['grey', 'black']],
  ['apple', 'Magic Mouse (USB-C)', 'mice', 89, { connectivity: 'Bluetooth, USB-C charging', compatibility: 'Mac, iPad' }, ['Multi-Touch surface for swipes and scrolling, charged over USB-C.', 'ផ្ទៃប៉ះច្រើនចំណុចសម្រាប់អូស និងរមូរ សាកតាម USB-C។', '多点触控表面，轻扫即可滚动，USB-C 充电。'], ['white', 'black'], ['', 'កណ្ដុរឥតខ្សែ', '妙控鼠标']],
  ['logitech', 'C270 HD', 'webcams', 29, { resolution: '720p 30fps', connectivity: 'USB-A' }, ['HD webcam with a noise-reducing mic for Zoom, Teams and Google Meet.', 'កាមេរ៉ាវេបខេម HD មានមីក្រូហ្វូនកាត់សំឡេងរំខាន សម្រាប់ Zoom, Teams និង Google Meet។', '高清摄像头，内置降噪麦克风，适用于 Zoom、Teams 和 Google Meet。']],
  ['logitech', 'C920 HD Pro', 'webcams', 69, { resolution: '1080p 30fps', connectivity: 'USB-A' }, ['Full HD video calls with stereo microphones and automatic light correction.', 'ហៅវីដេអូ Full HD មានមីក្រូហ្វូនស្តេរ៉េអូ និងកែពន្លឺដោយស្វ័យប្រវត្តិ។', '全高清视频通话，双立体声麦克风，自动光线校正。']],
  ['logitech', 'Brio 4K', 'webcams', 199, { resolution: '4K 30fps / 1080p 60fps', connectivity: 'USB-C' }, ['4K webcam with HDR and Windows Hello face login.', 'កាមេរ៉ាវេបខេម 4K មាន HDR និងចូល Windows Hello ដោយស្កេនមុខ។', '4K 摄像头，支持 HDR 和 Windows Hello 人脸登录。']],
  ['sony', 'WH-CH520', 'headphones', 49, { battery: 'up to 50 hours', connectivity: 'Bluetooth 5.2' }, ['Light on-ear headphones with a 50-hour battery and quick charging.', 'កាសពាក់ក្បាលស្រាល ថ្មប្រើបាន 50 ម៉ោង និងសាកលឿន។', '轻巧头戴耳机，续航 50 小时，支持快充。'], ['black', 'white', 'blue']],
  ['jbl', 'Tune 520BT', 'headphones', 49, { battery: 'up to 57 hours', connectivity: 'Bluetooth 5.3' }, ['JBL Pure Bass sound with up to 57 hours of playback.', 'សំឡេង JBL Pure Bass ស្តាប់បានរហូតដល់ 57 ម៉ោង។', 'JBL 纯正低音，续航长达 57 小时。'], ['black', 'white', 'blue']],
  ['anker', 'Soundcore Life Q30', 'headphones', 79, { battery: 'up to 40 hours (ANC on)', connectivity: 'Bluetooth 5.0' }, ['Hybrid noise cancelling that quiets tuk-tuk traffic and busy cafés.', 'កាត់សំឡេងរំខានដោយមីក្រូហ្វូនទាំងខាងក្នុង និងខាងក្រៅ ធ្វើឲ្យសំឡេងចរាចរណ៍ និងហាងកាហ្វេអ៊ូអរស្ងាត់ចុះ។', '混合主动降噪，隔绝嘟嘟车车流和嘈杂咖啡店的噪音。'], ['black', 'blue', 'pink']],
  ['jbl', 'Tune 770NC', 'headphones', 99, { battery: 'up to 70 hours', connectivity: 'Bluetooth 5.3' }, ['Adaptive noise cancelling and up to 70 hours of music.', 'កាត់សំឡេងរំខានដែលសម្របតាមបរិយាកាសជុំវិញដោយស្វ័យប្រវត្តិ និងស្តាប់តន្ត្រីបានរហូតដល់ 70 ម៉ោង។', '自适应降噪，音乐续航长达 70 小时。'], ['black', 'white', 'blue']],
  ['sony', 'WH-1000XM5', 'headphones', 349, { battery: 'up to 30 hours', connectivity: 'Bluetooth 5.2, LDAC' }, ['Industry-leading noise cancelling with crystal-clear calls.', 'ការកាត់សំឡេងរំខានល្អបំផុតក្នុងឧស្សាហកម្ម និងការហៅទូរស័ព្ទច្បាស់ល្អ។', '业界领先的降噪效果，通话清晰。'], ['black', 'silver', 'navy']],
  ['sony', 'WH-1000XM6', 'headphones', 449, { battery: 'up to 30 hours', connectivity: 'Bluetooth 5.3, LDAC' }, ["Sony's newest flagship, with an even stronger noise-cancelling processor and a foldable design.", 'ម៉ូដែលកំពូលថ្មីបំផុតរបស់ Sony ជាមួយប្រព័ន្ធកាត់សំឡេងរំខានកាន់តែខ្លាំង និងអាចបត់បាន។', '索尼最新旗舰，降噪处理器更强，可折叠设计。'], ['black', 'silver', 'lightblue']],
  ['apple', 'AirPods Max (USB-C)', 'headphones', 579, { battery: 'up to 20 hours', connectivity: 'Bluetooth 5.0, USB-C' }, ['High-fidelity audio with Active Noise Cancellation and personalised Spatial Audio.', 'សំឡេងគុណភាពខ្ពស់ មាន Active Noise Cancellation និង Spatial Audio តាមបុគ្គល។', '高保真音质，主动降噪，个性化空间音频。'], ['midnight', 'starlight', 'blue', 'purple'], ['', 'កាសពាក់ក្បាល', '头戴式耳机']],
  ['xiaomi', 'Redmi Buds 6 Active', 'earbuds', 19, { battery: 'up to 30 hours with case', connectivity: 'Bluetooth 5.4' }, ['Budget earbuds with punchy bass and a 30-hour battery with the case.', 'កាសតម្លៃថោក សំឡេងបាសខ្លាំង ថ្មប្រើបាន 30 ម៉ោងជាមួយប្រអប់សាក។', '入门真无线耳机，低音有力，搭配充电盒续航 30 小时。'], ['black', 'white', 'pink']],
  ['jbl', 'Wave Beam', 'earbuds', 49, { battery: 'up to 32 hours with case', connectivity: 'Bluetooth 5.2' }, ['JBL Deep Bass sound with IP54 water and dust resistance.', 'សំឡេង JBL Deep Bass ការពារទឹក និងធូលីកម្រិត IP54។', 'JBL 深沉低音，IP54 防水防尘。'], ['black', 'white', 'blue']],
  ['anker', 'Soundcore P40i', 'earbuds', 59, { battery: 'up to 60 hours with case', connectivity: 'Bluetooth 5.3' }, ['Adaptive noise cancelling and up to 60 hours of playback with the case.', 'កាត់សំឡេងរំខានដែលសម្របតាមបរិយាកាសជុំវិញដោយស្វ័យប្រវត្តិ ស្តាប់បានរហូតដល់ 60 ម៉ោងជាមួយប្រអប់សាក។', '自适应降噪，搭配充电盒续航长达 60 小时。'], ['black', 'white', 'navy']],
  ['xiaomi', 'Redmi Buds 6 Pro', 'earbuds', 69, { battery: 'up to 36 hours with case', connectivity: 'Bluetooth 5.3, LDAC' }, ['55 dB noise cancelling and dual drivers at a mid-range price.', 'កាត់សំឡេងរំខានរហូតដល់ 55 dB និងមានឧបករណ៍បញ្ចេញសំឡេងពីរ ក្នុងតម្លៃមធ្យម។', '55 dB 深度降噪，双单元发声，价格亲民。'], ['black', 'white', 'purple']],
  ['huawei', 'FreeBuds 6i', 'earbuds', 99, { battery: 'up to 35 hours with case', connectivity: 'Bluetooth 5.3' }, ['Intelligent dynamic noise cancelling with up to 35 hours of playback.', 'កាត់សំឡេងរំខានបែបឆ្លាតវៃ ស្តាប់បានរហូតដល់ 35 ម៉ោង។', '智能动态降噪，续航长达 35 小时。'], ['black', 'white', 'purple']],
  ['samsung', 'Galaxy Buds FE', 'earbuds', 99, { battery: 'up to 21 hours with case', connectivity: 'Bluetooth 5.2' }, ['Active noise cancelling and rich bass, with auto-switching between Galaxy devices.', 'កាត់សំឡេងរំខាន សំឡេងបាសពេញ និងប្ដូរដោយស្វ័យប្រវត្តិរវាងឧបករណ៍ Galaxy។', '主动降噪，低音饱满，Galaxy 设备间自动切换。'], ['grey', 'white']],
  ['apple', 'AirPods 4', 'earbuds', 139, { battery: 'up to 30 hours with case', connectivity: 'Bluetooth 5.3, USB-C' }, ['Redesigned for comfort, with USB-C charging and personalised Spatial Audio.', 'រចនាថ្មីឲ្យពាក់ស្រួល សាកតាម USB-C និងមាន Spatial Audio តាមបុគ្គល។', '全新设计佩戴更舒适，USB-C 充电，支持个性化空间音频。']],
  ['apple', 'AirPods 4 with Active Noise Cancellation', 'earbuds', 189, { battery: 'up to 30 hours with case', connectivity: 'Bluetooth 5.3, USB-C' }, ['Active Noise Cancellation and Transparency mode in an open-ear design.', 'មាន Active Noise Cancellation និងរបៀបស្ដាប់សំឡេងជុំវិញ ក្នុងរចនាបែបមិនញាត់ត្រចៀក។', '开放式设计，也能享受主动降噪和通透模式。']],
  ['samsung', 'Galaxy Buds3 Pro', 'earbuds', 249, { battery: 'up to 30 hours with case', connectivity: 'Bluetooth 5.4' }, ['Blade-light design, adaptive noise cancelling and live interpreting with Galaxy AI.', 'រចនាបែបភ្លើង Blade Lights កាត់សំឡេងរំខានដែលសម្របតាមបរិយាកាសជុំវិញដោយស្វ័យប្រវត្តិ និងបកប្រែផ្ទាល់ជាមួយ Galaxy AI។', '刀锋灯效设计，自适应降噪，Galaxy AI 实时传译。'], ['silver', 'white']],
  ['apple', 'AirPods Pro 3', 'earbuds', 269, { battery: 'up to 24 hours with case', connectivity: 'Bluetooth 5.3, USB-C' }, ["Apple's best noise cancelling yet, with heart-rate sensing and Live Translation.", 'ការកាត់សំឡេងរំខានល្អបំផុតរបស់ Apple វាស់ចង្វាក់បេះដូង និងបកប្រែផ្ទាល់។', '苹果迄今最强降噪，支持心率监测和实时翻译。']],
  ['sony', 'WF-1000XM5', 'earbuds', 299, { battery: 'up to 24 hours with case', connectivity: 'Bluetooth 5.3, LDAC' }, ["Sony's smallest flagship earbuds, with class-leading noise cancelling and Hi-Res audio.", 'កាសកំពូលតូចបំផុតរបស់ Sony កាត់សំឡេងរំខានល្អបំផុត និងសំឡេង Hi-Res។', '索尼体积最小的旗舰耳机，降噪同级领先，支持高解析度音频。'], ['black', 'silver']],
  ['anker', 'Soundcore 2', 'speakers', 39, { battery: 'up to 24 hours', connectivity: 'Bluetooth 5.0, IPX7' }, ['Loud, bassy sound with a 24-hour battery and IPX7 waterproofing.', 'សំឡេងខ្លាំង បាសល្អ ថ្មប្រើបាន 24 ម៉ោង និងការពារទឹក IPX7។', '音量大、低音足，续航 24 小时，IPX7 防水。']],
  ['jbl', 'Go 4', 'speakers', 49, { battery: 'up to 7 hours', connectivity: 'Bluetooth 5.3, IP67' }, ['Pocket speaker with JBL Pro Sound, IP67 protection and 7 hours of play.', 'ឧបករណ៍បំពងសំឡេងតូចដាក់ហោប៉ៅ សំឡេង JBL Pro Sound ការពារទឹក IP67 និងស្តាប់បាន 7 ម៉ោង។', '口袋音箱，JBL Pro Sound 音效，IP67 防水，续航 7 小时。'], ['black', 'blue', 'pink', 'red']],
  ['sony', 'ULT Field 1', 'speakers', 129, { battery: 'up to 12 hours', connectivity: 'Bluetooth 5.3, IP67' }, ['Deep ULT bass in a rugged IP67 body with a 12-hour battery.', 'សំឡេងបាស ULT ជ្រៅ តួរឹងមាំ IP67 និងថ្មប្រើបាន 12 ម៉ោង។', 'ULT 重低音，IP67 坚固机身，续航 12 小时。'], ['black', 'white', 'grey']],
  ['jbl', 'Flip 6', 'speakers', 129, { battery: 'up to 12 hours', connectivity: 'Bluetooth 5.1, IP67' }, ['Bold JBL sound, IP67 waterproofing and 12 hours of play for riverside parties.', 'សំឡេង JBL ខ្លាំង ការពារទឹក IP67 ស្តាប់បាន 12 ម៉ោង សម្រាប់ជប់លៀងនៅមាត់ទន្លេ។', 'JBL 澎湃音效，IP67 防水，续航 12 小时，河边聚会必备。'], ['black', 'blue', 'red']],
  ['jbl', 'Charge 5', 'speakers', 179, { battery: 'up to 20 hours', connectivity: 'Bluetooth 5.1, IP67' }, ['20 hours of play and a built-in power bank to charge your phone.', 'ស្តាប់បាន 20 ម៉ោង និងមានថ្មសាកបម្រុងស្រាប់សម្រាប់សាកទូរស័ព្ទ។', '续航 20 小时，内置充电宝可为手机充电。'], ['black', 'blue', 'red']],
  ['jbl', 'PartyBox 110', 'speakers', 499, { wattage: '160 W', battery: 'up to 12 hours', connectivity: 'Bluetooth 5.1, mic and guitar inputs' }, ['160 W party speaker with a light show and microphone and guitar inputs for karaoke.', 'ឧបករណ៍បំពងសំឡេង 160W មានភ្លើងលម្អ និងរន្ធមីក្រូហ្វូន និងហ្គីតា សម្រាប់ច្រៀងខារ៉ាអូខេ។', '160W 派对音箱，炫彩灯光，支持麦克风和吉他输入，K 歌尽兴。'], undefined, ['Party Speaker', 'ឧបករណ៍បំពងសំឡេងជប់លៀង', '派对音箱']],
  ['apple', 'USB-C to Lightning Cable (1 m)', 'cables-hubs', 19, { connectivity: 'USB-C to Lightning', form_factor: '1 m' }, ['Charge and sync older iPhones and AirPods from a USB-C charger.', 'សាក និងផ្ទេរទិន្នន័យ iPhone និង AirPods ជំនាន់មុនពីឆ្នាំងសាក USB-C។', '用 USB-C 充电器为旧款 iPhone 和 AirPods 充电、同步。']],
  ['apple', '60W USB-C Charge Cable (1 m)', 'cables-hubs', 19, { connectivity: 'USB-C to USB-C', wattage: '60 W', form_factor: '1 m woven' }, ['Woven cable that charges iPhone 15 and later, iPad and AirPods at up to 60 W.', 'ខ្សែត្បាញ សាក iPhone 15 ឡើងទៅ iPad និង AirPods បានរហូតដល់ 60W។', '编织线材，可为 iPhone 15 及后续机型、iPad 和 AirPods 提供最高 60W 充电。']],
  ['anker', 'PowerLine III USB-C to USB-C (1.8 m)', 'cables-hubs', 15, { connectivity: 'USB-C to USB-C', wattage: '60 W', form_factor: '1.8 m' }, ['Tough USB-C cable tested to bend 35,000 times, with 60 W charging.', 'ខ្សែ USB-C រឹងមាំ សាកល្បងបត់បាន 35,000 ដង និងសាកបាន 60W។', '坚韧耐用，通过 35,000 次弯折测试，支持 60W 充电。']],
  ['baseus', 'Crystal Shine USB-C to USB-C 100W (1.2 m)', 'cables-hubs', 9, { connectivity: 'USB-C to USB-C', wattage: '100 W', form_factor: '1.2 m braided' }, ['Braided 100 W cable for laptops, tablets and phones.', 'ខ្សែត្បាញ 100W សម្រាប់កុំព្យូទ័រយួរដៃ ថេប្លេត និងទូរស័ព្ទ។', '100W 编织数据线，笔记本、平板、手机通用。']],
  ['ugreen', 'USB-C to USB-C 60W Cable (1 m, 2-pack)', 'cables-hubs', 9, { connectivity: 'USB-C to USB-C', wattage: '60 W', form_factor: '1 m x2' }, ['Two 1 m USB-C cables: one for home and one for the office.', 'ខ្សែ USB-C ប្រវែង 1 ម៉ែត្រ ពីរខ្សែ៖ មួយសម្រាប់ផ្ទះ មួយសម្រាប់ការិយាល័យ។', '两根 1 米 USB-C 线，家里和办公室各放一根。'], undefined, undefined, 'pack'],
  ['baseus', '3-in-1 Cable USB-C, Lightning and Micro-USB (1.2 m)', 'cables-hubs', 8, { connectivity: 'USB-A to USB-C / Lightning / Micro-USB', wattage: '3.5 A', form_factor: '1.2 m' }, ['One cable for Lightning, USB-C and Micro-USB devices, handy in the car.', 'ខ្សែតែមួយសម្រាប់ឧបករណ៍ Lightning, USB-C និង Micro-USB ងាយស្រួលប្រើក្នុងឡាន។', '一线三头，Lightning、USB-C、Micro-USB 通用，车上使用很方便。']],
  ['ugreen', 'HDMI 2.1 8K Cable (2 m)', 'cables-hubs', 15, { connectivity: 'HDMI 2.1, 48 Gbps', resolution: '8K60 / 4K120', form_factor: '2 m' }, ['8K60 and 4K120 for PS5, Xbox and gaming monitors.', 'គាំទ្រ 8K60 និង 4K120 សម្រាប់ PS5, Xbox និងអេក្រង់ហ្គេម។', '支持 8K60 和 4K120，适用于 PS5、Xbox 和电竞显示器。'], undefined, ['', 'ខ្សែ HDMI', '高清线']],
  ['ugreen', 'Revodok 6-in-1 USB-C Hub', 'cables-hubs', 35, { ports: 'HDMI 4K, 2x USB-A, SD, microSD, USB-C PD 100 W', connectivity: 'USB-C' }, ['Adds 4K HDMI, USB-A, SD card slots and 100 W pass-through charging to a laptop.', 'បន្ថែមរន្ធ HDMI 4K, USB-A, កាត SD និងសាកឆ្លងកាត់ 100W ដល់កុំព្យូទ័រយួរដៃ។', '为笔记本扩展 4K HDMI、USB-A、SD 读卡和 100W 直通充电。'], undefined, ['', 'ឧបករណ៍ពង្រីករន្ធ USB-C', '扩展坞']],
  ['anker', '555 USB-C Hub (8-in-1)', 'cables-hubs', 59, { ports: 'HDMI 4K, Gigabit Ethernet, 2x USB-A, USB-C, SD, microSD, PD 100 W', connectivity: 'USB-C' }, ['Eight ports, including Gigabit Ethernet and 4K HDMI, in one slim hub.', 'រន្ធ 8 រួមទាំង Gigabit Ethernet និង HDMI 4K ក្នុងឧបករណ៍ពង្រីករន្ធស្ដើងតែមួយ។', '一个轻薄扩展坞提供 8 个接口，含千兆网口和 4K HDMI。'], undefined, ['', 'ឧបករណ៍ពង្រីករន្ធ USB-C', '扩展坞']],
];

const SUB_TYPE: Record<string, Tri> = {
  keyboards: ['Wireless Keyboard', 'ក្ដារចុចឥតខ្សែ', '无线键盘'],
  mice: ['Wireless Mouse', 'កណ្ដុរឥតខ្សែ', '无线鼠标'],
  webcams: ['Webcam', 'កាមេរ៉ាវេបខេម', '摄像头'],
  headphones: ['Headphones', 'កាសពាក់ក្បាល', '头戴式耳机'],
  earbuds: ['', 'កាសឥតខ្សែ', '无线耳机'],
  speakers: ['Bluetooth Speaker', 'ឧបករណ៍បំពងសំឡេង Bluetooth', '蓝牙音箱'],
  'cables-hubs': ['', 'ខ្សែសាក', '数据线'],
};

const MOTIF: Record<string, ImageMotif> = {
  keyboards: 'keyboard',
  mice: 'mouse',
  webcams: 'camera-cctv',
  headphones: 'headphones',
  earbuds: 'headphones',
  speakers: 'headphones',
  'cables-hubs': 'cable',
  chargers: 'charger',
  'power-banks': 'battery',
  'memory-cards': 'ssd',
  'usb-drives': 'ssd',
  'external-drives': 'ssd',
};

function describedItem([brand, model0, sub, usd, specs, [en, kh, zh], cols, type, unit]: Row): Draft {
  const m = /^(.*) \(([^()]*)\)$/.exec(model0);
  const keepParens = model0.includes('(USB-C)');
  const model = m && !keepParens ? (m[1] ?? model0) : model0;
  const cfg = m && !keepParens ? (m[2] ?? '') : '';
  const t = type ?? SUB_TYPE[sub] ?? ['', '', ''];
  return make({
    category: 'accessories',
    sub,
    brand,
    unit: unit ?? 'piece',
    name: named(brand, model, L(t[0], t[1], t[2]), cfg),
    lead: L(en, kh, zh),
    price: usd,
    specs: {
      ...specs,
      compatibility:
        specs.compatibility ??
        (sub === 'cables-hubs' ? 'Laptops, tablets, phones' : 'Windows, macOS, Android, iOS'),
    },
    warranty:
      brand === 'apple' || brand === 'sony' || brand === 'samsung' ? 12 : sub === 'cables-hubs' ? 12 : 24,
    options: cols ? [colours(...cols)] : [],
    motif: MOTIF[sub] ?? 'cable',
    colour: cols ? hexOf(cols[0] as ColourKey) : brand === 'apple' ? '#e5e7eb' : '#1f2937',
  });
}

/** [brand, model, watts, ports, GaN, usd] */
// biome-ignore format: a data table, one product family per line
const chargers: [string, string, number, string, boolean, number][] = [
  ['samsung', '25W Super Fast Charger', 25, '1x USB-C', false, 19],
  ['apple', '20W USB-C Power Adapter', 20, '1x USB-C', false, 25],
  ['xiaomi', '67W Charger', 67, '1x USB-A', false, 25],
  ['anker', 'Nano Charger 30W', 30, '1x USB-C', true, 25],
  ['baseus', 'GaN5 Pro 65W Charger', 65, '2x USB-C, 1x USB-A', true, 35],
  ['ugreen', 'Nexode 65W Charger', 65, '2x USB-C, 1x USB-A', true, 39],
  ['samsung', '45W Super Fast Charger', 45, '1x USB-C', false, 39],
  ['ugreen', 'Nexode 100W Charger', 100, '3x USB-C, 1x USB-A', true, 59],
  ['anker', 'Prime Charger 100W', 100, '2x USB-C, 1x USB-A', true, 79],
];

function charger([brand, model, w, ports, gan, usd]: (typeof chargers)[number]): Draft {
  const target: Tri =
    w < 30
      ? ['phones', 'ទូរស័ព្ទ', '手机']
      : w <= 67
        ? ['phones, tablets and thin laptops', 'ទូរស័ព្ទ ថេប្លេត និងកុំព្យូទ័រយួរដៃស្ដើង', '手机、平板和轻薄本']
        : ['laptops such as the MacBook Pro', 'កុំព្យូទ័រយួរដៃដូចជា MacBook Pro', 'MacBook Pro 等笔记本电脑'];
  return make({
    category: 'accessories',
    sub: 'chargers',
    brand,
    name: named(brand, model, L('', 'ឆ្នាំងសាក', '充电器')),
    lead: L(
      `${w} W ${gan ? 'GaN ' : ''}charger with ${ports}, fast enough for ${target[0]}.`,
      `ឆ្នាំងសាក ${w}W${gan ? ' GaN' : ''} មានរន្ធ ${ports} សាកលឿនសម្រាប់${target[1]}។`,
      `${w}W ${gan ? '氮化镓' : ''}充电器，${ports} 接口，可为${target[2]}快速充电。`,
    ),
    extra: L(
      'Fits the type A/C wall sockets found in Cambodian homes.',
      'ដោតបានជាមួយព្រីភ្លើងប្រភេទ A/C ដែលប្រើនៅតាមផ្ទះក្នុងកម្ពុជា។',
      '适配柬埔寨家庭常见的 A/C 型插座。',
    ),
    price: usd,
    specs: {
      wattage: `${w} W`,
      ports,
      compatibility: 'USB PD, Quick Charge',
      form_factor: gan ? 'GaN, foldable plug' : 'Standard',
    },
    warranty: brand === 'anker' || brand === 'ugreen' ? 18 : 12,
    motif: 'charger',
    colour: brand === 'apple' || brand === 'samsung' ? '#e5e7eb' : '#1f2937',
  });
}

/** [brand, model, capacity, output, magnetic, usd] */
// biome-ignore format: a data table, one product family per line
const banks: [string, string, string, string, boolean, number][] = [
  ['baseus', 'Bipow 20000mAh 20W', '20,000 mAh', '20 W', false, 22],
  ['anker', 'PowerCore 10000', '10,000 mAh', '12 W', false, 25],
  ['xiaomi', '20000mAh 22.5W', '20,000 mAh', '22.5 W', false, 25],
  ['baseus', 'Magnetic Mini 10000mAh 20W', '10,000 mAh', '20 W', true, 29],
  ['anker', 'Zolo 20000mAh 30W', '20,000 mAh', '30 W', false, 35],
  ['anker', 'MagGo 10K', '10,000 mAh', '15 W wireless, 27 W USB-C', true, 69],
  ['baseus', 'Blade 20000mAh 100W', '20,000 mAh', '100 W', false, 69],
  ['ugreen', 'Nexode 20000mAh 130W', '20,000 mAh', '130 W', false, 69],
];

function bank([brand, model, cap, out, mag, usd]: (typeof banks)[number]): Draft {
  return make({
    category: 'accessories',
    sub: 'power-banks',
    brand,
    name: named(brand, model, L('Power Bank', 'ថ្មសាកបម្រុង', '充电宝')),
    lead: L(
      `${cap} power bank with ${out} fast charging${mag ? ' and a magnetic back for iPhone' : ''}.`,
      `ថ្មសាកបម្រុង ${cap} សាកលឿន ${specValueTranslations(out).kh}${mag ? ' និងភ្ជាប់មេដែកនឹង iPhone បាន' : ''}។`,
      `${cap} 充电宝，支持 ${specValueTranslations(out).zh} 快充${mag ? '，可磁吸 iPhone' : ''}。`,
    ),
    extra: L(
      'Allowed in carry-on luggage on flights.',
      'អាចយកតាមខ្លួនឡើងយន្តហោះបាន។',
      '符合规定，可随身携带登机。',
    ),
    price: usd,
    specs: { capacity: cap, wattage: out, ports: mag ? 'USB-C, magnetic wireless' : 'USB-C, USB-A' },
    warranty: 18,
    motif: 'battery',
    colour: brand === 'xiaomi' ? '#e5e7eb' : brand === 'anker' ? '#0ea5e9' : '#1f2937',
  });
}

/** [brand, model, sub, usd, interface, speed or rating, extra kind] */
// biome-ignore format: a data table, one product family per line
const media: [string, string, string, number, string, string][] = [
  ['kingston', 'Canvas Select Plus microSDXC 64GB', 'memory-cards', 8, 'microSDXC UHS-I', 'up to 100 MB/s, A1 V10'],
  ['sandisk', 'Ultra microSDXC 64GB', 'memory-cards', 9, 'microSDXC UHS-I', 'up to 140 MB/s, A1 Class 10'],
  ['samsung', 'EVO Plus microSDXC 128GB', 'memory-cards', 15, 'microSDXC UHS-I', 'up to 160 MB/s, U3 V30 A2'],
  ['sandisk', 'Extreme microSDXC 128GB', 'memory-cards', 22, 'microSDXC UHS-I', 'up to 190 MB/s, U3 V30 A2'],
  ['kingston', 'Canvas Go! Plus microSDXC 256GB', 'memory-cards', 35, 'microSDXC UHS-I', 'up to 190 MB/s, U3 V30 A2'],
  ['sandisk', 'Extreme PRO SDXC 128GB', 'memory-cards', 35, 'SDXC UHS-I', 'up to 200 MB/s, U3 V30'],
  ['kingston', 'DataTraveler Exodia 64GB', 'usb-drives', 7, 'USB 3.2 Gen 1', 'up to 100 MB/s'],
  ['sandisk', 'Ultra Flair 64GB', 'usb-drives', 9, 'USB 3.0', 'up to 150 MB/s'],
  ['samsung', 'BAR Plus 128GB', 'usb-drives', 19, 'USB 3.1', 'up to 400 MB/s'],
  ['sandisk', 'Ultra Dual Drive Luxe 128GB', 'usb-drives', 19, 'USB-C + USB-A 3.2', 'up to 150 MB/s'],
  ['western-digital', 'My Passport 1TB', 'external-drives', 65, 'USB 3.2 Gen 1', 'HDD'],
  ['seagate', 'Expansion 2TB', 'external-drives', 79, 'USB 3.0', 'HDD'],
  ['western-digital', 'My Passport 2TB', 'external-drives', 85, 'USB 3.2 Gen 1', 'HDD'],
  ['samsung', 'T7 1TB', 'external-drives', 99, 'USB 3.2 Gen 2', 'up to 1,050 MB/s'],
  ['sandisk', 'Extreme Portable SSD 1TB', 'external-drives', 109, 'USB 3.2 Gen 2', 'up to 1,050 MB/s'],
  ['seagate', 'One Touch 5TB', 'external-drives', 149, 'USB 3.0', 'HDD'],
  ['samsung', 'T9 2TB', 'external-drives', 229, 'USB 3.2 Gen 2x2', 'up to 2,000 MB/s'],
];

function medium([brand, model, sub, usd, iface, speed]: (typeof media)[number]): Draft {
  const cap = /(\d+[GT]B)/.exec(model)?.[1] ?? '';
  const hdd = speed === 'HDD';
  let type: Tri;
  let lead: Tri;
  if (sub === 'memory-cards') {
    const v30 = speed.includes('V30');
    type = ['', 'កាតមេម៉ូរី', '存储卡'];
    lead = [
      `${cap} ${iface} card, ${speed}${v30 ? ', fast enough for 4K video' : ''}.`,
      `កាត ${iface} ទំហំ ${cap} ល្បឿន${speed.replace('up to', 'រហូតដល់')}${v30 ? ' ថតវីដេអូ 4K បាន' : ''}។`,
      `${cap} ${iface} 存储卡，${speed.replace('up to', '读速高达')}${v30 ? '，可录制 4K 视频' : ''}。`,
    ];
  } else if (sub === 'usb-drives') {
    type = ['USB Flash Drive', 'ហ្វ្លាសដ្រាយ USB', 'U 盘'];
    lead = [
      `${cap} ${iface} flash drive, ${speed}, small enough for a key ring.`,
      `ហ្វ្លាសដ្រាយ ${iface} ទំហំ ${cap} ល្បឿន${speed.replace('up to', 'រហូតដល់')} តូចល្មមពាក់ជាមួយកូនសោបាន។`,
      `${cap} ${iface} U 盘，${speed.replace('up to', '读速高达')}，小巧可挂钥匙扣。`,
    ];
  } else {
    type = hdd
      ? ['Portable Hard Drive', 'ថាសរឹងចល័ត', '移动硬盘']
      : ['Portable SSD', 'ថាស SSD ចល័ត', '移动固态硬盘'];
    lead = [
      `${cap} portable ${hdd ? 'hard drive' : `SSD, ${speed},`} over ${iface}, for backups and files on the go.`,
      `${hdd ? 'ថាសរឹងចល័ត' : 'ថាស SSD ចល័ត'} ទំហំ ${cap} ភ្ជាប់តាម ${iface}${hdd ? '' : ` ល្បឿន${speed.replace('up to', 'រហូតដល់')}`} សម្រាប់បម្រុងទុកទិន្នន័យ និងយកឯកសារតាមខ្លួន។`,
      `${cap} ${hdd ? '移动硬盘' : `移动固态硬盘，${speed.replace('up to', '速度高达')}`}，${iface} 接口，备份资料、随身携带都方便。`,
    ];
  }
  return make({
    category: 'accessories',
    sub,
    brand,
    name: named(brand, model, L(type[0], type[1], type[2])),
    lead: L(lead[0], lead[1], lead[2]),
    price: usd,
    specs: {
      capacity: cap,
      interface: iface,
      speed: hdd ? '5400 rpm' : speed,
      storage_type: hdd ? 'HDD' : sub === 'external-drives' ? 'SSD' : 'Flash',
    },
    warranty: sub === 'external-drives' ? 36 : sub === 'memory-cards' ? 60 : 24,
    motif: 'ssd',
    colour:
      brand === 'sandisk'
        ? '#dc2626'
        : brand === 'samsung'
          ? '#1e3a8a'
          : brand === 'kingston'
            ? '#b91c1c'
            : '#334155',
  });
}

export const accessories: Draft[] = [
  ...described.map(describedItem),
  ...chargers.map(charger),
  ...banks.map(bank),
  ...media.map(medium),
];
