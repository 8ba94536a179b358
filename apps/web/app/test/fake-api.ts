import type { Banner, Brand, Category, ProductDetail, ProductSummary, StoreInfo } from '@shop/contracts';
import { discountPercent, toCents } from '@shop/contracts/money';
import type { Locale } from '@shop/i18n';
import { createFakeAccounts, type FakeAccounts } from './fake-accounts';
import { pcbuilder } from './fake-pcbuilder';

// A stand-in for the commerce API at its HTTP edge: a `fetch` that answers the storefront's calls
// with the real envelope, status codes and shapes, from a small multilingual catalogue.

type Text = Record<Locale, string>;
const L = (en: string, kh: string, zh: string): Text => ({ en, kh, zh });

export const ASSET_HOST = 'http://assets.test';

interface FakeShop {
  code: string;
  domains: string[];
  name: Text;
  color: string;
  footer: 'default' | 'workshop';
}

export const FAKE_SHOPS: FakeShop[] = [
  {
    code: 'S001',
    domains: ['localhost', '127.0.0.1'],
    name: L('Angkor Digital', 'អង្គរ ឌីជីថល', '吴哥数码'),
    color: '#1d4ed8',
    footer: 'default',
  },
  {
    code: 'S002',
    domains: ['s002.localhost'],
    name: L('Mekong Mobile', 'មេគង្គ ម៉ូបាយ', '湄公手机'),
    color: '#0f766e',
    footer: 'default',
  },
  {
    code: 'S007',
    domains: ['s007.localhost'],
    name: L('Phnom Penh PC Lab', 'ភ្នំពេញ ភីស៊ី ឡាប', '金边电脑实验室'),
    color: '#f59e0b',
    footer: 'workshop',
  },
];

const CATEGORIES: { slug: string; name: Text; groups: { name: Text; subs: Text[] }[] }[] = [
  {
    slug: 'laptops',
    name: L('Laptops', 'កុំព្យូទ័រយួរដៃ', '笔记本电脑'),
    groups: [
      {
        name: L('By use', 'តាមការប្រើប្រាស់', '按用途'),
        subs: [L('Gaming laptops', 'កុំព្យូទ័រហ្គេម', '游戏本'), L('Ultrabooks', 'អ៊ុលត្រាប៊ុក', '超极本')],
      },
      { name: L('By brand', 'តាមម៉ាក', '按品牌'), subs: [L('MacBook', 'MacBook', 'MacBook')] },
    ],
  },
  {
    slug: 'phones',
    name: L('Phones', 'ទូរស័ព្ទ', '手机'),
    groups: [{ name: L('Smartphones', 'ស្មាតហ្វូន', '智能手机'), subs: [L('Android', 'Android', '安卓手机')] }],
  },
  {
    slug: 'pc-components',
    name: L('PC components', 'គ្រឿងកុំព្យូទ័រ', '电脑配件'),
    groups: [
      {
        name: L('Core parts', 'គ្រឿងសំខាន់ៗ', '核心配件'),
        subs: [L('Processors', 'ខួរក្បាល', '处理器'), L('Graphics cards', 'កាតក្រាហ្វិក', '显卡')],
      },
    ],
  },
  { slug: 'cameras', name: L('Cameras', 'កាមេរ៉ា', '相机'), groups: [] },
];

const BRANDS: { name: string; products: number }[] = [
  { name: 'ASUS', products: 4 },
  { name: 'Apple', products: 3 },
  { name: 'Samsung', products: 2 },
  { name: 'Nikon', products: 0 },
  { name: 'MSI', products: 1 },
];

const PRODUCTS: { name: Text; price: number; promo: number | null; category: number; brand: number }[] = [
  {
    name: L('ASUS Vivobook 15', 'ASUS Vivobook 15', '华硕 Vivobook 15'),
    price: 649,
    promo: 599,
    category: 1,
    brand: 1,
  },
  {
    name: L('MacBook Air 13 M3', 'MacBook Air 13 M3', 'MacBook Air 13 M3'),
    price: 1099,
    promo: null,
    category: 1,
    brand: 2,
  },
  {
    name: L('Galaxy A55 5G', 'Galaxy A55 5G', '三星 Galaxy A55 5G'),
    price: 429,
    promo: 389,
    category: 2,
    brand: 3,
  },
  {
    name: L('GeForce RTX 4060', 'GeForce RTX 4060', 'GeForce RTX 4060 显卡'),
    price: 319,
    promo: null,
    category: 3,
    brand: 5,
  },
];

