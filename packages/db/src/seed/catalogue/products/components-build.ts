// PC components, part 2: power supplies, cases, cooling and graphics cards.
import { specValueTranslations } from '../spec-values';
import { type ColourKey, colours, type Draft, hexOf, L, make, named, T } from './lib';

type PsuRow = [
  brand: string,
  model: string,
  watt: number,
  eff: 'Bronze' | 'Gold',
  modular: 'Non' | 'Fully',
  usd: number,
  months: number,
];

// biome-ignore format: a data table, one product family per line
const psuRows: PsuRow[] = [
  ['deepcool', 'PK550D', 550, 'Bronze', 'Non', 45, 36],
  ['corsair', 'CV550', 550, 'Bronze', 'Non', 55, 36],
  ['msi', 'MAG A650BN', 650, 'Bronze', 'Non', 55, 60],
  ['corsair', 'CX650', 650, 'Bronze', 'Non', 69, 60],
  ['gigabyte', 'UD750GM PG5', 750, 'Gold', 'Fully', 89, 60],
  ['msi', 'MAG A750GL PCIE5', 750, 'Gold', 'Fully', 89, 84],
  ['corsair', 'RM750e', 750, 'Gold', 'Fully', 99, 84],
  ['deepcool', 'PN850M', 850, 'Gold', 'Fully', 99, 60],
  ['cooler-master', 'MWE Gold 850 V2', 850, 'Gold', 'Fully', 109, 60],
  ['corsair', 'RM850e', 850, 'Gold', 'Fully', 119, 84],
  ['corsair', 'RM1000x', 1000, 'Gold', 'Fully', 189, 120],
  ['asus', 'ROG STRIX 1000W Gold Aura Edition', 1000, 'Gold', 'Fully', 229, 120],
];

function psu([brand, model, watt, eff, modular, usd, months]: PsuRow): Draft {
  const fully = modular === 'Fully';
  const named_ = model.includes(`${watt}W`) ? model : `${model} ${watt}W 80+ ${eff}`;
  const extra =
    watt >= 850
      ? L(
          'Plenty of headroom for RTX 5070 Ti and RTX 5080 class graphics cards.',
          'មានថាមពលគ្រប់គ្រាន់សម្រាប់កាតក្រាហ្វិកកម្រិត RTX 5070 Ti និង RTX 5080។',
          '功率余量充足，可带 RTX 5070 Ti、RTX 5080 级别显卡。',
        )
      : watt >= 650
        ? L(
            'A good match for RTX 5060 and RTX 5070 gaming builds.',
            'សមល្មមសម្រាប់កុំព្យូទ័រលេងហ្គេមប្រើ RTX 5060 និង RTX 5070។',
            '适合搭配 RTX 5060、RTX 5070 的游戏主机。',
          )
        : L(
            'Protects office and entry-level gaming PCs against voltage drops and power surges.',
            'ការពារកុំព្យូទ័រការិយាល័យ និងកុំព្យូទ័រហ្គេមកម្រិតដំបូងពីការធ្លាក់ និងឡើងចរន្តភ្លើង។',
            '具备多重保护，办公电脑和入门游戏主机不怕电压波动。',
          );
  return make({
    category: 'components',
    sub: 'power-supplies',
    brand,
    name: named(brand, named_, L('', 'ប្រភពថាមពល', '电源')),
    lead: L(
      `${watt} W 80 PLUS ${eff} power supply, ${fully ? 'fully modular' : 'with fixed cables'}, ATX form factor.`,
      `ប្រភពថាមពល ${watt}W ស្តង់ដារ 80 PLUS ${eff} ${fully ? 'ខ្សែដកដោតបានទាំងអស់' : 'ខ្សែភ្ជាប់ជាប់ស្រាប់'} ទម្រង់ ATX។`,
      `${watt}W 80 PLUS ${eff === 'Gold' ? '金牌' : '铜牌'}认证电源，${fully ? '全模组' : '直出线'}设计，ATX 规格。`,
    ),
    extra,
    price: usd,
    specs: {
      wattage: `${watt} W`,
      efficiency: `80 PLUS ${eff}`,
      form_factor: fully && watt >= 750 ? 'ATX 3.1' : 'ATX',
      ports: fully ? 'Fully modular, 12V-2x6 (PCIe 5.1)' : 'Non-modular, 2x PCIe 8-pin',
    },
    warranty: months,
    pcPart: { slot: 'psu', wattage_w: watt },
    motif: 'psu',
    colour: eff === 'Gold' ? '#ca8a04' : '#9a3412',
  });
}

