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
  'Telegram', 'Facebook', 'Messenger', 'TikTok', 'Metfone', 'Cellcard', 'Smart', 'Ezecom', 'Opennet', 'Unicode',
  'LibreOffice', 'GeForce', 'Radeon', 'Snapdragon', 'Dimensity', 'Helio', 'Exynos', 'Kirin', 'Unisoc', 'Ryzen',
  'Core', 'Iris', 'Xe', 'Arc', 'Ada', 'Bionic', 'Nintendo', 'Switch', 'Osmo', 'Action', 'Mi', 'Home',
  'Assistant', 'Key', 'Life', 'Bolt', 'Link', 'Quick', 'Charge', 'Connector', 'Wireless', 'Snow', 'Red', 'Green',
  // Model words in product names.
  'iPhone', 'iPad', 'Mac', 'MacBook', 'Galaxy', 'Pro', 'Max', 'Ultra', 'Plus', 'Air', 'mini', 'Mini', 'Note',
  'Tab', 'Pad', 'Elite', 'Extreme', 'Gen', 'Go', 'Ti', 'Gold', 'Bronze', 'Alpha', 'Vivobook', 'ExpertBook',
  'Inspiron', 'Latitude', 'IdeaPad', 'Pavilion', 'Gaming', 'Series',
]);

/** The Latin words of `text` that are neither names nor units: English a translation left behind. */
export function englishWords(text: string, allowed: ReadonlySet<string> = LATIN_NAMES): string[] {
  const found: string[] = [];
  for (const token of text.match(/[A-Za-z0-9][A-Za-z0-9+\-.]*[A-Za-z0-9+]|[A-Za-z]/g) ?? []) {
    if (/\d/.test(token) || token.length === 1 || token === token.toUpperCase()) continue;
    if (allowed.has(token)) continue;
    found.push(token);
  }
  return found;
}