function storeInfo(shop: FakeShop, domain: string, lang: Locale): StoreInfo {
  return {
    id: FAKE_SHOPS.indexOf(shop) + 1,
    store_code: shop.code,
    domain,
    domains: shop.domains,
    name: shop.name[lang],
    logo: `${ASSET_HOST}/media/logos/${shop.code}.svg`,
    color: shop.color,
    playstore: `https://play.google.com/store/apps/details?id=kh.shop.${shop.code.toLowerCase()}`,
    appstore: `https://apps.apple.com/app/id${6400000000 + FAKE_SHOPS.indexOf(shop)}`,
    menu: [
      { icon: 'phone', title: L('Phones', 'ទូរស័ព្ទ', '手机')[lang], to: '/phone?cat_id=2&page=1', class: '' },
      {
        icon: 'promotion',
        title: L('Promotions', 'ប្រូម៉ូសិន', '优惠活动')[lang],
        to: '/promotions',
        class: 'text-amber-300',
      },
      {
        icon: 'pcbuilder',
        title: L('PC builder', 'ដំឡើងកុំព្យូទ័រ', '电脑装机')[lang],
        to: '/pcbuilder',
        class: '',
      },
    ],
    chat_id: `chat-${shop.code}`,
    telegram_url: 'https://t.me/angkor_digital',
    telegram_channel: 'https://t.me/angkor_digital_news',
    facebook_url: 'https://www.facebook.com/angkordigital',
    tiktok_url: 'https://www.tiktok.com/@angkordigital',
    youtube_url: '',
    smart: '010 234 567',
    cellcard: '012 345 678',
    metfone: '097 765 4321',
    whatapp: '85510234567',
    about_us: L(
      'Genuine laptops, phones and PC parts in Phnom Penh since 2012.',
      'កុំព្យូទ័រ ទូរស័ព្ទ និងគ្រឿងកុំព្យូទ័រពិតប្រាកដ នៅភ្នំពេញ តាំងពីឆ្នាំ ២០១២។',
      '自 2012 年起在金边销售正品笔记本电脑、手机和电脑配件。',
    )[lang],
    footer: shop.footer,
    address: L('No. 12, Street 130, Phnom Penh', 'ផ្ទះលេខ ១២ ផ្លូវ ១៣០ ភ្នំពេញ', '金边 130 街 12 号')[lang],
    email: `hello@${shop.code.toLowerCase()}.example.com`,
    opening_hours: L('Mon–Sun 8:00–20:00', 'ច័ន្ទ–អាទិត្យ ៨:០០–២០:០០', '周一至周日 8:00–20:00')[lang],
    payment_methods: ['khqr', 'cod', 'bankTransfer', 'anakut', 'paypal'],
    payment_options: [
      { payment_method: 'khqr', payment_type: 'transfer', settles: 'provider', needs: ['payment_id'] },
      { payment_method: 'cod', payment_type: 'cash', settles: 'delivery', needs: [] },
      {
        payment_method: 'bankTransfer',
        payment_type: 'transfer',
        settles: 'review',
        needs: ['transfer_type', 'image_url'],
      },
      { payment_method: 'anakut', payment_type: 'transfer', settles: 'shop', needs: [] },
      { payment_method: 'paypal', payment_type: 'transfer', settles: 'provider', needs: ['payment_id'] },
    ],
  };
}

function categories(lang: Locale, groups: boolean): Category[] {
  let subId = 100;
  return CATEGORIES.map((category, i) => ({
    id: i + 1,
    name: category.name[lang],
    sequence: i + 1,
    image: `${ASSET_HOST}/media/gen/category/laptop/2563eb.svg`,
    slug: category.slug,
    colour: '#2563eb',
    products_count: PRODUCTS.filter((p) => p.category === i + 1).length,
    ...(groups
      ? {
          groups: category.groups.map((group, g) => ({
            id: (i + 1) * 10 + g,
            name: group.name[lang],
            subcategories: group.subs.map((sub) => ({ id: subId++, name: sub[lang], image: '' })),
          })),
        }
      : {}),
  }));
}

