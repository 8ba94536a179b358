// Specification values in Khmer and Chinese, made from the English value the catalogue writes.
// Brand, model and unit tokens (USB-C, Wi-Fi 6, 48 MP, GB, mm) stay as they are, the words around
// them are translated: '12 months' → '12 ខែ' / '12 个月', '650 W recommended PSU' →
// 'ប្រើ PSU 650 W' / '建议电源 650 W'. Numbers keep their digits and separators, as Khmer and
// Chinese write them ('1,234.5' in both; Intl.NumberFormat('km') agrees).
import type { SpecKey } from './types';

type To = string | ((...groups: string[]) => string);
type Rule = [RegExp, To, To];

/** Spec values whose meaning is one phrase, translated whole (matched after trimming). */
// biome-ignore format: a phrase table, one value a line
const WHOLE: Record<string, [kh: string, zh: string]> = {
  'All desktop PCs': ['កុំព្យូទ័រលើតុទាំងអស់', '所有台式电脑'],
  'All laptop brands': ['កុំព្យូទ័រយួរដៃគ្រប់ម៉ាក', '所有品牌笔记本电脑'],
  'All phone brands': ['ទូរសព្ទគ្រប់ម៉ាក', '所有品牌手机'],
  'All router and mesh brands': ['រ៉ោតទ័រ និងប្រព័ន្ធ Mesh គ្រប់ម៉ាក', '所有品牌路由器和 Mesh'],
  'CPU, GPU, consoles, laptops': ['CPU, GPU, ម៉ាស៊ីនហ្គេម, កុំព្យូទ័រយួរដៃ', 'CPU、GPU、游戏机、笔记本电脑'],
  'Desktops and laptops': ['កុំព្យូទ័រលើតុ និងកុំព្យូទ័រយួរដៃ', '台式机和笔记本电脑'],
  'Intel and AMD desktops': ['កុំព្យូទ័រលើតុ Intel និង AMD', 'Intel 和 AMD 台式机'],
  'Laptops bought in our shop': ['កុំព្យូទ័រយួរដៃដែលទិញនៅហាងយើង', '本店购买的笔记本电脑'],
  'Parts bought in our shop': ['គ្រឿងបន្លាស់ដែលទិញនៅហាងយើង', '本店购买的配件'],
  'Phones bought in our shop': ['ទូរសព្ទដែលទិញនៅហាងយើង', '本店购买的手机'],
  'Laptops, mini PCs': ['កុំព្យូទ័រយួរដៃ, កុំព្យូទ័រខ្នាតតូច', '笔记本电脑、迷你主机'],
  'Laptops, tablets, phones': ['កុំព្យូទ័រយួរដៃ, ថេប្លេត, ទូរសព្ទ', '笔记本电脑、平板电脑、手机'],
  'Mac with Apple silicon': ['Mac ដែលប្រើបន្ទះឈីប Apple', '搭载 Apple 芯片的 Mac'],
  'PC, PS5, mobile': ['PC, PS5, ទូរសព្ទ', 'PC、PS5、手机'],
  'PCs, TVs, consoles, routers': ['កុំព្យូទ័រ, ទូរទស្សន៍, ម៉ាស៊ីនហ្គេម, រ៉ោតទ័រ', '电脑、电视、游戏机、路由器'],
  'PS5 remote play': ['លេង PS5 ពីចម្ងាយ', 'PS5 远程游玩'],
  'Wi-Fi and PoE cameras': ['កាមេរ៉ា Wi-Fi និង PoE', 'Wi-Fi 和 PoE 摄像头'],
  'Windows PCs and laptops': ['កុំព្យូទ័រលើតុ និងយួរដៃ Windows', 'Windows 台式机和笔记本电脑'],
  'iPad (2018 and later)': ['iPad (ឆ្នាំ 2018 ឡើងទៅ)', 'iPad(2018 年及以后机型)'],
  'iPad with USB-C': ['iPad ដែលមានរន្ធ USB-C', '配备 USB-C 接口的 iPad'],
  Smartphones: ['ស្មាតហ្វូន', '智能手机'],
  'Li-ion / Li-polymer': ['ថ្មលីចូម-អ៊ីយ៉ុង / លីចូម-ប៉ូលីមែរ', '锂离子 / 锂聚合物'],
  'Li-ion rechargeable': ['ថ្មលីចូម-អ៊ីយ៉ុង សាកបាន', '可充电锂离子电池'],
  'Li-ion, 0 cycles': ['ថ្មលីចូម-អ៊ីយ៉ុង, សាក 0 ដង', '锂离子电池,0 次循环'],
  'None (graphics card required)': ['គ្មាន (ត្រូវការកាតក្រាហ្វិក)', '无(需独立显卡)'],
  'Bluetooth / magnetic': ['Bluetooth / មេដែក', 'Bluetooth / 磁吸'],
  'Bluetooth 5.1, mic and guitar inputs': ['Bluetooth 5.1, រន្ធមីក្រូហ្វូន និងហ្គីតា', 'Bluetooth 5.1,麦克风和吉他输入'],
  'Bluetooth, USB-C charging': ['Bluetooth, សាកតាម USB-C', 'Bluetooth,USB-C 充电'],
  'Bluetooth, magnetic rail': ['Bluetooth, រនាំងមេដែក', 'Bluetooth,磁吸导轨'],
  'HyperSpeed wireless': ['ឥតខ្សែ HyperSpeed', 'HyperSpeed 无线'],
  'LIGHTSPEED wireless': ['ឥតខ្សែ LIGHTSPEED', 'LIGHTSPEED 无线'],
  'PWM 4-pin': ['PWM 4 ជើង', 'PWM 4 针'],
  'Ribbon cable': ['ខ្សែបន្ទះ', '排线'],
  'Smart Connector / Pogo pins': ['Smart Connector / ជើង Pogo', '智能接点 / Pogo 触点'],
  'USB wired': ['ខ្សែ USB', 'USB 有线'],
  'USB-C, magnetic wireless': ['USB-C, ឥតខ្សែមេដែក', 'USB-C,磁吸无线'],
  'All-in-One 23.8"': ['ម៉ាស៊ីនរួម 23.8 អ៊ីញ', '一体机 23.8 英寸'],
  'All-in-One 24" 4.5K': ['ម៉ាស៊ីនរួម 24 អ៊ីញ 4.5K', '一体机 24 英寸 4.5K'],
  'Back glass with MagSafe ring': ['កញ្ចក់ខាងក្រោយ មានរង្វង់ MagSafe', '带 MagSafe 磁圈的后盖玻璃'],
  'CPU + GPU fan pair': ['កង្ហារ CPU + GPU មួយគូ', 'CPU + GPU 风扇一对'],
  'Cloth, rubber base': ['ក្រណាត់, បាតកៅស៊ូ', '布面,橡胶底'],
  'Console-style layout': ['ប្លង់ដូចដៃហ្គេម', '手柄式布局'],
  'Desk lamp': ['ចង្កៀងតុ', '台灯'],
  'Dual camera module': ['ម៉ូឌុលកាមេរ៉ាពីរ', '双摄像头模组'],
  'E27, multicolour': ['E27, ច្រើនពណ៌', 'E27,多彩'],
  'E27, white and colour': ['E27, ពណ៌ស និងពណ៌ចម្រុះ', 'E27,白光和彩光'],
  'Flex cable with microphone': ['ខ្សែបត់បែន មានមីក្រូហ្វូន', '带麦克风的排线'],
  'Full size': ['ទំហំពេញ', '全尺寸'],
  'GX tactile': ['GX មានសម្ពាធ', 'GX 段落轴'],
  'HyperX Red linear': ['HyperX Red លីនេអ៊ែរ', 'HyperX 红轴(线性)'],
  'ROG NX Snow linear': ['ROG NX Snow លីនេអ៊ែរ', 'ROG NX 雪轴(线性)'],
  'Razer Green clicky': ['Razer Green មានសូរចុច', 'Razer 绿轴(有声)'],
  'GaN, foldable plug': ['GaN, ដោតបត់បាន', '氮化镓,折叠插脚'],
  'Incell LCD display assembly': ['អេក្រង់ Incell LCD ពេញឈុត', 'Incell LCD 屏幕总成'],
  'OLED display assembly': ['អេក្រង់ OLED ពេញឈុត', 'OLED 屏幕总成'],
  'original service pack display assembly': ['អេក្រង់ពេញឈុតដើមរបស់ក្រុមហ៊ុន', '原装屏幕总成(服务包)'],
  'Prime lens': ['កញ្ចក់ប្រវែងថេរ', '定焦镜头'],
  'Zoom lens': ['កញ្ចក់ពង្រីក', '变焦镜头'],
  'Single fan': ['កង្ហារមួយ', '单风扇'],
  'Sub board': ['បន្ទះរង', '副板'],
  'Syringe with spatula': ['បំពង់ចាក់ មានស្លាបព្រាលាប', '针筒装,附刮刀'],
  'US layout': ['ប្លង់ US', '美式布局'],
  'planar magnetic drivers': ['ឌ្រាយវ័រមេដែករាបស្មើ', '平板振膜单元'],
  Case: ['ស្រោម', '保护壳'],
  Mini: ['ខ្នាតតូច', '迷你'],
  Standard: ['ស្តង់ដារ', '标准'],
  Tower: ['ប្រភេទតួឈរ', '塔式'],
  'Mid Tower': ['តួឈរមធ្យម', '中塔'],
  'Mid Tower ATX': ['តួឈរមធ្យម ATX', 'ATX 中塔'],
  'Small Form Factor': ['ខ្នាតតូច (SFF)', '小机箱(SFF)'],
  'Analog optical': ['អុបទិកអាណាឡូក', '模拟光轴'],
  'Rubber dome': ['កៅស៊ូ', '薄膜'],
  'Windows 11 Home (trial)': ['Windows 11 Home (សាកល្បង)', 'Windows 11 Home(试用版)'],
  'Windows 11 Home': ['Windows 11 Home', 'Windows 11 家庭版'],
  'Windows 11 Pro': ['Windows 11 Pro', 'Windows 11 专业版'],
  'HDMI, DisplayPort, USB-C hub': ['ឧបករណ៍ភ្ជាប់ HDMI, DisplayPort, USB-C', 'HDMI、DisplayPort、USB-C 扩展坞'],
  'USB-C, USB 3.0 x2, audio': ['USB-C, USB 3.0 x2, សំឡេង', 'USB-C、USB 3.0 x2、音频'],
  '1080p on TV': ['1080p លើទូរទស្សន៍', '电视输出 1080p'],
  '4K on TV': ['4K លើទូរទស្សន៍', '电视输出 4K'],
  'microSD up to 256GB, cloud': ['microSD រហូតដល់ 256GB, ពពក', 'microSD 最高 256GB,云存储'],
  '1TB HDD included': ['មាន HDD 1TB ស្រាប់', '含 1TB 硬盘'],
  Flash: ['អង្គចងចាំហ្វ្លាស', '闪存'],
  'Full-frame': ['ពេញស៊ុម', '全画幅'],
  Android: ['Android', 'Android'],
  'Switch, Switch 2': ['Switch, Switch 2', 'Switch、Switch 2'],
  'USB PD, Quick Charge': ['USB PD, Quick Charge', 'USB PD、Quick Charge'],
};