type CaseRow = [
  brand: string,
  model: string,
  form: string,
  fans: number,
  glass: boolean,
  gpuMm: number,
  /** Tallest air cooler and longest radiator it takes, mm (the builder's facts). */
  coolerMm: number,
  radiatorMm: number,
  usd: number,
  colours?: ColourKey[],
];

// biome-ignore format: a data table, one product family per line
const caseRows: CaseRow[] = [
  ['cooler-master', 'MasterBox Q300L', 'Micro-ATX', 1, false, 360, 159, 240, 45],
  ['msi', 'MAG FORGE 120A AIRFLOW', 'Mid Tower ATX', 6, true, 330, 160, 360, 59],
  ['deepcool', 'CH160', 'Mini-ITX', 1, true, 305, 175, 240, 69, ['black', 'white']],
  ['nzxt', 'H5 Flow', 'Mid Tower ATX', 2, true, 365, 165, 280, 89, ['black', 'white']],
  ['deepcool', 'CH560', 'Mid Tower ATX', 4, true, 380, 175, 360, 89, ['black', 'white']],
  ['corsair', '4000D Airflow', 'Mid Tower ATX', 2, true, 360, 170, 360, 99, ['black', 'white']],
  ['lian-li', 'LANCOOL 216', 'Mid Tower ATX', 3, true, 392, 180, 360, 99, ['black', 'white']],
  ['lian-li', 'O11 Vision Compact', 'Mid Tower ATX', 0, true, 395, 167, 360, 119, ['black', 'white']],
  ['asus', 'TUF Gaming GT502', 'Mid Tower ATX', 0, true, 400, 165, 360, 149, ['black', 'white']],
  ['lian-li', 'O11 Dynamic EVO', 'Mid Tower ATX', 0, true, 426, 167, 360, 159, ['black', 'white']],
];

/** The motherboard forms a case of each form takes: a bigger case takes the smaller boards too. */
const CASE_TAKES: Record<string, ('ATX' | 'Micro-ATX' | 'Mini-ITX')[]> = {
  'Mid Tower ATX': ['ATX', 'Micro-ATX', 'Mini-ITX'],
  'Micro-ATX': ['Micro-ATX', 'Mini-ITX'],
  'Mini-ITX': ['Mini-ITX'],
};
function unknownForm(form: string): never {
  throw new Error(`Unknown case form ${form}`);
}