function brands(): Brand[] {
  return BRANDS.map((brand, i) => ({
    id: i + 1,
    name: brand.name,
    image: `${ASSET_HOST}/media/gen/brand/334155/${brand.name}.svg`,
    products_count: brand.products,
  }));
}

function products(lang: Locale): ProductSummary[] {
  return PRODUCTS.map((p, i) => ({
    id: i + 1,
    name: p.name[lang],
    image: `${ASSET_HOST}/media/gen/product/laptop/1d4ed8/1.svg`,
    price: p.price,
    promo_price: p.promo,
    discount_percent: p.promo === null ? null : discountPercent(toCents(p.price), toCents(p.promo)),
    category_id: p.category,
    brand_id: p.brand,
    variant_name: i === 2 ? 'Black' : null,
    variant_option_id: 0,
    unit: { id: 1, name: L('Piece', 'គ្រឿង', '件')[lang] },
  }));
}

function banners(lang: Locale): Banner[] {
  return [
    {
      id: 1,
      title: L('Back to school', 'ត្រឡប់ទៅសាលារៀនវិញ', '开学季')[lang],
      subtitle: L('Laptops from $399', 'កុំព្យូទ័រចាប់ពី $399', '笔记本电脑 399 美元起')[lang],
      image: `${ASSET_HOST}/media/gen/banner/1d4ed8/7c3aed/laptop.svg`,
      link: '/category?cat_id=1',
    },
    {
      id: 2,
      title: L('Build your dream PC', 'ដំឡើងកុំព្យូទ័រក្នុងក្តីស្រមៃ', '打造梦想电脑')[lang],
      subtitle: '',
      image: `${ASSET_HOST}/media/gen/banner/0f766e/1d4ed8/cpu.svg`,
      link: '/pcbuilder',
    },
  ];
}

/** A product with its detail (the catalogue belongs to S001 only), or null. */
function productDetail(id: number, lang: Locale): ProductDetail | null {
  const summary = products(lang).find((p) => p.id === id);
  if (!summary) return null;
  const laptop = summary.category_id === 1;
  const memory =
    id === 1
      ? {
          id: 1,
          name: L('Memory', 'អង្គចងចាំ', '内存')[lang],
          selected: { id: 11, name: '16 GB', price_delta: 0 },
          data: [
            { id: 11, name: '16 GB', price_delta: 0 },
            { id: 12, name: '32 GB', price_delta: 120 },
          ],
        }
      : null;
  return {
    ...summary,
    description: L(
      'Genuine product with an official warranty.',
      'ផលិតផលពិតប្រាកដ មានការធានាផ្លូវការ។',
      '正品，享受官方保修。',
    )[lang],
    subcategory_id: null,
    brand: summary.brand_id ? { id: summary.brand_id, name: BRANDS[summary.brand_id - 1]?.name ?? '' } : null,
    images: [summary.image, `${ASSET_HOST}/media/gen/product/laptop/1d4ed8/2.svg`],
    specifications: laptop
      ? [
          { key: 'cpu', value: id === 1 ? 'Intel Core i5-1335U' : 'Apple M3' },
          { key: 'ram', value: id === 1 ? '16 GB' : '8 GB' },
          { key: 'screen_size', value: '15.6"' },
          { key: 'hinge_angle', value: '180°' },
        ]
      : [{ key: 'battery', value: '5000 mAh' }],
    variant_option_type: memory ? [memory] : [],
    // A variant has its own id (not its option's), prices and stock; 32 GB is sold out.
    variants: memory
      ? memory.data.map((option, i) => ({
          option_ids: [option.id],
          name: option.name,
          variant_option_id: 100 + option.id,
          price: summary.price + option.price_delta,
          promo_price: summary.promo_price === null ? null : summary.promo_price + option.price_delta,
          paid_price: (summary.promo_price ?? summary.price) + option.price_delta,
          discount_percent:
            summary.promo_price === null
              ? null
              : discountPercent(
                  toCents(summary.price + option.price_delta),
                  toCents(summary.promo_price + option.price_delta),
                ),
          stock: i === 0 ? 12 : 0,
        }))
      : [
          {
            option_ids: [],
            name: null,
            variant_option_id: 0,
            price: summary.price,
            promo_price: summary.promo_price,
            paid_price: summary.promo_price ?? summary.price,
            discount_percent: summary.discount_percent,
            stock: 30,
          },
        ],
  };
}

