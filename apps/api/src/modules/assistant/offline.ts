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
import type { Sort } from './keywords';
import { HELP_SEARCH, type HelpTopic, parseConversation, type SearchSlots } from './parse';
import { searchBySlots } from './product-search';
import { type AssistantProvider, type AssistantTurn, say } from './provider';
import { isSpecSort, SPEC_SORT } from './specs';
import { compareProducts, findProducts, getMyOrders, helpLinks, orderHref, searchHelp } from './tools';

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

/**
 * A heading inside a sentence: in English its capitalised words in lower case ("Wireless earbuds"
 * → "wireless earbuds"), names and abbreviations as written ("MacBook Air", "TVs", "Wi-Fi").
 */
const inSentence = (ctx: RequestContext, text: string) =>
  ctx.locale === 'en'
    ? text
        .split(' ')
        .map((word) => (/^[A-Z][a-z]+\W*$/.test(word) ? word.toLowerCase() : word))
        .join(' ')
    : text;

/** The shopper's words as the answer quotes them: at most `QUOTED_CHARS` characters. */
function quoted(text: string): string {
  const chars = [...text.trim().replace(/\s+/g, ' ')];
  return chars.length > QUOTED_CHARS ? `${chars.slice(0, QUOTED_CHARS).join('')}…` : chars.join('');
}

const LIST_SEPARATOR = { en: ', ', kh: ', ', zh: '、' } as const;

/** The kind asked for as the shop names its places, in the shopper's language. */
function kindName(ctx: RequestContext, slots: SearchSlots): string | null {
  if (slots.missing) return inSentence(ctx, slots.missing.kind.labels[ctx.locale] ?? slots.missing.word);
  if (!slots.nodes?.length) return null;
  return slots.nodes.map((node) => inSentence(ctx, label(ctx, node))).join(LIST_SEPARATOR[ctx.locale]);
}

/** The shop's own name of a place or brand in the shopper's language (else English). */
const label = (ctx: RequestContext, term: Term) => term.labels[ctx.locale] ?? term.labels.en ?? term.slug;

const SORT_MESSAGE: Record<Sort, MessageKey> = {
  price_asc: 'assistant.sort.price_asc',
  price_desc: 'assistant.sort.price_desc',
  camera: 'assistant.sort.camera',
  battery: 'assistant.sort.battery',
  weight: 'assistant.sort.weight',
  storage: 'assistant.sort.storage',
  ram: 'assistant.sort.ram',
};

const needName = (ctx: RequestContext, slots: SearchSlots) =>
  slots.need ? say(ctx, `assistant.need.${slots.need}` as MessageKey) : '';

function filters(ctx: RequestContext, slots: SearchSlots): string {
  const parts: string[] = [];
  const kind = kindName(ctx, slots);
  if (kind) parts.push(kind);
  if (slots.brand) parts.push(label(ctx, slots.brand));
  if (slots.query) parts.push(say(ctx, 'assistant.filterWords', { words: slots.query }));
  const { minPrice: min, maxPrice: max } = slots;
  if (min !== undefined && max !== undefined)
    parts.push(say(ctx, 'assistant.filterBetween', { min: money(min), max: money(max) }));
  else if (max !== undefined) parts.push(say(ctx, 'assistant.filterUnder', { amount: money(max) }));
  else if (min !== undefined) parts.push(say(ctx, 'assistant.filterOver', { amount: money(min) }));
  if (slots.need) parts.push(say(ctx, 'assistant.filterFor', { need: needName(ctx, slots) }));
  if (slots.sort) parts.push(say(ctx, SORT_MESSAGE[slots.sort]));
  return parts.filter(Boolean).join(ctx.locale === 'zh' ? '，' : ' · ');
}

/** The name of a specification in the shopper's language, inside a sentence. */
const specName = (ctx: RequestContext, key: string) =>
  inSentence(ctx, say(ctx, `specs.${key}` as MessageKey));

async function* search(turn: AssistantTurn, asked: SearchSlots, question: string): AsyncGenerator<ChatEvent> {
  const { ctx } = turn;
  yield { type: 'tool', name: 'searchProducts' };
  const found = await searchBySlots(ctx, asked);
  const slots: SearchSlots = found.nodes ? { ...asked, nodes: found.nodes } : asked;
  const what = () => kindName(ctx, slots) ?? say(ctx, 'assistant.products');
  if (found.missing) {
    const kind = kindName(ctx, slots) ?? '';
    if (!found.products.length) {
      yield text(say(ctx, 'assistant.kindMissingNone', { kind }));
      return;
    }
    yield text(say(ctx, 'assistant.kindMissing', { kind }));
    yield { type: 'products', products: found.products };
    return;
  }
  if (found.needsKind && slots.sort) {
    yield text(say(ctx, 'assistant.sortNeedsKind', { sort: say(ctx, SORT_MESSAGE[slots.sort]) }));
    return;
  }
  if (found.noValues && isSpecSort(slots.sort)) {
    yield text(
      say(ctx, 'assistant.sortNoValues', { what: what(), spec: specName(ctx, SPEC_SORT[slots.sort].key) }),
    );
    return;
  }
  const shown: SearchSlots = { ...slots };
  if (found.dropped) delete shown.query;
  if (found.overBudget && slots.maxPrice !== undefined && found.products[0]) {
    const [first] = found.products;
    yield text(
      say(ctx, 'assistant.noneInBudget', {
        what: what(),
        max: money(slots.maxPrice),
        price: money(first.promo_price ?? first.price),
      }),
    );
    yield { type: 'products', products: found.products };
    return;
  }
  if (found.products.length) {
    const described = filters(ctx, shown);
    yield* sentences([
      found.products.length === 1
        ? described
          ? say(ctx, 'assistant.foundOne', { filters: described })
          : say(ctx, 'assistant.foundOneNoFilters')
        : described
          ? say(ctx, 'assistant.found', { count: found.products.length, filters: described })
          : say(ctx, 'assistant.foundNoFilters', { count: found.products.length }),
      found.dropped ? say(ctx, 'assistant.wordsIgnored', { words: found.dropped }) : '',
      slots.need
        ? say(ctx, slots.sort ? 'assistant.needKept' : 'assistant.needNote', { need: needName(ctx, slots) })
        : '',
    ]);
    yield { type: 'products', products: found.products };
    return;
  }
  const named = slots.nodes || slots.brand || slots.minPrice !== undefined || slots.maxPrice !== undefined;
  if (slots.query && !named && !slots.need) {
    // Words that name no kind of product and no product: nothing we know.
    yield text(say(ctx, 'assistant.unknown', { text: quoted(question) }));
    return;
  }
  yield text(
    say(ctx, 'assistant.noneFound', { filters: filters(ctx, shown) || say(ctx, 'assistant.products') }),
  );
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
        case 'search':
          yield* search(turn, intent.slots, asked.at(-1) ?? '');
          return;
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
