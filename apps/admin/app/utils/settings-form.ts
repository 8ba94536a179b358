import { BANK_ACCOUNT_TYPES, type ShopSettings } from '@shop/contracts';
import { PAYMENT_OPTIONS } from '@shop/contracts/statuses';

// The settings page's two forms as flat values (a field's name → what it holds, as typed): drawn
// from the settings read, or from a form posted and refused, so that a refusal keeps what was
// typed. The bodies the API takes are made from these values; the API checks them (its message
// names the field), nothing is refused here.

export type SettingsValues = Record<string, string>;

export const TEXT_LOCALES = ['en', 'kh', 'zh'] as const;

/** The menu's rows drawn: the shop's items and this many empty ones to add. */
export const MENU_SPARE_ROWS = 2;
/** At most this many menu rows are read from a posted form (the API takes 20). */
export const MAX_MENU_ROWS = 22;

/** The menu's one style with a name: highlighted (red and bold), as the demo shops' promotions. */
export const MENU_HIGHLIGHT = 'text-red-600 font-semibold';

export const PROFILE_TEXTS = ['name', 'about_us', 'address', 'opening_hours'] as const;
export const PROFILE_FIELDS = [
  'color',
  'email',
  'smart',
  'cellcard',
  'metfone',
  'whatapp',
  'telegram_url',
  'telegram_channel',
  'facebook_url',
  'tiktok_url',
  'youtube_url',
  'playstore',
  'appstore',
  'footer',
] as const;

const on = (value: boolean) => (value ? 'on' : '');
const money = (n: number | null) => (n === null ? '' : String(n));

/** The profile form's values from the settings read. */
export function profileValues(settings: ShopSettings): SettingsValues {
  const { profile } = settings;
  const values: SettingsValues = { version: String(settings.version) };
  for (const name of PROFILE_TEXTS) for (const l of TEXT_LOCALES) values[`${name}_${l}`] = profile[name][l];
  for (const name of PROFILE_FIELDS) values[name] = profile[name];
  profile.menu.forEach((item, i) => {
    values[`menu_${i}_icon`] = item.icon;
    values[`menu_${i}_to`] = item.to;
    values[`menu_${i}_class`] = item.class;
    for (const l of TEXT_LOCALES) values[`menu_${i}_title_${l}`] = item.title[l];
  });
  values.menu_rows = String(profile.menu.length + MENU_SPARE_ROWS);
  return values;
}

/** The money form's values from the settings read. */
export function moneyValues(settings: ShopSettings): SettingsValues {
  const { money: m } = settings;
  const values: SettingsValues = {
    version: String(settings.version),
    khqr_account: m.khqr_account,
    merchant_city: m.merchant_city,
    anakut_discount_percent: String(m.anakut_discount_percent),
    khr_per_usd: String(m.khr_per_usd),
    delivery_fee: money(m.delivery_fee),
    free_delivery_from: money(m.free_delivery_from),
  };
  for (const method of PAYMENT_OPTIONS) values[`method_${method}`] = on(m.methods.includes(method));
  for (const l of TEXT_LOCALES) values[`anakut_discount_label_${l}`] = m.anakut_discount_label[l];
  for (const type of BANK_ACCOUNT_TYPES) {
    const account = m.bank_transfer.find((a) => a.id === type);
    values[`bank_${type}_on`] = on(Boolean(account));
    values[`bank_${type}_account_name`] = account?.account_name ?? '';
    values[`bank_${type}_account_number`] = account?.account_number ?? '';
    for (const l of TEXT_LOCALES) values[`bank_${type}_name_${l}`] = account?.name[l] ?? '';
  }
  return values;
}

/** A number as typed: a number when it reads as one, else the text (the API names the field). */
function numberOf(text: string | undefined): number | string {
  const trimmed = (text ?? '').trim();
  const n = Number(trimmed);
  return trimmed !== '' && Number.isFinite(n) ? n : trimmed;
}

const textsOf = (values: SettingsValues, prefix: string) =>
  Object.fromEntries(TEXT_LOCALES.map((l) => [l, values[`${prefix}_${l}`] ?? ''])) as Record<
    (typeof TEXT_LOCALES)[number],
    string
  >;

/** PUT /admin/api/settings's body from the profile form's values (an empty menu row is left out). */
export function profileBody(values: SettingsValues) {
  const rows = Math.min(Number(values.menu_rows) || 0, MAX_MENU_ROWS);
  const menu = [];
  for (let i = 0; i < rows; i++) {
    const title = textsOf(values, `menu_${i}_title`);
    const to = values[`menu_${i}_to`] ?? '';
    const icon = values[`menu_${i}_icon`] ?? '';
    if (values[`menu_${i}_remove`] === 'on') continue;
    if (!title.en && !title.kh && !title.zh && !to && !icon) continue;
    menu.push({ icon, title, to, class: values[`menu_${i}_class`] ?? '' });
  }
  return {
    version: numberOf(values.version),
    ...Object.fromEntries(PROFILE_TEXTS.map((name) => [name, textsOf(values, name)])),
    ...Object.fromEntries(PROFILE_FIELDS.map((name) => [name, values[name] ?? ''])),
    menu,
  };
}

/** A transfer account's English name when none was typed (the checkout shows it). */
const BANK_NAMES: Record<(typeof BANK_ACCOUNT_TYPES)[number], string> = {
  ABA: 'ABA Bank',
  ACLEDA: 'ACLEDA Bank',
  phone: 'Phone transfer',
};

/** PUT /admin/api/settings/money's body from the money form's values. */
export function moneyBody(values: SettingsValues) {
  const free = (values.free_delivery_from ?? '').trim();
  return {
    version: numberOf(values.version),
    methods: PAYMENT_OPTIONS.filter((method) => values[`method_${method}`] === 'on'),
    bank_transfer: BANK_ACCOUNT_TYPES.filter((type) => values[`bank_${type}_on`] === 'on').map((type) => ({
      id: type,
      name: {
        ...textsOf(values, `bank_${type}_name`),
        en: values[`bank_${type}_name_en`] || BANK_NAMES[type],
      },
      account_name: values[`bank_${type}_account_name`] ?? '',
      account_number: values[`bank_${type}_account_number`] ?? '',
    })),
    khqr_account: values.khqr_account ?? '',
    merchant_city: values.merchant_city ?? '',
    anakut_discount_percent: numberOf(values.anakut_discount_percent),
    anakut_discount_label: textsOf(values, 'anakut_discount_label'),
    khr_per_usd: numberOf(values.khr_per_usd),
    delivery_fee: numberOf(values.delivery_fee || '0'),
    free_delivery_from: free === '' ? null : numberOf(free),
  };
}

/** A posted form's values, as typed (each field's text, trimmed at its ends). */
export function valuesOf(form: FormData): SettingsValues {
  const values: SettingsValues = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') values[name] = value.trim();
  return values;
}

/** The field a refusal names first (`menu.0.to: …` → `menu_0_to`), to mark it in the form. */
export function fieldOfRefusal(message: string): string | null {
  const match = /^([a-z_]+(?:\.[a-z0-9_]+)*):/.exec(message);
  if (!match?.[1]) return null;
  return match[1].replace(/\./g, '_').replace(/^bank_transfer_(\d+)/, 'bank_transfer');
}
