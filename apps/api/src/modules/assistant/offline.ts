import {
  type ChatEvent,
  type ChatProduct,
  ORDER_STATUS_MESSAGE,
  type OrderSummary,
  PAYMENT_STATUS_MESSAGE,
} from '@shop/contracts';
import { formatDate, formatMoney, type MessageKey } from '@shop/i18n';
import type { RequestContext } from '../../context';
import { type Term, vocabulary } from './assistant.queries';
import { HELP_SEARCH, type HelpTopic, parseConversation, type SearchSlots } from './parse';
import { type AssistantProvider, type AssistantTurn, say } from './provider';
import {
  cheapest,
  compareProducts,
  findProducts,
  getMyOrders,
  helpLinks,
  orderHref,
  searchHelp,
} from './tools';

// The offline assistant: no model, no network. It parses the question (parse.ts), calls the same
// read-only tools the model would, and answers with the shop's templated sentences in the
// shopper's language. What it did not understand, it says so.

const text = (t: string): ChatEvent => ({ type: 'text', text: t });

/** Sentences as separate text events, so the storefront shows the answer as it comes. */
function* sentences(parts: string[]): Generator<ChatEvent> {
  const list = parts.filter(Boolean);
  for (const [i, part] of list.entries()) yield text(i < list.length - 1 ? `${part}\n` : part);
}

const money = (amount: number) => formatMoney(amount);
const COLON = { en: ': ', kh: '៖ ', zh: '：' } as const;
/** How much of a question the honest answer repeats. */
const QUOTED_CHARS = 80;

const inSentence = (ctx: RequestContext, text: string) => (ctx.locale === 'en' ? text.toLowerCase() : text);

/** The shopper's words as the answer quotes them: at most `QUOTED_CHARS` characters. */
function quoted(text: string): string {
  const chars = [...text.trim().replace(/\s+/g, ' ')];
  return chars.length > QUOTED_CHARS ? `${chars.slice(0, QUOTED_CHARS).join('')}…` : chars.join('');
}

function categoryName(ctx: RequestContext, slots: SearchSlots): string | null {
  const term = slots.subcategory ?? slots.category;
  if (!term) return null;
  // A category's name is a heading ("Laptops"); inside an English sentence it is lower case.
  return inSentence(ctx, label(ctx, term));
}

/** The shop's own name of a category or brand in the shopper's language (else English). */
const label = (ctx: RequestContext, term: Term) => term.labels[ctx.locale] ?? term.labels.en ?? term.slug;

function filters(ctx: RequestContext, slots: SearchSlots): string {
  const parts: string[] = [];
  const category = categoryName(ctx, slots);
  if (category) parts.push(category);
  if (slots.brand) parts.push(label(ctx, slots.brand));
  if (slots.query) parts.push(say(ctx, 'assistant.filterWords', { words: slots.query }));
  const { minPrice: min, maxPrice: max } = slots;
  if (min !== undefined && max !== undefined)
    parts.push(say(ctx, 'assistant.filterBetween', { min: money(min), max: money(max) }));
  else if (max !== undefined) parts.push(say(ctx, 'assistant.filterUnder', { amount: money(max) }));
  else if (min !== undefined) parts.push(say(ctx, 'assistant.filterOver', { amount: money(min) }));
  if (slots.need)
    parts.push(
      say(ctx, 'assistant.filterFor', { need: say(ctx, `assistant.need.${slots.need}` as MessageKey) }),
    );
  if (slots.cheap) parts.push(say(ctx, 'assistant.filterCheapest'));
  return parts.filter(Boolean).join(ctx.locale === 'zh' ? '，' : ' · ');
}

