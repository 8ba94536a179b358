// English words on a Khmer or Chinese page: what `englishWords` finds in a text is a word a
// translator missed. Names stay Latin (brands, models, standards, units): a token with a digit
// (i5-1335U, Wi-Fi 6, 48MP), an acronym in capitals (USB-C, HDMI, SSD), a single letter, or a
// word of the allow-list below is a name; any other Latin word is English left untranslated.

/** Names written in Latin letters in every language: brands, product lines, standards, units. */
// biome-ignore format: a word list
export const LATIN_NAMES: ReadonlySet<string> = new Set([
  // Units and symbols.
  'mm', 'mAh', 'GHz', 'MHz', 'Hz', 'kg', 'Wh', 'rpm', 'fps', 'Pa', 'ml', 'Mbps', 'Gbps', 'dB', 'x', 'km', 'cm',
  // Standards and technologies named the same in every language.
  'Bluetooth', 'Wi-Fi', 'WiFi', 'PoE', 'PoE+', 'PCIe', 'NVMe', 'microSD', 'microSDXC', 'Lightning', 'eDP', 'MagSafe',
  'Micro-USB', 'Micro-ATX', 'Mini-ITX', 'All-in-One', 'Zigbee', 'Thread', 'Matter', 'Mesh', 'GaN', 'Incell',
  'Pogo', 'DisplayPort', 'fc', 'LiDAR', 'Blu-ray', 'Hi-Res', 'Full', 'HD', 'Ethernet', 'Gigabit', 'Mech-Dome', 'Retina',
  // Brands, platforms and apps.
  'Apple', 'Samsung', 'Xiaomi', 'Redmi', 'Intel', 'Google', 'Alexa', 'Windows', 'Android', 'iOS', 'iPadOS',
  'macOS', 'HarmonyOS', 'Dell', 'Lenovo', 'Canon', 'Nikon', 'Sony', 'Tapo', 'Aqara', 'eWeLink', 'Roborock',
  'Hik-Connect', 'Imou', 'Logi', 'Razer', 'HyperX', 'HyperSpeed', 'Cherry', 'PlayStation', 'Xbox', 'vivo',
  'Telegram', 'Facebook', 'Messenger', 'TikTok', 'Metfone', 'Cellcard', 'Smart', 'Wing', 'Ezecom', 'Opennet', 'Unicode',
  'LibreOffice', 'GeForce', 'Radeon', 'Snapdragon', 'Dimensity', 'Helio', 'Exynos', 'Kirin', 'Unisoc', 'Ryzen',
  'Core', 'Iris', 'Xe', 'Arc', 'Ada', 'Bionic', 'Nintendo', 'Switch', 'Osmo', 'Action', 'Mi', 'Home',
  'Assistant', 'Key', 'Life', 'Bolt', 'Link', 'Quick', 'Charge', 'Connector', 'Wireless', 'Snow', 'Red', 'Green',
  // Model words in product names.
  'iPhone', 'iPad', 'Mac', 'MacBook', 'Galaxy', 'Pro', 'Max', 'Ultra', 'Plus', 'Air', 'mini', 'Mini', 'Note',
  'Tab', 'Pad', 'Elite', 'Extreme', 'Gen', 'Go', 'Ti', 'Gold', 'Bronze', 'Alpha', 'Vivobook', 'ExpertBook',
  'Inspiron', 'Latitude', 'IdeaPad', 'Pavilion', 'Gaming', 'Series', 'Compact', 'Joy-Con', 'instax',
  // Place names of the shops' addresses.
  'Boeung', 'Raing',
]);

/**
 * The demo catalogue's brands (as `brands.ts` of the seed writes them in English; a test of the seed
 * keeps the two lists equal). A run of capitalised Latin words after a brand is its model name:
 * 'Xiaomi Smart Air Fryer 4.5L', 'Spigen Tough Armor'.
 */