// Rules applied in order to what WHOLE did not translate. `$n` groups keep numbers and names.
// biome-ignore format: a rule table, one rule a line
const RULES: Rule[] = [
  // Time and counts.
  [/\bup to (\d[\d,.]*) (hours?|days|months|minutes)\b/g, (n, u) => `រហូតដល់ ${n} ${KH_TIME[u] ?? u}`, (n, u) => `最长 ${n} ${ZH_TIME[u] ?? u}`],
  [/\b(\d[\d,.–]*) to (\d[\d,.]*) (hours?|days|months)\b/g, (a, b, u) => `${a} ដល់ ${b} ${KH_TIME[u] ?? u}`, (a, b, u) => `${a} 至 ${b} ${ZH_TIME[u] ?? u}`],
  [/\b(\d[\d,.–]*) (hours?|days|months|minutes)\b/g, (n, u) => `${n} ${KH_TIME[u] ?? u}`, (n, u) => `${n} ${ZH_TIME[u] ?? u}`],
  [/ with case\b/g, ' ជាមួយប្រអប់សាក', '(含充电盒)'],
  [/\(ANC on\)/g, '(បើក ANC)', '(开启 ANC)'],
  [/\(backlight off\)/g, '(បិទពន្លឺក្រោយ)', '(关闭背光)'],
  [/\(keyboard\)/g, '(ក្ដារចុច)', '(键盘)'],
  [/\b(\d+) pieces?\b/g, '$1 ដុំ', '$1 件'],
  [/\b(\d+)-cell\b/g, '$1 ក្រឡា', '$1 芯'],
  [/\b(\d+) cores \/ (\d+) threads\b/g, '$1 ស្នូល / $2 ខ្សែស្រឡាយ', '$1 核 / $2 线程'],
  [/\b(\d+)-core\b/g, '$1 ស្នូល', '$1 核'],
  [/\b(\d+)-pin\b/g, '$1 ជើង', '$1 针'],
  // Quantities with words.
  [/^([\d,]+) Pa suction$/, 'កម្លាំងបឺត $1 Pa', '吸力 $1 Pa'],
  [/^Coverage up to (.+)$/, 'គ្របដណ្ដប់រហូតដល់ $1', '覆盖面积最高 $1'],
  [/^Rooms up to (.+)$/, 'បន្ទប់រហូតដល់ $1', '适用房间最大 $1'],
  [/^(\d+) mm long, (\d+) W board power$/, 'ប្រវែង $1 mm, ថាមពលកាត $2 W', '长 $1 mm,整卡功耗 $2 W'],
  [/^GPU up to (\d+) mm, CPU cooler up to (\d+) mm, radiator up to (\d+) mm$/, 'GPU រហូតដល់ $1 mm, ឧបករណ៍ត្រជាក់ CPU រហូតដល់ $2 mm, រ៉ាឌីយ៉ាទ័ររហូតដល់ $3 mm', '显卡最长 $1 mm,CPU 散热器最高 $2 mm,冷排最长 $3 mm'],
  [/^Mirrorless cameras up to (.+)$/, 'កាមេរ៉ាគ្មានកញ្ចក់ឆ្លុះ រហូតដល់ $1', '$1 以内的无反相机'],
  [/^(.+) recommended PSU$/, 'ណែនាំ PSU $1', '建议电源 $1'],
  [/^(.+) PoE budget$/, 'ថាមពល PoE សរុប $1', 'PoE 总功率 $1'],
  [/^Max ([\d,]+ W) per gang$/, 'អតិបរមា $1 ក្នុងមួយប៊ូតុង', '每路最大 $1'],
  [/^Max ([\d,]+ W), energy monitoring$/, 'អតិបរមា $1, តាមដានការប្រើភ្លើង', '最大 $1,电量统计'],
  [/^Wired (.+)$/, 'ខ្សែភ្លើង $1', '有线供电 $1'],
  [/^up to ([\d,]+ MB\/s) read$/, 'អានរហូតដល់ $1', '读取最高 $1'],
  [/\bup to\b/g, 'រហូតដល់', '最高'],
  [/ read$/, ' អាន', ' 读取'],
  [/^(\d+)x (\d+) mm fan\b/, 'កង្ហារ $2 mm x$1', '$2 mm 风扇 x$1'],
  [/^Tower, (\d+)x (\d+) mm fan, (\d+) mm tall$/, 'ប្រភេទតួឈរ, កង្ហារ $2 mm x$1, កម្ពស់ $3 mm', '塔式,$2 mm 风扇 x$1,高 $3 mm'],
  [/^([\d.]+) m woven$/, 'ខ្សែត្បាញ $1 ម៉ែត្រ', '$1 m 编织线'],
  [/^([\d.]+) m braided$/, 'ខ្សែត្បាញ $1 ម៉ែត្រ', '$1 m 编织线'],
  [/^([\d.]+) ?m length$/, 'ប្រវែង $1 ម៉ែត្រ', '长 $1 m'],
  [/^([\d.]+) mm thick$/, 'កម្រាស់ $1 mm', '厚 $1 mm'],
  [/^(\d+) m RGB strip$/, 'ខ្សែភ្លើង RGB $1 ម៉ែត្រ', '$1 m RGB 灯带'],
  [/^(\d+) mm radiator$/, 'រ៉ាឌីយ៉ាទ័រ $1 mm', '$1 mm 冷排'],
  [/^(\d+) mm (graphene )?drivers$/, (n, g) => `ឌ្រាយវ័រ ${n} mm${g ? ' ក្រាហ្វីន' : ''}`, (n, g) => `${n} mm ${g ? '石墨烯' : ''}单元`],
  [/^(\d+)% mechanical$/, 'មេកានិច $1%', '$1% 机械'],
  [/^9H tempered glass$/, 'កញ្ចក់រឹង 9H', '9H 钢化玻璃'],
  [/^(.+) app$/, 'កម្មវិធី $1', '$1 应用'],
  [/^(.+) app, /, 'កម្មវិធី $1, ', '$1 应用,'],
  [/^(.+) mount$/, 'ជើងភ្ជាប់ $1', '$1 卡口'],
  [/^(\w+) laptops$/, 'កុំព្យូទ័រយួរដៃ $1', '$1 笔记本电脑'],
  [/^(.+) series$/, 'ស៊េរី $1', '$1 系列'],
  [/\(via hub\)/g, '(តាមរយៈឧបករណ៍ភ្ជាប់)', '(需网关)'],
  [/^iPhone (\d+) to iPhone (\d+)$/, 'iPhone $1 ដល់ iPhone $2', 'iPhone $1 至 iPhone $2'],
  // Connections and ports.
  [/\b2\.4 GHz USB receiver\b/, 'ឧបករណ៍ទទួល USB 2.4 GHz', '2.4 GHz USB 接收器'],
  [/\bwireless and Bluetooth\b/, 'ឥតខ្សែ និង Bluetooth', '无线和 Bluetooth'],
  [/\bwireless or ([\d.]+ mm) cable\b/, 'ឥតខ្សែ ឬខ្សែ $1', '无线或 $1 线缆'],
  [/, Bluetooth or cable$/, ', Bluetooth ឬខ្សែ', '、Bluetooth 或有线'],
  [/, Bluetooth or ([\d.]+ mm) cable$/, ', Bluetooth ឬខ្សែ $1', '、Bluetooth 或 $1 线缆'],
  [/, USB-A or ([\d.]+ mm) cable$/, ', USB-A ឬខ្សែ $1', '、USB-A 或 $1 线缆'],
  [/^([\d.]+ mm) cable$/, 'ខ្សែ $1', '$1 线缆'],
  [/^USB cable$/, 'ខ្សែ USB', 'USB 线'],
  [/^USB-A to (.+)$/, 'USB-A ទៅ $1', 'USB-A 转 $1'],
  [/^USB-C to (.+)$/, 'USB-C ទៅ $1', 'USB-C 转 $1'],
  [/ and Bluetooth$/, ' និង Bluetooth', ' 和 Bluetooth'],
  [/\b(\d+)x Gigabit per unit\b/, 'Gigabit $1 រន្ធក្នុងមួយគ្រឿង', '每台 $1 个千兆口'],
  [/\b(\d+)x 2\.5G per unit\b/, '2.5G $1 រន្ធក្នុងមួយគ្រឿង', '每台 $1 个 2.5G 口'],
  [/, metal case$/, ', តួដែក', ',金属外壳'],
  [/, 19" rackmount$/, ', ដាក់ធ្នើ 19 អ៊ីញ', ',19 英寸机架式'],
  [/, ([\d.]+ mm) barrel$/, ', ក្បាលមូល $1', ',$1 圆口'],
  [/^Fully modular, /, 'ខ្សែដកបានទាំងអស់, ', '全模组,'],
  [/^Non-modular, /, 'ខ្សែភ្ជាប់ស្រាប់, ', '非模组,'],
  [/^([\d,]+ W) wireless, /, 'ឥតខ្សែ $1, ', '无线 $1,'],
  [/\bGigabit\b/g, 'ជីហ្គាប៊ីត', '千兆'],
  [/\bFast Ethernet\b/g, 'អ៊ីសឺរណិត 100 Mbps', '百兆以太网'],
  [/\bEthernet\b/g, 'អ៊ីសឺរណិត', '以太网'],
  // Video.
  [/\b(\d+p) video$/, 'វីដេអូ $1', '$1 视频'],
  [/\b(\d+p) RAW video$/, 'វីដេអូ RAW $1', '$1 RAW 视频'],
  [/, up to (\d+) fps$/, ', រហូតដល់ $1 fps', ',最高 $1 fps'],
  [/ with PSSR, /, ' ជាមួយ PSSR, ', ' PSSR 增强,'],
  [/^(.+)-inch$/, '$1 អ៊ីញ', '$1 英寸'],
  // Processors and graphics.
  [/ for Galaxy$/, ' សម្រាប់ Galaxy', ' Galaxy 定制版'],
  [/\bGraphics\b/g, 'ក្រាហ្វិក', '显卡'],
  [/\bCore (Ultra|i\d)/g, 'Core $1', '酷睿 $1'],
  [/\bRyzen\b/g, 'Ryzen', '锐龙'],
  // Inches: 6.9" → 6.9 អ៊ីញ.
  [/^([\d.]+)"$/, '$1 អ៊ីញ', '$1 英寸'],
  // Khmer unit words where a shopper says them.
  [/\b([\d.]+) kg\b/g, '$1 គីឡូក្រាម', '$1 kg'],
  [/^([\d.]+) g$/, '$1 ក្រាម', '$1 g'],
  [/^([\d.]+) L$/, '$1 លីត្រ', '$1 升'],
  [/^([\d.]+) m( x2)?$/, (n, x) => `${n} ម៉ែត្រ${x ?? ''}`, (n, x) => `${n} 米${x ?? ''}`],
  [/\b and /g, ' និង ', ' 和 '],
];

const KH_TIME: Record<string, string> = {
  hour: 'ម៉ោង',
  hours: 'ម៉ោង',
  days: 'ថ្ងៃ',
  months: 'ខែ',
  minutes: 'នាទី',
};
const ZH_TIME: Record<string, string> = {
  hour: '小时',
  hours: '小时',
  days: '天',
  months: '个月',
  minutes: '分钟',
};

/** The capture groups of a replace callback's arguments (they end where the offset, a number, begins). */
function groupsOf(args: unknown[]): string[] {
  const groups: string[] = [];
  for (const a of args.slice(1)) {
    if (typeof a === 'number') break;
    groups.push(typeof a === 'string' ? a : '');
  }
  return groups;
}

function apply(value: string, pick: 1 | 2): string {
  let out = value;
  for (const rule of RULES) {
    const to = rule[pick];
    out =
      typeof to === 'string'
        ? out.replace(rule[0], to)
        : out.replace(rule[0], (...m: unknown[]) => to(...groupsOf(m)));
  }
  return out;
}

/** The value in Khmer and Chinese (English is the value itself). */
export function specValueTranslations(value: string, _key?: SpecKey): { kh: string; zh: string } {
  const whole = WHOLE[value.trim()];
  if (whole) return { kh: whole[0], zh: whole[1] };
  return { kh: apply(value, 1), zh: apply(value, 2) };
}