function pcCase([brand, model, form, fans, glass, gpuMm, coolerMm, radiatorMm, usd, cols]: CaseRow): Draft {
  return make({
    category: 'components',
    sub: 'pc-cases',
    brand,
    name: named(brand, model, L('PC Case', 'តួកុំព្យូទ័រ', '机箱'), form),
    lead: L(
      `${form} case with ${fans ? `${fans} fan${fans > 1 ? 's' : ''} pre-installed` : 'no fans included'}${glass ? ' and a tempered glass side panel' : ''}; fits graphics cards up to ${gpuMm} mm.`,
      `តួកុំព្យូទ័រ ${specValueTranslations(form).kh} ${fans ? `មានកង្ហារ ${fans} ស្រាប់` : 'មិនភ្ជាប់កង្ហារមកជាមួយ'}${glass ? ' និងផ្ទាំងកញ្ចក់សុវត្ថិភាពនៅចំហៀង' : ''} ដាក់កាតក្រាហ្វិកវែងបានរហូតដល់ ${gpuMm} mm។`,
      `${specValueTranslations(form).zh} 机箱，${fans ? `预装 ${fans} 个风扇` : '不含风扇'}${glass ? '，钢化玻璃侧板' : ''}，支持最长 ${gpuMm} mm 显卡。`,
    ),
    price: usd,
    specs: {
      form_factor: form,
      compatibility: `GPU up to ${gpuMm} mm, CPU cooler up to ${coolerMm} mm, radiator up to ${radiatorMm} mm`,
      ports: 'USB-C, USB 3.0 x2, audio',
    },
    warranty: 12,
    pcPart: {
      slot: 'case',
      form_factors: CASE_TAKES[form] ?? unknownForm(form),
      max_gpu_length_mm: gpuMm,
      max_cooler_height_mm: coolerMm,
      max_radiator_mm: radiatorMm,
    },
    options: cols ? [colours(...cols)] : [],
    motif: 'case',
    colour: cols ? hexOf(cols[0] as ColourKey) : '#1f2937',
  });
}

type CoolRow = [
  brand: string,
  model: string,
  kind: 'air' | 'aio' | 'fans',
  size: string,
  tdpOrCount: number,
  usd: number,
  /** Air coolers: height, mm (the builder's facts; 0 for the others). */
  heightMm: number,
];

/** The sockets every cooler here mounts on (their kits come with the brackets). */
const SOCKET_LIST = ['LGA1700', 'LGA1851', 'AM5', 'AM4'];
const SOCKETS = 'LGA1700, LGA1851, AM5, AM4';

// biome-ignore format: a data table, one product family per line
const coolRows: CoolRow[] = [
  ['deepcool', 'AK400', 'air', '120 mm', 220, 29, 155],
  ['cooler-master', 'Hyper 212 Spectrum V3', 'air', '120 mm', 180, 29, 155],
  ['arctic', 'Freezer 36', 'air', '2x 120 mm', 220, 35, 159],
  ['deepcool', 'AK620', 'air', '2x 120 mm', 260, 59, 160],
  ['deepcool', 'LS720', 'aio', '360 mm', 300, 109, 0],
  ['arctic', 'Liquid Freezer III 360', 'aio', '360 mm', 300, 119, 0],
  ['lian-li', 'Galahad II Trinity 360', 'aio', '360 mm', 300, 139, 0],
  ['nzxt', 'Kraken 360', 'aio', '360 mm', 300, 169, 0],
  ['corsair', 'iCUE H150i ELITE CAPELLIX XT', 'aio', '360 mm', 300, 189, 0],
  ['arctic', 'P12 PWM PST', 'fans', '120 mm', 5, 35, 0],
  ['lian-li', 'UNI FAN SL-INF 120', 'fans', '120 mm', 3, 89, 0],
];

const HOT_SEASON = L(
  "Keeps temperatures down even in Cambodia's hot season.",
  'ជួយរក្សាកម្ដៅឲ្យទាប សូម្បីតែក្នុងរដូវក្ដៅនៅកម្ពុជា។',
  '即使在柬埔寨炎热季节也能有效控温。',
);