/** `GET /api/products`: the filters, sorts and paging of the real call, on the small catalogue. */
function listProducts(url: URL, lang: Locale, searchCount?: number): Response {
  const q = url.searchParams;
  const num = (name: string) => (q.has(name) ? Number(q.get(name)) : undefined);
  const page = num('page') ?? 1;
  const per = num('row_per_page') ?? 20;
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(per) || per < 1 || per > 100)
    return json(400, { code: 400, message: 'Invalid query', data: null });
  const name = q.get('name')?.toLowerCase();
  const brandNames = brands();
  let list = products(lang).filter((p) => {
    if (name) {
      const brand = brandNames.find((b) => b.id === p.brand_id)?.name.toLowerCase() ?? '';
      if (!p.name.toLowerCase().includes(name) && !brand.includes(name)) return false;
    }
    if (num('category_id') !== undefined && p.category_id !== num('category_id')) return false;
    if (num('brand_id') !== undefined && p.brand_id !== num('brand_id')) return false;
    if (q.get('promotion') === '1' && p.promo_price === null) return false;
    const price = p.promo_price ?? p.price;
    if (num('price_min') !== undefined && price < (num('price_min') as number)) return false;
    if (num('price_max') !== undefined && price > (num('price_max') as number)) return false;
    if (num('exclude') !== undefined && p.id === num('exclude')) return false;
    return true;
  });
  const sort = q.get('sort');
  if (sort === 'price_asc')
    list = list.sort((a, b) => (a.promo_price ?? a.price) - (b.promo_price ?? b.price));
  if (sort === 'price_desc')
    list = list.sort((a, b) => (b.promo_price ?? b.price) - (a.promo_price ?? a.price));
  if (sort === 'newest') list = list.sort((a, b) => b.id - a.id);
  // A search counts its matches only so far (the real one: 4 pages past the page asked; with
  // count=none, not past the page).
  const counted = q.get('count') === 'none' ? page * per : searchCount;
  const total = name && counted !== undefined ? Math.min(list.length, counted) : list.length;
  return json(200, {
    code: 0,
    message: 'OK',
    data: list.slice((page - 1) * per, page * per),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / per)),
    per_page: per,
    total,
    total_capped: total < list.length,
  });
}

export interface FakeApi {
  fetch: typeof fetch;
  /** Every path and query asked for, in order. */
  calls: string[];
  /** The shop and language each of those calls named (they travel as headers). */
  sent: { storeCode: string | null; lang: string | null; requestId: string | null }[];
  /** While true, every call fails like an unreachable server. */
  down: boolean;
  /** Brands per page of /api/brands (to exercise paging). */
  brandsPerPage: number;
  /** When set, /api/products/ids answers ids 1 to this (a large shop, for paged sitemaps). */
  productCount?: number;
  /** When set, a search counts its matches up to this many (`total_capped` beyond). */
  searchCount?: number;
  /** Customers, tokens, carts, wishlists and addresses (the account calls). */
  accounts: FakeAccounts;
  /** Each `POST /api/chat` as it came: its JSON body and headers. */
  chatRequests: { body: unknown; headers: Headers }[];
  /**
   * The answer of `POST /api/chat`: by default an event stream of DEFAULT_CHAT_FRAMES (the raw
   * text of each piece sent); a test may answer otherwise, e.g. with a stream it writes itself.
   */
  chat: (request: { body: unknown; headers: Headers }) => Response;
}

