// The demo catalogue as plain data: no database types here, so the data can be read, tested and
// generated without a connection. `seed.ts` turns it into rows.

import type { PcPart } from '@shop/contracts';

/** A text in the three interface languages. Khmer and Chinese are real translations. */
export interface Localized {
  en: string;
  kh: string;
  zh: string;
}

export type StoreCode = 'S001' | 'S002' | 'S007';

export type CategoryKey =
  | 'laptops'
  | 'desktops'
  | 'components'
  | 'phones'
  | 'tablets'
  | 'cameras'
  | 'smart-home'
  | 'networking'
  | 'accessories'
  | 'spare-parts'
  | 'gaming'
  | 'services';

/** The motifs a generated product picture can draw. */
export const IMAGE_MOTIFS = [
  'laptop',
  'desktop',
  'cpu',
  'gpu',
  'ram',
  'ssd',
  'motherboard',
  'psu',
  'case',
  'monitor',
  'phone',
  'tablet',
  'camera',
  'lens',
  'smart-plug',
  'camera-cctv',
  'bulb',
  'router',
  'switch',
  'headphones',
  'keyboard',
  'mouse',
  'charger',
  'cable',
  'battery',
  'screen-part',
  'controller',
  'console',
  'wrench',
] as const;
export type ImageMotif = (typeof IMAGE_MOTIFS)[number];

/** Keys of the specification table. Values are language-neutral ("AM5", "DDR5", "650 W"). */
export type SpecKey =
  | 'cpu'
  | 'cpu_socket'
  | 'cpu_cores'
  | 'ram'
  | 'ram_type'
  | 'storage'
  | 'storage_type'
  | 'gpu'
  | 'vram'
  | 'screen_size'
  | 'resolution'
  | 'refresh_rate'
  | 'battery'
  | 'wattage'
  | 'form_factor'
  | 'chipset'
  | 'os'
  | 'camera'
  | 'sensor'
  | 'connectivity'
  | 'ports'
  | 'weight'
  | 'warranty'
  | 'efficiency'
  | 'interface'
  | 'capacity'
  | 'speed'
  | 'compatibility'
  | 'duration';

export interface SeedSubcategory {
  key: string;
  name: Localized;
  /** The kind of thing its products are (a code of the `kinds` table, migration 0022), if one. */
  kind?: string;
}

export interface SeedGroup {
  key: string;
  name: Localized;
  /** The kind of thing its products are (a code of the `kinds` table, migration 0022), if one. */
  kind?: string;
  subcategories: SeedSubcategory[];
}

export interface SeedCategory {
  key: CategoryKey;
  name: Localized;
  /** Hex colour of the category tile, e.g. '#2563eb'. */
  colour: string;
  motif: ImageMotif;
  /** The kind of thing its products are (a code of the `kinds` table, migration 0022), if one. */
  kind?: string;
  groups: SeedGroup[];
}

export interface SeedBrand {
  key: string;
  name: Localized;
  /** Hex colour used by the generated brand logo. */
  colour: string;
}

export type UnitKey = 'piece' | 'set' | 'box' | 'pack' | 'service';

export interface SeedUnit {
  key: UnitKey;
  name: Localized;
}

export interface SeedOption {
  key: string;
  name: Localized;
  /** Added to the product price when this option is chosen; 0 for most. */
  priceDeltaCents: number;
}

export interface SeedOptionType {
  key: 'colour' | 'storage' | 'size';
  name: Localized;
  /** The first option is the product's default (`variant_option_id`). */
  options: SeedOption[];
}

export interface SeedSpec {
  key: SpecKey;
  value: string;
}

export interface SeedProduct {
  /** Unique within a shop, a slug: 'asus-vivobook-15-i5-16-512'. */
  key: string;
  category: CategoryKey;
  /** Key of a subcategory of that category. */
  subcategory: string;
  /** Key of a brand in the same catalogue. */
  brand: string;
  unit: UnitKey;
  name: Localized;
  description: Localized;
  priceCents: number;
  /** Lower than priceCents when on promotion, else null. */
  promoPriceCents: number | null;
  specs: SeedSpec[];
  optionTypes: SeedOptionType[];
  motif: ImageMotif;
  /** Hex colour of the generated picture. */
  colour: string;
  /** How many pictures the gallery has, 1 to 3. */
  imageCount: number;
  /** A PC part's facts for the builder's rules (products.pc_part); absent for other products. */
  pcPart?: PcPart;
  /** Devices a spare part fits (the spare-parts page's brand → model filter); absent for others. */
  fits?: DeviceFit[];
}

/** A device as its maker names it: brand 'Apple', model 'iPhone 12'. */
export interface DeviceFit {
  brand: string;
  model: string;
}

export interface SeedBanner {
  key: string;
  title: Localized;
  subtitle: Localized;
  /** A storefront path, e.g. '/promotions' or '/category?cat_id=…' is resolved by key: use `categoryKey` instead. */
  link: string | null;
  categoryKey: CategoryKey | null;
  /** Two hex colours of the generated background gradient. */
  colours: [string, string];
}

export interface SeedCatalogue {
  categories: SeedCategory[];
  brands: SeedBrand[];
  units: SeedUnit[];
  products: SeedProduct[];
  banners: SeedBanner[];
}

export interface SeedMenuItem {
  /** An icon name the storefront knows: 'phone' | 'camera' | 'smarthome' | 'promotion' | 'pcbuilder' | 'sparepart' | 'services' | 'news' | 'help' | 'warranty' | 'tracking' */
  icon: string;
  title: Localized;
  /** A storefront path without locale prefix: '/phone', '/promotions'. */
  to: string;
  /** Extra CSS class the shop asks for, e.g. 'text-red-600 font-semibold', or ''. */
  class: string;
}

/** Every field of the store configuration in section 3 of the specification. */
export interface SeedStore {
  code: StoreCode;
  /** Host names the shop answers to. */
  domains: string[];
  name: Localized;
  /** File name of the logo under seed/assets/logos, e.g. 'S001.svg'. */
  logo: string;
  /** Brand colour, hex. */
  color: string;
  playstore: string;
  appstore: string;
  menu: SeedMenuItem[];
  chat_id: string;
  /** The language of the shop's Telegram group messages (default en). */
  telegram_locale?: 'en' | 'kh' | 'zh';
  telegram_url: string;
  telegram_channel: string;
  facebook_url: string;
  tiktok_url: string;
  youtube_url: string;
  /** Phone numbers for the three Cambodian carriers, e.g. '010 234 567'. */
  smart: string;
  cellcard: string;
  metfone: string;
  /** WhatsApp number in international form without '+', e.g. '85510234567'. */
  whatapp: string;
  about_us: Localized;
  /** The footer's design: 'workshop' (a PC build service and the workshop's hours), else 'default'. */
  footer: 'default' | 'workshop';
  address: Localized;
  email: string;
  opening_hours: Localized;
  payment: {
    /** Payment option keys offered, in order: 'khqr' | 'cod' | 'bankTransfer' | 'anakut' | 'paypal'. */
    methods: string[];
    anakut_discount_label: Localized;
    anakut_discount_percent?: number;
    /** Bakong account id for KHQR, e.g. 'angkordigital@aclb'. */
    khqr_account: string;
    merchant_city: string;
    /** Riel per US dollar (absent: the platform's default). */
    khr_per_usd?: number;
    /** Bank-transfer accounts, one per transfer type the shop takes. */
    bank_transfer?: {
      id: 'ABA' | 'ACLEDA' | 'phone';
      name: Localized;
      account_name: string;
      account_number: string;
    }[];
  };
}