function cooler([brand, model, kind, size, n, usd, heightMm]: CoolRow): Draft {
  if (kind === 'fans') {
    const rgb = model.includes('UNI');
    return make({
      category: 'components',
      sub: 'cooling',
      brand,
      unit: 'pack',
      name: named(brand, model, L('Case Fans', 'កង្ហារតួកុំព្យូទ័រ', '机箱风扇'), `${n}-pack`),
      lead: L(
        `Set of ${n} ${size} PWM fans${rgb ? ' with ARGB lighting' : ''} for better airflow through the case.`,
        `កង្ហារ PWM ${size} ចំនួន ${n}${rgb ? ' មានភ្លើង ARGB' : ''} ជួយឲ្យខ្យល់ចេញចូលក្នុងតួកុំព្យូទ័របានល្អ។`,
        `${n} 个 ${size} PWM 风扇${rgb ? '，带 ARGB 灯效' : ''}，改善机箱风道。`,
      ),
      price: usd,
      specs: {
        form_factor: `${size} x${n}`,
        connectivity: rgb ? 'PWM + ARGB' : 'PWM 4-pin',
        speed: rgb ? 'up to 2,100 rpm' : 'up to 1,800 rpm',
      },
      warranty: rgb ? 24 : 72,
      motif: 'psu',
      colour: rgb ? '#7c3aed' : '#0f172a',
    });
  }
  const air = kind === 'air';
  return make({
    category: 'components',
    sub: 'cooling',
    brand,
    name: named(
      brand,
      model,
      air ? T.cooler : L('AIO Liquid Cooler', 'ឧបករណ៍បញ្ចុះកម្ដៅ CPU ប្រភេទទឹក', '一体式水冷散热器'),
    ),
    lead: air
      ? L(
          `Tower air cooler with ${size} fan${size.startsWith('2x') ? 's' : ''}, rated for CPUs up to ${n} W and compatible with ${SOCKETS}.`,
          `ឧបករណ៍បញ្ចុះកម្ដៅប្រភេទខ្យល់ មានកង្ហារ ${size} អាចបញ្ចុះកម្ដៅ CPU បានរហូតដល់ ${n}W និងគាំទ្រ ${SOCKETS}។`,
          `塔式风冷散热器，配备 ${size} 风扇，可压制 ${n}W 处理器，支持 ${SOCKETS}。`,
        )
      : L(
          `${size} all-in-one liquid cooler that keeps high-end CPUs cool and quiet, compatible with ${SOCKETS}.`,
          `ឧបករណ៍បញ្ចុះកម្ដៅប្រភេទទឹក រ៉ាដ្យាទ័រ ${size} ធ្វើឲ្យ CPU កម្រិតខ្ពស់ត្រជាក់ និងស្ងាត់ គាំទ្រ ${SOCKETS}។`,
          `${size} 冷排一体式水冷，让高端处理器保持低温和安静，支持 ${SOCKETS}。`,
        ),
    extra: HOT_SEASON,
    price: usd,
    specs: {
      compatibility: SOCKETS,
      form_factor: air ? `Tower, ${size} fan, ${heightMm} mm tall` : `${size} radiator`,
      wattage: `${n} W TDP`,
    },
    warranty: air ? 12 : 60,
    pcPart: {
      slot: 'cooler',
      sockets: SOCKET_LIST,
      tdp_w: n,
      kind,
      height_mm: air ? heightMm : 0,
      radiator_mm: air ? 0 : Number.parseInt(size, 10),
    },
    motif: 'psu',
    colour: air ? '#334155' : '#0ea5e9',
  });
}

type GpuRow = [
  brand: string,
  model: string,
  chip: string,
  vram: string,
  fans: number,
  psuW: number,
  usd: number,
  /** Card length, mm, and total board power, W (the builder's facts). */
  lengthMm: number,
  boardW: number,
];