async function* search(turn: AssistantTurn, slots: SearchSlots): AsyncGenerator<ChatEvent> {
  const { ctx } = turn;
  yield { type: 'tool', name: 'searchProducts' };
  const query = {
    ...(slots.query ? { query: slots.query } : {}),
    ...(slots.subcategory
      ? { subcategoryId: slots.subcategory.id }
      : slots.category
        ? { categoryId: slots.category.id }
        : {}),
    ...(slots.brand ? { brandId: slots.brand.id } : {}),
    ...(slots.minPrice === undefined ? {} : { minPrice: slots.minPrice }),
    ...(slots.maxPrice === undefined ? {} : { maxPrice: slots.maxPrice }),
    ...(slots.need ? { need: slots.need } : {}),
    ...(slots.cheap ? { sort: 'price_asc' as const } : {}),
  };
  const found = await findProducts(turn.ctx, query);
  const described = filters(ctx, slots);
  if (found.products.length) {
    yield* sentences([
      described
        ? say(ctx, 'assistant.found', { count: found.products.length, filters: described })
        : say(ctx, 'assistant.foundNoFilters', { count: found.products.length }),
      slots.need
        ? say(ctx, 'assistant.needNote', { need: say(ctx, `assistant.need.${slots.need}` as MessageKey) })
        : '',
    ]);
    yield { type: 'products', products: found.products };
    return;
  }
  if (slots.maxPrice !== undefined && (slots.category || slots.subcategory || slots.brand)) {
    const first = await cheapest(turn.ctx, query);
    if (first) {
      yield text(
        say(ctx, 'assistant.noneInBudget', {
          what: categoryName(ctx, slots) ?? say(ctx, 'assistant.products'),
          max: money(slots.maxPrice),
          price: money(first.promo_price ?? first.price),
        }),
      );
      yield { type: 'products', products: [first] };
      return;
    }
  }
  yield text(say(ctx, 'assistant.noneFound', { filters: described || say(ctx, 'assistant.products') }));
}

/** The product of the shop whose name holds these words, or null. */
async function productNamed(ctx: RequestContext, name: string): Promise<ChatProduct | null> {
  const [first] = (await findProducts(ctx, { query: name, limit: 1 })).products;
  return first ?? null;
}

async function* compare(turn: AssistantTurn, names: string[]): AsyncGenerator<ChatEvent> {
  const { ctx } = turn;
  if (names.length < 2) {
    yield text(say(ctx, 'assistant.compareNeedTwo'));
    return;
  }
  yield { type: 'tool', name: 'compareProducts' };
  const found = await Promise.all(names.map((n) => productNamed(ctx, n)));
  const missing = names.filter((_, i) => !found[i]);
  if (missing.length) {
    yield* sentences([
      ...missing.map((name) => say(ctx, 'assistant.compareNotFound', { name })),
      say(ctx, 'assistant.compareNeedTwo'),
    ]);
    return;
  }
  const ids = found.map((p) => p!.id);
  const compared = await compareProducts(turn.ctx, ids);
  if (compared.products.length < 2) {
    yield text(say(ctx, 'assistant.compareNeedTwo'));
    return;
  }
  const [a, b] = compared.products as [(typeof compared.products)[0], (typeof compared.products)[0]];
  const price = (p: ChatProduct) => p.promo_price ?? p.price;
  const lines = [say(ctx, 'assistant.compareIntro')];
  for (const p of [a, b])
    lines.push(
      `• ${say(ctx, 'assistant.compareLine', { name: p.product.name, price: money(price(p.product)) })}`,
    );
  for (const key of compared.keys) {
    const label = say(ctx, `specs.${key}` as MessageKey);
    const shown = label === `specs.${key}` ? key : label;
    if (a.facts[key] !== b.facts[key]) lines.push(`${shown}: ${a.facts[key]} | ${b.facts[key]}`);
  }
  const diff = Math.round((price(a.product) - price(b.product)) * 100) / 100;
  lines.push(
    diff === 0
      ? say(ctx, 'assistant.compareSame')
      : say(ctx, 'assistant.compareCheaper', {
          name: (diff > 0 ? b : a).product.name,
          amount: money(Math.abs(diff)),
        }),
  );
  yield* sentences(lines);
  yield { type: 'products', products: compared.products.map((p) => p.product) };
}