// biome-ignore format: a word list
export const BRANDS: readonly string[] = [
  'Apple', 'Samsung', 'Xiaomi', 'OPPO', 'vivo', 'Huawei', 'HONOR', 'realme', 'ASUS', 'Acer', 'Lenovo', 'HP', 'Dell',
  'MSI', 'GIGABYTE', 'Intel', 'AMD', 'LG', 'Kingston', 'Corsair', 'Crucial', 'TEAMGROUP', 'Western Digital',
  'Seagate', 'SanDisk', 'SAPPHIRE', 'NZXT', 'Lian Li', 'DeepCool', 'Cooler Master', 'ARCTIC', 'Logitech', 'Razer',
  'HyperX', 'JBL', 'Sony', 'Canon', 'Nikon', 'FUJIFILM', 'DJI', 'GoPro', 'Insta360', 'Anker', 'Baseus', 'UGREEN',
  'Spigen', 'TP-Link', 'MERCUSYS', 'Ubiquiti', 'EZVIZ', 'Imou', 'Hikvision', 'Aqara', 'SONOFF', 'Roborock',
  'Nintendo', 'Microsoft',
  // Their Chinese names.
  '苹果', '三星', '小米', '华为', '荣耀', '真我', '华硕', '宏碁', '联想', '惠普', '戴尔', '微星', '技嘉', '英特尔', '金士顿',
  '美商海盗船', '英睿达', '十铨', '西部数据', '希捷', '闪迪', '蓝宝石', '恩杰', '联力', '九州风神', '酷冷至尊', '罗技', '雷蛇',
  '极度未知', '索尼', '佳能', '尼康', '富士', '大疆', '影石', '安克', '倍思', '绿联', 'TP-LINK', '优倍快', '萤石', '乐橙',
  '海康威视', '绿米', '石头', '任天堂', '微软',
];

// biome-ignore format: a word list
const PHRASES = [
  'App Store', 'Google Play', 'ABA Mobile', 'Mobile Legends', 'Liquid Retina', 'Game Pass', 'Fast IPS', 'for Galaxy',
  'Zoom', 'Google Meet', 'Microsoft Teams', 'Valorant', 'AirPods', 'Spatial Audio', 'Active Noise Cancellation',
  'Adaptive Audio', 'Steam Deck', 'Smart Folio', 'Magic Keyboard', 'Touch ID', 'Face ID', 'Apple Pencil', 'Pro Display',
  'PlayStation Store', 'Windows Hello', 'Teams', 'Steam', 'MagSpeed', 'Zf', 'Vlog',
  // Games, apps and fonts.
  'PUBG Mobile', 'Mario Kart World', 'Logi Options+', 'Khmer OS',
  // Names makers and standards give features, panels, parts and models: kept in Latin letters by the shops.
  'True Tone', 'Impulse Trigger', 'Adaptive Trigger', 'HD Rumble', 'Ray Tracing', 'IPS Black', 'Rapid IPS',
  'Smart Actions', 'Smart Hybrid', 'Blade Lights', 'Service Pack', 'GPS + Cellular', 'Wi-Fi + Cellular', 'Class 10',
  // Chinese writes an app 'App' ('米家 App').
  'App',
];
/** Names of places a shopper is sent to, of apps, games and the makers' features, in Latin letters everywhere. */

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A brand, then words that start with a capital or a digit: the model's name.
const MODEL = new RegExp(
  `(?<![\\w-])(?:${[...BRANDS]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?:[ -](?:[A-Z0-9][\\w+.!'"/-]*|[a-z]+\\d[\\w-]*|i[A-Z]\\w*|mini|neo|nova))*`,
  'g',
);

const PHRASE = new RegExp(`(?<![\\w-])(?:${PHRASES.map(escapeRegExp).join('|')})(?![\\w-])`, 'g');

/** The Latin words of `text` that are neither names nor units: English a translation left behind. */
export function englishWords(text: string, allowed: ReadonlySet<string> = LATIN_NAMES): string[] {
  let rest = text
    // E-mail and web addresses, and names the maker gives in brackets after a translation: 'ខ្មៅ (Space Black)'.
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+|https?:\/\/\S+/g, ' ')
    .replace(/\((?:[A-Za-z0-9][A-Za-z0-9 +.\-/]*)\)/g, ' ')
    .replace(MODEL, ' ');
  rest = rest.replace(PHRASE, ' ');
  const found: string[] = [];
  for (const token of rest.match(/[A-Za-z0-9][A-Za-z0-9+\-.]*[A-Za-z0-9+]|[A-Za-z]/g) ?? []) {
    if (/\d/.test(token) || token.length === 1 || token === token.toUpperCase()) continue;
    if (allowed.has(token)) continue;
    found.push(token);
  }
  return found;
}