// biome-ignore format: a data table, one product family per line
const gpuRows: GpuRow[] = [
  ['msi', 'GeForce RTX 3050 VENTUS 2X 6G OC', 'RTX 3050', '6GB GDDR6', 2, 300, 189, 189, 70],
  ['gigabyte', 'GeForce RTX 4060 WINDFORCE OC 8G', 'RTX 4060', '8GB GDDR6', 2, 450, 319, 192, 115],
  ['msi', 'GeForce RTX 5060 VENTUS 2X OC 8G', 'RTX 5060', '8GB GDDR7', 2, 550, 339, 197, 145],
  ['asus', 'DUAL GeForce RTX 5060 Ti 8GB OC', 'RTX 5060 Ti', '8GB GDDR7', 2, 650, 429, 229, 180],
  ['gigabyte', 'GeForce RTX 5060 Ti WINDFORCE OC 16G', 'RTX 5060 Ti', '16GB GDDR7', 2, 650, 499, 209, 180],
  ['asus', 'PRIME GeForce RTX 5070 12GB OC', 'RTX 5070', '12GB GDDR7', 3, 650, 649, 304, 250],
  ['msi', 'GeForce RTX 5070 12G GAMING TRIO OC', 'RTX 5070', '12GB GDDR7', 3, 650, 689, 338, 250],
  ['gigabyte', 'GeForce RTX 5070 Ti GAMING OC 16G', 'RTX 5070 Ti', '16GB GDDR7', 3, 750, 949, 340, 300],
  ['asus', 'TUF Gaming GeForce RTX 5070 Ti 16GB OC', 'RTX 5070 Ti', '16GB GDDR7', 3, 750, 1049, 329, 300],
  ['msi', 'GeForce RTX 5080 16G VANGUARD SOC', 'RTX 5080', '16GB GDDR7', 3, 850, 1499, 357, 360],
  ['asus', 'ROG Astral GeForce RTX 5090 32GB OC', 'RTX 5090', '32GB GDDR7', 4, 1000, 3299, 358, 575],
  ['sapphire', 'PULSE AMD Radeon RX 7600 8GB', 'RX 7600', '8GB GDDR6', 2, 550, 279, 240, 165],
  ['sapphire', 'PULSE AMD Radeon RX 9060 XT 16GB', 'RX 9060 XT', '16GB GDDR6', 2, 450, 419, 240, 160],
  ['asus', 'Prime Radeon RX 9070 OC 16GB', 'RX 9070', '16GB GDDR6', 3, 650, 699, 313, 220],
  ['sapphire', 'PULSE AMD Radeon RX 9070 XT 16GB', 'RX 9070 XT', '16GB GDDR6', 3, 750, 799, 320, 304],
  ['gigabyte', 'Radeon RX 9070 XT GAMING OC 16G', 'RX 9070 XT', '16GB GDDR6', 3, 850, 829, 288, 304],
];

function gpu([brand, model, chip, vram, fans, psuW, usd, lengthMm, boardW]: GpuRow): Draft {
  const radeon = chip.startsWith('RX');
  const full = radeon ? `AMD Radeon ${chip}` : `NVIDIA GeForce ${chip}`;
  const gen5 = /RTX 50|RX 90/.test(chip);
  return make({
    category: 'components',
    sub: radeon ? 'radeon-cards' : 'geforce-cards',
    brand,
    name: named(brand, model, L('', 'កាតក្រាហ្វិក', '显卡')),
    lead: L(
      `${full} with ${vram} memory and a ${fans}-fan cooler.`,
      `កាតក្រាហ្វិក ${full} មានអង្គចងចាំ ${vram} និងកង្ហារបញ្ចុះកម្ដៅ ${fans}។`,
      `${full} 显卡，${vram} 显存，${fans} 风扇散热。`,
    ),
    extra: L(
      `Recommended power supply: ${psuW} W or more.`,
      `ប្រភពថាមពលដែលណែនាំ៖ ${psuW}W ឡើងទៅ។`,
      `建议搭配 ${psuW}W 或以上电源。`,
    ),
    price: usd,
    specs: {
      gpu: full,
      vram,
      interface: gen5 ? 'PCIe 5.0 x16' : 'PCIe 4.0',
      wattage: `${psuW} W recommended PSU`,
      ports: 'DisplayPort x3, HDMI x1',
      compatibility: `${lengthMm} mm long, ${boardW} W board power`,
    },
    warranty: 36,
    pcPart: { slot: 'gpu', length_mm: lengthMm, board_power_w: boardW, recommended_psu_w: psuW },
    motif: 'gpu',
    colour: radeon ? '#b91c1c' : '#15803d',
  });
}

export const componentsBuild: Draft[] = [
  ...psuRows.map(psu),
  ...caseRows.map(pcCase),
  ...coolRows.map(cooler),
  ...gpuRows.map(gpu),
];