function orderLine(ctx: RequestContext, o: OrderSummary): string {
  return say(ctx, 'assistant.orderStatus', {
    id: o.id,
    date: formatDate(o.created_at, ctx.locale),
    total: money(o.total),
    // The labels are headings ("Out for delivery"); inside an English sentence they are lower case.
    status: inSentence(ctx, say(ctx, ORDER_STATUS_MESSAGE[o.status])),
    payment: inSentence(ctx, say(ctx, PAYMENT_STATUS_MESSAGE[o.payment_status])),
  });
}

async function* order(turn: AssistantTurn, orderId?: number): AsyncGenerator<ChatEvent> {
  const { ctx } = turn;
  yield { type: 'tool', name: 'getMyOrders' };
  const mine = await getMyOrders(turn.ctx, orderId);
  if (!mine.signed_in) {
    yield text(say(ctx, 'assistant.orderSignIn'));
    yield { type: 'links', links: [{ title: say(ctx, 'assistant.signIn'), href: '/login' }] };
    return;
  }
  if (!mine.found) {
    yield text(
      orderId === undefined
        ? say(ctx, 'assistant.orderNone')
        : say(ctx, 'assistant.orderNotFound', { id: orderId }),
    );
    return;
  }
  const lines = mine.orders.map((o) => orderLine(ctx, o));
  yield* sentences(orderId === undefined ? [say(ctx, 'assistant.orderRecent'), ...lines] : lines);
  yield {
    type: 'links',
    links: mine.orders.map((o) => ({
      title: say(ctx, 'assistant.orderLink', { id: o.id }),
      href: orderHref(o.id),
    })),
  };
}

async function* help(turn: AssistantTurn, topic: HelpTopic): AsyncGenerator<ChatEvent> {
  const { ctx } = turn;
  yield { type: 'tool', name: 'searchHelp' };
  const words = HELP_SEARCH[topic];
  let articles = await searchHelp(turn.ctx, words[ctx.locale]);
  if (!articles.length && ctx.locale !== 'en') articles = await searchHelp(turn.ctx, words.en);
  const [first] = articles;
  if (!first) {
    yield text(say(ctx, 'assistant.helpNone'));
    yield { type: 'links', links: [{ title: say(ctx, 'assistant.helpCenter'), href: '/help-center' }] };
    return;
  }
  yield* sentences([say(ctx, 'assistant.helpIntro'), `${first.title}${COLON[ctx.locale]}${first.summary}`]);
  yield { type: 'links', links: helpLinks(articles) };
}

export function createOfflineAssistant(): AssistantProvider {
  return {
    name: 'offline',
    async *answer(turn) {
      const { ctx } = turn;
      const asked = turn.messages.filter((m) => m.role === 'user').map((m) => m.content);
      const intent = parseConversation(asked, await vocabulary(ctx));
      switch (intent.kind) {
        case 'greeting':
          yield text(say(ctx, 'assistant.greeting', { shop: turn.shopName }));
          return;
        case 'thanks':
          yield text(say(ctx, 'assistant.thanks'));
          return;
        case 'search': {
          const { slots } = intent;
          if (slots.query && !slots.category && !slots.brand) {
            // Words that name no kind of product: a product name, or nothing we know.
            const found = await findProducts(turn.ctx, { query: slots.query });
            if (!found.products.length) {
              yield text(say(ctx, 'assistant.unknown', { text: quoted(asked.at(-1) ?? '') }));
              return;
            }
          }
          yield* search(turn, slots);
          return;
        }
        case 'compare':
          yield* compare(turn, intent.names);
          return;
        case 'order':
          yield* order(turn, intent.orderId);
          return;
        case 'help':
          yield* help(turn, intent.topic);
          return;
        case 'unknown':
          yield text(say(ctx, 'assistant.unknown', { text: quoted(intent.text) }));
          return;
      }
    },
  };
}