/** A product card as the API's `products` event sends it. */
export const CHAT_PRODUCT = {
  id: 1,
  name: 'ASUS Vivobook 15',
  image: `${ASSET_HOST}/media/vivobook.svg`,
  price: 899,
  promo_price: 849,
  variant_option_id: 11,
  highlights: '16GB · 512GB SSD',
};

/** The pieces of the default answer, cut where a network might cut them (inside a line too). */
export const DEFAULT_CHAT_FRAMES = [
  'data: {"type":"tool","name":"search_products"}\n\n',
  'data: {"type":"text","text":"Here are "}\n\ndata: {"type":"te',
  'xt","text":"two laptops."}\r\n\r\n',
  `: keep-alive\n\ndata: ${JSON.stringify({ type: 'products', products: [CHAT_PRODUCT] })}\n\n`,
  `data: ${JSON.stringify({
    type: 'links',
    links: [
      { title: 'Warranty', href: '/help-center' },
      { title: 'Elsewhere', href: '//evil.test/x' },
    ],
  })}\n\n`,
  'data: {"type":"done","provider":"offline"}\n\n',
];

/** An event stream of `frames`, one piece per read. */
export function eventStream(frames: string[], status = 200): Response {
  const encoder = new TextEncoder();
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const frame = frames[i++];
      if (frame === undefined) controller.close();
      else controller.enqueue(encoder.encode(frame));
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json(200, { code: 0, message: 'OK', data });

/** The after-sale lookups of S001: one serial, order 5 of phone 012345678, ticket RT-7K3Q9P. */
function aftersales(url: URL): Response | null {
  const q = url.searchParams;
  const missing = (message: string) => json(404, { code: 404, message, data: null });
  const phoneOk = () => ['012345678', '+85512345678'].includes(q.get('phone') ?? '');
  const at = '2026-11-20T03:00:00.000Z';
  if (url.pathname === '/api/warranty') {
    if (q.get('serial') !== 'C02XK1ABJG5H') return missing('No warranty found');
    return ok({
      serial: 'C02XK1ABJG5H',
      product_id: 1,
      name: 'ASUS Vivobook 15',
      image: '',
      order_id: 3,
      purchased_on: '2026-11-15',
      months: 24,
      ends_on: '2028-11-14',
      status: 'active',
      claimed_at: null,
    });
  }
  if (url.pathname === '/api/tracking') {
    if (q.get('order_id') !== '5' || !phoneOk()) return missing('No order found');
    return ok({
      order_id: 5,
      status: 'shipped',
      courier: 'J&T Express',
      tracking_number: 'JT0012384756KH',
      created_at: at,
      timeline: ['placed', 'confirmed', 'packed', 'shipped'].map((status) => ({ status, at })),
      lines: [{ name: 'Apple iPad mini', quantity: 1, image: '' }],
    });
  }
  const ticket = /^\/api\/service-ticket\/([^/]+)(\/status)?$/.exec(url.pathname);
  if (ticket) {
    if (ticket[1] !== 'RT-7K3Q9P') return missing('No repair ticket found');
    if (!ticket[2]) return ok({ code: 'RT-7K3Q9P', exists: true });
    if (!phoneOk()) return missing('No repair ticket found');
    return ok({
      code: 'RT-7K3Q9P',
      device: 'iPhone 13 Pro',
      problem: 'Cracked screen',
      status: 'waiting_for_parts',
      technician_note: 'Screen ordered',
      technician_name: 'Dara Kim',
      quote_cents: 3500,
      quote: '$35.00',
      created_at: at,
      updated_at: at,
      timeline: [
        { status: 'received', note: '', at },
        { status: 'waiting_for_parts', note: 'Screen ordered', at },
      ],
    });
  }
  return null;
}

export function createFakeApi(): FakeApi {
  const api: FakeApi = {
    calls: [],
    sent: [],
    down: false,
    brandsPerPage: 2,
    accounts: createFakeAccounts((id) => productDetail(id, 'en')),
    chatRequests: [],
    chat: () => eventStream(DEFAULT_CHAT_FRAMES),
    fetch: async (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const headers = new Headers(init?.headers);
      api.calls.push(url.pathname + url.search);
      api.sent.push({
        storeCode: headers.get('x-store-code'),
        lang: headers.get('accept-language'),
        requestId: headers.get('x-request-id'),
      });
      if (api.down) throw new TypeError('fetch failed');
      const body =
        typeof init?.body === 'string'
          ? (JSON.parse(init.body) as unknown)
          : init?.body instanceof FormData
            ? init.body
            : undefined;
      const account = await api.accounts.handle(init?.method ?? 'GET', url, new Headers(init?.headers), body);
      if (account) return account;
      // Like the real API: the shop from `store_code` or X-Store-Code, the language from `lang`
      // or Accept-Language.
      const lang = (url.searchParams.get('lang') ?? headers.get('accept-language') ?? 'en') as Locale;
      const code = url.searchParams.get('store_code') ?? headers.get('x-store-code');
      const shop = FAKE_SHOPS.find((s) => s.code === code);
      // The header bar's call: parameters written into the path.
      if (url.pathname.startsWith('/products/')) {
        if (!shop) return json(404, { code: 404, message: 'Store not found', data: null });
        const params = new URLSearchParams(url.pathname.slice('/products/'.length));
        const listed = listProducts(new URL(`http://api/?${params}`), lang);
        const { code, message, ...page } = (await listed.json()) as Record<string, unknown>;
        return json(listed.status, { code, message, data: page });
      }

      if (url.pathname === '/api/store/info') {
        const domain = url.searchParams.get('domain') ?? '';
        const found = FAKE_SHOPS.find((s) => s.domains.includes(domain));
        if (!found)
          return json(404, { code: 404, message: `No shop answers to the host ${domain}`, data: null });
        return ok(storeInfo(found, domain, lang));
      }
      const detail = /^\/api\/product\/(\d+)(?:&store_code=(\w+))?$/.exec(url.pathname);
      if (detail) {
        const found = productDetail(Number(detail[1]), lang);
        if (!found || (detail[2] ?? code) !== 'S001')
          return json(404, { code: 404, message: 'Product not found', data: null });
        return ok(found);
      }
      if (!shop) return json(404, { code: 404, message: 'Store not found', data: null });
      if (url.pathname === '/api/chat' && init?.method === 'POST') {
        api.chatRequests.push({ body, headers });
        return api.chat({ body, headers });
      }
      if (url.pathname === '/api/products/lines') {
        // Each product:variant pair named in the request's language; lines not sold left out.
        const pairs = (url.searchParams.get('items') ?? '')
          .split(',')
          .map((pair) => pair.split(':').map(Number));
        return ok(
          pairs.flatMap(([id = 0, variant = 0]) => {
            const found = productDetail(id, lang);
            const v = found?.variants.find((x) => x.variant_option_id === variant);
            return found && v
              ? [{ product_id: id, variant_option_id: variant, name: found.name, variant_name: v.name }]
              : [];
          }),
        );
      }
      if (url.pathname === '/api/products/compare') {
        const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean).map(Number);
        if (ids.length === 0 || ids.length > 4 || ids.some((id) => !Number.isInteger(id)))
          return json(400, { code: 400, message: 'ids: 1 to 4 product ids', data: null });
        const details = ids.map((id) => productDetail(id, lang));
        return json(200, {
          code: 0,
          message: 'OK',
          data: details.filter((d) => d !== null),
          missing: ids.filter((_, i) => details[i] === null),
        });
      }
      if (url.pathname === '/api/vendor/info')
        return ok({
          store_code: shop.code,
          name: shop.name[lang],
          anakut_bank: {
            discount_label: L('5% off with Anakut Cash', 'បញ្ចុះ 5% ជាមួយ Anakut Cash', 'Anakut Cash 立减 5%')[
              lang
            ],
            discount_percent: 5,
          },
          bank_transfer: [
            {
              id: 'ABA',
              name: L('ABA Bank', 'ធនាគារ ABA', 'ABA 银行')[lang],
              image: '',
              description: 'ANGKOR DIGITAL CO LTD · 001 234 567',
              account_name: 'ANGKOR DIGITAL CO LTD',
              account_number: '001 234 567',
            },
            {
              id: 'ACLEDA',
              name: L('ACLEDA Bank', 'ធនាគារ ACLEDA', 'ACLEDA 银行')[lang],
              image: '',
              description: 'ANGKOR DIGITAL CO LTD · 0001-01-123456-7',
              account_name: 'ANGKOR DIGITAL CO LTD',
              account_number: '0001-01-123456-7',
            },
          ],
          khr_per_usd: 4100,
          payments_sandbox: !api.accounts.paymentsLive,
        });
      // The help center and the news, as small as the sitemap needs (issue 12).
      if (url.pathname === '/api/help/faq')
        return ok([
          {
            id: 1,
            name: 'Payments',
            articles: [{ id: 7, title: 'Paying by KHQR', summary: '', body: 'Scan.' }],
          },
        ]);
      if (url.pathname === '/api/news')
        return ok({
          data: [{ id: 3, title: 'News', summary: '', image: '', published_at: '2026-11-01T00:00:00.000Z' }],
          current_page: 1,
          last_page: 1,
          per_page: 50,
          total: 1,
        });
      // The services and technicians, as small as the sitemap needs.
      if (url.pathname === '/api/services')
        return ok({
          categories: [{ id: 2, slug: 'repair', name: 'Repair', icon: 'wrench', freelancer_count: 1 }],
          selected: null,
        });
      if (url.pathname === '/api/freelancers')
        return ok({
          data: [
            {
              id: 5,
              name: 'Sok Dara',
              headline: 'Phone repair',
              photo: '',
              skills: [{ id: 2, name: 'Repair' }],
              areas: [],
              rating: 4.8,
              rating_count: 12,
              years_experience: 6,
            },
          ],
          current_page: 1,
          last_page: 1,
          per_page: 12,
          total: 1,
          skills: [{ id: 2, name: 'Repair' }],
          areas: [],
        });
      if (url.pathname === '/api/categories')
        return ok(categories(lang, url.searchParams.get('include') === 'groups'));
      if (url.pathname === '/api/brands') {
        const page = Number(url.searchParams.get('page') ?? 1);
        const categoryId = url.searchParams.get('category_id');
        const promotion = url.searchParams.get('promotion') === '1';
        const all =
          categoryId || promotion
            ? brands()
                .map((b) => ({
                  ...b,
                  products_count: PRODUCTS.filter(
                    (p) =>
                      p.brand === b.id &&
                      (!categoryId || p.category === Number(categoryId)) &&
                      (!promotion || p.promo !== null),
                  ).length,
                }))
                .filter((b) => b.products_count > 0)
            : brands();
        const per = api.brandsPerPage;
        return ok({
          data: all.slice((page - 1) * per, page * per),
          current_page: page,
          last_page: Math.ceil(all.length / per),
          per_page: per,
          total: all.length,
        });
      }
      if (url.pathname === '/api/home') {
        const list = products(lang);
        return ok({
          banners: banners(lang),
          categories: categories(lang, false),
          promotions: list.filter((p) => p.promo_price !== null),
          rows: categories(lang, false)
            .slice(0, 3)
            .map((category) => ({ category, products: list.filter((p) => p.category_id === category.id) })),
          brands: brands().filter((b) => b.products_count > 0),
        });
      }
      if (url.pathname === '/api/products/ids') {
        const page = Number(url.searchParams.get('page') ?? 1);
        const per = Number(url.searchParams.get('row_per_page') ?? 1000);
        const all = api.productCount
          ? Array.from({ length: api.productCount }, (_, i) => i + 1)
          : products(lang).map((p) => p.id);
        return ok({
          data: all.slice((page - 1) * per, page * per),
          current_page: page,
          last_page: Math.max(1, Math.ceil(all.length / per)),
          per_page: per,
          total: all.length,
        });
      }
      if (url.pathname === '/api/products') return listProducts(url, lang, api.searchCount);
      const pc = pcbuilder(init?.method ?? 'GET', url, body, products(lang));
      if (pc) return pc;
      const after = aftersales(url);
      if (after) return after;
      return json(404, { code: 404, message: 'Not found', data: null });
    },
  };
  return api;
}
